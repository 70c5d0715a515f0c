package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Generates random include and exclude patterns from the whole pattern syntax, including
 * patterns that {@code PathPatternParser} rejects and patterns that make Spring fail.
 *
 * @author logging-perf
 */
public final class RandomPatterns {

	static final String[] LITERALS = { "api", "v1", "v2", "login", "Login", "a", "b", "ab", "static", "css", "js",
			"users", "orders", "caf\u00e9", "a%20b", "x.css", "app.js", "logo.png", "hello", "masaike", "public",
			"docs", "a b", "a+b", ":", "~", "-", "index.html", "test", "tast", "actuator", "health" };

	private static final String[] WILD = { "*", "**", "{id}", "{name}", "{id:[a-z]+}", "{id:\\d+}", "{n:a|b}",
			"{n:(a|b)}", "{x:[}", "*.css", "*.png", "page-*", "t?st", "?", "??", "{name}.png", "{*rest}", "a**", "***",
			"{a}{b}", "", "*.*", "a*b*", "?*", "{id}-{v}", "{x:.*}", "{", "}", "{a:\\{}", "x?.js", "*s", "{id:[A-Z]}",
			"{*}", "{9}", "**.css", "{a-b}", "v?", "lo*in", "\u00e9*", "a*a", "ab*ba", "*.c*", "{id}.{ext}" };

	private static final String[] STRUCTURAL = { "*", "{id}", "*.css", "t?st", "a*a", "", "?", "lo*in", "{name}",
			"**" };

	private static final String[] FAMILIES = { "/login#", "/*/login#", "/static#/**", "/public/{id}/info#",
			"/legacy#/**/hello", "/orders#/{id:\\d+}/receipt", "/docs#/*.html", "/api/v?/ping#", "/**/callback#",
			"/share#/{token}/preview", "/a#/**/b/**", "/v2/hello#/", "/open/api#/*", "/files#/{*path}", "/x#/t?st",
			"/api/users#/{id}", "/**/*.png#", "/c#/{name}.json", "/{*all}/end#", "/assets#/**", "/m#/**/a/b/**/a",
			"/**/a/**/b#" };

	private final Random random;

	private boolean structural;

	/**
	 * Create a new instance.
	 * @param random the source of randomness
	 */
	public RandomPatterns(Random random) {
		this.random = random;
	}

	/**
	 * Return up to {@code max} patterns from the whole pattern syntax.
	 * @param max the maximum number of patterns
	 * @return the patterns
	 */
	public List<String> patterns(int max) {
		this.structural = this.random.nextBoolean();
		int count = this.random.nextInt(max + 1);
		List<String> patterns = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			patterns.add(pattern());
		}
		return patterns;
	}

	/**
	 * Return up to {@code max} patterns shaped like the exclude lists of real
	 * applications.
	 * @param max the maximum number of patterns
	 * @return the patterns
	 */
	public List<String> realistic(int max) {
		int count = this.random.nextInt(max + 1);
		List<String> patterns = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			String family = FAMILIES[this.random.nextInt(FAMILIES.length)];
			patterns.add(family.replace("#", Integer.toString(this.random.nextInt(count + 1))));
		}
		return patterns;
	}

	String pattern() {
		StringBuilder pattern = new StringBuilder();
		int segments = 1 + this.random.nextInt(4);
		int shape = this.random.nextInt(20);
		if (shape == 0) {
			return (this.random.nextBoolean()) ? "/**" : "**";
		}
		if (shape == 1) {
			pattern.append(this.random.nextBoolean() ? "/**" : "**");
		}
		else if (shape == 2) {
			pattern.append("/{*path}");
		}
		for (int i = 0; i < segments; i++) {
			if (i > 0 || shape != 3) {
				pattern.append('/');
			}
			pattern.append(segment());
		}
		int tail = this.random.nextInt(12);
		if (tail == 0) {
			pattern.append('/');
		}
		else if (tail == 1) {
			pattern.append("/**");
		}
		else if (tail == 2) {
			pattern.append("/{*rest}");
		}
		return pattern.toString();
	}

	private String segment() {
		int kind = this.random.nextInt(10);
		if (kind < 5) {
			return LITERALS[this.random.nextInt((this.structural) ? 8 : LITERALS.length)];
		}
		String[] choices = (this.structural) ? STRUCTURAL : WILD;
		return choices[this.random.nextInt(choices.length)];
	}

}
