package io.github.loggingperf.testsupport;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.Core;
import org.apache.logging.log4j.core.Layout;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.apache.logging.log4j.core.config.plugins.Plugin;
import org.apache.logging.log4j.core.config.plugins.PluginAttribute;
import org.apache.logging.log4j.core.config.plugins.PluginElement;
import org.apache.logging.log4j.core.config.plugins.PluginFactory;
import org.jspecify.annotations.Nullable;

/**
 * Test appender, {@code <Capturing name="...">} in a configuration, that keeps what its
 * layout wrote and the location each event carried, by appender name.
 */
@Plugin(name = "Capturing", category = Core.CATEGORY_NAME, elementType = Appender.ELEMENT_TYPE)
public final class CapturingAppender extends AbstractAppender {

	private static final Map<String, List<Captured>> captured = new ConcurrentHashMap<>();

	private CapturingAppender(String name, Layout<? extends Serializable> layout) {
		super(name, null, layout, true, Property.EMPTY_ARRAY);
	}

	/**
	 * Create the appender. Called by Log4j.
	 * @param name the name
	 * @param layout the layout
	 * @return the appender
	 */
	@PluginFactory
	public static CapturingAppender create(@PluginAttribute("name") String name,
			@PluginElement("Layout") Layout<? extends Serializable> layout) {
		return new CapturingAppender(name, layout);
	}

	@Override
	public void append(LogEvent event) {
		events(getName()).add(new Captured(event.getLoggerName(), new String(getLayout().toByteArray(event)),
				event.getSource(), event.isIncludeLocation()));
	}

	public static List<Captured> events(String name) {
		return captured.computeIfAbsent(name, (key) -> new CopyOnWriteArrayList<>());
	}

	public static void clear() {
		captured.clear();
	}

	/**
	 * An event as written.
	 *
	 * @param loggerName the logger
	 * @param text what the layout wrote
	 * @param source the location the event carried
	 * @param includeLocation whether the event was to include location
	 */
	public record Captured(String loggerName, String text, @Nullable StackTraceElement source,
			boolean includeLocation) {

	}

}
