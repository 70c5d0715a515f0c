package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Fills the log file system with a file of its own, and tops it up while the fault lasts
 * (the driver deletes rolled log files as it counts them, which frees space); deleting
 * the file gives the space back.
 */
final class DiskFiller {

	private final Path filler;

	DiskFiller(Path fileSystem) {
		this.filler = fileSystem.resolve("filler");
	}

	/**
	 * Write until the file system is full.
	 * @throws IOException if writing fails for another reason
	 */
	void fill() throws IOException {
		byte[] block = new byte[64 * 1024];
		try (OutputStream out = Files.newOutputStream(this.filler, StandardOpenOption.CREATE,
				StandardOpenOption.APPEND)) {
			while (true) {
				out.write(block);
			}
		}
		catch (IOException ex) {
			if (ex.getMessage() == null || !ex.getMessage().contains("No space left on device")) {
				throw ex;
			}
		}
		byte[] small = new byte[512];
		try (OutputStream out = Files.newOutputStream(this.filler, StandardOpenOption.APPEND)) {
			while (true) {
				out.write(small);
				out.flush();
			}
		}
		catch (IOException ex) {
			if (ex.getMessage() == null || !ex.getMessage().contains("No space left on device")) {
				throw ex;
			}
		}
	}

	void empty() throws IOException {
		Files.deleteIfExists(this.filler);
	}

}
