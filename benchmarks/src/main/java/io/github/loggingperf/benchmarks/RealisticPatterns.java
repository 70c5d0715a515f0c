package io.github.loggingperf.benchmarks;

import java.util.ArrayList;
import java.util.List;

/**
 * Exclude patterns of an application that grew its public URLs one by one, as in the
 * incident behind the trie: mostly literal paths and prefixes, with some {@code *},
 * {@code {var}}, {@code ?}, partial wildcards, constraint regexes, leading {@code **} and
 * legacy patterns with a {@code **} in the middle that {@code PathPatternParser} rejects.
 *
 * @author logging-perf
 */
final class RealisticPatterns {

	private static final int KINDS = 20;

	private RealisticPatterns() {
	}

	/**
	 * Return the first {@code count} patterns.
	 * @param count the number of patterns
	 * @return the patterns
	 */
	static List<String> excludes(int count) {
		List<String> patterns = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			patterns.add(pattern(i));
		}
		return patterns;
	}

	/**
	 * Return the pattern at the given position.
	 * @param i the position
	 * @return the pattern
	 */
	static String pattern(int i) {
		int n = i / KINDS;
		return switch (i % KINDS) {
			case 0 -> "/login" + suffix(n);
			case 1 -> "/*/login" + suffix(n);
			case 2 -> "/static" + suffix(n) + "/**";
			case 3 -> "/public/{id}/info" + suffix(n);
			case 4 -> "/v2/user/feed" + suffix(n);
			case 5 -> "/masaike/dynamic" + suffix(n) + "/**";
			case 6 -> "/legacy" + suffix(n) + "/**/hello";
			case 7 -> "/orders" + suffix(n) + "/{id:\\d+}/receipt";
			case 8 -> "/docs" + suffix(n) + "/*.html";
			case 9 -> "/api/v?/ping" + suffix(n);
			case 10 -> "/**/callback" + suffix(n);
			case 11 -> "/webhooks/partner" + suffix(n) + "/{event}";
			case 12 -> "/activity/teacher" + suffix(n);
			case 13 -> "/assets" + suffix(n) + "/**";
			case 14 -> "/v2/hello" + suffix(n) + "/";
			case 15 -> "/open/api" + suffix(n) + "/*";
			case 16 -> "/share" + suffix(n) + "/{token}/preview";
			case 17 -> "/health" + suffix(n);
			case 18 -> "/campaign" + suffix(n) + "/**";
			default -> "/sso" + suffix(n) + "/callback";
		};
	}

	/**
	 * Return a request path that the pattern at the given position excludes.
	 * @param i the position
	 * @return the path
	 */
	static String excludedPath(int i) {
		String pattern = pattern(i);
		return pattern.replace("/**/", "/a/b/")
			.replace("/**", "/x/y")
			.replace("**", "x")
			.replace("{id:\\d+}", "42")
			.replace("*.html", "page.html")
			.replace("{id}", "7")
			.replace("{event}", "paid")
			.replace("{token}", "t0k3n")
			.replace("v?", "v1")
			.replace("*", "cn");
	}

	/**
	 * Return request paths that no pattern excludes: the protected API.
	 * @return the paths
	 */
	static List<String> notExcludedPaths() {
		return List.of("/api/orders/123", "/api/users/42/profile", "/api/v1/items/abc/details", "/api/cart",
				"/api/orders/123/lines/7", "/api/search", "/api/users/42/addresses/home", "/api/payments/p-991");
	}

	private static String suffix(int n) {
		return (n == 0) ? "" : Integer.toString(n);
	}

}
