package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The file appender's output of one instance life: the files Log4j has rolled over
 * ({@code soak-<n>.log}, closed and never written again) are counted and deleted as they
 * appear, so that an hour fits on a small file system; the current file is counted when
 * the life has ended.
 */
final class LogFiles {

	private final Path directory;

	private final DemoLines lines = new DemoLines();

	LogFiles(Path directory) {
		this.directory = directory;
	}

	/**
	 * Count and delete the files rolled over since the last call.
	 * @throws IOException if a file cannot be read or deleted
	 */
	synchronized void collectRolled() throws IOException {
		try (DirectoryStream<Path> rolled = Files.newDirectoryStream(this.directory, "soak-*.log")) {
			for (Path file : rolled) {
				this.lines.acceptFile(file);
				Files.delete(file);
			}
		}
	}

	/**
	 * Count everything once the life has ended.
	 * @return the demo lines written to the file appender
	 * @throws IOException if a file cannot be read
	 */
	synchronized DemoLines collectAll() throws IOException {
		collectRolled();
		Path current = this.directory.resolve("soak.log");
		if (Files.exists(current)) {
			this.lines.acceptFile(current);
			Files.delete(current);
		}
		return this.lines;
	}

}
