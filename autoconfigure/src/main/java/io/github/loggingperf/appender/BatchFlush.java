package io.github.loggingperf.appender;

import java.util.List;

import org.apache.logging.log4j.core.appender.ConsoleAppender;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.AbstractConfiguration;
import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.config.plugins.util.PluginType;
import org.apache.logging.log4j.util.PropertiesUtil;

/**
 * Makes the console flush at the end of each batch of events instead of after every
 * event, when all loggers are asynchronous: puts a {@link BatchFlushingConsoleAppender}
 * with {@code immediateFlush="false"} in the place of each of Log4j's console appenders
 * in a configuration's node tree, unless the configuration sets {@code immediateFlush} on
 * it. Log4j's console appender flushes after every event whatever it is told
 * (apache/logging-log4j2#4262), a write system call per line; Log4j's stream appenders
 * flush anyway when the background thread reaches the end of a batch, so every line still
 * leaves the process as soon as that thread has nothing more to write, and in between the
 * lines of a batch go out in a few large writes. Spring Boot's own configuration, with or
 * without structured logging, writes the console with Log4j's appender.
 * <p>
 * File appenders are left as configured: when a buffered file appender cannot write, the
 * events of the buffer it drops are not all counted (docs/reliability.md), where the
 * console appender that replaces Log4j's counts them all. Off with
 * {@value #PROPERTY}{@code =true}, read like Log4j's own properties (a system property,
 * an environment variable or, once Spring Boot has initialised logging, the Spring
 * environment). Synchronous loggers and mixed configurations are left as they are: there
 * a line the calling thread writes would wait in the buffer for the next one.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class BatchFlush {

	/**
	 * Property that keeps Log4j's console appender, which flushes after every event.
	 */
	public static final String PROPERTY = "logging-perf.async.console-immediate-flush";

	private static final String IMMEDIATE_FLUSH = "immediateFlush";

	private BatchFlush() {
	}

	/**
	 * Apply batch flushing to the node tree of a configuration that is set up but not yet
	 * built, if its context is all-async and the property does not keep Log4j's console
	 * appender.
	 * @param configuration the configuration
	 */
	public static void apply(AbstractConfiguration configuration) {
		if (!(configuration.getLoggerContext() instanceof AsyncLoggerContext)
				|| PropertiesUtil.getProperties().getBooleanProperty(PROPERTY, false)) {
			return;
		}
		PluginType<?> console = configuration.getPluginManager()
			.getPluginType(BatchFlushingConsoleAppender.PLUGIN_NAME);
		if (console != null) {
			apply(configuration.getRootNode(), console);
		}
	}

	private static void apply(Node node, PluginType<?> console) {
		List<Node> children = node.getChildren();
		for (int i = 0; i < children.size(); i++) {
			Node child = children.get(i);
			if (isLog4jConsole(child) && !setsImmediateFlush(child)) {
				children.set(i, batchFlushing(child, console));
			}
			else {
				apply(child, console);
			}
		}
	}

	private static boolean isLog4jConsole(Node node) {
		return node.getType() != null && node.getType().getPluginClass() == ConsoleAppender.class;
	}

	private static boolean setsImmediateFlush(Node node) {
		return node.getAttributes().keySet().stream().anyMatch(IMMEDIATE_FLUSH::equalsIgnoreCase);
	}

	private static Node batchFlushing(Node log4jConsole, PluginType<?> console) {
		Node replacement = new Node(log4jConsole.getParent(), BatchFlushingConsoleAppender.PLUGIN_NAME, console);
		replacement.getAttributes().putAll(log4jConsole.getAttributes());
		replacement.getAttributes().put(IMMEDIATE_FLUSH, "false");
		for (Node child : log4jConsole.getChildren()) {
			child.setParent(replacement);
			replacement.getChildren().add(child);
		}
		return replacement;
	}

}
