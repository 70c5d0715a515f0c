package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The fleet's Kafka broker, a process of its own that keeps its data in a directory
 * ({@code benchmarks/soak/broker.sh}), so that stopping it and starting it again is a
 * broker restart, not a new cluster.
 */
final class Broker {

	private final Path script;

	private final Path dataDirectory;

	private final int port;

	private volatile boolean stopped = true;

	Broker(Path script, Path dataDirectory, int port) {
		this.script = script;
		this.dataDirectory = dataDirectory;
		this.port = port;
	}

	String address() {
		return "127.0.0.1:" + this.port;
	}

	boolean isStopped() {
		return this.stopped;
	}

	/**
	 * Start the broker and wait until it serves.
	 * @throws IOException if it does not start
	 * @throws InterruptedException if interrupted while waiting
	 */
	synchronized void start() throws IOException, InterruptedException {
		run("start", Integer.toString(this.port));
		this.stopped = false;
	}

	/**
	 * Stop the broker and wait until its process has ended.
	 * @param kill whether to stop it with SIGKILL instead of SIGTERM
	 * @throws IOException if it does not stop
	 * @throws InterruptedException if interrupted while waiting
	 */
	synchronized void stop(boolean kill) throws IOException, InterruptedException {
		this.stopped = true;
		run(kill ? "kill" : "stop");
	}

	private void run(String command, String... arguments) throws IOException, InterruptedException {
		List<String> line = new ArrayList<>(
				List.of("bash", this.script.toString(), command, this.dataDirectory.toString()));
		line.addAll(List.of(arguments));
		Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (!process.waitFor(2, TimeUnit.MINUTES) || process.exitValue() != 0) {
			throw new IOException("broker.sh " + command + " failed: " + output);
		}
	}

	@Override
	public String toString() {
		return "broker " + address();
	}

}
