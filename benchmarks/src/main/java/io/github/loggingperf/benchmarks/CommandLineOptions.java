package io.github.loggingperf.benchmarks;

import java.util.HashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;

/**
 * The {@code --name=value} arguments of a measurement's {@code main}.
 *
 * @author logging-perf
 */
public final class CommandLineOptions {

	private final Map<String, String> values;

	private CommandLineOptions(Map<String, String> values) {
		this.values = values;
	}

	/**
	 * Read the arguments.
	 * @param args the arguments, each {@code --name=value}
	 * @return the options
	 * @throws IllegalArgumentException if an argument has another form
	 */
	public static CommandLineOptions parse(String[] args) {
		Map<String, String> values = new HashMap<>();
		for (String arg : args) {
			int equals = arg.indexOf('=');
			if (!arg.startsWith("--") || equals < 0) {
				throw new IllegalArgumentException("expected --name=value but got " + arg);
			}
			values.put(arg.substring(2, equals), arg.substring(equals + 1));
		}
		return new CommandLineOptions(values);
	}

	/**
	 * Return a required option.
	 * @param name the option's name
	 * @return its value
	 * @throws IllegalArgumentException if it was not given
	 */
	public String required(String name) {
		String value = this.values.get(name);
		if (value == null) {
			throw new IllegalArgumentException("--" + name + "= is required");
		}
		return value;
	}

	/**
	 * Return an option, or a default.
	 * @param name the option's name
	 * @param defaultValue the value when it was not given
	 * @return its value
	 */
	public String get(String name, String defaultValue) {
		return this.values.getOrDefault(name, defaultValue);
	}

	/**
	 * Return an option.
	 * @param name the option's name
	 * @return its value, {@code null} when it was not given
	 */
	public @Nullable String get(String name) {
		return this.values.get(name);
	}

}
