package com.example.orders;

import java.io.IOException;
import java.net.ServerSocket;
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
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import static org.awaitility.Awaitility.await;

/**
 * The packaged sample application running in its own JVM, started with {@code java -jar}
 * the way a user starts it.
 */
final class SampleAppProcess implements AutoCloseable {

	private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(2);

	/**
	 * The operator the sample app is started with, from its environment.
	 */
	static final String ADMIN = "operator";

	/**
	 * The operator's password, a new one for every test run.
	 */
	static final String ADMIN_PASSWORD = UUID.randomUUID().toString();

	private final Process process;

	private final Path output;

	private final Path workDir;

	private final int port;

	private final String admin;

	private SampleAppProcess(Process process, Path output, Path workDir, int port, String admin) {
		this.process = process;
		this.output = output;
		this.workDir = workDir;
		this.port = port;
		this.admin = admin;
	}

	static SampleAppProcess start(List<String> jvmArgs, List<String> appArgs) throws IOException {
		return start(ProcessHandle.current().info().command().orElse("java"), jvmArgs, appArgs);
	}

	/**
	 * Start the packaged sample app with the given {@code java} executable.
	 * @param java the path of the {@code java} executable to start it with
	 * @param jvmArgs the JVM's options
	 * @param appArgs the application's arguments
	 * @return the running app, once it has started or exited
	 */
	static SampleAppProcess start(String java, List<String> jvmArgs, List<String> appArgs) throws IOException {
		return start(java, Path.of(System.getProperty("sampleApp.jar")), jvmArgs, appArgs);
	}

	/**
	 * Start a packaged jar of the sample app with the given {@code java} executable.
	 * @param java the path of the {@code java} executable to start it with
	 * @param jar the packaged jar
	 * @param jvmArgs the JVM's options
	 * @param appArgs the application's arguments
	 * @return the running app, once it has started or exited
	 */
	static SampleAppProcess start(String java, Path jar, List<String> jvmArgs, List<String> appArgs)
			throws IOException {
		return start(java, jar, jvmArgs, appArgs, ADMIN);
	}

	/**
	 * Start the packaged sample app with the given operator, as the README's sample app
	 * section does.
	 * @param admin the operator's name ({@code LOGGING_ADMIN_USER})
	 * @param appArgs the application's arguments
	 * @return the running app, once it has started or exited
	 */
	static SampleAppProcess startAs(String admin, List<String> appArgs) throws IOException {
		return start(ProcessHandle.current().info().command().orElse("java"),
				Path.of(System.getProperty("sampleApp.jar")), List.of(), appArgs, admin);
	}

	private static SampleAppProcess start(String java, Path jar, List<String> jvmArgs, List<String> appArgs,
			String admin) throws IOException {
		Path workDir = Files.createTempDirectory("sample-app");
		Path output = workDir.resolve("stdout.log");
		int port = freePort();
		List<String> command = new ArrayList<>();
		command.add(java);
		command.addAll(jvmArgs);
		command.add("-jar");
		command.add(jar.toAbsolutePath().toString());
		command.add("--server.port=" + port);
		command.addAll(appArgs);
		ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile())
			.redirectErrorStream(true)
			.redirectOutput(output.toFile());
		builder.environment().put("LOGGING_ADMIN_USER", admin);
		builder.environment().put("LOGGING_ADMIN_PASSWORD", ADMIN_PASSWORD);
		Process process = builder.start();
		SampleAppProcess app = new SampleAppProcess(process, output, workDir, port, admin);
		await().atMost(STARTUP_TIMEOUT)
			.pollInterval(Duration.ofMillis(200))
			.until(() -> app.output().contains("Started OrdersApplication") || !process.isAlive());
		return app;
	}

	static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

	int port() {
		return this.port;
	}

	String output() throws IOException {
		return Files.readString(this.output, StandardCharsets.UTF_8);
	}

	String logFile() throws IOException {
		return Files.readString(this.workDir.resolve("logs/orders.log"), StandardCharsets.UTF_8);
	}

	HttpResponse<String> get(String path) throws IOException, InterruptedException {
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path)).build();
		return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
	}

	HttpResponse<String> postJson(String path, String json) throws IOException, InterruptedException {
		return postJson(path, json, this.admin, ADMIN_PASSWORD);
	}

	HttpResponse<String> postJson(String path, String json, String user, String password)
			throws IOException, InterruptedException {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json));
		if (user != null) {
			String credentials = user + ":" + password;
			request.header("Authorization",
					"Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
		}
		return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	String threadDump() throws IOException, InterruptedException {
		Path jcmd = Path.of(ProcessHandle.current().info().command().orElseThrow()).resolveSibling("jcmd");
		Process dump = new ProcessBuilder(jcmd.toString(), Long.toString(this.process.pid()), "Thread.print")
			.redirectErrorStream(true)
			.start();
		String threads = new String(dump.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		dump.waitFor(1, TimeUnit.MINUTES);
		return threads;
	}

	/**
	 * Send SIGTERM and wait for the JVM to exit.
	 * @return the exit code
	 */
	int terminate() throws InterruptedException {
		this.process.destroy();
		if (!this.process.waitFor(2, TimeUnit.MINUTES)) {
			this.process.destroyForcibly();
		}
		return this.process.exitValue();
	}

	boolean isAlive() {
		return this.process.isAlive();
	}

	@Override
	public void close() throws InterruptedException {
		if (this.process.isAlive()) {
			terminate();
		}
	}

}
