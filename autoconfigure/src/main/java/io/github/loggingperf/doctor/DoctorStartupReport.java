package io.github.loggingperf.doctor;

import java.util.List;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.util.Assert;

/**
 * Logs, once the application's beans exist, one WARN that lists the doctor's warning and
 * critical findings, one line each; nothing when there are none. When a finding is
 * critical and the configuration in force drops WARN (Log4j's default configuration,
 * which it runs when it could not load the application's, passes ERROR only), the same
 * message is logged at ERROR so that it is seen.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class DoctorStartupReport implements SmartInitializingSingleton {

	private static final Log logger = LogFactory.getLog(DoctorStartupReport.class);

	private static final int EVIDENCE_PER_LINE = 3;

	private final LoggingDoctor doctor;

	/**
	 * Create a report.
	 * @param doctor the doctor whose findings are reported
	 */
	public DoctorStartupReport(LoggingDoctor doctor) {
		Assert.notNull(doctor, "'doctor' must not be null");
		this.doctor = doctor;
	}

	@Override
	public void afterSingletonsInstantiated() {
		List<Finding> findings = this.doctor.findings();
		String message = message(findings);
		if (message == null) {
			return;
		}
		if (!logger.isWarnEnabled() && hasCritical(findings)) {
			logger.error(message);
		}
		else {
			logger.warn(message);
		}
	}

	/**
	 * Return the WARN message for some findings.
	 * @param findings the findings
	 * @return the message, or {@code null} when no finding is a warning or critical
	 */
	public static @Nullable String message(List<Finding> findings) {
		List<Finding> reported = findings.stream().filter((finding) -> finding.severity() != Severity.INFO).toList();
		if (reported.isEmpty()) {
			return null;
		}
		StringBuilder message = new StringBuilder("logging-perf doctor: ").append(reported.size())
			.append((reported.size() == 1) ? " finding" : " findings")
			.append(" (evidence, cost and fix: GET /actuator/logging-perf, findings; docs/doctor.md)");
		long info = findings.size() - reported.size();
		if (info > 0) {
			message.append(", and ").append(info).append(" for information");
		}
		for (Finding finding : reported) {
			message.append(System.lineSeparator()).append(line(finding));
		}
		return message.toString();
	}

	private static boolean hasCritical(List<Finding> findings) {
		return findings.stream().anyMatch((finding) -> finding.severity() == Severity.CRITICAL);
	}

	private static String line(Finding finding) {
		List<String> evidence = finding.evidence();
		String shown = String.join("; ", evidence.subList(0, Math.min(EVIDENCE_PER_LINE, evidence.size())));
		String more = (evidence.size() > EVIDENCE_PER_LINE) ? " and " + (evidence.size() - EVIDENCE_PER_LINE) + " more"
				: "";
		return "  " + finding.severity() + " " + finding.id() + ": " + finding.title() + " [" + shown + more + "]"
				+ (finding.fixableAtRuntime() ? " (fixable at runtime)" : "");
	}

}
