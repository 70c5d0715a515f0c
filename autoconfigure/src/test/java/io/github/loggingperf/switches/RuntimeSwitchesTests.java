package io.github.loggingperf.switches;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.expiry.ChangeExpiredEvent;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.testsupport.SettableClock;
import io.github.loggingperf.testsupport.SettablePipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

/**
 * Tests for {@link RuntimeSwitches}, with a clock the test moves.
 */
class RuntimeSwitchesTests {

	private static final Instant NOW = Instant.parse("2026-11-23T10:00:00Z");

	private final SettableClock clock = new SettableClock(NOW);

	private final List<String> expired = new CopyOnWriteArrayList<>();

	private final Expiries expiries = new Expiries(this.clock, Executors.newSingleThreadScheduledExecutor(),
			(event) -> this.expired.add(((ChangeExpiredEvent) event).getChange()));

	private final SettablePipeline pipeline = new SettablePipeline();

	private final RuntimeSwitches switches = new RuntimeSwitches(this.pipeline, LogLevel.INFO, false, this.expiries);

	@AfterEach
	void stop() {
		this.expiries.destroy();
	}

	@Test
	void setDiscardThresholdWithTtlShouldRevertToTheConfiguredThresholdAtExpiry() {
		assertThat(this.switches.setDiscardThreshold(LogLevel.WARN, Duration.ofMinutes(30), "alice"))
			.isEqualTo("discardThreshold INFO -> WARN for PT30M");
		assertThat(this.switches.discardThreshold())
			.isEqualTo(new SwitchState<>(LogLevel.WARN, LogLevel.INFO, NOW.plus(Duration.ofMinutes(30)), NOW, "alice"));
		this.clock.advance(Duration.ofMinutes(29));
		assertThat(this.expiries.expireDue()).isZero();
		assertThat(this.pipeline.discardThreshold()).isEqualTo(LogLevel.WARN);
		this.clock.advance(Duration.ofMinutes(1));
		assertThat(this.expiries.expireDue()).isOne();
		assertThat(this.pipeline.discardThreshold()).isEqualTo(LogLevel.INFO);
		assertThat(this.switches.discardThreshold().expiresAt()).isNull();
		assertThat(this.expired).containsExactly("discardThreshold WARN -> INFO (ttl ended, set by alice)");
	}

	@Test
	void setLocationEnabledWithTtlShouldRevertToTheConfiguredValueAtExpiry() {
		assertThat(this.switches.setLocationEnabled(true, Duration.ofMinutes(10), "bob"))
			.isEqualTo("locationEnabled false -> true for PT10M");
		assertThat(this.switches.locationEnabled().expiresAt()).isEqualTo(NOW.plus(Duration.ofMinutes(10)));
		this.clock.advance(Duration.ofMinutes(10));
		assertThat(this.expiries.expireDue()).isOne();
		assertThat(this.pipeline.locationEnabled()).isFalse();
		assertThat(this.expired).containsExactly("locationEnabled true -> false (ttl ended, set by bob)");
	}

	@Test
	void setWithoutTtlShouldCancelTheEarlierExpiry() {
		this.switches.setDiscardThreshold(LogLevel.ERROR, Duration.ofMinutes(5), "alice");
		assertThat(this.switches.setDiscardThreshold(LogLevel.WARN, null, "bob"))
			.isEqualTo("discardThreshold ERROR -> WARN");
		this.clock.advance(Duration.ofHours(1));
		assertThat(this.expiries.expireDue()).isZero();
		assertThat(this.expiries.pending()).isZero();
		assertThat(this.switches.discardThreshold())
			.isEqualTo(new SwitchState<>(LogLevel.WARN, LogLevel.INFO, null, NOW, "bob"));
	}

	@Test
	void setWithTheSameValueAndNoTtlShouldChangeNothing() {
		assertThat(this.switches.setLocationEnabled(false, null, "alice")).isNull();
		assertThat(this.switches.locationEnabled()).isEqualTo(new SwitchState<>(false, false, null, null, null));
	}

	@Test
	void setWhenThePipelineRefusesShouldKeepTheEarlierStateAndExpiry() {
		this.switches.setDiscardThreshold(LogLevel.WARN, Duration.ofMinutes(5), "alice");
		this.switches.setLocationEnabled(true, Duration.ofMinutes(5), "alice");
		SettablePipeline notSwitchable = new SettablePipeline();
		notSwitchable.locationRefusal = "not switchable";
		RuntimeSwitches refusing = new RuntimeSwitches(notSwitchable, LogLevel.INFO, false, this.expiries);
		assertThatIllegalStateException().isThrownBy(() -> refusing.setLocationEnabled(true, null, "bob"));
		assertThat(refusing.locationEnabled()).isEqualTo(new SwitchState<>(false, false, null, null, null));
		assertThat(this.expiries.pending()).isEqualTo(2);
	}

}
