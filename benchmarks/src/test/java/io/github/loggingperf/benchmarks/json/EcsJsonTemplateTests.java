package io.github.loggingperf.benchmarks.json;

import java.time.Instant;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.MarkerManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.impl.ContextDataFactory;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.message.SimpleMessage;
import org.apache.logging.log4j.util.StringMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ECS template of {@link EcsLayouts} against Spring Boot's own ECS layout, field by
 * field, on the same events: both lines parsed, the timestamps compared as instants, and
 * every other field compared as JSON, so that {@link JsonLayoutBenchmark} compares two
 * layouts that write the same thing.
 */
class EcsJsonTemplateTests {

	private static final JsonMapper json = JsonMapper.builder().build();

	private static EcsLayouts layouts;

	@BeforeAll
	static void start() {
		layouts = EcsLayouts.start("logging.structured.ecs.service.environment=production",
				"logging.structured.ecs.service.node-name=node-1");
	}

	@AfterAll
	static void stop() {
		layouts.close();
	}

	@Test
	void bootLayoutIsSpringBootsStructuredLayout() {
		assertThat(layouts.boot().getClass().getName())
			.isEqualTo("org.springframework.boot.logging.log4j2.StructuredLogLayout");
	}

	@Test
	void demoEventHasTheSameFields() {
		LogEvent event = DemoEvents.event(4711, 3, 1_795_000_000_123L, 456);
		ObjectNode boot = boot(event);
		assertThat(boot.get("message").asString()).isEqualTo("order 100003 for customer customer-4711 reserved 6 "
				+ "items in warehouse eu-central-1b at 129.95 EUR, request 4711 line 4 of 10");
		assertThat(boot.get("service").get("environment").asString()).isEqualTo("production");
		assertThat(boot.get("process").get("pid").isNumber()).isTrue();
		assertThat(template(event)).isEqualTo(boot);
	}

	@Test
	void timestampIsTheSameInstant() {
		LogEvent event = DemoEvents.event(4711, 0, 1_795_000_000_123L, 456);
		assertThat(instant(layouts.template().toSerializable(event)))
			.isEqualTo(instant(layouts.boot().toSerializable(event).toString()))
			.isEqualTo(Instant.parse("2026-11-18T11:06:40.123456Z"));
	}

	@Test
	void charactersThatJsonEscapesAreTheSame() {
		LogEvent event = Log4jLogEvent.newBuilder()
			.setLoggerName("esc")
			.setLevel(Level.WARN)
			.setMessage(new SimpleMessage(
					"quote \" backslash \\ newline \n tab \t bell \u0007 euro \u20ac emoji \ud83d\ude00"))
			.setThreadName("thread \"1\"")
			.setTimeMillis(1_795_000_000_000L)
			.build();
		assertThat(template(event)).isEqualTo(boot(event));
	}

	@Test
	void contextDataIsTheSame() {
		StringMap contextData = ContextDataFactory.createContextData();
		contextData.putValue("traceId", "4bf92f3577b34da6a3ce929d0e0e4736");
		contextData.putValue("spanId", "00f067aa0ba902b7");
		LogEvent event = Log4jLogEvent.newBuilder()
			.setLoggerName("traced")
			.setLevel(Level.INFO)
			.setMessage(new SimpleMessage("traced"))
			.setContextData(contextData)
			.setTimeMillis(1_795_000_000_000L)
			.build();
		ObjectNode boot = boot(event);
		assertThat(boot.get("traceId").asString()).isEqualTo("4bf92f3577b34da6a3ce929d0e0e4736");
		assertThat(template(event)).isEqualTo(boot);
	}

	@Test
	void exceptionHasTheSameTypeAndMessage() {
		LogEvent event = Log4jLogEvent.newBuilder()
			.setLoggerName("failing")
			.setLevel(Level.ERROR)
			.setMessage(new SimpleMessage("failed"))
			.setThrown(new IllegalStateException("outer", new IllegalArgumentException("inner")))
			.setTimeMillis(1_795_000_000_000L)
			.build();
		ObjectNode boot = boot(event);
		ObjectNode template = template(event);
		assertThat(template.get("error").get("type")).isEqualTo(boot.get("error").get("type"));
		assertThat(template.get("error").get("message")).isEqualTo(boot.get("error").get("message"));
		assertThat(template.get("error").get("stack_trace").asString())
			.startsWith("java.lang.IllegalStateException: outer")
			.contains("Caused by: java.lang.IllegalArgumentException: inner");
		assertThat(boot.get("error").get("stack_trace").asString()).startsWith("java.lang.IllegalStateException: outer")
			.contains("Caused by: java.lang.IllegalArgumentException: inner");
		((ObjectNode) template.get("error")).remove("stack_trace");
		((ObjectNode) boot.get("error")).remove("stack_trace");
		assertThat(template).isEqualTo(boot);
	}

	@Test
	void markerIsANameWhereBootWritesAnArrayOfItAndItsParents() {
		LogEvent event = Log4jLogEvent.newBuilder()
			.setLoggerName("audited")
			.setLevel(Level.INFO)
			.setMarker(MarkerManager.getMarker("AUDIT"))
			.setMessage(new SimpleMessage("audited"))
			.setTimeMillis(1_795_000_000_000L)
			.build();
		ObjectNode boot = boot(event);
		ObjectNode template = template(event);
		assertThat(boot.get("tags").isArray()).isTrue();
		assertThat(boot.get("tags").get(0).asString()).isEqualTo("AUDIT");
		assertThat(template.get("tags").asString()).isEqualTo("AUDIT");
		boot.remove("tags");
		template.remove("tags");
		assertThat(template).isEqualTo(boot);
	}

	private static ObjectNode boot(LogEvent event) {
		return withoutTimestamp(layouts.boot().toSerializable(event).toString());
	}

	private static ObjectNode template(LogEvent event) {
		return withoutTimestamp(layouts.template().toSerializable(event));
	}

	private static ObjectNode withoutTimestamp(String line) {
		ObjectNode node = (ObjectNode) json.readTree(line);
		assertThat(node.remove("@timestamp")).isNotNull();
		return node;
	}

	private static Instant instant(String line) {
		JsonNode node = json.readTree(line);
		return Instant.parse(node.get("@timestamp").asString());
	}

}
