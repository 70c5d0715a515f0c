package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checks that no figure of the starter is published without its discarded count (issue
 * 35): where a document quotes a value from a row of a results file that has a
 * {@code discarded} column and whose key names a starter setup, the same unit of text
 * also quotes that row's {@code discarded} column, with a marker of its own that names
 * the same file and row (see {@code benchmarks/results/README.md}).
 * <p>
 * A row key names a starter setup when one of its words is {@code starter}, or starts
 * with {@code starter+} (the starter with a system property added) or {@code starter@}
 * (the starter of another build): {@code 1cpu saturation starter median} and
 * {@code 2cpu starter+log4j2.isWebapp=true rate-30000 median} do,
 * {@code 1cpu saturation sync-file median} does not, nor do {@code off},
 * {@code plain-async}, {@code caller-writes} or a JMH row such as
 * {@code oneProducer setup=STARTER}.
 * <p>
 * A unit of text is a table row (a line starting with {@code |}) or a heading, or else a
 * paragraph or a list item: a line and the lines after it up to a blank line, a code
 * fence, a table row, a heading or the next list item. A nested list item is a unit of
 * its own, apart from the item that holds it. A ratio marker counts for each row it
 * names; only a marker of a single value counts as the discarded count, and a quote of
 * the discarded column itself needs nothing more. Rows of files without a
 * {@code discarded} column are exempt, and so are references that cannot be resolved,
 * which {@link DocumentedFiguresTests} reports.
 *
 * @author logging-perf
 */
class StarterFiguresCarryDiscardedCountTests {

	private static final Path ROOT = Path.of("..");

	/**
	 * A results file with two starter rows and one of another setup.
	 */
	private static final String RUN = """
			# a comment
			row\tp99_ms\tdiscarded
			1cpu starter median\t6.91\t0
			1cpu starter+x=1 median\t5.20\t12
			1cpu sync-file median\t21.83\t0
			""";

	private static final String DISCARDED = "discarded";

	private static final Pattern HEADING = Pattern.compile("#{1,6}(\\s.*)?");

	private static final Pattern LIST_ITEM = Pattern.compile("(?:[-*+]|\\d+[.)])\\s.*");

	private final Map<Path, Optional<ResultsFile>> files = new HashMap<>();

	private int checked;

	@Test
	void everyStarterFigureInTheDocsCarriesItsDiscardedCount() throws IOException {
		Path results = ROOT.resolve("benchmarks/results");
		List<String> missing = new ArrayList<>();
		for (Path document : Documents.all(ROOT)) {
			missing.addAll(missingCounts(results, ROOT.relativize(document).toString(), Files.readAllLines(document)));
		}
		assertThat(missing).isEmpty();
		assertThat(this.checked).isGreaterThan(0);
	}

	@Test
	void starterFigureWithoutItsDiscardedCountInTheSameUnitIsReported(@TempDir Path results) throws IOException {
		Files.writeString(results.resolve("run.tsv"), RUN);
		String document = """
				<!-- results: run.tsv -->
				The starter's p99 was 6.91 ms<!-- r: 1cpu starter median # p99_ms -->.

				- 4.2x<!-- r: 1cpu sync-file median # p99_ms / 1cpu starter+x=1 median # p99_ms --> lower,
				  0<!-- r: 1cpu starter median # discarded --> discarded (another row)
				- 0<!-- r: 1cpu starter median # discarded --> discarded (another unit)

				| `sync-file` | 21.83 ms<!-- r: 1cpu sync-file median # p99_ms --> |
				""";
		List<String> missing = missingCounts(results, "doc.md", document.lines().toList());
		assertThat(missing).containsExactly(
				"doc.md:2: quotes 1cpu starter median # p99_ms of run.tsv without its discarded count",
				"doc.md:4: quotes 1cpu starter+x=1 median # p99_ms of run.tsv without its discarded count");
		assertThat(this.checked).isEqualTo(2);
	}

	@Test
	void starterFigureWithItsDiscardedCountInTheSameUnitIsAccepted(@TempDir Path results) throws IOException {
		Files.writeString(results.resolve("run.tsv"), RUN);
		String document = """
				<!-- results: run.tsv -->
				| `starter` | 6.91 ms<!-- r: 1cpu starter median # p99_ms --> | 0<!-- r: 1cpu starter median # discarded --> |

				The starter's p99 was 6.91 ms<!-- r: 1cpu starter median # p99_ms --> at saturation,
				and it discarded 0<!-- r: 1cpu starter median # discarded --> events.

				* **A ratio**: 4.2x<!-- r: 1cpu sync-file median # p99_ms / 1cpu starter+x=1 median # p99_ms --> lower
				  (12<!-- r: 1cpu starter+x=1 median # discarded --> discarded).
				""";
		assertThat(missingCounts(results, "doc.md", document.lines().toList())).isEmpty();
		assertThat(this.checked).isEqualTo(3);
	}

