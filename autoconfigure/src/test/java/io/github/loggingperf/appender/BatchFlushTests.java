package io.github.loggingperf.appender;

import java.net.URI;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractOutputStreamAppender;
import org.apache.logging.log4j.core.appender.ConsoleAppender;
import org.apache.logging.log4j.core.appender.FileAppender;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link BatchFlush}: a configuration file loaded by real Log4j contexts
 * through the starter's configuration factory.
 */
class BatchFlushTests {

	private LoggerContext context;

	@AfterEach
	void stopContext() {
		if (this.context != null) {
			this.context.stop(1, TimeUnit.MINUTES);
		}
	}

	@Test
	void allAsyncContextGetsAConsoleThatFlushesAtTheEndOfBatches() throws Exception {
		this.context = start(new AsyncLoggerContext("batch-flush", null, configuration()));
		assertThat(appender("Console")).isInstanceOf(BatchFlushingConsoleAppender.class);
		assertThat(immediateFlush("Console")).isFalse();
		assertThat(((BatchFlushingConsoleAppender) appender("Console")).getTarget())
			.isEqualTo(ConsoleAppender.Target.SYSTEM_OUT);
	}

	@Test
	void allAsyncContextKeepsAConsoleThatSetsImmediateFlush() throws Exception {
		this.context = start(new AsyncLoggerContext("batch-flush-explicit", null, configuration()));
		assertThat(appender("ExplicitConsole")).isInstanceOf(ConsoleAppender.class);
	}

	@Test
	void allAsyncContextLeavesFilesAsConfigured() throws Exception {
		this.context = start(new AsyncLoggerContext("batch-flush-file", null, configuration()));
		assertThat(appender("File")).isInstanceOf(FileAppender.class);
		assertThat(immediateFlush("File")).isTrue();
	}

	@Test
	void synchronousContextKeepsLog4jsConsole() throws Exception {
		this.context = start(new LoggerContext("batch-flush-sync", null, configuration()));
		assertThat(appender("Console")).isInstanceOf(ConsoleAppender.class);
	}

	@Test
	void propertyKeepsLog4jsConsole() throws Exception {
		System.setProperty(BatchFlush.PROPERTY, "true");
		try {
			this.context = start(new AsyncLoggerContext("batch-flush-off", null, configuration()));
		}
		finally {
			System.clearProperty(BatchFlush.PROPERTY);
		}
		assertThat(appender("Console")).isInstanceOf(ConsoleAppender.class);
	}

	private static URI configuration() throws Exception {
		return Objects.requireNonNull(BatchFlushTests.class.getResource("/appender/log4j2-batch-flush.xml")).toURI();
	}

	private static LoggerContext start(LoggerContext context) {
		context.start();
		return context;
	}

	private Appender appender(String name) {
		return this.context.getConfiguration().getAppender(name);
	}

	private boolean immediateFlush(String name) {
		return ((AbstractOutputStreamAppender<?>) appender(name)).getImmediateFlush();
	}

}
