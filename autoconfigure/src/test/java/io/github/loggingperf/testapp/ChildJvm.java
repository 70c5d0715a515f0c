package io.github.loggingperf.testapp;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.awaitility.Awaitility.await;

/**
 * A test application's main class started in a JVM of its own, on the test classpath, so
 * that Log4j initialises the way it does in an application.
 */
public final class ChildJvm implements AutoCloseable {

	private final Process process;

	private final Path output;

	private ChildJvm(Process process, Path output) {
		this.process = process;
		this.output = output;
	}

	/**
	 * Start a main class.
	 * @param mainClass the class with the main method
	 * @param classpathPrefix entries put before the test classpath
	 * @param jvmArgs JVM arguments such as system properties
	 * @param args program arguments
	 * @return the running JVM
	 * @throws IOException if it cannot be started
	 */
	public static ChildJvm start(Class<?> mainClass, List<Path> classpathPrefix, List<String> jvmArgs,
			List<String> args) throws IOException {
		return start(mainClass, classpathPrefix, (entry) -> true, jvmArgs, args);
	}

	/**
	 * Start a main class on part of the test classpath.
	 * @param mainClass the class with the main method
	 * @param classpathPrefix entries put before the test classpath
	 * @param keep tells which entries of the test classpath (paths of jars and
	 * directories) the JVM gets
	 * @param jvmArgs JVM arguments such as system properties
	 * @param args program arguments
	 * @return the running JVM
	 * @throws IOException if it cannot be started
	 */
	public static ChildJvm start(Class<?> mainClass, List<Path> classpathPrefix, Predicate<String> keep,
			List<String> jvmArgs, List<String> args) throws IOException {
		return start(mainClass, classpathPrefix, keep, List.of(), jvmArgs, args);
	}

	/**
	 * Start a main class on part of the test classpath, with entries before and after it.
	 * @param mainClass the class with the main method
	 * @param classpathPrefix entries put before the test classpath
	 * @param keep tells which entries of the test classpath (paths of jars and
	 * directories) the JVM gets
	 * @param classpathSuffix entries put after the test classpath
	 * @param jvmArgs JVM arguments such as system properties
	 * @param args program arguments
	 * @return the running JVM
	 * @throws IOException if it cannot be started
	 */
	public static ChildJvm start(Class<?> mainClass, List<Path> classpathPrefix, Predicate<String> keep,
			List<Path> classpathSuffix, List<String> jvmArgs, List<String> args) throws IOException {
		Path output = Files.createTempFile("child-jvm", ".log");
		List<String> classpath = new ArrayList<>();
		classpathPrefix.forEach((entry) -> classpath.add(entry.toString()));
		String testClasspath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		for (String entry : testClasspath.split(File.pathSeparator)) {
			if (keep.test(entry)) {
				classpath.add(entry);
			}
		}
		classpathSuffix.forEach((entry) -> classpath.add(entry.toString()));
		List<String> command = new ArrayList<>();
		command.add(ProcessHandle.current().info().command().orElse("java"));
		command.add("-cp");
		command.add(String.join(File.pathSeparator, classpath));
		command.addAll(jvmArgs);
		command.add(mainClass.getName());
		command.addAll(args);
		Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
		return new ChildJvm(process, output);
	}

	/**
	 * Return everything the JVM printed so far.
	 * @return the output
	 * @throws IOException if it cannot be read
	 */
	public String output() throws IOException {
		return Files.readString(this.output, StandardCharsets.UTF_8);
	}

	/**
	 * Wait until the output contains the given text.
	 * @param text the text
	 * @param timeout the longest time to wait
	 */
	public void awaitOutput(String text, Duration timeout) {
		await().atMost(timeout).pollInterval(Duration.ofMillis(100)).until(() -> output().contains(text));
	}

	/**
	 * Send SIGTERM.
	 */
	public void terminate() {
		this.process.destroy();
	}

	/**
	 * Wait for the JVM to exit.
	 * @param timeout the longest time to wait
	 * @return the exit code
	 * @throws InterruptedException if interrupted
	 */
	public int awaitExit(Duration timeout) throws InterruptedException {
		if (!this.process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
			throw new IllegalStateException("Child JVM did not exit within " + timeout);
		}
		return this.process.exitValue();
	}

	@Override
	public void close() {
		this.process.destroyForcibly();
	}

}
