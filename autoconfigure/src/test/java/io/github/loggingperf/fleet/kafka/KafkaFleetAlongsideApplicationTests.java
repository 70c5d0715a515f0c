package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetWrites;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ConsumerGroupListing;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.config.KafkaListenerEndpointRegistry;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The fleet beside an application that uses Kafka itself: its {@code @KafkaListener},
 * consumer group and {@link KafkaTemplate} work as without the fleet, and the fleet's own
 * clients appear nowhere among them.
 */
class KafkaFleetAlongsideApplicationTests {

	private static final Duration WAIT = Duration.ofSeconds(30);

	private static EmbeddedKafkaKraftBroker broker;

	@BeforeAll
	static void startBroker() {
		broker = SingleBroker.start("orders");
	}

	@AfterAll
	static void stopBroker() {
		broker.destroy();
	}

	@Test
	void runWhenTheApplicationHasItsOwnListenerAndTemplateShouldLeaveThemAlone() throws Exception {
		String application = "fleet-app-" + UUID.randomUUID().toString().substring(0, 8);
		try (FleetInstance instance = FleetInstance.startWith(List.of(OrdersApplication.class),
				broker.getBrokersAsString(), application, "a", "spring.kafka.consumer.auto-offset-reset=earliest")) {
			await().atMost(WAIT).until(() -> instance.view().isConnected());
			assertThat(instance.context().getBeansOfType(KafkaTemplate.class)).hasSize(1);
			KafkaTemplate<Object, Object> template = instance.bean(KafkaTemplate.class);
			assertThat(template.isTransactional()).isFalse();
			template.send("orders", "order-1").get();
			OrdersApplication orders = instance.bean(OrdersApplication.class);
			FleetWrites.Written written = instance.writes()
				.write(Map.of(FleetSetting.level("fleet.test.app"), "DEBUG"), Duration.ofMinutes(5), "alice");
			template.send("orders", "order-2").get();
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(orders.received).containsExactly("order-1", "order-2");
				assertThat(instance.applier().appliedChangeIds()).containsExactly(written.changeId());
			});
			assertThat(instance.bean(KafkaListenerEndpointRegistry.class).getListenerContainerIds())
				.containsExactly("orders-listener");
			try (Admin admin = Admin
				.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString()))) {
				await().atMost(WAIT).untilAsserted(() -> {
					assertThat(admin.listConsumerGroups().all().get()).extracting(ConsumerGroupListing::groupId)
						.containsExactly("orders-app");
					assertThat(admin.listConsumerGroupOffsets("orders-app").partitionsToOffsetAndMetadata().get())
						.containsOnlyKeys(new TopicPartition("orders", 0));
				});
			}
			instance.overrides().clear("test");
		}
	}

	@Configuration(proxyBeanMethods = false)
	static class OrdersApplication {

		private final List<String> received = new CopyOnWriteArrayList<>();

		@KafkaListener(id = "orders-listener", topics = "orders", groupId = "orders-app")
		void order(String order) {
			this.received.add(order);
		}

		@Bean
		String ordersApplicationMarker() {
			return "orders";
		}

	}

}
