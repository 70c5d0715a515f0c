package io.github.loggingperf.benchmarks.soak;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import tools.jackson.databind.JsonNode;

/**
 * One life of a sample instance: a {@code java -jar} process of the sample app on the
 * fleet profile, its log files in a directory of its own, its standard output a pipe that
 * this class reads (the log collector) and can stop reading for a while (a stalled
 * collector). Lines of the console are counted by {@link DemoLines}; the others are
 * written to a file in the driver's directory, and the starter's own lines
 * ({@code logging-perf: ...}) are also kept with the time they were read. Standard error
 * goes to a file of its own.
 */
final class SampleInstance {

	private final String name;

	private final int port;

	private final Path logDirectory;

	private final Process process;

	private final HttpClient http;

	private final String authorization;

	private final DemoLines console = new DemoLines();

	private final List<TimedLine> starterLines = new CopyOnWriteArrayList<>();

	private final Thread reader;

	private volatile boolean stalled;

	private volatile long startedAt;

	private volatile long endedAt;

	private final Path otherLines;

	private SampleInstance(String name, int port, Path logDirectory, Process process, HttpClient http, String password,
			Path otherLines) {
		this.name = name;
		this.port = port;
		this.logDirectory = logDirectory;
		this.process = process;
		this.http = http;
		this.otherLines = otherLines;
		this.authorization = "Basic "
				+ Base64.getEncoder().encodeToString(("admin:" + password).getBytes(StandardCharsets.UTF_8));
		this.reader = new Thread(this::readConsole, name + "-console");
		this.reader.setDaemon(true);
		this.reader.start();
	}

	/**
	 * Start a life of an instance and wait until it answers.
	 * @param name the instance and life, such as {@code b-2}
	 * @param port the HTTP port
	 * @param setup what every instance shares
	 * @param http the client
	 * @return the started instance
	 * @throws IOException if it cannot be started
	 * @throws InterruptedException if interrupted while waiting
	 */
	static SampleInstance start(String name, int port, SoakSetup setup, HttpClient http)
			throws IOException, InterruptedException {
		Path logDirectory = Files.createDirectories(setup.logRoot().resolve(name));
		List<String> command = new ArrayList<>(List.of(setup.java(), "-Xmx256m", "-jar", setup.sampleJar().toString(),
				"--server.port=" + port, "--spring.profiles.active=fleet,mcp",
				"--logging.config=" + setup.logConfiguration(), "--logging.file.path=" + logDirectory,
				"--logging-perf.fleet.instance-id=" + name, "--management.endpoint.health.show-details=always"));
		// standard error (Log4j's status logger among others) goes to a file of its own,
		// as a
		// collector reads each stream apart: merged into the pipe, its lines would cut
		// demo lines
		// that the console wrote in more than one write
		ProcessBuilder builder = new ProcessBuilder(command)
			.redirectError(ProcessBuilder.Redirect.appendTo(setup.work().resolve(name + "-stderr.log").toFile()));
		builder.environment()
			.putAll(Map.of("FLEET_BROKER", setup.broker(), "LOGGING_FLEET_SECRET", setup.fleetSecret(),
					"LOGGING_ADMIN_PASSWORD", setup.adminPassword()));
		SampleInstance instance = new SampleInstance(name, port, logDirectory, builder.start(), http,
				setup.adminPassword(), setup.work().resolve(name + "-console-other.log"));
		instance.startedAt = System.currentTimeMillis();
		instance.awaitUp(Duration.ofMinutes(2));
		return instance;
	}

	private void awaitUp(Duration timeout) throws InterruptedException, IOException {
		long deadline = System.nanoTime() + timeout.toNanos();
		while (System.nanoTime() < deadline) {
			if (!this.process.isAlive()) {
				throw new IOException(this.name + " exited with " + this.process.exitValue() + " while starting");
			}
			try {
				if (get("/actuator/health").statusCode() == 200) {
					return;
				}
			}
			catch (IOException ex) {
				// not listening yet
			}
			Thread.sleep(500);
		}
		throw new IOException(this.name + " did not answer within " + timeout);
	}

