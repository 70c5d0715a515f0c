package io.github.loggingperf.appender;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;

import org.springframework.util.Assert;

/**
 * Prepares the appenders of each configuration the starter's configuration factory builds
 * for a logger context, once they are built and before the configuration is started and
 * put in force, so that no event reaches an appender that is not prepared yet. Log4j
 * tells a context's listeners about a new configuration only once it is in force and the
 * previous one is stopped ({@code LoggerContext.setConfiguration}): events written to the
 * new appenders in between, by the background thread of the ring among others, would meet
 * Log4j's defaults. The preparations are kept in the context
 * ({@link LoggerContext#putObject}), where the configuration finds them.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class NewAppenders {

	private static final String KEY = NewAppenders.class.getName();

	private NewAppenders() {
	}

	/**
	 * Prepare the appenders of every configuration built for the context from now on.
	 * @param context the logger context
	 * @param preparation prepares the appenders of a configuration that is not started
	 * yet
	 */
	public static void prepareWith(LoggerContext context, Consumer<Configuration> preparation) {
		Assert.notNull(context, "'context' must not be null");
		Assert.notNull(preparation, "'preparation' must not be null");
		preparations(context).add(preparation);
	}

	/**
	 * Stop preparing the appenders of the context's configurations with the given
	 * preparation.
	 * @param context the logger context
	 * @param preparation a preparation given to {@link #prepareWith}
	 */
	public static void stopPreparing(LoggerContext context, Consumer<Configuration> preparation) {
		preparations(context).remove(preparation);
	}

	/**
	 * Prepare the appenders of a configuration whose appenders are built and that is not
	 * started yet.
	 * @param configuration the configuration
	 */
	public static void built(Configuration configuration) {
		LoggerContext context = configuration.getLoggerContext();
		if (context != null && context.getObject(KEY) instanceof Preparations preparations) {
			preparations.forEach((preparation) -> preparation.accept(configuration));
		}
	}

	private static Preparations preparations(LoggerContext context) {
		Object existing = context.putObjectIfAbsent(KEY, new Preparations());
		return (Preparations) ((existing != null) ? existing : context.getObject(KEY));
	}

	private static final class Preparations extends CopyOnWriteArrayList<Consumer<Configuration>> {

	}

}
