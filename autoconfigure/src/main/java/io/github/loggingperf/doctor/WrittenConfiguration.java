package io.github.loggingperf.doctor;

import java.lang.ref.WeakReference;

import org.apache.logging.log4j.core.config.AbstractConfiguration;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.config.Reconfigurable;
import org.jspecify.annotations.Nullable;

/**
 * Reads a Log4j configuration as it was written: the node tree of its source, whatever
 * the format (XML, JSON, YAML, properties, a composite of them). The live configuration
 * cannot tell: Log4j removes each node from the tree once it has built the plugin (an
 * appender, a logger) from it. The source is read again through public API
 * ({@link Reconfigurable#reconfigure()}, which parses it into a new configuration that is
 * never initialised, and {@link AbstractConfiguration#setup()}, which builds the node
 * tree with the live configuration's plugin types without building any plugin), once per
 * live configuration. A configuration Log4j could not load (it runs its default instead)
 * is not read again: that would print its parse errors to the status logger a second
 * time.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class WrittenConfiguration {

	private volatile @Nullable Cached cached;

	/**
	 * Return the root node of the configuration as written.
	 * @param live the configuration in force
	 * @return the root node, or {@code null} when the configuration has no source to read
	 * again (one built in code, Log4j's default configuration, one Log4j could not load)
	 */
	public @Nullable Node rootNode(Configuration live) {
		Cached cached = this.cached;
		if (cached != null && cached.owner().get() == live) {
			return cached.root();
		}
		Node root = read(live);
		this.cached = new Cached(new WeakReference<>(live), root);
		return root;
	}

	/**
	 * Read a configuration's source again, without caching.
	 * @param live the configuration in force
	 * @return the root node, or {@code null} when there is no source to read again
	 */
	static @Nullable Node read(Configuration live) {
		if (!(live instanceof Reconfigurable reconfigurable) || FallbackConfiguration.isFallback(live)) {
			return null;
		}
		try {
			if (!(reconfigurable.reconfigure() instanceof AbstractConfiguration written)) {
				return null;
			}
			if (live instanceof AbstractConfiguration liveConfiguration) {
				written.setPluginManager(liveConfiguration.getPluginManager());
			}
			else {
				written.getPluginManager().collectPlugins(written.getPluginPackages());
			}
			written.setup();
			Node root = written.getRootNode();
			return (root != null && root.hasChildren()) ? root : null;
		}
		catch (RuntimeException ex) {
			return null;
		}
	}

	private record Cached(WeakReference<Configuration> owner, @Nullable Node root) {
	}

}
