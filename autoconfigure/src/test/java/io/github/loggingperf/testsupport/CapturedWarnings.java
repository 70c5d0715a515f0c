package io.github.loggingperf.testsupport;

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
 * Captures, in the JVM's real logger context, the messages one logger writes at WARN and
 * above, while open.
 */
public final class CapturedWarnings extends AbstractAppender implements AutoCloseable {

	private final List<String> messages = new CopyOnWriteArrayList<>();

	private final LoggerContext context;

	private final String loggerName;

	private CapturedWarnings(LoggerContext context, String loggerName) {
		super("captured-warnings", null, null, true, Property.EMPTY_ARRAY);
		this.context = context;
		this.loggerName = loggerName;
	}

	public static CapturedWarnings of(Class<?> loggingClass) {
		return of(loggingClass, Level.WARN);
	}

	/**
	 * Capture what a logger writes at a level and above, the logger's level being set to
	 * it while open.
	 * @param loggingClass the class whose logger is captured
	 * @param level the least severe level captured
	 * @return the captured messages, to be closed
	 */
	public static CapturedWarnings of(Class<?> loggingClass, Level level) {
		LoggerContext context = (LoggerContext) LogManager.getContext(false);
		CapturedWarnings captured = new CapturedWarnings(context, loggingClass.getName());
		captured.start();
		Configuration configuration = context.getConfiguration();
		LoggerConfig loggerConfig = new LoggerConfig(loggingClass.getName(), level, false);
		loggerConfig.addAppender(captured, null, null);
		configuration.addLogger(loggingClass.getName(), loggerConfig);
		context.updateLoggers();
		return captured;
	}

	@Override
	public void append(LogEvent event) {
		this.messages.add(event.getMessage().getFormattedMessage());
	}

	public List<String> messages() {
		return this.messages;
	}

	@Override
	public void close() {
		this.context.getConfiguration().removeLogger(this.loggerName);
		this.context.updateLoggers();
		stop();
	}

}
