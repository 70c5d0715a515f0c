package io.github.loggingperf.web.servlet;

import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Generates random request paths, mostly near misses of given patterns: wildcards filled
 * in, then trailing slashes, {@code //}, percent-encoding (including {@code %2F}), matrix
 * variables, case changes and dot segments.
 *
 * @author logging-perf
 */
public final class RandomPaths {

	private static final String[] FILLERS = { "x", "abc", "a", "b", "login", "123", "test", "f.css", "logo.png", "p.js",
			"caf\u00e9", "A", "page-1", "", ";x=1", "hello", "v1", "..", ".", "aba", "ab", "abba" };

	private final Random random;

	/**
	 * Create a new instance.
	 * @param random the source of randomness
	 */
	public RandomPaths(Random random) {
		this.random = random;
	}

	/**
	 * Return a random path, mostly a near miss of one of the patterns.
	 * @param patterns the patterns
	 * @return the path
	 */
	public String path(List<String> patterns) {
		String path = (patterns.isEmpty() || this.random.nextInt(8) == 0) ? randomPath()
				: instantiate(patterns.get(this.random.nextInt(patterns.size())));
		int mutations = this.random.nextInt(3);
		for (int i = 0; i < mutations; i++) {
			path = mutate(path);
		}
		return path;
	}

	private String randomPath() {
		StringBuilder path = new StringBuilder();
		int segments = this.random.nextInt(5);
		for (int i = 0; i < segments; i++) {
			path.append('/').append(filler());
		}
		return (path.length() > 0) ? path.toString() : "/";
	}

	private String filler() {
		return (this.random.nextBoolean()) ? FILLERS[this.random.nextInt(FILLERS.length)]
				: RandomPatterns.LITERALS[this.random.nextInt(RandomPatterns.LITERALS.length)];
	}

	private String instantiate(String pattern) {
		StringBuilder path = new StringBuilder();
		for (String segment : pattern.split("/", -1)) {
			if (path.length() > 0 || pattern.startsWith("/")) {
				path.append('/');
			}
			path.append(fill(segment));
		}
		String result = path.toString().replace(" ", "%20");
		return result.startsWith("//") && !pattern.startsWith("//") ? result.substring(1) : result;
	}

	private String fill(String segment) {
		if (segment.equals("**") || segment.startsWith("{*")) {
			StringBuilder filled = new StringBuilder();
			int count = this.random.nextInt(4);
			for (int i = 0; i < count; i++) {
				filled.append((i > 0) ? "/" : "").append(filler());
			}
			return filled.toString();
		}
		StringBuilder filled = new StringBuilder();
		boolean capture = false;
		for (char ch : segment.toCharArray()) {
			if (capture) {
				capture = ch != '}';
				if (!capture) {
					filled.append(filler());
				}
			}
			else if (ch == '{') {
				capture = true;
			}
			else if (ch == '*') {
				filled.append((this.random.nextInt(3) == 0) ? "" : filler());
			}
			else if (ch == '?') {
				filled.append((char) ('a' + this.random.nextInt(26)));
			}
			else {
				filled.append(ch);
			}
		}
		return filled.toString();
	}

	private String mutate(String path) {
		return switch (this.random.nextInt(14)) {
			case 0 -> path.endsWith("/") ? path.substring(0, path.length() - 1) : path + "/";
			case 1 -> path.replaceFirst("/", "//");
			case 2 -> encodeOne(path);
			case 3 -> path.replaceFirst("/(?=[^/]*$)", "%2F");
			case 4 -> path + ";jsessionid=ABC123";
			case 5 -> path.replaceFirst("([^/])(/|$)", "$1;a=b$2");
			case 6 -> path.toUpperCase(Locale.ROOT);
			case 7 -> "/." + path;
			case 8 -> "/x/.." + path;
			case 9 -> path + "/" + filler();
			case 10 -> path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : path;
			case 11 -> path.replace("a", "%61");
			case 12 -> path + "%";
			default -> path.replaceFirst("/", "/;v=1/");
		};
	}

	private String encodeOne(String path) {
		if (path.isEmpty()) {
			return path;
		}
		int index = this.random.nextInt(path.length());
		char ch = path.charAt(index);
		if (ch > 0x7f) {
			return path;
		}
		return path.substring(0, index) + String.format("%%%02X", (int) ch) + path.substring(index + 1);
	}

}