	@Test
	void rowsOfFilesWithoutADiscardedColumnAreExempt(@TempDir Path results) throws IOException {
		Files.writeString(results.resolve("kill9.tsv"), "setting\tmedian_lost\nstarter\t12\n");
		Files.writeString(results.resolve("run.tsv"), "row\tp99_ms\tdiscarded\n1cpu starter median\t6.91\t0\n");
		String document = """
				<!-- results: kill9.tsv -->
				The starter lost 12<!-- r: starter # median_lost --> events.
				<!-- results: run.tsv -->
				```markdown
				6.91 ms<!-- r: 1cpu starter median # p99_ms -->
				```
				Its p99 in a marker in code: `6.91 ms<!-- r: 1cpu starter median # p99_ms -->`.
				""";
		assertThat(missingCounts(results, "doc.md", document.lines().toList())).isEmpty();
		assertThat(this.checked).isZero();
	}

	/**
	 * The figures of starter rows that a document quotes without their discarded count.
	 * @param results the results directory
	 * @param document the document's name, for the messages
	 * @param lines the document's lines
	 * @return one message per figure whose unit of text does not quote its row's count
	 * @throws IOException if a results file cannot be read
	 */
	private List<String> missingCounts(Path results, String document, List<String> lines) throws IOException {
		List<QuotedFigures.Reference> references = QuotedFigures.references(lines);
		int[] units = units(lines);
		Set<RowInUnit> counted = new HashSet<>();
		for (QuotedFigures.Reference reference : references) {
			if (reference.column().equals(DISCARDED) && !reference.ratio()) {
				counted.add(new RowInUnit(units[reference.line() - 1], reference.file(), reference.row()));
			}
		}
		List<String> missing = new ArrayList<>();
		for (QuotedFigures.Reference reference : references) {
			if (needsCount(results, reference)) {
				this.checked++;
				RowInUnit row = new RowInUnit(units[reference.line() - 1], reference.file(), reference.row());
				if (!counted.contains(row)) {
					missing.add(message(document, reference));
				}
			}
		}
		return missing;
	}

	private boolean needsCount(Path results, QuotedFigures.Reference reference) throws IOException {
		if (reference.column().equals(DISCARDED) || !namesStarter(reference.row())) {
			return false;
		}
		Path file = results.resolve(reference.file());
		Optional<ResultsFile> resultsFile = this.files.get(file);
		if (resultsFile == null) {
			resultsFile = read(file);
			this.files.put(file, resultsFile);
		}
		return resultsFile.isPresent() && resultsFile.get().has(reference.row(), DISCARDED);
	}

	private static Optional<ResultsFile> read(Path file) throws IOException {
		if (!Files.isRegularFile(file)) {
			return Optional.empty();
		}
		try {
			return Optional.of(ResultsFile.read(file));
		}
		catch (IllegalArgumentException ex) {
			return Optional.empty();
		}
	}

	/**
	 * Whether a row key names a starter setup: {@code starter},
	 * {@code starter+property=value} or {@code starter@commit} is one of its words.
	 */
	private static boolean namesStarter(String row) {
		for (String word : row.split("\\s+")) {
			if (word.split("[+@]", 2)[0].equals("starter")) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Number the units of text of a document: a table row or a heading is one, and so is
	 * a paragraph or a list item, up to a blank line, a code fence, a table row, a
	 * heading or the next list item.
	 * @param lines the document's lines
	 * @return the unit of each line, from 1; 0 for a blank line, a code fence and code
	 */
	private static int[] units(List<String> lines) {
		int[] units = new int[lines.size()];
		int unit = 0;
		boolean code = false;
		boolean open = false;
		for (int index = 0; index < lines.size(); index++) {
			String text = lines.get(index).strip();
			boolean fence = text.startsWith("```");
			if (fence) {
				code = !code;
			}
			if (code || fence || text.isEmpty()) {
				open = false;
				continue;
			}
			boolean single = text.startsWith("|") || HEADING.matcher(text).matches();
			if (single || !open || LIST_ITEM.matcher(text).matches()) {
				unit++;
			}
			units[index] = unit;
			open = !single;
		}
		return units;
	}

	private static String message(String document, QuotedFigures.Reference reference) {
		String quote = reference.row() + " # " + reference.column() + " of " + reference.file();
		return document + ":" + reference.line() + ": quotes " + quote + " without its discarded count";
	}

	private record RowInUnit(int unit, String file, String row) {

	}

}
