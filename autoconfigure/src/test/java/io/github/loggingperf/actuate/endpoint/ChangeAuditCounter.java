package io.github.loggingperf.actuate.endpoint;

import java.util.concurrent.atomic.LongAdder;

import org.springframework.boot.actuate.audit.listener.AuditApplicationEvent;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ApplicationListener;

import io.github.loggingperf.changes.LoggingPerfChangeLog;

/**
 * Counts the audit events of changes made by the admin, however many authentication
 * events the bounded in-memory audit repository holds.
 */
@TestConfiguration(proxyBeanMethods = false)
class ChangeAuditCounter implements ApplicationListener<AuditApplicationEvent> {

	final LongAdder changes = new LongAdder();

	@Override
	public void onApplicationEvent(AuditApplicationEvent event) {
		if (LoggingPerfChangeLog.AUDIT_EVENT_TYPE.equals(event.getAuditEvent().getType())
				&& EndpointTestApplication.ADMIN.equals(event.getAuditEvent().getPrincipal())) {
			this.changes.increment();
		}
	}

}
