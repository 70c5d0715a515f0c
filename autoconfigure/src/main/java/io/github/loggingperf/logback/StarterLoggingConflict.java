package io.github.loggingperf.logback;

import java.io.PrintStream;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.jspecify.annotations.Nullable;

/**
 * The jars of {@code spring-boot-starter-logging} (logback-classic, log4j-to-slf4j,
 * jul-to-slf4j) found beside Log4j core, and the one report that says where they come
 * from and how to remove them. With them, Log4j's events go to SLF4J and Logback: the
 * application either stops in {@code SpringApplication}'s static initializer
 * ("log4j-slf4j2-impl cannot be present with log4j-to-slf4j") or runs on Logback, and the
 * starter does nothing.
 * <p>
 * Log4j creates the starter's property source while {@code SpringApplication} is still
 * initialising, before that error and before any Spring listener or failure analyzer
 * exists, so the property source prints the report ({@link #printOnce}); the failure
 * analyzer shows the same text when it was not printed yet. Finding the jars initialises
 * no class of theirs and never logs.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class StarterLoggingConflict {

	static final String LOG4J_CORE_CLASS = "org.apache.logging.log4j.core.LoggerContext";

	static final String LOGBACK_CLASS = "ch.qos.logback.classic.LoggerContext";

	static final String LOG4J_TO_SLF4J_CLASS = "org.apache.logging.slf4j.SLF4JProvider";

	static final String JUL_TO_SLF4J_CLASS = "org.slf4j.bridge.SLF4JBridgeHandler";

	/**
	 * What Log4j's SLF4J binding throws when log4j-to-slf4j is present too.
	 */
	static final String LOG4J_SLF4J_ERROR = "log4j-slf4j2-impl cannot be present with log4j-to-slf4j";

	/**
	 * What Spring Boot's Logback logging system throws when SLF4J is bound to another
	 * implementation.
	 */
	static final String BOOT_LOGBACK_ERROR = "LoggerFactory is not a Logback LoggerContext but Logback is on the "
			+ "classpath";

	private static final AtomicBoolean printed = new AtomicBoolean();

	private static final String ACTION = """
			Declare spring-boot-starter once, with this exclusion. Maven takes the nearest declaration, so this one \
			exclusion removes spring-boot-starter-logging from every starter:

			    <dependency>
			        <groupId>org.springframework.boot</groupId>
			        <artifactId>spring-boot-starter</artifactId>
			        <exclusions>
			            <exclusion>
			                <groupId>org.springframework.boot</groupId>
			                <artifactId>spring-boot-starter-logging</artifactId>
			            </exclusion>
			        </exclusions>
			    </dependency>

			Gradle:

			    configurations.configureEach {
			        exclude group: 'org.springframework.boot', module: 'spring-boot-starter-logging'
			    }

			Then check that nothing else brings them: \
			mvn dependency:tree -Dincludes=ch.qos.logback,org.apache.logging.log4j:log4j-to-slf4j \
			(Gradle: gradle dependencies | grep -E 'logback|log4j-to-slf4j').""";

	private final List<String> jars;

	private StarterLoggingConflict(List<String> jars) {
		this.jars = List.copyOf(jars);
	}

	/**
	 * Find the conflict: Log4j core together with logback-classic or log4j-to-slf4j.
	 * @param classLoader the class loader of the application
	 * @return the conflict, or {@code null} when there is none
	 */
	public static @Nullable StarterLoggingConflict find(@Nullable ClassLoader classLoader) {
		if (location(LOG4J_CORE_CLASS, classLoader) == null) {
			return null;
		}
		List<String> jars = new ArrayList<>();
		addIfPresent(jars, "logback-classic", LOGBACK_CLASS, classLoader);
		addIfPresent(jars, "log4j-to-slf4j", LOG4J_TO_SLF4J_CLASS, classLoader);
		if (jars.isEmpty()) {
			return null;
		}
		addIfPresent(jars, "jul-to-slf4j", JUL_TO_SLF4J_CLASS, classLoader);
		return new StarterLoggingConflict(jars);
	}

	/**
	 * Print the report of the conflict, if there is one, unless this JVM printed it
	 * already. Never throws: Log4j calls this while it initialises.
	 * @param classLoader the class loader of the application
	 * @param out where to print
	 */
	public static void printOnce(@Nullable ClassLoader classLoader, PrintStream out) {
		try {
			StarterLoggingConflict conflict = find(classLoader);
			if (conflict != null && printed.compareAndSet(false, true)) {
				out.println(conflict.report());
				out.flush();
			}
		}
		catch (RuntimeException | LinkageError ex) {
			// The report is a courtesy: it must never break Log4j's initialisation
		}
	}

	/**
	 * Whether this JVM printed the report already.
	 * @return {@code true} after {@link #printOnce} printed it
	 */
	static boolean printed() {
		return printed.get();
	}

	/**
	 * The jars found, one per line: name, version, location.
	 * @return the jars
	 */
	List<String> jars() {
		return this.jars;
	}

	/**
	 * One line that names the problem.
	 * @return the headline
	 */
	String headline() {
		return "spring-boot-starter-logging is on the classpath beside logging-perf-spring-boot-starter";
	}

	/**
	 * What was found, what it breaks and where it usually comes from.
	 * @return the description
	 */
	String description() {
		StringBuilder description = new StringBuilder(headline()).append(":\n\n");
		this.jars.forEach((jar) -> description.append("    ").append(jar).append('\n'));
		return description.append("""

				These jars send Log4j's events to SLF4J and Logback, the opposite way of Log4j 2's own \
				log4j-slf4j2-impl. Depending on the classpath order, the application then stops with \
				"LoggingException: %s" (thrown from SpringApplication.<clinit>) or with "%s", or Spring Boot \
				picks Logback, and no setting of logging-perf takes effect.

				They usually come from: every spring-boot-starter-* -> spring-boot-starter -> \
				spring-boot-starter-logging. Excluding it from one starter is not enough: every other starter \
				brings it back.""".formatted(LOG4J_SLF4J_ERROR, BOOT_LOGBACK_ERROR)).toString();
	}

	/**
	 * The one-step fix, for Maven and for Gradle.
	 * @return the action
	 */
	String action() {
		return ACTION;
	}

	/**
	 * The whole report as printed before Spring starts.
	 * @return the report
	 */
	String report() {
		String rule = "*".repeat(72);
		return "\n" + rule + "\nlogging-perf: " + headline() + "\n" + rule + "\n\nDescription:\n\n" + description()
				+ "\n\nAction:\n\n" + action() + "\n";
	}

	private static void addIfPresent(List<String> jars, String name, String className,
			@Nullable ClassLoader classLoader) {
		String location = location(className, classLoader);
		if (location != null) {
			jars.add(name + " " + location);
		}
	}

	/**
	 * Where a class comes from, with the version of its jar when the jar's manifest gives
	 * one, without initialising the class.
	 */
	private static @Nullable String location(String className, @Nullable ClassLoader classLoader) {
		Class<?> type;
		try {
			type = Class.forName(className, false, classLoader);
		}
		catch (ClassNotFoundException | LinkageError ex) {
			return null;
		}
		String version = type.getPackage().getImplementationVersion();
		CodeSource source = type.getProtectionDomain().getCodeSource();
		String where = (source != null && source.getLocation() != null) ? source.getLocation().toString()
				: "unknown location";
		return (version != null) ? version + " (" + where + ")" : "(" + where + ")";
	}

}
