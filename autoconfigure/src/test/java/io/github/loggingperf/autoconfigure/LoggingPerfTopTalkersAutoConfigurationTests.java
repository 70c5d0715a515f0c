package io.github.loggingperf.autoconfigure;

import java.time.Duration;
import java.util.List;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import io.github.loggingperf.LoggerEventRate;
import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.toptalkers.LoggerEventCounts;
import io.github.loggingperf.toptalkers.Log4j2TopTalkers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfTopTalkersAutoConfiguration}.
 */
class LoggingPerfTopTalkersAutoConfigurationTests {

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner()
		.withConfiguration(
				AutoConfigurations.of(LoggingPerfAutoConfiguration.class, LoggingPerfTopTalkersAutoConfiguration.class,
						LoggingPerfChangesAutoConfiguration.class, LoggingPerfEndpointAutoConfiguration.class))
		.withBean(LoggingSystem.class,
				() -> LoggingSystem.get(LoggingPerfTopTalkersAutoConfigurationTests.class.getClassLoader()))
		.withBean(LoggerGroups.class, LoggerGroups::new);

	@Test
	void runShouldCountEventsOfTheCurrentLoggerContextAndDetachOnClose() {
		Log4j2TopTalkers[] attached = new Log4j2TopTalkers[1];
		this.contextRunner.run((context) -> {
			assertThat(context).hasSingleBean(LoggerEventCounts.class).hasSingleBean(Log4j2TopTalkers.class);
			attached[0] = context.getBean(Log4j2TopTalkers.class);
			assertThat(attached[0].isAttached()).isTrue();
			LoggerContext loggerContext = (LoggerContext) LogManager.getContext(false);
			loggerContext.getLogger("test.talkers.autoconfig").error("counted");
			assertThat(context.getBean(TopTalkers.class).rate("test.talkers.autoconfig")).isNotNull();
		});
		assertThat(attached[0].isAttached()).isFalse();
	}

	@Test
	void runWhenDisabledShouldNotCountAndEndpointShouldLeaveTopTalkersOut() {
		this.contextRunner
			.withPropertyValues("logging-perf.top-talkers.enabled=false",
					"management.endpoints.web.exposure.include=loggingperf")
			.run((context) -> {
				assertThat(context).doesNotHaveBean(TopTalkers.class).doesNotHaveBean(Log4j2TopTalkers.class);
				LoggingPerfEndpoint endpoint = context.getBean(LoggingPerfEndpoint.class);
				assertThat(endpoint.pipeline().topTalkers()).isNull();
				assertThat(endpoint.logger("ROOT").eventRate()).isNull();
			});
	}

	@Test
	void runWhenEnabledShouldGiveTheEndpointTopTalkers() {
		this.contextRunner.withPropertyValues("management.endpoints.web.exposure.include=loggingperf")
			.run((context) -> {
				LoggingPerfEndpoint endpoint = context.getBean(LoggingPerfEndpoint.class);
				assertThat(endpoint.pipeline().topTalkers()).isNotNull();
				assertThat(endpoint.logger("ROOT").eventRate()).isNotNull();
			});
	}

	@Test
	void runWithPropertiesShouldApplyThem() {
		this.contextRunner
			.withPropertyValues("logging-perf.top-talkers.window=30s", "logging-perf.top-talkers.capacity=50",
					"logging-perf.top-talkers.limit=3")
			.run((context) -> {
				LoggerEventCounts counts = context.getBean(LoggerEventCounts.class);
				assertThat(counts.tickInterval()).isEqualTo(Duration.ofSeconds(5));
				LoggerContext loggerContext = (LoggerContext) LogManager.getContext(false);
				for (int i = 0; i < 5; i++) {
					loggerContext.getLogger("test.talkers.limit" + i).error("counted");
				}
				assertThat(counts.top()).hasSizeLessThanOrEqualTo(3);
			});
	}

	@Test
	void runWithBadValuesShouldFailNamingTheProperty() {
		for (String setting : List.of("capacity=0", "window=500ms", "limit=0")) {
			this.contextRunner.withPropertyValues("logging-perf.top-talkers." + setting)
				.run((context) -> assertThat(context).getFailure()
					.rootCause()
					.hasMessageContaining("logging-perf.top-talkers." + setting.substring(0, setting.indexOf('='))));
		}
	}

	@Test
	void runWithUserTopTalkersShouldBackOff() {
		this.contextRunner.withBean(TopTalkers.class, UserTopTalkers::new)
			.run((context) -> assertThat(context).hasSingleBean(TopTalkers.class)
				.doesNotHaveBean(LoggerEventCounts.class)
				.doesNotHaveBean(Log4j2TopTalkers.class));
	}

	@Test
	void runWithoutLog4jCoreShouldBackOff() {
		this.contextRunner.withClassLoader(new FilteredClassLoader(LoggerContext.class))
			.run((context) -> assertThat(context).doesNotHaveBean(TopTalkers.class));
	}

	static final class UserTopTalkers implements TopTalkers {

		@Override
		public List<LoggerEventRate> top() {
			return List.of();
		}

		@Override
		public @Nullable LoggerEventRate rate(String loggerName) {
			return null;
		}

	}

}
