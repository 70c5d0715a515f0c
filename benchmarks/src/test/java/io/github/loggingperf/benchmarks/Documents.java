package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The project's documentation: the README, the changelog, every page under {@code docs/}
 * and the results index.
 *
 * @author logging-perf
 */
final class Documents {

	private Documents() {
	}

	/**
	 * Return the Markdown documents of the project.
	 * @param root the project's root folder
	 * @return the documents, sorted
	 * @throws IOException if {@code docs/} cannot be listed
	 */
	static List<Path> all(Path root) throws IOException {
		try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
			return Stream.concat(
					Stream.of(root.resolve("README.md"), root.resolve("CHANGELOG.md"),
							root.resolve("benchmarks/results/README.md")),
					docs.filter((path) -> path.toString().endsWith(".md")))
				.sorted()
				.toList();
		}
	}

}
