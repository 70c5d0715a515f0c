package io.github.loggingperf.changes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.audit.listener.AuditApplicationEvent;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.ApplicationListener;
import org.springframework.util.Assert;
import org.springframework.util.ClassUtils;

import io.github.loggingperf.NeverDiscarded;
import io.github.loggingperf.expiry.ChangeExpiredEvent;

/**
 * Records every accepted change, and every change that ends at its time to live: one WARN
 * line saying who changed what (and through what), {@link NeverDiscarded never discarded}
 * by a full ring buffer whatever the discard threshold, and, when Spring Boot's actuator
 * is on the classpath, an {@link AuditApplicationEvent}, which Spring Boot stores when
 * the application has an {@code AuditEventRepository}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingPerfChangeLog implements ApplicationListener<ChangeExpiredEvent> {

	/**
	 * Type of the audit events published.
	 */
	public static final String AUDIT_EVENT_TYPE = "LOGGING_PERF_CHANGED";

	/**
	 * Principal of the changes that end at their time to live.
	 */
	public static final String EXPIRY_PRINCIPAL = "expiry";

	private static final boolean AUDIT_EVENTS = ClassUtils.isPresent(
			"org.springframework.boot.actuate.audit.listener.AuditApplicationEvent",
			LoggingPerfChangeLog.class.getClassLoader());

	private static final Log logger = LogFactory.getLog(LoggingPerfChangeLog.class);

	private final ApplicationEventPublisher publisher;

	/**
	 * Create a change log.
	 * @param publisher publishes the audit events
	 */
	public LoggingPerfChangeLog(ApplicationEventPublisher publisher) {
		Assert.notNull(publisher, "'publisher' must not be null");
		this.publisher = publisher;
	}

	/**
	 * Record an accepted change.
	 * @param caller who made it, and through what
	 * @param changes what changed, one entry per setting, as {@code old -> new}
	 */
	public void record(Caller caller, List<String> changes) {
		record(caller.principal(), caller.channel(), changes);
	}

	/**
	 * Record a change that ended at its time to live, as made by
	 * {@value #EXPIRY_PRINCIPAL}.
	 * @param event the expiry
	 */
	@Override
	public void onApplicationEvent(ChangeExpiredEvent event) {
		record(EXPIRY_PRINCIPAL, null, List.of(event.getChange()));
	}

	private void record(String principal, @Nullable Channel channel, List<String> changes) {
		if (changes.isEmpty()) {
			return;
		}
		String summary = String.join("; ", changes);
		String via = (channel != null) ? " via " + channel.description() : "";
		NeverDiscarded.run(() -> logger.warn("logging-perf: " + principal + " changed " + summary + via));
		if (AUDIT_EVENTS) {
			Map<String, @Nullable Object> data = new LinkedHashMap<>();
			data.put("changes", summary);
			if (channel != null) {
				data.put("via", channel.description());
			}
			this.publisher.publishEvent(new AuditApplicationEvent(principal, AUDIT_EVENT_TYPE, data));
		}
	}

}
