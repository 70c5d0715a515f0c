package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the relative links of Markdown documents that lead nowhere: to a file that does
 * not exist, or to a heading that the target document does not have, its anchor made as
 * GitHub makes it (lower case, punctuation removed, each space a hyphen, a repeated
 * heading suffixed with {@code -1}, {@code -2}). Headings and links inside fenced code
 * are not read.
 *
 * @author logging-perf
 */
final class DocumentLinks {

	private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

	private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");

	private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"");

	private final Map<Path, Set<String>> anchors = new HashMap<>();

	private int checked;

	/**
	 * Return the links of a document that lead nowhere, one line each.
	 * @param document the document
	 * @return the problems, empty when every link leads somewhere
	 * @throws IOException if a document cannot be read
	 */
	List<String> problems(Path document) throws IOException {
		List<String> problems = new ArrayList<>();
		List<String> lines = Files.readAllLines(document);
		boolean fenced = false;
		for (int i = 0; i < lines.size(); i++) {
			String line = lines.get(i);
			if (line.stripLeading().startsWith("```")) {
				fenced = !fenced;
				continue;
			}
			if (fenced) {
				continue;
			}
			Matcher link = LINK.matcher(line);
			while (link.find()) {
				String problem = problem(document, link.group(1));
				if (problem != null) {
					problems.add(document + ":" + (i + 1) + ": " + link.group(1) + " " + problem);
				}
			}
		}
		return problems;
	}

	/**
	 * Return how many relative links were checked.
	 * @return the count
	 */
	int checked() {
		return this.checked;
	}

	private String problem(Path document, String target) throws IOException {
		if (target.matches("^[a-z]+:.*")) {
			return null;
		}
		this.checked++;
		int hash = target.indexOf('#');
		String file = (hash >= 0) ? target.substring(0, hash) : target;
		Path linked = file.isEmpty() ? document : document.resolveSibling(file).normalize();
		if (!Files.exists(linked)) {
			return "leads to no file";
		}
		if (hash < 0 || !linked.toString().endsWith(".md")) {
			return null;
		}
		String anchor = target.substring(hash + 1);
		return anchors(linked).contains(anchor) ? null : "leads to no heading of " + linked.getFileName();
	}

	private Set<String> anchors(Path document) throws IOException {
		Set<String> known = this.anchors.get(document);
		if (known == null) {
			known = readAnchors(document);
			this.anchors.put(document, known);
		}
		return known;
	}

	private static Set<String> readAnchors(Path document) throws IOException {
		Set<String> anchors = new HashSet<>();
		Map<String, Integer> seen = new HashMap<>();
		boolean fenced = false;
		for (String line : Files.readAllLines(document)) {
			if (line.stripLeading().startsWith("```")) {
				fenced = !fenced;
				continue;
			}
			Matcher html = HTML_ANCHOR.matcher(line);
			while (!fenced && html.find()) {
				anchors.add(html.group(1));
			}
			Matcher heading = HEADING.matcher(line);
			if (!fenced && heading.matches()) {
				String slug = slug(heading.group(1));
				int repeats = seen.merge(slug, 1, Integer::sum) - 1;
				anchors.add((repeats == 0) ? slug : slug + "-" + repeats);
			}
		}
		return anchors;
	}

	/**
	 * Return the anchor GitHub gives a heading.
	 * @param heading the heading's text
	 * @return the anchor
	 */
	static String slug(String heading) {
		return heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
	}

}
