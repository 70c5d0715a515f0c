package io.github.loggingperf.doctor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Node;
import org.jspecify.annotations.Nullable;

/**
 * Reads a Log4j configuration as it was written, through the node tree of its source
 * ({@link WrittenConfiguration}), whatever the format (XML, JSON, YAML, properties) and
 * however element and attribute names are cased. Values are returned with their lookups
 * ({@code ${sys:...}}, {@code ${env:...}}) resolved by the live configuration.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class ConfigurationNodes {

	private final Configuration configuration;

	private final @Nullable Node root;

	ConfigurationNodes(Configuration configuration, @Nullable Node root) {
		this.configuration = configuration;
		this.root = root;
	}

	/**
	 * Return every node of the given plugin, in document order.
	 * @param type the plugin's name, such as {@code Kafka}, in any case
	 * @return the nodes
	 */
	public List<Node> ofType(String type) {
		List<Node> found = new ArrayList<>();
		collect(this.root, (node) -> type.equalsIgnoreCase(typeName(node)), found);
		return found;
	}

	/**
	 * Return the names of the loggers declared in the configuration, which excludes those
	 * created at runtime by level changes.
	 * @return the names, empty when the configuration has no node tree
	 */
	public Set<String> declaredLoggerNames() {
		Set<String> names = new HashSet<>();
		List<Node> loggers = new ArrayList<>();
		collect(this.root, (node) -> isLogger(typeName(node)), loggers);
		for (Node logger : loggers) {
			String name = attribute(logger, "name");
			if (name != null) {
				names.add(name);
			}
		}
		return names;
	}

	/**
	 * Return whether the configuration has a node tree to read.
	 * @return whether {@link #declaredLoggerNames()} is reliable
	 */
	public boolean hasNodes() {
		return this.root != null && this.root.hasChildren();
	}

	/**
	 * Return an attribute of a node, looked up without regard to case, with its lookups
	 * resolved.
	 * @param node the node
	 * @param name the attribute name
	 * @return the value, or {@code null} when absent
	 */
	public @Nullable String attribute(Node node, String name) {
		for (Map.Entry<String, String> attribute : node.getAttributes().entrySet()) {
			if (attribute.getKey().equalsIgnoreCase(name) && attribute.getValue() != null) {
				return resolve(attribute.getValue());
			}
		}
		return null;
	}

	/**
	 * Return the {@code Property} children of a node as name and value, with lookups
	 * resolved.
	 * @param node the node
	 * @return the properties, names as written
	 */
	public Map<String, String> properties(Node node) {
		Map<String, String> properties = new LinkedHashMap<>();
		for (Node child : node.getChildren()) {
			if ("Property".equalsIgnoreCase(typeName(child))) {
				String name = attribute(child, "name");
				String value = (child.getValue() != null) ? resolve(child.getValue()) : attribute(child, "value");
				if (name != null) {
					properties.put(name, (value != null) ? value.trim() : "");
				}
			}
		}
		return properties;
	}

	private String resolve(String value) {
		String resolved = this.configuration.getStrSubstitutor().replace(value);
		return (resolved != null) ? resolved : value;
	}

	/**
	 * Return the nodes of every logger as written, the root logger included.
	 * @return the logger nodes
	 */
	public List<Node> loggersAndRoot() {
		List<Node> loggers = new ArrayList<>();
		collect(this.root, (node) -> {
			String type = typeName(node).toLowerCase(Locale.ROOT);
			return isLogger(type) || type.equals("root") || type.equals("asyncroot");
		}, loggers);
		return loggers;
	}

	private static boolean isLogger(String type) {
		String lower = type.toLowerCase(Locale.ROOT);
		return lower.equals("logger") || lower.equals("asynclogger");
	}

	private static String typeName(Node node) {
		return (node.getType() != null) ? node.getType().getKey() : node.getName();
	}

	private static void collect(@Nullable Node node, Predicate<Node> predicate, List<Node> found) {
		if (node == null) {
			return;
		}
		for (Node child : node.getChildren()) {
			if (predicate.test(child)) {
				found.add(child);
			}
			collect(child, predicate, found);
		}
	}

}
