package io.github.loggingperf.testsupport;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;

/**
 * Captures, in the JVM's real logger context, every event (DEBUG and above unless another
 * level is given) that the loggers under one name write while open, with its stack trace
 * if it has one. The events reach only this appender meanwhile. Attached through Log4j's
 * public configuration API; a reconfiguration detaches it.
 */
public final class CapturedLog extends AbstractAppender implements AutoCloseable {

	private final List<Captured> events = new CopyOnWriteArrayList<>();

	private final LoggerContext context;

	private final String loggerName;

	private CapturedLog(LoggerContext context, String loggerName) {
		super("captured-log", null, null, true, Property.EMPTY_ARRAY);
		this.context = context;
		this.loggerName = loggerName;
	}

	public static CapturedLog of(String loggerName) {
		return of(loggerName, Level.DEBUG);
	}

	/**
	 * Capture what the loggers under a name write at a level and above, their level being
	 * set to it while open.
	 * @param loggerName the name of the logger, and of the loggers under it, to capture
	 * @param level the least severe level captured
	 * @return the captured events, to be closed
	 */
	public static CapturedLog of(String loggerName, Level level) {
		LoggerContext context = (LoggerContext) LogManager.getContext(false);
		CapturedLog captured = new CapturedLog(context, loggerName);
		captured.start();
		Configuration configuration = context.getConfiguration();
		LoggerConfig loggerConfig = new LoggerConfig(loggerName, level, false);
		loggerConfig.addAppender(captured, null, null);
		configuration.addLogger(loggerName, loggerConfig);
		context.updateLoggers();
		return captured;
	}

	@Override
	public void append(LogEvent event) {
		StringWriter text = new StringWriter();
		text.append(event.getMessage().getFormattedMessage());
		if (event.getThrown() != null) {
			text.append(System.lineSeparator());
			event.getThrown().printStackTrace(new PrintWriter(text));
		}
		this.events.add(new Captured(event.getLoggerName(), event.getLevel(), text.toString()));
	}

	/**
	 * Return the messages one class logged at the given level or above.
	 * @param loggingClass the class whose logger wrote them
	 * @param level the lowest level
	 * @return the messages, with their stack traces
	 */
	public List<String> messages(Class<?> loggingClass, Level level) {
		return this.events.stream()
			.filter((event) -> event.loggerName().equals(loggingClass.getName())
					&& event.level().isMoreSpecificThan(level))
			.map(Captured::text)
			.toList();
	}

	/**
	 * Return everything captured.
	 * @return the messages, with their stack traces
	 */
	public List<String> all() {
		return this.events.stream().map(Captured::text).toList();
	}

	@Override
	public void close() {
		this.context.getConfiguration().removeLogger(this.loggerName);
		this.context.updateLoggers();
		stop();
	}

	private record Captured(String loggerName, Level level, String text) {

	}

}
