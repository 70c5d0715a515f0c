package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * The figures a Markdown document quotes from results files, and whether each one is what
 * its file says. A document names its results file with {@code <!-- results: file -->} (a
 * path under {@code benchmarks/results/}; it holds until the next such line) and marks a
 * figure by putting {@code <!-- r: row # column -->} right after it, or
 * {@code <!-- r: row # column / row # column -->} for the ratio of two values. The figure
 * is the last number between the previous marker or table cell border and the marker; it
 * must equal the file's value rounded to the decimals the document shows. Markers in code
 * (fenced blocks, inline code) are skipped.
 *
 * @author logging-perf
 */
final class QuotedFigures {

	private static final Pattern MARKER = Pattern.compile("<!--\\s*(results|r):\\s*(.*?)\\s*-->");

	private static final Pattern NUMBER = Pattern.compile("\\d+(?:,\\d{3})*(?:\\.\\d+)?");

	private final Path resultsDirectory;

	private final Map<String, ResultsFile> files = new HashMap<>();

	private int checked;

	QuotedFigures(Path resultsDirectory) {
		this.resultsDirectory = resultsDirectory;
	}

	/**
	 * Check every figure a document marks.
	 * @param document the document's name, for the messages
	 * @param lines the document's lines
	 * @return one message per figure that differs from its results file or whose
	 * reference cannot be resolved; empty when every figure is right
	 */
	List<String> problems(String document, List<String> lines) {
		List<String> problems = new ArrayList<>();
		int segmentLine = 0;
		int segmentStart = 0;
		for (Marker marker : markers(lines)) {
			if (marker.line() != segmentLine) {
				segmentLine = marker.line();
				segmentStart = 0;
			}
			if (!marker.results()) {
				check(document + ":" + marker.line(), marker, segmentStart, problems);
			}
			segmentStart = marker.end();
		}
		return problems;
	}

	/**
	 * How many figures were compared with their results file so far.
	 * @return the number of figures checked
	 */
	int checked() {
		return this.checked;
	}

	/**
	 * The values the markers of a document refer to, read as {@link #problems} reads
	 * them: each with its line and the results file in effect, one for each value of a
	 * ratio. Markers in code, before any results line or without a {@code #} are left
	 * out.
	 * @param lines the document's lines
	 * @return the references, in the order of the document
	 */
	static List<Reference> references(List<String> lines) {
		List<Reference> references = new ArrayList<>();
		for (Marker marker : markers(lines)) {
			if (marker.results() || marker.file() == null) {
				continue;
			}
			String[] values = marker.body().split(" / ", -1);
			boolean ratio = values.length == 2;
			for (String value : ratio ? values : new String[] { marker.body() }) {
				String[] parts = rowAndColumn(value);
				if (parts.length == 2) {
					references
						.add(new Reference(marker.line(), marker.file(), parts[0].trim(), parts[1].trim(), ratio));
				}
			}
		}
		return references;
	}

	/**
	 * The markers of a document outside code blocks and inline code, in order, each with
	 * the results file in effect where it stands.
	 */
	private static List<Marker> markers(List<String> lines) {
		List<Marker> markers = new ArrayList<>();
		String file = null;
		boolean code = false;
		for (int number = 1; number <= lines.size(); number++) {
			String line = lines.get(number - 1);
			if (line.stripLeading().startsWith("```")) {
				code = !code;
			}
			if (code) {
				continue;
			}
			Matcher marker = MARKER.matcher(line);
			while (marker.find()) {
				if (insideCode(line, marker.start())) {
					continue;
				}
				boolean results = marker.group(1).equals("results");
				if (results) {
					file = marker.group(2);
				}
				markers.add(new Marker(number, line, marker.start(), marker.end(), results, marker.group(2), file));
			}
		}
		return markers;
	}

	private static boolean insideCode(String line, int index) {
		return line.substring(0, index).chars().filter((c) -> c == '`').count() % 2 == 1;
	}

	private void check(String where, Marker marker, int segmentStart, List<String> problems) {
		if (marker.file() == null) {
			problems.add(where + ": figure marked before any <!-- results: file --> line");
			return;
		}
		String text = marker.text();
		String segment = text.substring(Math.max(segmentStart, text.lastIndexOf('|', marker.start()) + 1),
				marker.start());
		check(where, segment, marker.file(), marker.body(), problems);
	}

	private void check(String where, String segment, String file, String reference, List<String> problems) {
		String text = text(file, reference);
		if (text != null) {
			this.checked++;
			if (!segment.contains(text)) {
				problems.add(where + ": does not quote '" + text + "' (" + file + " # " + reference + ")");
			}
			return;
		}
		String quoted = null;
		Matcher number = NUMBER.matcher(segment);
		while (number.find()) {
			quoted = number.group();
		}
		if (quoted == null) {
			problems.add(where + ": no figure before <!-- r: " + reference + " -->");
			return;
		}
		try {
			BigDecimal expected = expected(file, reference);
			BigDecimal shown = new BigDecimal(quoted.replace(",", ""));
			BigDecimal rounded = expected.setScale(Math.max(shown.scale(), 0), RoundingMode.HALF_UP);
			this.checked++;
			if (rounded.compareTo(shown) != 0) {
				problems.add(where + ": quotes " + quoted + " but " + file + " # " + reference + " is "
						+ expected.round(MathContext.DECIMAL32).toPlainString() + " (" + rounded.toPlainString()
						+ " at the precision quoted)");
			}
		}
		catch (IOException | IllegalArgumentException ex) {
			problems.add(where + ": " + ex.getMessage());
		}
	}

	/**
	 * The value of a single reference when it is not a number (a list of per-run values,
	 * a name), which the document must quote verbatim; {@code null} for a number or a
	 * ratio, and for a reference that cannot be resolved (reported when it is checked as
	 * a number).
	 */
	private @Nullable String text(String file, String reference) {
		if (reference.contains(" / ")) {
			return null;
		}
		try {
			String[] parts = rowAndColumn(reference);
			String value = (parts.length != 2) ? null : results(file).value(parts[0].trim(), parts[1].trim()).trim();
			return (value == null || value.replace(",", "").matches("-?\\d+(\\.\\d+)?")) ? null : value;
		}
		catch (IOException | IllegalArgumentException ex) {
			return null;
		}
	}

	private BigDecimal expected(String file, String reference) throws IOException {
		String[] ratio = reference.split(" / ", -1);
		if (ratio.length == 2) {
			return value(file, ratio[0]).divide(value(file, ratio[1]), MathContext.DECIMAL64);
		}
		return value(file, reference);
	}

	/**
	 * Split a reference at its last {@code #}: a row key may hold {@code #} itself (a
	 * thread name's numbers), a column never does.
	 */
	private static String[] rowAndColumn(String reference) {
		int hash = reference.lastIndexOf('#');
		return (hash < 0) ? new String[] { reference }
				: new String[] { reference.substring(0, hash), reference.substring(hash + 1) };
	}

	private BigDecimal value(String file, String reference) throws IOException {
		String[] parts = rowAndColumn(reference);
		if (parts.length != 2) {
			throw new IllegalArgumentException("reference '" + reference + "' is not 'row # column'");
		}
		String value = results(file).value(parts[0].trim(), parts[1].trim());
		try {
			return new BigDecimal(value.trim().replace(",", ""));
		}
		catch (NumberFormatException ex) {
			throw new IllegalArgumentException(file + " # " + reference + " is '" + value + "', not a number");
		}
	}

	private ResultsFile results(String file) throws IOException {
		ResultsFile results = this.files.get(file);
		if (results == null) {
			Path path = this.resultsDirectory.resolve(file);
			if (!Files.isRegularFile(path)) {
				throw new IllegalArgumentException("no results file " + path);
			}
			results = ResultsFile.read(path);
			this.files.put(file, results);
		}
		return results;
	}

	/**
	 * A value a marker refers to.
	 *
	 * @param line the number of the marker's line, from 1
	 * @param file the results file in effect
	 * @param row the row key
	 * @param column the column name
	 * @param ratio whether the marker is a ratio, of this value and another
	 */
	record Reference(int line, String file, String row, String column, boolean ratio) {

	}

	/**
	 * A marker in a document.
	 *
	 * @param line the number of its line, from 1
	 * @param text the text of its line
	 * @param start where it starts in the line
	 * @param end where it ends in the line
	 * @param results whether it names a results file rather than a figure's value
	 * @param body what the marker says after {@code results:} or {@code r:}
	 * @param file the results file in effect, {@code null} before any
	 */
	private record Marker(int line, String text, int start, int end, boolean results, String body, String file) {

	}

}
