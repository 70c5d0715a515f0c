package io.github.loggingperf.log4j2;

import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;

import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.util.Assert;

/**
 * Runs an action each time the Log4j logger context switches to a new configuration (a
 * {@code monitorInterval} reload, {@code LoggerContext.reconfigure()}, Spring Boot
 * re-initialising logging), which throws away every level set at runtime. Attaches when
 * the bean starts and detaches when it is destroyed.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class Log4j2ConfigurationListener implements PropertyChangeListener, InitializingBean, DisposableBean {

	private final LoggerContext context;

	private final Runnable action;

	/**
	 * Create a listener.
	 * @param context the logger context to listen to
	 * @param action what to do after a new configuration is in force
	 */
	public Log4j2ConfigurationListener(LoggerContext context, Runnable action) {
		Assert.notNull(context, "'context' must not be null");
		Assert.notNull(action, "'action' must not be null");
		this.context = context;
		this.action = action;
	}

	@Override
	public void afterPropertiesSet() {
		this.context.addPropertyChangeListener(this);
	}

	@Override
	public void propertyChange(PropertyChangeEvent event) {
		if (LoggerContext.PROPERTY_CONFIG.equals(event.getPropertyName())
				&& event.getNewValue() != event.getOldValue()) {
			this.action.run();
		}
	}

	@Override
	public void destroy() {
		this.context.removePropertyChangeListener(this);
	}

}
