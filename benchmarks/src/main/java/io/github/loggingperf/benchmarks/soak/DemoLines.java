package io.github.loggingperf.benchmarks.soak;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.boot.logging.LogLevel;

/**
 * Counts the demo controller's complete lines, per level, as one appender wrote them
 * ({@code <epoch millis> <level> DemoLogController ... line i of n}). A line that a full
 * file system cut in the middle has no end and is not counted (its event was counted as
 * failed); the complete line that follows it on the same physical line is counted with
 * its own level. The timestamps of DEBUG lines (taken by the log call) are kept for the
 * history check: DEBUG is enabled only while a change the driver made lives.
 */
final class DemoLines {

	private static final Pattern HEADER = Pattern
		.compile("(\\d{13}) (TRACE|DEBUG|INFO |WARN |ERROR|FATAL) DemoLogController ");

	private static final Pattern END = Pattern.compile(" line \\d+ of \\d+$");

	private final EventCounts counts = new EventCounts();

	private final Timestamps debug = new Timestamps();

	/**
	 * Count one physical line if it ends a demo line.
	 * @param line the line without its terminator
	 * @return whether it was a complete demo line
	 */
	boolean accept(String line) {
		if (!END.matcher(line).find()) {
			return false;
		}
		Matcher header = HEADER.matcher(line);
		int start = -1;
		while (header.find()) {
			start = header.start();
		}
		if (start < 0 || !header.find(start)) {
			return false;
		}
		LogLevel level = LogLevel.valueOf(header.group(2).trim());
		this.counts.add(level, 1);
		if (level == LogLevel.DEBUG) {
			this.debug.add(Long.parseLong(header.group(1)));
		}
		return true;
	}

	/**
	 * Count every demo line of a file.
	 * @param file the file
	 * @throws IOException if it cannot be read
	 */
	void acceptFile(Path file) throws IOException {
		try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
			for (String line = reader.readLine(); line != null; line = reader.readLine()) {
				accept(line);
			}
		}
	}

	long count(LogLevel level) {
		return this.counts.get(level);
	}

	Timestamps debugTimestamps() {
		return this.debug;
	}

}
