package io.github.loggingperf.log4j2;

import java.util.Locale;

import org.jspecify.annotations.Nullable;

/**
 * Tells whether classes were loaded by a servlet container's web application class loader
 * (a war deployed to Tomcat, Jetty, WildFly...), as opposed to an executable jar with an
 * embedded server, where class loaders live as long as the JVM.
 *
 * @author logging-perf
 */
final class WebAppClassLoaders {

	private WebAppClassLoaders() {
	}

	/**
	 * Return whether the given class loader, or one of its parents, is a web application
	 * class loader, judged by the names of the class loaders' classes.
	 * @param classLoader the class loader that loaded the starter
	 * @return whether the starter runs inside a deployed web application
	 */
	static boolean isWebApp(@Nullable ClassLoader classLoader) {
		for (ClassLoader loader = classLoader; loader != null; loader = loader.getParent()) {
			for (Class<?> type = loader.getClass(); type != null; type = type.getSuperclass()) {
				String name = type.getName().toLowerCase(Locale.ROOT);
				if (name.contains("webapp") || name.startsWith("org.jboss.modules.")) {
					return true;
				}
			}
		}
		return false;
	}

}
