package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checks that every relative link of the documentation leads to a file that exists and,
 * with an anchor, to a heading of that file.
 *
 * @author logging-perf
 */
class DocumentationLinksTests {

	private static final Path ROOT = Path.of("..");

	@Test
	void everyRelativeLinkInTheDocsLeadsToAFileAndHeading() throws IOException {
		DocumentLinks links = new DocumentLinks();
		List<String> problems = new ArrayList<>();
		for (Path document : Documents.all(ROOT)) {
			problems.addAll(links.problems(document));
		}
		assertThat(problems).isEmpty();
		assertThat(links.checked()).isGreaterThan(50);
	}

	@Test
	void linkToAMissingHeadingOrFileIsReported(@TempDir Path docs) throws IOException {
		Files.writeString(docs.resolve("target.md"), """
				# Guide
				## The fleet at 200 members (`FleetScaleMeasurement`, issue 21)
				## Run 1
				## Run 1
				```bash
				# not a heading
				```
				""");
		Path document = docs.resolve("doc.md");
		Files.writeString(document, """
				[a](target.md#the-fleet-at-200-members-fleetscalemeasurement-issue-21) [b](target.md#run-1-1)
				[c](target.md#the-fleet) [d](missing.md) [e](https://example.org/#x) [f](#own)
				[g](target.md#not-a-heading)
				<a id="own"></a>
				""");
		DocumentLinks links = new DocumentLinks();
		assertThat(links.problems(document)).containsExactly(
				document + ":2: target.md#the-fleet leads to no heading of target.md",
				document + ":2: missing.md leads to no file",
				document + ":3: target.md#not-a-heading leads to no heading of target.md");
		assertThat(links.checked()).isEqualTo(6);
	}

	@Test
	void slugIsGitHubs() {
		assertThat(DocumentLinks.slug("Small machines: 1 and 2 CPUs (issue 22)"))
			.isEqualTo("small-machines-1-and-2-cpus-issue-22");
		assertThat(DocumentLinks.slug("Earlier runs of `LogCallBenchmark`, and Disruptor 3.4.4 against 4.0.0"))
			.isEqualTo("earlier-runs-of-logcallbenchmark-and-disruptor-344-against-400");
	}

}
