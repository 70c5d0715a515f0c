package io.github.loggingperf.testsupport;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;

/**
 * A real, size-limited tmpfs mounted on a directory, which a test fills up to leave a
 * given number of bytes free. Mounting needs root, which CI has; {@link #canMount()}
 * tells tests to skip elsewhere.
 */
public final class SmallFileSystem implements AutoCloseable {

	/**
	 * Name of the file {@link #leaveFree(long)} fills the file system with; delete it to
	 * give the space back.
	 */
	public static final String FILLER = "filler";

	private final Path mountPoint;

	private final Path filler;

	private SmallFileSystem(Path mountPoint) {
		this.mountPoint = mountPoint;
		this.filler = mountPoint.resolve(FILLER);
	}

	/**
	 * Tell whether this process may mount a file system (it runs as root).
	 * @return whether {@link #mount(Path, String)} can work
	 */
	public static boolean canMount() {
		try {
			return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
		}
		catch (IOException | UnsupportedOperationException ex) {
			return false;
		}
	}

	/**
	 * Mount a tmpfs of the given size on an empty directory.
	 * @param mountPoint the directory
	 * @param size the size, as {@code mount -o size=} takes it, such as {@code 256k}
	 * @return the mounted file system, to be closed (unmounted)
	 * @throws IOException if {@code mount} cannot be run or fails
	 */
	public static SmallFileSystem mount(Path mountPoint, String size) throws IOException {
		run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", mountPoint.toString());
		return new SmallFileSystem(mountPoint);
	}

	/**
	 * Fill the file system with a file of its own, then shrink that file to leave the
	 * given number of bytes free.
	 * @param bytes the free space to leave
	 * @throws IOException if the file system cannot be filled as expected
	 */
	public void leaveFree(long bytes) throws IOException {
		try (OutputStream out = Files.newOutputStream(this.filler)) {
			byte[] block = new byte[4096];
			while (true) {
				out.write(block);
			}
		}
		catch (IOException ex) {
			if (ex.getMessage() == null || !ex.getMessage().contains("No space left on device")) {
				throw ex;
			}
		}
		try (FileChannel channel = FileChannel.open(this.filler, StandardOpenOption.WRITE)) {
			channel.truncate(Math.max(0, channel.size() - bytes));
		}
	}

	/**
	 * Return a path on the file system.
	 * @param name the file's name
	 * @return the path
	 */
	public Path resolve(String name) {
		return this.mountPoint.resolve(name);
	}

	@Override
	public void close() throws IOException {
		run("umount", this.mountPoint.toString());
	}

	private static void run(String... command) throws IOException {
		Process process = new ProcessBuilder(command).inheritIO().start();
		try {
			if (!process.waitFor(1, TimeUnit.MINUTES) || process.exitValue() != 0) {
				throw new IOException("'" + String.join(" ", command) + "' failed");
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IOException("Interrupted while running '" + String.join(" ", command) + "'", ex);
		}
	}

}
