package io.github.loggingperf.actuate.endpoint;

import java.util.List;
import java.util.Map;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import org.springframework.boot.actuate.audit.listener.AuditApplicationEvent;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.util.Assert;

/**
 * Records every accepted change made through the endpoint: one WARN line saying who
 * changed what, and an {@link AuditApplicationEvent}, which Spring Boot stores when the
 * application has an {@code AuditEventRepository}.
 *
 * @author logging-perf
 */
public class LoggingPerfChangeLog {

	/**
	 * Type of the audit events published.
	 */
	public static final String AUDIT_EVENT_TYPE = "LOGGING_PERF_CHANGED";

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
	 * @param changedBy who made it
	 * @param changes what changed, one entry per setting, as {@code old -> new}
	 */
	public void record(String changedBy, List<String> changes) {
		if (changes.isEmpty()) {
			return;
		}
		String summary = String.join("; ", changes);
		logger.warn("logging-perf: " + changedBy + " changed " + summary);
		this.publisher.publishEvent(new AuditApplicationEvent(changedBy, AUDIT_EVENT_TYPE, Map.of("changes", summary)));
	}

}
