package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checks that every figure the documentation marks as quoted from a results file under
 * {@code benchmarks/results/} is the value in that file (see
 * {@code benchmarks/results/README.md}).
 *
 * @author logging-perf
 */
class DocumentedFiguresTests {

	private static final Path ROOT = Path.of("..");

	@Test
	void everyMarkedFigureInTheDocsIsTheValueOfItsResultsFile() throws IOException {
		QuotedFigures figures = new QuotedFigures(ROOT.resolve("benchmarks/results"));
		List<String> problems = new ArrayList<>();
		for (Path document : Documents.all(ROOT)) {
			problems.addAll(figures.problems(ROOT.relativize(document).toString(), Files.readAllLines(document)));
		}
		assertThat(problems).isEmpty();
		assertThat(figures.checked()).isGreaterThan(0);
	}

	@Test
	void benchmarksPageQuotesItsFiguresFromResultsFiles() throws IOException {
		QuotedFigures figures = new QuotedFigures(ROOT.resolve("benchmarks/results"));
		assertThat(figures.problems("docs/benchmarks.md", Files.readAllLines(ROOT.resolve("docs/benchmarks.md"))))
			.isEmpty();
		assertThat(figures.checked()).isGreaterThanOrEqualTo(20);
	}

	@Test
	void everyResultsFileIsInTheIndex() throws IOException {
		Path results = ROOT.resolve("benchmarks/results");
		String index = Files.readString(results.resolve("README.md"));
		List<String> unlisted = new ArrayList<>();
		try (Stream<Path> entries = Files.list(results)) {
			entries.map((entry) -> entry.getFileName().toString())
				.filter((name) -> !name.equals("README.md") && !index.contains(name))
				.sorted()
				.forEach(unlisted::add);
		}
		assertThat(unlisted).as("files in benchmarks/results not named in its README.md index").isEmpty();
	}

	@Test
	void rowKeyHoldingAHashIsReadUpToTheLastHash(@TempDir Path results) throws IOException {
		Files.writeString(results.resolve("run.tsv"), "row\tvalue\nthreads fleet-C-#\t9322.463\n");
		List<String> document = List.of("<!-- results: run.tsv -->", "9,322 ms<!-- r: threads fleet-C-# # value -->",
				"9,300 ms<!-- r: threads fleet-C-# # value -->");
		QuotedFigures figures = new QuotedFigures(results);
		assertThat(figures.problems("doc.md", document)).singleElement()
			.asString()
			.startsWith("doc.md:3: quotes 9,300 but run.tsv # threads fleet-C-# # value is 9322.463");
		assertThat(figures.checked()).isEqualTo(2);
	}

	@Test
	void figureThatDiffersFromItsResultsFileIsReported(@TempDir Path results) throws IOException {
		Files.writeString(results.resolve("run.tsv"),
				"# a comment\nsetup\tcpu_us\truns\nstarter\t84.24\t7 10 82\nsync\t87.70\t1 2\n");
		List<String> document = List.of("<!-- results: run.tsv -->",
				"| `starter` | **84.2 us**<!-- r: starter # cpu_us --> |",
				"| `sync` | 87.6 us<!-- r: sync # cpu_us --> |",
				"ratio 0.96x<!-- r: starter # cpu_us / sync # cpu_us -->",
				"ratio 0.95x<!-- r: starter # cpu_us / sync # cpu_us -->", "lost 7 10 82<!-- r: starter # runs -->",
				"lost 1, 2<!-- r: sync # runs -->");
		QuotedFigures figures = new QuotedFigures(results);
		assertThat(figures.problems("doc.md", document)).containsExactly(
				"doc.md:3: quotes 87.6 but run.tsv # sync # cpu_us is 87.70 (87.7 at the precision quoted)",
				"doc.md:5: quotes 0.95 but run.tsv # starter # cpu_us / sync # cpu_us is 0.9605473 (0.96 at the precision quoted)",
				"doc.md:7: does not quote '1 2' (run.tsv # sync # runs)");
		assertThat(figures.checked()).isEqualTo(6);
	}

	@Test
	void referenceToAMissingFileRowOrColumnIsReported(@TempDir Path results) throws IOException {
		Files.writeString(results.resolve("run.properties"), "p99.ms=4.28\n");
		List<String> document = List.of("1 ms<!-- r: p99.ms # value -->", "<!-- results: run.properties -->",
				"4.28 ms<!-- r: p99.ms # value -->", "4.28 ms<!-- r: p50.ms # value -->", "```",
				"9 ms<!-- r: in # code -->", "```", "write `9 ms<!-- r: in # code -->` after it",
				"<!-- results: missing.tsv -->", "2 ms<!-- r: a # b -->");
		assertThat(new QuotedFigures(results).problems("doc.md", document)).hasSize(3)
			.anySatisfy((problem) -> assertThat(problem).startsWith("doc.md:1: figure marked before any"))
			.anySatisfy((problem) -> assertThat(problem).startsWith("doc.md:4: run.properties has no row 'p50.ms'"))
			.anySatisfy((problem) -> assertThat(problem).startsWith("doc.md:10: no results file"));
	}

	@Test
	void jmhCsvRowsAreNamedByMethodSecondaryResultAndParameters(@TempDir Path results) throws IOException {
		Files.writeString(results.resolve("jmh.csv"),
				"""
						"Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit","Param: setup"
						"io.github.loggingperf.benchmarks.LogCallBenchmark.oneProducer","avgt",1,5,3520.123456,120.5,"ns/op",STARTER
						"io.github.loggingperf.benchmarks.LogCallBenchmark.oneProducer:·caller","avgt",1,5,1641.5,20.1,"ns/op",STARTER
						"io.github.loggingperf.benchmarks.LogCallBenchmark.oneProducer:gc.alloc.rate.norm","avgt",1,5,40.0012,0.001,"B/op",STARTER
						""");
		List<String> document = List.of("<!-- results: jmh.csv -->",
				"3,520 ns<!-- r: oneProducer setup=STARTER # Score -->, caller 1,642 ns<!-- r: oneProducer:caller setup=STARTER # Score -->",
				"40 B<!-- r: oneProducer:gc.alloc.rate.norm setup=STARTER # Score -->");
		QuotedFigures figures = new QuotedFigures(results);
		assertThat(figures.problems("doc.md", document)).isEmpty();
		assertThat(figures.checked()).isEqualTo(3);
	}

}
