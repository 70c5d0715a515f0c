package io.github.loggingperf.location;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.AbstractConfiguration;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.composite.CompositeConfiguration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.loggingperf.testsupport.CapturingAppender.Captured;
import io.github.loggingperf.testsupport.CapturingAppender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link LocationConfigurationFactory} and {@link LocationSwitch}: the same
 * configuration in every format Log4j reads, loaded by a real all-async logger context,
 * with location capture switched off and on at runtime.
 */
class LocationConfigurationFactoryTests {

	private AsyncLoggerContext context;

	@BeforeEach
	void clearCaptured() {
		CapturingAppender.clear();
	}

	@AfterEach
	void stopContext() {
		if (this.context != null) {
			this.context.stop(1, TimeUnit.MINUTES);
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "xml", "yaml", "json", "properties" })
	void locationIsSwitchedOffAndOnWithoutLosingRuntimeLevels(String format) throws Exception {
		URI location = Objects.requireNonNull(getClass().getResource("/location/log4j2-location." + format)).toURI();
		this.context = new AsyncLoggerContext("location-" + format, null, location);
		this.context.start();
		LocationSwitch.switchTo(this.context, false);
		assertThat(this.context.getConfiguration()).isInstanceOf(LocationConfiguration.class);
		setLevelAsConfiguratorDoes("test.runtime", Level.DEBUG);
		this.context.getConfiguration().getLoggerConfig("test.declared").setLevel(Level.DEBUG);
		assertLocationOff("off at first");
		LocationSwitch.switchTo(this.context, true);
		assertThat(LocationSwitch.isEnabled(this.context.getConfiguration())).isTrue();
		List<Captured> top = logAndCapture("top");
		assertThat(top).allSatisfy((event) -> {
			assertThat(event.source()).isNotNull();
			assertThat(event.text()).matches("DEBUG LocationConfigurationFactoryTests\\.logAndCapture:\\d+ "
					+ "\\(LocationConfigurationFactoryTests\\.java:\\d+\\) - [a-z]+ message");
		});
		assertThat(CapturingAppender.events("nested")).allSatisfy((event) -> assertThat(event.text())
			.matches("DEBUG LocationConfigurationFactoryTests\\.logAndCapture:\\d+ [a-z]+ message"));
		LocationSwitch.switchTo(this.context, false);
		assertLocationOff("off again");
	}

	@Test
	void compositeOfSwitchedConfigurationsIsSwitched() throws Exception {
		this.context = new AsyncLoggerContext("location-composite");
		this.context.start(
				new CompositeConfiguration(List.of(load("log4j2-location.xml"), load("log4j2-location-override.xml"))));
		LocationSwitch.switchTo(this.context, false);
		assertThat(LocationSwitch.isSwitchable(this.context.getConfiguration())).isTrue();
		this.context.getLogger("test.override").debug("off message");
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> assertThat(CapturingAppender.events("override")).singleElement()
				.satisfies((event) -> assertThat(event.text()).isEqualTo("DEBUG - off message")));
		LocationSwitch.switchTo(this.context, true);
		assertThat(this.context.getConfiguration()).isInstanceOf(CompositeConfiguration.class);
		assertThat(LocationSwitch.isEnabled(this.context.getConfiguration())).isTrue();
		this.context.getLogger("test.override").debug("on message");
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> assertThat(CapturingAppender.events("override")).hasSize(2)
				.last()
				.satisfies((event) -> assertThat(event.text())
					.matches("DEBUG .*compositeOfSwitchedConfigurationsIsSwitched\\(LocationConfigurationFactoryTests"
							+ "\\.java:\\d+\\) - on message")));
	}

	private AbstractConfiguration load(String name) throws Exception {
		URI location = Objects.requireNonNull(getClass().getResource("/location/" + name)).toURI();
		return (AbstractConfiguration) ConfigurationFactory.getInstance()
			.getConfiguration(this.context, name, location);
	}

	private void setLevelAsConfiguratorDoes(String name, Level level) {
		this.context.getConfiguration().addLogger(name, new LoggerConfig(name, level, true));
		this.context.updateLoggers();
	}

	private void assertLocationOff(String description) {
		Configuration configuration = this.context.getConfiguration();
		assertThat(LocationSwitch.isEnabled(configuration)).as(description).isFalse();
		assertThat(configuration.getLoggers().values()).as(description)
			.extracting(LoggerConfig::getName)
			.contains("test.runtime", "test.declared");
		assertThat(configuration.getLoggers().values()).as(description)
			.allSatisfy((loggerConfig) -> assertThat(loggerConfig.isIncludeLocation()).isFalse());
		assertThat(configuration.getLoggers().values()).as(description).noneMatch(LoggerConfig::requiresLocation);
		List<Captured> top = logAndCapture("top");
		assertThat(top).as(description).allSatisfy((event) -> {
			assertThat(event.source()).isNull();
			assertThat(event.text()).matches("DEBUG - [a-z]+ message");
		});
		assertThat(CapturingAppender.events("nested")).as(description)
			.allSatisfy((event) -> assertThat(event.text()).matches("DEBUG [a-z]+ message"));
	}

	private List<Captured> logAndCapture(String appender) {
		CapturingAppender.clear();
		this.context.getLogger("test.runtime").debug("runtime message");
		this.context.getLogger("test.declared").debug("declared message");
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> assertThat(CapturingAppender.events("nested")).hasSize(2));
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> assertThat(CapturingAppender.events(appender)).hasSize(2));
		return CapturingAppender.events(appender);
	}

}
