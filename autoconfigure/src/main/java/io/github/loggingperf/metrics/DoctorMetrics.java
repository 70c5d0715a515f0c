package io.github.loggingperf.metrics;

import java.util.Locale;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

import org.springframework.util.Assert;

import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.doctor.Severity;

/**
 * {@link MeterBinder} for the {@link LoggingDoctor}: the number of findings in the live
 * configuration, one gauge per severity. Each observation asks the doctor, so a fix
 * applied at runtime shows at the next scrape. The meter is defined in
 * {@link LoggingPerfMeter}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class DoctorMetrics implements MeterBinder {

	private final LoggingDoctor doctor;

	/**
	 * Create a binder for the given doctor.
	 * @param doctor the doctor to observe
	 */
	public DoctorMetrics(LoggingDoctor doctor) {
		Assert.notNull(doctor, "'doctor' must not be null");
		this.doctor = doctor;
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		LoggingPerfMeter meter = LoggingPerfMeter.DOCTOR_FINDINGS;
		for (Severity severity : Severity.values()) {
			Gauge.builder(meter.getName(), this.doctor, (doctor) -> count(doctor, severity))
				.strongReference(true)
				.description(meter.getDescription())
				.baseUnit(meter.getBaseUnit())
				.tag("severity", severity.name().toLowerCase(Locale.ROOT))
				.register(registry);
		}
	}

	private static double count(LoggingDoctor doctor, Severity severity) {
		return doctor.findings().stream().filter((finding) -> finding.severity() == severity).count();
	}

}
