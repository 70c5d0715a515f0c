package com.example.fleetbroker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

/**
 * Starts a real Kafka broker (spring-kafka-test's embedded KRaft broker) on this machine,
 * prints its address and writes it to {@code target/broker.txt}, and runs until stopped.
 * The file appears, complete, only once the broker accepts connections (it is written
 * aside and moved into place), and is deleted when the broker stops, so a script can wait
 * for it. For trying the fleet with the sample app, never for production.
 */
public final class LocalKafkaBroker {

	private LocalKafkaBroker() {
	}

	/**
	 * Start the broker and wait until the JVM is stopped.
	 * @param args not used
	 * @throws IOException if the address cannot be written
	 * @throws InterruptedException if interrupted while waiting
	 */
	public static void main(String[] args) throws IOException, InterruptedException {
		Path file = Path.of("target", "broker.txt");
		Files.createDirectories(file.getParent());
		Files.deleteIfExists(file);
		EmbeddedKafkaKraftBroker broker = new EmbeddedKafkaKraftBroker(1, 1);
		broker.brokerProperties(
				Map.of("transaction.state.log.replication.factor", "1", "transaction.state.log.min.isr", "1"));
		broker.afterPropertiesSet();
		Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(broker, file), "broker-shutdown"));
		String address = broker.getBrokersAsString();
		Path written = Files.writeString(file.resolveSibling("broker.txt.tmp"), address);
		Files.move(written, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
		System.out.println("Kafka broker at " + address + " (also in " + file.toAbsolutePath() + "); Ctrl-C stops it");
		new CountDownLatch(1).await();
	}

	private static void stop(EmbeddedKafkaKraftBroker broker, Path file) {
		try {
			Files.deleteIfExists(file);
		}
		catch (IOException ex) {
			System.err.println("Could not delete " + file + ": " + ex);
		}
		broker.destroy();
	}

}
