package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Node;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

import io.github.loggingperf.doctor.ConfigurationNodes;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.FallbackConfiguration;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds a logging configuration that was never loaded as written: Log4j fell back to its
 * default configuration (ERROR and above, to the console only), a level is misspelt
 * (Log4j uses ERROR instead), or a JSON or YAML file is on the classpath while the
 * Jackson 2 module Log4j needs to read it is missing. Every other log line of the
 * application is then gone and nothing but a status-logger line says so.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class ConfigurationLoadRule implements DoctorRule {

	static final String JACKSON_DATABIND = "com.fasterxml.jackson.databind.ObjectMapper";

	static final String JACKSON_YAML = "com.fasterxml.jackson.dataformat.yaml.YAMLFactory";

	private static final String DATABIND_FIX = "Add the Jackson 2 module Log4j reads JSON with: "
			+ "com.fasterxml.jackson.core:jackson-databind (Spring Boot 4 brings Jackson 3, which Log4j does not use)";

	private static final String YAML_FIX = "Add the Jackson 2 modules Log4j reads YAML with: "
			+ "com.fasterxml.jackson.core:jackson-databind and com.fasterxml.jackson.dataformat:jackson-dataformat-yaml "
			+ "(Spring Boot 4 brings Jackson 3, which Log4j does not use)";

	private static final String[] STANDARD_NAMES = { "log4j2-spring.json", "log4j2.json", "log4j2-spring.jsn",
			"log4j2.jsn", "log4j2-spring.yaml", "log4j2.yaml", "log4j2-spring.yml", "log4j2.yml" };

	private final Predicate<String> classPresent;

	private final Predicate<String> resourcePresent;

	/**
	 * Create a rule.
	 * @param classPresent tells whether a class, by name, is on the classpath
	 * @param resourcePresent tells whether a resource, by name, is on the classpath
	 */
	public ConfigurationLoadRule(Predicate<String> classPresent, Predicate<String> resourcePresent) {
		Assert.notNull(classPresent, "'classPresent' must not be null");
		Assert.notNull(resourcePresent, "'resourcePresent' must not be null");
		this.classPresent = classPresent;
		this.resourcePresent = resourcePresent;
	}

	@Override
	public List<Finding> check(DoctorContext context) {
		Configuration configuration = context.configuration();
		String file = configuration.getConfigurationSource().getLocation();
		if (FallbackConfiguration.isFallback(configuration)) {
			return List.of(fallback(file));
		}
		List<Finding> findings = new ArrayList<>(misspeltLevels(context, file));
		findings.addAll(ignoredFiles(file));
		return findings;
	}

	private Finding fallback(@Nullable String file) {
		String fix = missingJacksonFix(file);
		String cause = (fix != null)
				? "Log4j could not parse it: the Jackson 2 module for its format is missing, " + "so it was read as XML"
				: "it has no Root logger, or could not be parsed (see the status logger's " + "ERROR at startup)";
		return new Finding("configuration-not-loaded", Severity.CRITICAL,
				"The logging configuration was not loaded: Log4j runs its default (ERROR to the console only)",
				List.of("file=" + ((file != null) ? file : "none found"), "cause: " + cause), Costs.NOT_LOADED,
				(fix != null) ? fix : "Declare a Root logger (<Root level=\"info\"> in XML, rootLogger.level and "
						+ "rootLogger.appenderRef.<name>.ref in properties) and fix the error the status logger printed",
				false);
	}

	private List<Finding> misspeltLevels(DoctorContext context, @Nullable String file) {
		ConfigurationNodes nodes = context.nodes();
		List<String> evidence = new ArrayList<>();
		for (Node logger : nodes.loggersAndRoot()) {
			String level = nodes.attribute(logger, "level");
			if (level != null && !level.isBlank() && Level.getLevel(level.trim().toUpperCase(Locale.ROOT)) == null) {
				String name = nodes.attribute(logger, "name");
				evidence.add(((name != null) ? "logger '" + name + "'" : "root logger") + " has level '" + level
						+ "' in " + file + "; Log4j used ERROR");
			}
		}
		if (evidence.isEmpty()) {
			return List.of();
		}
		return List.of(new Finding("configuration-level-misspelt", Severity.CRITICAL,
				"A logger's level is not a level: Log4j logs ERROR and above only for it", evidence, Costs.NOT_LOADED,
				"Use one of OFF, FATAL, ERROR, WARN, INFO, DEBUG, TRACE, ALL", false));
	}

	private List<Finding> ignoredFiles(@Nullable String loaded) {
		List<Finding> findings = new ArrayList<>();
		for (String name : STANDARD_NAMES) {
			String fix = missingJacksonFix(name);
			if (fix != null && this.resourcePresent.test(name) && (loaded == null || !loaded.endsWith(name))) {
				findings.add(new Finding("configuration-not-loaded", Severity.CRITICAL,
						"The logging configuration " + name + " was never loaded",
						List.of("file=classpath:" + name, "loaded instead: " + loaded,
								"cause: the Jackson 2 module Log4j reads this format with is missing"),
						Costs.NOT_LOADED, fix, false));
			}
		}
		return findings;
	}

	private @Nullable String missingJacksonFix(@Nullable String file) {
		if (file == null) {
			return null;
		}
		String lower = file.toLowerCase(Locale.ROOT);
		if ((lower.endsWith(".json") || lower.endsWith(".jsn")) && !this.classPresent.test(JACKSON_DATABIND)) {
			return DATABIND_FIX;
		}
		if ((lower.endsWith(".yaml") || lower.endsWith(".yml"))
				&& (!this.classPresent.test(JACKSON_DATABIND) || !this.classPresent.test(JACKSON_YAML))) {
			return YAML_FIX;
		}
		return null;
	}

}
