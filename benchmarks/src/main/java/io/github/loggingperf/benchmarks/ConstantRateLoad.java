package io.github.loggingperf.benchmarks;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.HdrHistogram.Histogram;
import org.jspecify.annotations.Nullable;

/**
 * Open-loop HTTP load at a constant request rate, free of coordinated omission: request
 * {@code i} is due at {@code start + i / rate} whatever happened to the requests before
 * it, and its latency is measured from that due time, not from when it was sent. A server
 * that stalls therefore shows the delay of every request that should have been sent
 * during the stall, as a user would see it (wrk2's model).
 * <p>
 * Requests go round-robin over a fixed number of HTTP/1.1 keep-alive connections, one
 * thread each; a connection sends its next request when it is due and its previous
 * response has arrived. The first {@code warmup} seconds are sent at the same rate but
 * not recorded. With {@code --pid}, the CPU time of that process (user and system, from
 * {@code /proc/<pid>/stat}) is read at the start and at the end of the measured window
 * and reported per measured request. Run from the benchmarks jar:
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.loggingperf.benchmarks.ConstantRateLoad \
 *     --url=http://127.0.0.1:8080/demo/log?lines=10 --rate=5000 --duration=20 --warmup=10 --connections=8 --pid=1234
 * </pre>
 *
 * It prints one line of {@code key=value} pairs: {@code rate} (asked), {@code achieved}
 * (measured requests per second of the window), {@code requests}, {@code errors},
 * {@code p50_ms}, {@code p99_ms}, {@code p999_ms}, {@code max_ms}, with a pid
 * {@code cpu_us_per_request}, and {@code window_start_ms}, when the measured window
 * started (milliseconds since the epoch: second 0 of the timeline). With
 * {@code --timeline=FILE} it also writes, for every second of the measured window, the
 * requests due in it, those that succeeded, and their p50, p99 and highest latency (tab
 * separated, one line a second, after a header): what a stall does to the requests sent
 * while it lasts.
 *
 * @author logging-perf
 */
public final class ConstantRateLoad {

	private static final long HIGHEST_TRACKABLE_NANOS = TimeUnit.SECONDS.toNanos(60);

	/**
	 * {@link #readResponse(InputStream)}: the status was 2xx.
	 */
	static final int OK = 1;

	/**
	 * {@link #readResponse(InputStream)}: the server closes the connection.
	 */
	static final int CLOSE = 2;

	private final URI uri;

	private final double rate;

	private final long warmupRequests;

	private final long totalRequests;

	private final int connections;

	private final byte[] request;

	private final List<Connection> connectionsRun = new ArrayList<>();

	private ConstantRateLoad(URI uri, double rate, double warmupSeconds, double durationSeconds, int connections) {
		this.uri = uri;
		this.rate = rate;
		this.warmupRequests = Math.round(rate * warmupSeconds);
		this.totalRequests = this.warmupRequests + Math.round(rate * durationSeconds);
		this.connections = connections;
		String target = (uri.getRawQuery() != null) ? uri.getRawPath() + "?" + uri.getRawQuery() : uri.getRawPath();
		this.request = ("GET " + target + " HTTP/1.1\r\nHost: " + uri.getHost() + ":" + uri.getPort()
				+ "\r\nAccept: */*\r\n\r\n")
			.getBytes(StandardCharsets.US_ASCII);
	}

	/**
	 * Run the load described by the arguments and print the result line.
	 * @param args {@code --url=}, {@code --rate=} (requests per second),
	 * {@code --duration=} and {@code --warmup=} (seconds), {@code --connections=}
	 * (default 8), {@code --pid=} and {@code --clock-ticks=} (default 100,
	 * {@code getconf CLK_TCK})
	 * @throws Exception if the load cannot run
	 */
	public static void main(String[] args) throws Exception {
		CommandLineOptions options = CommandLineOptions.parse(args);
		ConstantRateLoad load = new ConstantRateLoad(URI.create(options.required("url")),
				Double.parseDouble(options.required("rate")), Double.parseDouble(options.get("warmup", "10")),
				Double.parseDouble(options.required("duration")), Integer.parseInt(options.get("connections", "8")));
		String pid = options.get("pid");
		int clockTicks = Integer.parseInt(options.get("clock-ticks", "100"));
		System.out.println(load.run((pid != null) ? Path.of("/proc", pid, "stat") : null, clockTicks));
		String timeline = options.get("timeline");
		if (timeline != null) {
			Files.writeString(Path.of(timeline), load.timeline());
		}
	}

