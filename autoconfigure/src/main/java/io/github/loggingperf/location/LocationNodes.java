package io.github.loggingperf.location;

import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.logging.log4j.core.appender.AsyncAppender;
import org.apache.logging.log4j.core.config.AbstractConfiguration;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.layout.PatternLayout;
import org.apache.logging.log4j.core.layout.PatternMatch;
import org.apache.logging.log4j.core.layout.PatternSelector;
import org.apache.logging.log4j.core.lookup.Interpolator;
import org.apache.logging.log4j.core.lookup.MapLookup;
import org.apache.logging.log4j.core.lookup.StrSubstitutor;
import org.jspecify.annotations.Nullable;

/**
 * Applies the location switch to the node tree of a configuration that is set up but not
 * yet built. Off: every logger (and {@code AsyncAppender}) gets
 * {@code includeLocation="false"} and the location converters are removed from the
 * patterns of {@code PatternLayout}s and pattern selectors (see
 * {@link LocationConverterRemoval}). On: every logger gets {@code includeLocation="true"}
 * and a pattern whose location converters are all nested gets
 * {@link LocationCaptureConverter %loggingPerfLocation} appended.
 * <p>
 * Patterns are examined with their variables substituted (system properties, the
 * configuration's {@code Properties} and every other lookup); a pattern that is changed
 * is written back substituted.
 *
 * @author logging-perf
 */
final class LocationNodes {

	/**
	 * Attribute of the root node that records the state the switch was applied in. A
	 * composite configuration (such as Spring Boot's, with
	 * {@code logging.log4j2.config.override}) shares the root node of its first part.
	 */
	static final String APPLIED = "loggingPerfLocationEnabled";

	private static final String INCLUDE_LOCATION = "includeLocation";

	private final boolean enabled;

	private final StrSubstitutor substitutor;

	private LocationNodes(boolean enabled, StrSubstitutor substitutor) {
		this.enabled = enabled;
		this.substitutor = substitutor;
	}

	/**
	 * Apply the switch to the node tree of a configuration.
	 * @param configuration the configuration, set up
	 * @param enabled whether location capture is on
	 */
	static void apply(AbstractConfiguration configuration, boolean enabled) {
		Node root = configuration.getRootNode();
		Interpolator interpolator = new Interpolator(new MapLookup(properties(root)));
		interpolator.setConfiguration(configuration);
		interpolator.setLoggerContext(configuration.getLoggerContext());
		StrSubstitutor substitutor = new StrSubstitutor(interpolator);
		substitutor.setConfiguration(configuration);
		new LocationNodes(enabled, substitutor).apply(root);
		put(root, APPLIED, Boolean.toString(enabled));
	}

	/**
	 * Return the state the switch was applied in to a configuration.
	 * @param configuration the configuration
	 * @return whether location capture is on, or {@code null} if the switch was not
	 * applied
	 */
	static @Nullable Boolean applied(Configuration configuration) {
		if (configuration instanceof AbstractConfiguration abstractConfiguration
				&& abstractConfiguration.getRootNode() != null) {
			String applied = abstractConfiguration.getRootNode().getAttributes().get(APPLIED);
			return (applied != null) ? Boolean.valueOf(applied) : null;
		}
		return null;
	}

	private static Map<String, String> properties(Node root) {
		Map<String, String> properties = new LinkedHashMap<>();
		for (Node child : root.getChildren()) {
			if ("Properties".equalsIgnoreCase(child.getName())) {
				for (Node property : child.getChildren()) {
					String name = attribute(property, "name");
					String value = (property.getValue() != null) ? property.getValue() : attribute(property, "value");
					if (name != null && value != null) {
						properties.put(name, value);
					}
				}
			}
		}
		return properties;
	}

	private void apply(Node node) {
		if (node.getType() != null) {
			Class<?> type = node.getType().getPluginClass();
			if (LoggerConfig.class.isAssignableFrom(type) || AsyncAppender.class.isAssignableFrom(type)) {
				put(node, INCLUDE_LOCATION, Boolean.toString(this.enabled));
			}
			if (PatternLayout.class.isAssignableFrom(type) || PatternMatch.class.isAssignableFrom(type)) {
				applyToPattern(node, "pattern");
			}
			if (PatternSelector.class.isAssignableFrom(type)) {
				applyToPattern(node, "defaultPattern");
			}
		}
		node.getChildren().forEach(this::apply);
	}

	private void applyToPattern(Node node, String key) {
		String pattern = attribute(node, key);
		if (pattern == null) {
			return;
		}
		String substituted = this.substitutor.replace(pattern);
		LocationConverters converters = LocationConverters.scan(substituted);
		if (this.enabled) {
			if (converters.topLevel().isEmpty() && !converters.nested().isEmpty()) {
				put(node, key, pattern + "%" + LocationCaptureConverter.KEY);
			}
		}
		else if (!converters.topLevel().isEmpty() || !converters.nested().isEmpty()) {
			put(node, key, LocationConverterRemoval.removeFrom(substituted).replace("${", "$${"));
		}
	}

	private static @Nullable String attribute(Node node, String key) {
		for (Map.Entry<String, String> attribute : node.getAttributes().entrySet()) {
			if (attribute.getKey().equalsIgnoreCase(key)) {
				return attribute.getValue();
			}
		}
		return null;
	}

	private static void put(Node node, String key, String value) {
		node.getAttributes().keySet().removeIf(key::equalsIgnoreCase);
		node.getAttributes().put(key, value);
	}

}
