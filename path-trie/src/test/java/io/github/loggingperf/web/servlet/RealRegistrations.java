package io.github.loggingperf.web.servlet;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The interceptor registrations of real applications in {@code real-registrations.txt}:
 * their include and exclude patterns, as registered.
 *
 * @author logging-perf
 */
public final class RealRegistrations {

	private static final String RESOURCE = "/real-registrations.txt";

	private RealRegistrations() {
	}

	/**
	 * Return every registration of the file, in its order.
	 * @return the registrations
	 */
	public static List<Registration> all() {
		List<Registration> registrations = new ArrayList<>();
		String source = null;
		List<String> includes = new ArrayList<>();
		List<String> excludes = new ArrayList<>();
		for (String line : lines()) {
			if (line.startsWith("# ") && !line.substring(2).isEmpty() && Character.isDigit(line.charAt(2))) {
				source = line.substring(2);
			}
			else if (line.startsWith("include ")) {
				includes.add(pattern(line, "include "));
			}
			else if (line.startsWith("exclude ")) {
				excludes.add(pattern(line, "exclude "));
			}
			else if (line.isBlank() && source != null) {
				registrations.add(new Registration(source, List.copyOf(includes), List.copyOf(excludes)));
				source = null;
				includes.clear();
				excludes.clear();
			}
			else if (!line.isBlank() && !line.startsWith("#")) {
				throw new IllegalStateException("Unexpected line in " + RESOURCE + ": '" + line + "'");
			}
		}
		if (source != null) {
			registrations.add(new Registration(source, List.copyOf(includes), List.copyOf(excludes)));
		}
		return registrations;
	}

	private static String pattern(String line, String keyword) {
		String pattern = line.substring(keyword.length());
		return pattern.equals("\"\"") ? "" : pattern;
	}

	private static List<String> lines() {
		try (InputStream input = RealRegistrations.class.getResourceAsStream(RESOURCE)) {
			if (input == null) {
				throw new IllegalStateException(RESOURCE + " not found");
			}
			return new String(input.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * One registration:
	 * {@code registry.addInterceptor(x).addPathPatterns(includes).excludePathPatterns(excludes)}.
	 *
	 * @param source where it was found (search index file id, class and interceptor)
	 * @param includes the include patterns, empty to map all paths
	 * @param excludes the exclude patterns
	 */
	public record Registration(String source, List<String> includes, List<String> excludes) {

		/**
		 * Return the include and exclude patterns together.
		 * @return all patterns
		 */
		public List<String> patterns() {
			List<String> patterns = new ArrayList<>(this.includes);
			patterns.addAll(this.excludes);
			return patterns;
		}

	}

}
