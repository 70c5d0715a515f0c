package io.github.loggingperf.appender;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.AppenderFailure;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A TCP socket appender writing to a real peer on the loopback interface that goes away
 * and comes back on the same port.
 */
class LostPeerSocketTests {

	@Test
	void logWhenPeerGoneShouldCountFailuresAndResumeWhenPeerReturns() throws Exception {
		try (Peer peer = Peer.start(0)) {
			int port = peer.port();
			String appender = """
					<Socket name="Target" host="127.0.0.1" port="%d" protocol="TCP" reconnectionDelayMillis="100">
					  <PatternLayout pattern="%%m%%n"/>
					</Socket>""".formatted(port);
			try (FailingAppenderContext context = FailingAppenderContext.start("lost-peer", appender)) {
				context.log(30);
				Awaitility.await().atMost(Duration.ofMinutes(1)).until(() -> peer.received() == 30);
				peer.close();
				Awaitility.await().atMost(Duration.ofMinutes(1)).until(() -> {
					context.log(3);
					return context.failedTotal() > 0;
				});
				AppenderFailure failure = context.counts().all().get(0);
				assertThat(failure.lastError()).contains("127.0.0.1:" + port);
				long loggedWhileGone = context.loggedTotal() - 30;
				assertThat(context.failedTotal()).isLessThanOrEqualTo(loggedWhileGone);
				try (Peer back = Peer.start(port)) {
					Awaitility.await().atMost(Duration.ofMinutes(1)).until(() -> {
						context.log(1);
						return back.received() > 0;
					});
					long failedAtReturn = context.failedTotal();
					context.log(300);
					Awaitility.await().atMost(Duration.ofMinutes(1)).until(() -> back.received() >= 300);
					assertThat(context.failedTotal()).isEqualTo(failedAtReturn);
					assertThat(peer.received() + back.received() + context.failedTotal())
						.isLessThanOrEqualTo(context.loggedTotal());
				}
			}
		}
	}

	private static final class Peer implements AutoCloseable {

		private final ServerSocket server;

		private final AtomicLong received = new AtomicLong();

		private volatile Socket accepted;

		private Peer(ServerSocket server) {
			this.server = server;
			Thread thread = new Thread(this::serve, "socket-peer");
			thread.setDaemon(true);
			thread.start();
		}

		static Peer start(int port) throws IOException {
			ServerSocket server = new ServerSocket();
			server.setReuseAddress(true);
			server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
			return new Peer(server);
		}

		int port() {
			return this.server.getLocalPort();
		}

		long received() {
			return this.received.get();
		}

		private void serve() {
			try (Socket socket = this.server.accept()) {
				this.accepted = socket;
				BufferedReader reader = new BufferedReader(
						new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
				while (reader.readLine() != null) {
					this.received.incrementAndGet();
				}
			}
			catch (IOException ex) {
				// closed
			}
		}

		@Override
		public void close() throws IOException {
			this.server.close();
			Socket socket = this.accepted;
			if (socket != null) {
				socket.close();
			}
		}

	}

}
