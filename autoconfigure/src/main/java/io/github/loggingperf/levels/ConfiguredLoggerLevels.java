package io.github.loggingperf.levels;

import java.util.Map;

import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.core.env.Environment;
import org.springframework.util.Assert;

/**
 * The {@code logging.level.*} settings of the application, set again through the
 * {@link LoggingSystem}. Spring Boot applies them once at startup; a later Log4j
 * reconfiguration throws them away along with every other level set at runtime.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class ConfiguredLoggerLevels {

	private static final Bindable<Map<String, LogLevel>> LEVELS = Bindable.mapOf(String.class, LogLevel.class);

	private final Environment environment;

	private final GroupAwareLevelSetter levelSetter;

	/**
	 * Create an instance.
	 * @param environment the environment holding {@code logging.level.*}
	 * @param loggingSystem the logging system that applies levels
	 * @param loggerGroups the logger groups
	 */
	public ConfiguredLoggerLevels(Environment environment, LoggingSystem loggingSystem, LoggerGroups loggerGroups) {
		Assert.notNull(environment, "'environment' must not be null");
		Assert.notNull(loggingSystem, "'loggingSystem' must not be null");
		Assert.notNull(loggerGroups, "'loggerGroups' must not be null");
		this.environment = environment;
		this.levelSetter = new GroupAwareLevelSetter(loggingSystem, loggerGroups);
	}

	/**
	 * Set every {@code logging.level.*} level again.
	 */
	public void apply() {
		Map<String, LogLevel> levels = Binder.get(this.environment).bind("logging.level", LEVELS).orElse(Map.of());
		levels.forEach(this::setLevel);
	}

	private void setLevel(String name, LogLevel level) {
		String loggerName = name.equalsIgnoreCase(LoggingSystem.ROOT_LOGGER_NAME) ? LoggingSystem.ROOT_LOGGER_NAME
				: name;
		this.levelSetter.set(loggerName, level, (member) -> level);
	}

}
