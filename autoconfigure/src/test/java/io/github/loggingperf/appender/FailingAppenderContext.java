package io.github.loggingperf.appender;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.xml.XmlConfiguration;

import org.springframework.boot.logging.LogLevel;

/**
 * A real asynchronous logger context (the Disruptor's ring buffer and background thread)
 * whose configuration is written in XML, with the counting error handlers attached.
 */
final class FailingAppenderContext implements AutoCloseable {

	static final LogLevel[] LOGGED_LEVELS = { LogLevel.INFO, LogLevel.WARN, LogLevel.ERROR };

	private final AsyncLoggerContext context;

	private final AppenderFailureCounts counts = new AppenderFailureCounts();

	private final AppenderErrorHandlers handlers;

	private final long[] logged = new long[LOGGED_LEVELS.length];

	private FailingAppenderContext(AsyncLoggerContext context) {
		this.context = context;
		this.handlers = new AppenderErrorHandlers(context, this.counts);
		this.handlers.afterPropertiesSet();
	}

	static FailingAppenderContext start(String name, String appenderXml) throws IOException {
		String xml = """
				<Configuration status="OFF">
				  <Appenders>%s</Appenders>
				  <Loggers><Root level="INFO"><AppenderRef ref="Target"/></Root></Loggers>
				</Configuration>""".formatted(appenderXml);
		ConfigurationSource source = new ConfigurationSource(
				new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
		AsyncLoggerContext context = new AsyncLoggerContext(name);
		context.start(new XmlConfiguration(context, source));
		return new FailingAppenderContext(context);
	}

	/**
	 * Log events, the levels in turn, each a line {@code EVT <level> <number> END}.
	 * @param count the number of events
	 */
	void log(int count) {
		Logger logger = this.context.getLogger("test.faults");
		for (int i = 0; i < count; i++) {
			int index = i % LOGGED_LEVELS.length;
			LogLevel level = LOGGED_LEVELS[index];
			logger.log(org.apache.logging.log4j.Level.valueOf(level.name()), "EVT {} {} END", level,
					this.logged[index]);
			this.logged[index]++;
		}
	}

	long logged(LogLevel level) {
		for (int i = 0; i < LOGGED_LEVELS.length; i++) {
			if (LOGGED_LEVELS[i] == level) {
				return this.logged[i];
			}
		}
		return 0;
	}

	long loggedTotal() {
		long total = 0;
		for (long count : this.logged) {
			total += count;
		}
		return total;
	}

	long failed(LogLevel level) {
		return this.counts.failed("Target", level);
	}

	long failedTotal() {
		long total = 0;
		for (LogLevel level : LOGGED_LEVELS) {
			total += failed(level);
		}
		return total;
	}

	AppenderFailureCounts counts() {
		return this.counts;
	}

	AsyncLoggerContext context() {
		return this.context;
	}

	@Override
	public void close() {
		this.handlers.destroy();
		this.context.stop(1, TimeUnit.MINUTES);
	}

}
