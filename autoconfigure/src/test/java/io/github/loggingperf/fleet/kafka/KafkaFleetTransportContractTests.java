package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import io.github.loggingperf.fleet.FleetMessage;
import io.github.loggingperf.fleet.FleetTransport;
import io.github.loggingperf.fleet.FleetTransportContract;
import org.apache.kafka.clients.CommonClientConfigs;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link FleetTransportContract} on {@link KafkaFleetTransport} and a real broker (the
 * embedded KRaft broker), reached through a {@link BrokerAddress} that can cut it off. A
 * record over the producer's {@code max.request.size} is the one it cannot write.
 */
class KafkaFleetTransportContractTests extends FleetTransportContract {

	private static final Duration CHECK_INTERVAL = Duration.ofSeconds(1);

	@RegisterExtension
	static final CuttableBroker broker = new CuttableBroker();

	private String application = "";

	@BeforeEach
	void newApplication() {
		this.application = "contract-" + UUID.randomUUID().toString().substring(0, 8);
	}

	@Override
	protected FleetTransport transport() {
		Map<String, Object> boot = Map.of(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG,
				broker.address().bootstrapServers());
		KafkaFleetClients clients = new KafkaFleetClients(CHECK_INTERVAL, publishTimeout());
		KafkaFleetTopics topics = new KafkaFleetTopics("logging-perf." + this.application,
				"logging-perf." + this.application + ".status", clients.admin(boot));
		return new KafkaFleetTransport(clients.consumerFactory(boot), clients.statusReadFetch(), clients.template(boot),
				topics, boot, CHECK_INTERVAL);
	}

	@Override
	protected void makeUnreachable() {
		broker.address().cut();
	}

	@Override
	protected void makeReachable() {
		broker.address().restore();
	}

	@Override
	protected FleetMessage unwritable(String key) {
		return new FleetMessage(key, new byte[2 * 1024 * 1024], null, "");
	}

}