	private void readConsole() {
		try (BufferedReader lines = new BufferedReader(
				new InputStreamReader(this.process.getInputStream(), StandardCharsets.ISO_8859_1), 8192);
				BufferedWriter otherLines = Files.newBufferedWriter(this.otherLines, StandardCharsets.ISO_8859_1)) {
			for (String line = lines.readLine(); line != null; line = lines.readLine()) {
				if (!this.console.accept(line)) {
					otherLines.write(line);
					otherLines.newLine();
					if (line.contains("logging-perf: ")) {
						this.starterLines.add(new TimedLine(System.currentTimeMillis(), line));
						otherLines.flush();
					}
				}
				while (this.stalled) {
					Thread.sleep(20);
				}
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	/**
	 * Run a full collection in the instance ({@code jcmd <pid> GC.run}), so that the next
	 * sample of {@code jvm.gc.live.data.size} is the heap live now: within an hour the
	 * old generation of an instance may never be collected on its own, and the gauge
	 * keeps the value of its last old collection.
	 * @param jcmd the {@code jcmd} executable
	 * @throws IOException if the collection cannot be run or does not end within 30 s
	 * @throws InterruptedException if interrupted while waiting
	 */
	void collectGarbage(Path jcmd) throws IOException, InterruptedException {
		Process gc = new ProcessBuilder(jcmd.toString(), Long.toString(this.process.pid()), "GC.run")
			.redirectErrorStream(true)
			.redirectOutput(ProcessBuilder.Redirect.DISCARD)
			.start();
		if (!gc.waitFor(30, TimeUnit.SECONDS)) {
			gc.destroyForcibly();
			throw new IOException(this.name + ": jcmd GC.run did not end within 30 s");
		}
		if (gc.exitValue() != 0 && this.process.isAlive()) {
			throw new IOException(this.name + ": jcmd GC.run exited with " + gc.exitValue());
		}
	}

	/**
	 * Stop or resume reading standard output, as a stalled log collector would.
	 * @param stalled whether to stop reading
	 */
	void stall(boolean stalled) {
		this.stalled = stalled;
	}

	HttpResponse<String> get(String path) throws IOException, InterruptedException {
		return this.http.send(request(path).GET().build(), HttpResponse.BodyHandlers.ofString());
	}

	HttpResponse<String> post(String path, String contentType, String body, boolean authorized)
			throws IOException, InterruptedException {
		HttpRequest.Builder request = request(path).header("Content-Type", contentType)
			.POST(HttpRequest.BodyPublishers.ofString(body));
		if (authorized) {
			request.header("Authorization", this.authorization);
		}
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	JsonNode endpoint() throws IOException, InterruptedException {
		HttpResponse<String> response = get("/actuator/logging-perf");
		if (response.statusCode() != 200) {
			throw new IOException(this.name + ": GET /actuator/logging-perf answered " + response.statusCode());
		}
		return SoakJson.read(response.body());
	}

	private HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path))
			.timeout(Duration.ofSeconds(60));
	}

	/**
	 * Stop the process with SIGTERM, as a platform does, resume reading its output so
	 * that the ring can drain, and wait until the process and its output have ended.
	 * @return the exit code
	 * @throws InterruptedException if interrupted while waiting
	 * @throws IOException if it does not end within two minutes
	 */
	int terminate() throws InterruptedException, IOException {
		this.endedAt = System.currentTimeMillis();
		// the handle only signals: Process.destroy() would also close the pipe the
		// console is read from
		this.process.toHandle().destroy();
		return awaitExit();
	}

	private int awaitExit() throws InterruptedException, IOException {
		this.stalled = false;
		if (!this.process.waitFor(2, TimeUnit.MINUTES)) {
			this.process.destroyForcibly();
			throw new IOException(this.name + " did not stop within two minutes of SIGTERM");
		}
		this.reader.join(TimeUnit.MINUTES.toMillis(1));
		return this.process.exitValue();
	}

	long startedAt() {
		return this.startedAt;
	}

	long endedAt() {
		return this.endedAt;
	}

	String name() {
		return this.name;
	}

	int port() {
		return this.port;
	}

	Path logDirectory() {
		return this.logDirectory;
	}

	DemoLines console() {
		return this.console;
	}

	List<TimedLine> starterLines() {
		return this.starterLines;
	}

	/**
	 * A line of standard output and when it was read.
	 *
	 * @param readAt epoch milliseconds
	 * @param line the line
	 */
	record TimedLine(long readAt, String line) {
	}

}
