package io.github.loggingperf.benchmarks.json;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.core.time.MutableInstant;
import org.apache.logging.log4j.message.ParameterizedMessage;

/**
 * The sample application's demo events ({@code GET /demo/log}): INFO, its logger, its
 * message template with its eight parameters, a request thread's name, a timestamp with
 * microseconds as Log4j's clock gives it on Linux. Each event has a new message, as each
 * log call has, so that no layout finds a message formatted by an earlier one.
 *
 * @author logging-perf
 */
public final class DemoEvents {

	static final String LOGGER = "com.example.orders.demo.DemoLogController";

	static final String TEMPLATE = "order {} for customer {} reserved {} items in warehouse {} at {} EUR, request {} "
			+ "line {} of {}";

	private DemoEvents() {
	}

	/**
	 * Return the event of the given line of a request.
	 * @param requestId the request's id
	 * @param line the line, from 0
	 * @param epochMillis the time of the event
	 * @param microsOfMillisecond the microseconds within that millisecond, 0 to 999
	 * @return the event
	 */
	public static LogEvent event(long requestId, int line, long epochMillis, int microsOfMillisecond) {
		MutableInstant instant = new MutableInstant();
		instant.initFromEpochMilli(epochMillis, microsOfMillisecond * 1_000);
		return Log4jLogEvent.newBuilder()
			.setLoggerName(LOGGER)
			.setLoggerFqcn("org.apache.logging.log4j.spi.AbstractLogger")
			.setLevel(Level.INFO)
			.setMessage(new ParameterizedMessage(TEMPLATE, 100_000 + line, "customer-4711", 3 + (line % 5),
					"eu-central-1b", 129.95, requestId, line + 1, 10))
			.setThreadName("http-nio-8080-exec-7")
			.setInstant(instant)
			.build();
	}

}
