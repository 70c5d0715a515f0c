package io.github.loggingperf.logging.log4j2;

import java.util.List;

import org.apache.logging.log4j.core.async.AsyncLoggerContextSelector;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.apache.logging.log4j.util.PropertySource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfPropertySource}.
 */
class LoggingPerfPropertySourceTests {

	private final LoggingPerfPropertySource source = new LoggingPerfPropertySource(
			new BootstrapSettings(true, 2048), true);

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
		assertThat(this.source.getPropertyNames()).hasSize(4);
	}

	@Test
	void suppliesTheLocationConfigurationFactoryUnderLog4jsKey() {
		assertThat(this.source.getProperty(normalForm(ConfigurationFactory.CONFIGURATION_FACTORY_PROPERTY)))
			.isEqualTo(LocationConfigurationFactory.class.getName());
		assertThat(PropertiesUtil.getProperties()
			.getStringProperty(ConfigurationFactory.CONFIGURATION_FACTORY_PROPERTY)).isEqualTo(LocationConfigurationFactory.class.getName());
	}

	@Test
	void whenDisabledSuppliesOnlyThePolicyAndTheConfigurationFactory() {
		LoggingPerfPropertySource disabled = new LoggingPerfPropertySource(new BootstrapSettings(false, 2048),
				true);
		assertThat(disabled.getPropertyNames()).containsExactlyInAnyOrder("log4j2.asyncQueueFullPolicy",
				"log4j2.configurationFactory");
	}

	@Test
	void whenDisruptorMissingDoesNotSelectAsyncContexts() {
		LoggingPerfPropertySource noDisruptor = new LoggingPerfPropertySource(new BootstrapSettings(true, 2048),
				false);
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
