package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * A results file under {@code benchmarks/results/}, read as rows of named values: a
 * tab-separated file (first line the column names, first column the row key, lines
 * starting with {@code #} ignored), a {@code .properties} or {@code .txt} file in
 * properties syntax ({@code key=value} or {@code key: value}; one row per key, column
 * {@code value}) or the CSV file JMH writes with {@code -rf csv} (row key: the benchmark
 * method, {@code :} and the secondary result without its leading {@code ·}, then
 * {@code name=value} for each parameter, e.g. {@code oneProducer:cpu setup=STARTER}).
 *
 * @author logging-perf
 */
final class ResultsFile {

	private final String name;

	private final Map<String, Map<String, String>> rows;

	private ResultsFile(String name, Map<String, Map<String, String>> rows) {
		this.name = name;
		this.rows = rows;
	}

	static ResultsFile read(Path file) throws IOException {
		String name = file.getFileName().toString();
		String text = Files.readString(file);
		if (name.endsWith(".properties") || name.endsWith(".txt")) {
			return new ResultsFile(name, properties(text));
		}
		if (name.endsWith(".csv")) {
			return new ResultsFile(name, jmhCsv(text));
		}
		if (name.endsWith(".tsv")) {
			return new ResultsFile(name, tsv(text));
		}
		throw new IllegalArgumentException("Results file " + name
				+ " is not .tsv, .properties, .txt or a JMH .csv; see benchmarks/results/README.md");
	}

	/**
	 * The value of one column of one row.
	 * @param row the row key
	 * @param column the column name
	 * @return the value as written in the file
	 * @throws IllegalArgumentException naming what the file has when the row or column is
	 * missing
	 */
	String value(String row, String column) {
		Map<String, String> values = this.rows.get(row);
		if (values == null) {
			throw new IllegalArgumentException(
					this.name + " has no row '" + row + "'; its rows are " + this.rows.keySet());
		}
		String value = values.get(column);
		if (value == null) {
			throw new IllegalArgumentException(this.name + " row '" + row + "' has no column '" + column
					+ "'; its columns are " + values.keySet());
		}
		return value;
	}

	/**
	 * Whether the file has a row with this key and the row a value in this column.
	 * @param row the row key
	 * @param column the column name
	 * @return whether {@link #value} finds a value
	 */
	boolean has(String row, String column) {
		Map<String, String> values = this.rows.get(row);
		return values != null && values.containsKey(column);
	}

	private static Map<String, Map<String, String>> properties(String text) throws IOException {
		Properties properties = new Properties();
		properties.load(new StringReader(text));
		Map<String, Map<String, String>> rows = new LinkedHashMap<>();
		properties.stringPropertyNames().forEach((key) -> rows.put(key, Map.of("value", properties.getProperty(key))));
		return rows;
	}

	private static Map<String, Map<String, String>> tsv(String text) {
		List<String[]> lines = text.lines()
			.filter((line) -> !line.isBlank() && !line.startsWith("#"))
			.map((line) -> line.split("\t", -1))
			.toList();
		Map<String, Map<String, String>> rows = new LinkedHashMap<>();
		String[] header = lines.get(0);
		for (String[] cells : lines.subList(1, lines.size())) {
			Map<String, String> values = new LinkedHashMap<>();
			for (int i = 0; i < header.length && i < cells.length; i++) {
				values.put(header[i], cells[i]);
			}
			rows.put(cells[0], values);
		}
		return rows;
	}

	private static Map<String, Map<String, String>> jmhCsv(String text) {
		List<List<String>> lines = text.lines().filter((line) -> !line.isBlank()).map(ResultsFile::csvCells).toList();
		List<String> header = lines.get(0);
		Map<String, Map<String, String>> rows = new LinkedHashMap<>();
		for (List<String> cells : lines.subList(1, lines.size())) {
			Map<String, String> values = new LinkedHashMap<>();
			StringBuilder key = new StringBuilder(benchmark(cells.get(0)));
			for (int i = 0; i < header.size() && i < cells.size(); i++) {
				values.put(header.get(i), cells.get(i));
				if (header.get(i).startsWith("Param: ") && !cells.get(i).isEmpty()) {
					key.append(' ')
						.append(header.get(i).substring("Param: ".length()))
						.append('=')
						.append(cells.get(i));
				}
			}
			rows.put(key.toString(), values);
		}
		return rows;
	}

	/**
	 * {@code io.github.x.LogCallBenchmark.oneProducer:·cpu} becomes
	 * {@code oneProducer:cpu}.
	 */
	private static String benchmark(String name) {
		int secondary = name.indexOf(':');
		String method = (secondary < 0) ? name : name.substring(0, secondary);
		method = method.substring(method.lastIndexOf('.') + 1);
		if (secondary < 0) {
			return method;
		}
		String label = name.substring(secondary + 1);
		return method + ":" + (label.startsWith("·") ? label.substring(1) : label);
	}

	private static List<String> csvCells(String line) {
		List<String> cells = new ArrayList<>();
		StringBuilder cell = new StringBuilder();
		boolean quoted = false;
		for (int i = 0; i < line.length(); i++) {
			char c = line.charAt(i);
			if (c == '"') {
				if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
					cell.append('"');
					i++;
				}
				else {
					quoted = !quoted;
				}
			}
			else if (c == ',' && !quoted) {
				cells.add(cell.toString());
				cell.setLength(0);
			}
			else {
				cell.append(c);
			}
		}
		cells.add(cell.toString());
		return cells;
	}

}
