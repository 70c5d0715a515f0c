package io.github.loggingperf.appender;

import java.util.function.Consumer;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.ErrorHandler;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.util.Assert;

/**
 * Sets a {@link CountingErrorHandler} on every appender of the live Log4j configuration
 * when the bean starts and on the appenders of every new configuration (a reload, a
 * location switch): before it is started when the starter's configuration factory built
 * it ({@link NewAppenders}), else through {@link #attach()} once it is in force; gives
 * the appenders their previous handlers back when the bean is destroyed. Uses only
 * {@link Appender#setHandler(ErrorHandler)}, public API.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class AppenderErrorHandlers implements InitializingBean, DisposableBean {

	private final LoggerContext context;

	private final AppenderFailureCounts counts;

	private final Consumer<Configuration> preparation = this::attach;

	/**
	 * Create the handlers' installer.
	 * @param context the logger context
	 * @param counts where failures are counted
	 */
	public AppenderErrorHandlers(LoggerContext context, AppenderFailureCounts counts) {
		Assert.notNull(context, "'context' must not be null");
		Assert.notNull(counts, "'counts' must not be null");
		this.context = context;
		this.counts = counts;
	}

	@Override
	public void afterPropertiesSet() {
		NewAppenders.prepareWith(this.context, this.preparation);
		attach();
	}

	/**
	 * Set a counting handler on every appender of the configuration in force that does
	 * not have one yet.
	 */
	public void attach() {
		attach(this.context.getConfiguration());
	}

	/**
	 * Set a counting handler on every appender of a configuration that does not have one
	 * yet.
	 * @param configuration the configuration, in force or about to be
	 */
	public void attach(Configuration configuration) {
		for (Appender appender : configuration.getAppenders().values()) {
			ErrorHandler handler = appender.getHandler();
			if (handler != null && !(handler instanceof CountingErrorHandler)) {
				appender.setHandler(new CountingErrorHandler(appender.getName(), handler, this.counts));
			}
			this.counts.register(appender.getName());
		}
	}

	@Override
	public void destroy() {
		NewAppenders.stopPreparing(this.context, this.preparation);
		Configuration configuration = this.context.getConfiguration();
		for (Appender appender : configuration.getAppenders().values()) {
			if (appender.getHandler() instanceof CountingErrorHandler counting) {
				appender.setHandler(counting.getDelegate());
			}
		}
	}

}