	private String run(@Nullable Path stat, int clockTicks) throws InterruptedException, IOException {
		long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(200);
		List<Connection> connections = this.connectionsRun;
		for (int i = 0; i < this.connections; i++) {
			Connection connection = new Connection(i, start);
			connections.add(connection);
			connection.thread.start();
		}
		long windowStart = dueTime(start, this.warmupRequests);
		long windowStartEpochMillis = System.currentTimeMillis()
				+ TimeUnit.NANOSECONDS.toMillis(windowStart - System.nanoTime());
		sleepUntil(windowStart);
		long ticksBefore = (stat != null) ? cpuTicks(stat) : 0;
		long measuredFrom = System.nanoTime();
		Histogram latencies = new Histogram(HIGHEST_TRACKABLE_NANOS, 3);
		long errors = 0;
		for (Connection connection : connections) {
			connection.thread.join();
		}
		long measuredNanos = System.nanoTime() - measuredFrom;
		long ticksAfter = (stat != null) ? cpuTicks(stat) : 0;
		for (Connection connection : connections) {
			latencies.add(connection.latencies);
			errors += connection.errors;
		}
		long requests = latencies.getTotalCount();
		StringBuilder result = new StringBuilder();
		result.append(String.format(Locale.ROOT, "rate=%.0f achieved=%.1f requests=%d errors=%d", this.rate,
				requests / (measuredNanos / 1e9), requests, errors));
		result.append(String.format(Locale.ROOT, " p50_ms=%.3f p99_ms=%.3f p999_ms=%.3f max_ms=%.3f",
				millis(latencies.getValueAtPercentile(50)), millis(latencies.getValueAtPercentile(99)),
				millis(latencies.getValueAtPercentile(99.9)), millis(latencies.getMaxValue())));
		if (stat != null && requests > 0) {
			result.append(String.format(Locale.ROOT, " cpu_us_per_request=%.1f",
					(ticksAfter - ticksBefore) * 1e6 / clockTicks / requests));
		}
		result.append(" window_start_ms=").append(windowStartEpochMillis);
		return result.toString();
	}

	private String timeline() {
		StringBuilder lines = new StringBuilder("second\tdue\tsucceeded\tp50_ms\tp99_ms\tmax_ms\n");
		int seconds = this.connectionsRun.isEmpty() ? 0 : this.connectionsRun.get(0).timeline.length;
		for (int second = 0; second < seconds; second++) {
			Histogram latencies = new Histogram(HIGHEST_TRACKABLE_NANOS, 2);
			long due = 0;
			for (Connection connection : this.connectionsRun) {
				latencies.add(connection.timeline[second]);
				due += connection.due[second];
			}
			lines.append(String.format(Locale.ROOT, "%d\t%d\t%d\t%.3f\t%.3f\t%.3f%n", second, due,
					latencies.getTotalCount(), millis(latencies.getValueAtPercentile(50)),
					millis(latencies.getValueAtPercentile(99)), millis(latencies.getMaxValue())));
		}
		return lines.toString();
	}

	private long dueTime(long start, long request) {
		return start + (long) (request * 1e9 / this.rate);
	}

	private static double millis(long nanos) {
		return nanos / 1e6;
	}

	private static void sleepUntil(long nanoTime) {
		for (long left = nanoTime - System.nanoTime(); left > 0; left = nanoTime - System.nanoTime()) {
			LockSupport.parkNanos(left);
		}
	}

	/**
	 * User plus system CPU time of a process, in clock ticks.
	 * @param stat its {@code /proc/<pid>/stat}
	 * @return the ticks
	 * @throws IOException if the file cannot be read
	 */
	static long cpuTicks(Path stat) throws IOException {
		String line = Files.readString(stat);
		// fields after the command name, which is in parentheses and may hold spaces
		String[] fields = line.substring(line.lastIndexOf(')') + 2).split(" ");
		return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
	}

	/**
	 * One keep-alive connection and the thread that sends every n-th request on it.
	 */
	private final class Connection implements Runnable {

		private final int index;

		private final long start;

		private final Thread thread;

		private final Histogram latencies = new Histogram(HIGHEST_TRACKABLE_NANOS, 3);

		private final Histogram[] timeline;

		private final long[] due;

		private long errors;

		private @Nullable Socket socket;

		private @Nullable InputStream input;

