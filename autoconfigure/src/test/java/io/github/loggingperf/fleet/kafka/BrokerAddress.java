package io.github.loggingperf.fleet.kafka;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.jspecify.annotations.Nullable;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

/**
 * A fixed loopback address for a Kafka broker that can go away and come back: brokers
 * started through it advertise this address, and it forwards connections to whichever
 * broker is up, or refuses them (accepts and closes) when none is. The embedded KRaft
 * broker cannot bind a chosen port itself (its listeners are pre-bound by Kafka's test
 * kit), so the address is a forwarding socket in this JVM.
 */
final class BrokerAddress implements AutoCloseable {

	private final ServerSocket server;

	private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();

	private volatile @Nullable EmbeddedKafkaKraftBroker broker;

	private volatile int brokerPort = -1;

	private volatile boolean open = true;

	BrokerAddress() throws IOException {
		this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
		Thread acceptor = new Thread(this::accept, "broker-address-" + port());
		acceptor.setDaemon(true);
		acceptor.start();
	}

	int port() {
		return this.server.getLocalPort();
	}

	String bootstrapServers() {
		return "127.0.0.1:" + port();
	}

	/**
	 * Start a broker that advertises this address.
	 */
	void startBroker() {
		EmbeddedKafkaKraftBroker started = SingleBroker
			.start(Map.of("advertised.listeners", "EXTERNAL://" + bootstrapServers()));
		String actual = started.getCluster().bootstrapServers();
		this.brokerPort = Integer.parseInt(actual.substring(actual.lastIndexOf(':') + 1));
		this.broker = started;
	}

	/**
	 * Stop the broker and drop every connection to it.
	 */
	void stopBroker() {
		EmbeddedKafkaKraftBroker stopped = this.broker;
		this.broker = null;
		this.brokerPort = -1;
		closeAll();
		if (stopped != null) {
			stopped.destroy();
		}
	}

	/**
	 * Cut every connection to the broker and refuse new ones, leaving the broker as it
	 * is: for its clients it is gone.
	 */
	void cut() {
		this.open = false;
		closeAll();
	}

	/**
	 * Forward connections to the broker again, after {@link #cut()}.
	 */
	void restore() {
		this.open = true;
	}

	EmbeddedKafkaKraftBroker broker() {
		EmbeddedKafkaKraftBroker broker = this.broker;
		if (broker == null) {
			throw new IllegalStateException("no broker");
		}
		return broker;
	}

	private void accept() {
		while (!this.server.isClosed()) {
			try {
				Socket client = this.server.accept();
				int target = this.brokerPort;
				if (target < 0 || !this.open) {
					client.close();
					continue;
				}
				Socket upstream = new Socket(InetAddress.getLoopbackAddress(), target);
				this.sockets.add(client);
				this.sockets.add(upstream);
				pipe(client, upstream);
				pipe(upstream, client);
			}
			catch (IOException ex) {
				// a refused upstream or a closed server: the client sees a closed
				// connection
			}
		}
	}

	private void pipe(Socket from, Socket to) {
		Thread thread = new Thread(() -> {
			try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
				in.transferTo(out);
			}
			catch (IOException ex) {
				// the connection was dropped
			}
			finally {
				close(from);
				close(to);
			}
		}, "broker-address-pipe");
		thread.setDaemon(true);
		thread.start();
	}

	private void closeAll() {
		this.sockets.forEach(this::close);
	}

	private void close(Socket socket) {
		this.sockets.remove(socket);
		try {
			socket.close();
		}
		catch (IOException ex) {
			// already closed
		}
	}

	@Override
	public void close() throws IOException {
		stopBroker();
		this.server.close();
	}

}
