package io.github.loggingperf.log4j2;

import java.util.List;

import org.apache.logging.log4j.core.async.AsyncLoggerContextSelector;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.apache.logging.log4j.message.ParameterizedMessageFactory;
import org.apache.logging.log4j.util.Constants;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.apache.logging.log4j.util.PropertySource;
import org.junit.jupiter.api.Test;

import org.springframework.util.ClassUtils;
import io.github.loggingperf.location.LocationConfigurationFactory;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfPropertySource}.
 */
class LoggingPerfPropertySourceTests {

	private final LoggingPerfPropertySource source = new LoggingPerfPropertySource(new BootstrapSettings(true, 2048),
			true, false, false);

	@Test
	void priorityIsBelowEveryOtherSource() {
		assertThat(this.source.getPriority()).isGreaterThan(200);
	}

	@Test
	void suppliesSelectorPolicyAndRingBufferSizeUnderTheirNormalForms() {
		assertThat(this.source.getProperty(normalForm("log4j2.contextSelector")))
			.isEqualTo(AsyncLoggerContextSelector.class.getName());
		assertThat(this.source.getProperty(normalForm("log4j2.AsyncQueueFullPolicy")))
			.isEqualTo(CountingDiscardPolicy.class.getName());
		assertThat(this.source.getProperty(normalForm("AsyncLogger.RingBufferSize"))).isEqualTo("2048");
		assertThat(this.source.containsProperty(normalForm("Log4jContextSelector"))).isTrue();
		assertThat(this.source.getPropertyNames()).hasSize(8);
	}

	@Test
	void suppliesASleepingBackgroundThreadAndGarbageFreeLogging() {
		assertThat(this.source.getProperty(normalForm("AsyncLogger.WaitStrategy"))).isEqualTo("Sleep");
		assertThat(this.source.getProperty(normalForm("AsyncLogger.SleepTimeNs"))).isEqualTo("50000000");
		assertThat(this.source.getProperty(normalForm("AsyncLogger.Retries"))).isEqualTo("0");
		assertThat(this.source.getProperty(normalForm("log4j2.is.webapp"))).isEqualTo("false");
	}

	@Test
	void withG1MakesAMessagePerCallInsteadOfReusingOne() {
		LoggingPerfPropertySource g1 = new LoggingPerfPropertySource(new BootstrapSettings(true, 2048), true, false,
				true);
		assertThat(g1.getProperty(normalForm("log4j2.messageFactory")))
			.isEqualTo(ParameterizedMessageFactory.class.getName());
		assertThat(g1.getPropertyNames()).hasSize(9);
		assertThat(this.source.containsProperty("log4j2.messageFactory")).isFalse();
	}

	@Test
	void inADeployedWebAppLeavesLog4jsWebAppDetectionAlone() {
		LoggingPerfPropertySource deployed = new LoggingPerfPropertySource(new BootstrapSettings(true, 2048), true,
				true, true);
		assertThat(deployed.containsProperty("log4j2.isWebapp")).isFalse();
		assertThat(deployed.containsProperty("log4j2.messageFactory")).isFalse();
		assertThat(deployed.getProperty("log4j2.asyncLoggerWaitStrategy")).isEqualTo("Sleep");
	}

	@Test
	void log4jInThisJvmSleepsAndIsGarbageFreeThoughTheServletApiIsPresent() {
		assertThat(ClassUtils.isPresent("jakarta.servlet.Servlet", null)).isTrue();
		PropertiesUtil properties = PropertiesUtil.getProperties();
		assertThat(properties.getStringProperty("AsyncLogger.WaitStrategy")).isEqualTo("Sleep");
		assertThat(properties.getLongProperty("AsyncLogger.SleepTimeNs", 0)).isEqualTo(50_000_000);
		assertThat(properties.getIntegerProperty("AsyncLogger.Retries", -1)).isZero();
		assertThat(Constants.IS_WEB_APP).isFalse();
		assertThat(Constants.ENABLE_THREADLOCALS).isTrue();
	}

	@Test
	void suppliesTheLocationConfigurationFactoryUnderLog4jsKey() {
		assertThat(this.source.getProperty(normalForm(ConfigurationFactory.CONFIGURATION_FACTORY_PROPERTY)))
			.isEqualTo(LocationConfigurationFactory.class.getName());
		assertThat(
				PropertiesUtil.getProperties().getStringProperty(ConfigurationFactory.CONFIGURATION_FACTORY_PROPERTY))
			.isEqualTo(LocationConfigurationFactory.class.getName());
	}

	@Test
	void whenDisabledSuppliesOnlyThePolicyAndTheConfigurationFactory() {
		LoggingPerfPropertySource disabled = new LoggingPerfPropertySource(new BootstrapSettings(false, 2048), true,
				false, true);
		assertThat(disabled.getPropertyNames()).containsExactlyInAnyOrder("log4j2.asyncQueueFullPolicy",
				"log4j2.configurationFactory");
	}

	@Test
	void whenDisruptorMissingDoesNotSelectAsyncContexts() {
		LoggingPerfPropertySource noDisruptor = new LoggingPerfPropertySource(new BootstrapSettings(true, 2048), false,
				false, true);
		assertThat(noDisruptor.containsProperty("log4j2.contextSelector")).isFalse();
	}

	@Test
	void isRegisteredWithLog4jSoTheRunningJvmIsAllAsync() {
		assertThat(PropertiesUtil.getProperties().getStringProperty("log4j2.contextSelector"))
			.isEqualTo(AsyncLoggerContextSelector.class.getName());
	}

	private String normalForm(String key) {
		List<CharSequence> tokens = PropertySource.Util.tokenize(key);
		return this.source.getNormalForm(tokens).toString();
	}

}
