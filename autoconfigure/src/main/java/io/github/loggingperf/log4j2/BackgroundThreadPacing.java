package io.github.loggingperf.log4j2;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.util.Assert;

/**
 * Lets log calls wake the background thread of an all-async logger context once a small
 * batch of events waits ({@link LogCallWake}), so that under load it writes in small
 * batches instead of the events of 50 ms at once; an idle application still wakes it only
 * every 50 ms. Does nothing for a context that is not all-async. Starts when the bean
 * starts; stops when it is destroyed.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class BackgroundThreadPacing implements InitializingBean, DisposableBean {

	/**
	 * Property that turns the wake-up from log calls off when {@code false}.
	 */
	public static final String PROPERTY = "logging-perf.async.wake-on-log";

	private final @Nullable ContextFilterAttachment attachment;

	/**
	 * Create the pacing of a context's background thread.
	 * @param context the logger context
	 */
	public BackgroundThreadPacing(LoggerContext context) {
		Assert.notNull(context, "'context' must not be null");
		this.attachment = (context instanceof AsyncLoggerContext asyncContext)
				? new ContextFilterAttachment(context, new LogCallWake(asyncContext)) : null;
	}

	@Override
	public void afterPropertiesSet() {
		if (this.attachment != null) {
			this.attachment.attach();
		}
	}

	/**
	 * Return whether log calls wake the background thread.
	 * @return whether the context is all-async and the wake-up is on its configuration
	 */
	public boolean isActive() {
		return this.attachment != null && this.attachment.isAttached();
	}

	@Override
	public void destroy() {
		if (this.attachment != null) {
			this.attachment.detach();
		}
	}

}
