package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.logging.log4j.core.config.Node;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.doctor.ConfigurationNodes;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds Kafka appenders that send event by event: {@code kafka-appender-unbatched} when
 * {@code linger.ms} is 0 or absent, {@code batch.size} is absent, or {@code syncSend} is
 * true or absent (its default). Reads the configuration as written (its node tree), so it
 * needs neither {@code kafka-clients} nor a broker.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class KafkaAppenderRule implements DoctorRule {

	@Override
	public List<Finding> check(DoctorContext context) {
		ConfigurationNodes nodes = context.nodes();
		List<String> evidence = new ArrayList<>();
		for (Node kafka : nodes.ofType("Kafka")) {
			String name = nodes.attribute(kafka, "name");
			String appender = "Kafka appender '" + ((name != null) ? name : "?") + "'";
			Map<String, String> properties = nodes.properties(kafka);
			String linger = properties.get("linger.ms");
			if (linger == null || isZero(linger)) {
				evidence.add(appender + ": linger.ms " + ((linger != null) ? "is " + linger : "is not set (0)"));
			}
			if (!properties.containsKey("batch.size")) {
				evidence.add(appender + ": batch.size is not set (16384 bytes)");
			}
			String syncSend = nodes.attribute(kafka, "syncSend");
			if (syncSend == null || Boolean.parseBoolean(syncSend.trim())) {
				evidence.add(appender + ": syncSend " + ((syncSend != null) ? "is " + syncSend : "is not set (true)"));
			}
		}
		if (evidence.isEmpty()) {
			return List.of();
		}
		return List.of(new Finding("kafka-appender-unbatched", Severity.WARNING,
				"Kafka appenders send events one by one and wait for the broker", evidence, Costs.KAFKA,
				"In the Kafka appender set syncSend=\"false\" and add <Property name=\"linger.ms\">5</Property> and "
						+ "<Property name=\"batch.size\">65536</Property> (tune both to your volume)",
				false));
	}

	private static boolean isZero(@Nullable String value) {
		try {
			return value != null && Long.parseLong(value.trim()) == 0;
		}
		catch (NumberFormatException ex) {
			return false;
		}
	}

}
