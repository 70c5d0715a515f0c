package io.github.loggingperf.toptalkers;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configuration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.testsupport.CountingAppender;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link Log4j2TopTalkers} with a real {@code AsyncLoggerContext}.
 */
class Log4j2TopTalkersTests {

	private final TopTalkersCounts counts = new TopTalkersCounts();

	private final AsyncTestContext context = AsyncTestContext.start("top-talkers", 256,
			new CountingAppender("counting", 0, false));

	private final Log4j2TopTalkers topTalkers = new Log4j2TopTalkers(this.context.context(), this.counts.counts());

	@AfterEach
	void close() {
		this.topTalkers.destroy();
		this.context.close();
	}

	@Test
	void startAttachesTheFilterAndCountsEachEventOnce() {
		this.topTalkers.afterPropertiesSet();
		assertThat(this.topTalkers.isAttached()).isTrue();
		this.context.logger().warn("counted once");
		assertThat(this.counts.counted("test.storm", LogLevel.WARN)).isOne();
	}

	@Test
	void filterIsAttachedAgainAfterReconfigure() {
		this.topTalkers.afterPropertiesSet();
		Configuration before = this.context.context().getConfiguration();
		this.context.context().reconfigure();
		assertThat(this.context.context().getConfiguration()).isNotSameAs(before);
		assertThat(this.topTalkers.isAttached()).isTrue();
		this.context.logger().log(Level.FATAL, "counted after the reconfiguration");
		assertThat(this.counts.counted("test.storm", LogLevel.FATAL)).isOne();
	}

	@Test
	void destroyDetachesTheFilter() {
		this.topTalkers.afterPropertiesSet();
		this.topTalkers.destroy();
		assertThat(this.topTalkers.isAttached()).isFalse();
		this.context.logger().warn("not counted");
		assertThat(this.counts.counted("test.storm")).isZero();
	}

}
