package io.github.loggingperf.log4j2;

import java.util.ArrayList;
import java.util.List;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The documents of a YAML file, parsed with SnakeYAML's safe constructor; in a class of
 * its own so that {@link ApplicationConfigFiles} loads without SnakeYAML.
 *
 * @author logging-perf
 */
final class YamlDocuments {

	private YamlDocuments() {
	}

	static List<Object> load(String content) {
		List<Object> documents = new ArrayList<>();
		new Yaml(new SafeConstructor(new LoaderOptions())).loadAll(content).forEach(documents::add);
		return documents;
	}

}
