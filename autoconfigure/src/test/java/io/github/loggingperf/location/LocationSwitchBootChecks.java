package io.github.loggingperf.location;

import java.time.Duration;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.LoggerConfig;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.context.ApplicationContext;

import io.github.loggingperf.LoggingPipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Switches location capture off, on and off again in a running Spring Boot application
 * and checks the console output, the logger configurations and the levels set at runtime
 * after each switch.
 */
final class LocationSwitchBootChecks {

	static final String RUNTIME = "com.example.location.runtime";

	static final String DECLARED = "com.example.location.declared";

	static final String CONFIGURATOR = "com.example.location.configurator";

	private final LoggingPipeline pipeline;

	private final LoggingSystem loggingSystem;

	private final CapturedOutput output;

	private int sequence;

	LocationSwitchBootChecks(ApplicationContext context, CapturedOutput output) {
		this.pipeline = context.getBean(LoggingPipeline.class);
		this.loggingSystem = context.getBean(LoggingSystem.class);
		this.output = output;
	}

	void switchOffOnOff(String locationRegex) {
		this.loggingSystem.setLogLevel(RUNTIME, LogLevel.DEBUG);
		this.loggingSystem.setLogLevel(DECLARED, LogLevel.DEBUG);
		Configurator.setLevel(CONFIGURATOR, Level.DEBUG);
		assertThat(this.pipeline.locationEnabled()).isFalse();
		assertOff();
		this.pipeline.setLocationEnabled(true);
		assertThat(this.pipeline.locationEnabled()).isTrue();
		assertThat(this.pipeline.loggersCapturingLocation()).contains("ROOT", RUNTIME, DECLARED);
		assertLevelsKept();
		String line = log(RUNTIME);
		assertThat(line).matches("DEBUG " + locationRegex + " " + RUNTIME.replace(".", "\\.") + " - message \\d+");
		this.pipeline.setLocationEnabled(false);
		assertThat(this.pipeline.locationEnabled()).isFalse();
		assertOff();
	}

	private void assertOff() {
		assertLevelsKept();
		Configuration configuration = ((LoggerContext) LogManager.getContext(false)).getConfiguration();
		assertThat(configuration.getLoggers().values())
			.allSatisfy((loggerConfig) -> assertThat(loggerConfig.isIncludeLocation()).isFalse())
			.noneMatch(LoggerConfig::requiresLocation);
		assertThat(this.pipeline.loggersCapturingLocation()).isEmpty();
		assertThat(log(RUNTIME)).matches("DEBUG " + RUNTIME.replace(".", "\\.") + " - message \\d+");
		assertThat(log(DECLARED)).matches("DEBUG " + DECLARED.replace(".", "\\.") + " - message \\d+");
		assertThat(log(CONFIGURATOR)).matches("DEBUG " + CONFIGURATOR.replace(".", "\\.") + " - message \\d+");
	}

	private void assertLevelsKept() {
		assertThat(this.loggingSystem.getLoggerConfiguration(RUNTIME).getConfiguredLevel()).isEqualTo(LogLevel.DEBUG);
		assertThat(this.loggingSystem.getLoggerConfiguration(DECLARED).getConfiguredLevel()).isEqualTo(LogLevel.DEBUG);
		assertThat(this.loggingSystem.getLoggerConfiguration(CONFIGURATOR).getConfiguredLevel())
			.isEqualTo(LogLevel.DEBUG);
	}

	String log(String loggerName) {
		Logger logger = LogManager.getLogger(loggerName);
		String message = "message " + (++this.sequence);
		logger.debug(message);
		await().atMost(Duration.ofSeconds(30)).until(() -> this.output.getOut().contains(message));
		return this.output.getOut()
			.lines()
			.filter((line) -> line.endsWith(" - " + message))
			.findFirst()
			.orElseThrow()
			.trim();
	}

}
