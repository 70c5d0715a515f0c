package io.github.loggingperf.doctor;

import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.config.NullConfiguration;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link WrittenConfiguration}.
 */
class WrittenConfigurationTests {

	@Test
	void nodeTreeHasTheElementsLog4jRemovesFromTheLiveConfiguration() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(
				"<Console name=\"Console\"><PatternLayout pattern=\"%m%n\"/></Console>",
				"<Logger name=\"com.example\" level=\"DEBUG\"/><Root level=\"INFO\"/>")) {
			Node root = new WrittenConfiguration().rootNode(loaded.configuration());
			assertThat(root).isNotNull();
			assertThat(new ConfigurationNodes(loaded.configuration(), root).declaredLoggerNames())
				.containsExactly("com.example");
		}
	}

	@Test
	void rootNodeIsReadOncePerLiveConfiguration() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml("<Console name=\"Console\"/>",
				"<Root level=\"INFO\"/>")) {
			WrittenConfiguration written = new WrittenConfiguration();
			assertThat(written.rootNode(loaded.configuration())).isSameAs(written.rootNode(loaded.configuration()));
		}
	}

	@Test
	void configurationWithoutASourceHasNoNodes() {
		assertThat(new WrittenConfiguration().rootNode(new NullConfiguration())).isNull();
	}

}