		Connection(int index, long start) {
			this.index = index;
			this.start = start;
			this.thread = new Thread(this, "load-" + index);
			int seconds = (int) Math.ceil((ConstantRateLoad.this.totalRequests - ConstantRateLoad.this.warmupRequests)
					/ ConstantRateLoad.this.rate);
			this.timeline = new Histogram[seconds];
			for (int second = 0; second < seconds; second++) {
				this.timeline[second] = new Histogram(HIGHEST_TRACKABLE_NANOS, 2);
			}
			this.due = new long[seconds];
		}

		@Override
		public void run() {
			for (long i = this.index; i < ConstantRateLoad.this.totalRequests; i += ConstantRateLoad.this.connections) {
				long due = dueTime(this.start, i);
				sleepUntil(due);
				boolean ok = exchange();
				long latency = System.nanoTime() - due;
				if (i >= ConstantRateLoad.this.warmupRequests) {
					int second = Math.min(this.due.length - 1,
							(int) ((i - ConstantRateLoad.this.warmupRequests) / ConstantRateLoad.this.rate));
					this.due[second]++;
					if (ok) {
						this.latencies.recordValue(Math.min(latency, HIGHEST_TRACKABLE_NANOS));
						this.timeline[second].recordValue(Math.min(latency, HIGHEST_TRACKABLE_NANOS));
					}
					else {
						this.errors++;
					}
				}
			}
			close();
		}

		private boolean exchange() {
			try {
				Socket socket = this.socket;
				InputStream input = this.input;
				if (socket == null || input == null) {
					socket = new Socket();
					socket.setTcpNoDelay(true);
					socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(30));
					socket.connect(new InetSocketAddress(ConstantRateLoad.this.uri.getHost(),
							ConstantRateLoad.this.uri.getPort()));
					input = new BufferedInputStream(socket.getInputStream(), 16 * 1024);
					this.socket = socket;
					this.input = input;
				}
				OutputStream output = socket.getOutputStream();
				output.write(ConstantRateLoad.this.request);
				output.flush();
				int status = readResponse(input);
				if ((status & CLOSE) != 0) {
					// the server ends keep-alive after a number of requests (Tomcat: 100)
					close();
				}
				return (status & OK) != 0;
			}
			catch (IOException ex) {
				close();
				return false;
			}
		}

		private void close() {
			Socket socket = this.socket;
			this.socket = null;
			this.input = null;
			if (socket != null) {
				try {
					socket.close();
				}
				catch (IOException ex) {
					// nothing left to do with it
				}
			}
		}

	}

	/**
	 * Read one HTTP/1.1 response (status line, headers, then a body of
	 * {@code Content-Length} bytes or in chunks).
	 * @param input the connection's input
	 * @return {@link #OK} if the status was 2xx, plus {@link #CLOSE} if the server closes
	 * the connection after it
	 * @throws IOException if the connection fails or the response is malformed
	 */
	static int readResponse(InputStream input) throws IOException {
		String status = readLine(input);
		int result = (status.length() > 9 && status.charAt(9) == '2') ? OK : 0;
		long contentLength = -1;
		boolean chunked = false;
		for (String header = readLine(input); !header.isEmpty(); header = readLine(input)) {
			String lower = header.toLowerCase(Locale.ROOT);
			if (lower.startsWith("content-length:")) {
				contentLength = Long.parseLong(lower.substring(15).trim());
			}
			else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
				chunked = true;
			}
			else if (lower.startsWith("connection:") && lower.contains("close")) {
				result |= CLOSE;
			}
		}
		if (chunked) {
			for (long size = Long.parseLong(readLine(input).split(";")[0].trim(), 16); size > 0; size = Long
				.parseLong(readLine(input).split(";")[0].trim(), 16)) {
				skip(input, size);
				readLine(input);
			}
			while (!readLine(input).isEmpty()) {
				// trailers
			}
		}
		else if (contentLength > 0) {
			skip(input, contentLength);
		}
		return result;
	}

	private static void skip(InputStream input, long bytes) throws IOException {
		for (long left = bytes; left > 0;) {
			long skipped = input.skip(left);
			if (skipped <= 0) {
				if (input.read() < 0) {
					throw new IOException("connection closed in the middle of a body");
				}
				skipped = 1;
			}
			left -= skipped;
		}
	}

	private static String readLine(InputStream input) throws IOException {
		StringBuilder line = new StringBuilder(64);
		for (int c = input.read(); c != '\n'; c = input.read()) {
			if (c < 0) {
				throw new IOException("connection closed");
			}
			if (c != '\r') {
				line.append((char) c);
			}
		}
		return line.toString();
	}

}
