package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;

import org.apache.logging.log4j.core.layout.PatternLayout;

import io.github.loggingperf.location.LocationFacts;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds location converters nested in another converter's options, such as
 * {@code %highlight{%L}} or Spring Boot's {@code %clr{...}}: {@code location-nested}.
 * Log4j never detects them, so they print nothing or {@code ?}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class NestedLocationRule implements DoctorRule {

	@Override
	public List<Finding> check(DoctorContext context) {
		List<String> evidence = new ArrayList<>();
		context.configuration().getAppenders().forEach((name, appender) -> {
			// a layout that requires location gets it, also for its nested converters
			// (the location
			// switch appends a converter that asks for it when location capture is on)
			if (appender.getLayout() instanceof PatternLayout layout && layout.getConversionPattern() != null
					&& !layout.requiresLocation()) {
				List<String> nested = LocationFacts.nestedConverters(layout);
				if (!nested.isEmpty()) {
					evidence.add("appender '" + name + "' pattern has " + String.join(" ", nested)
							+ " inside another converter's options: " + layout.getConversionPattern());
				}
			}
		});
		if (evidence.isEmpty()) {
			return List.of();
		}
		return List.of(new Finding("location-nested", Severity.WARNING,
				"Location converters inside a wrapper such as %highlight{} or %clr{} print nothing or '?'", evidence,
				Costs.NESTED_LOCATION, "Remove them from the pattern (location costs a stack walk per event), or, "
						+ "if you need the location, move them to the top level of the pattern",
				false));
	}

}
