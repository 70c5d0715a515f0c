package io.github.loggingperf.doctor;

import java.io.Console;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

import org.jspecify.annotations.Nullable;

import org.springframework.core.env.Environment;
import org.springframework.util.Assert;

/**
 * Decides whether this run looks like production: an active Spring profile named like
 * production, or no terminal attached (as under a service manager, in a container without
 * {@code -t}, or behind a pipe).
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class ProductionLikeRun {

	private final Environment environment;

	private final List<String> productionProfiles;

	private final BooleanSupplier terminal;

	/**
	 * Create a detector that looks for a terminal with {@link System#console()}.
	 * @param environment the Spring environment, for the active profiles
	 * @param productionProfiles profile names, or parts of names separated by {@code -},
	 * {@code _} or {@code .}, that mean production, compared without regard to case
	 */
	public ProductionLikeRun(Environment environment, List<String> productionProfiles) {
		this(environment, productionProfiles, ProductionLikeRun::hasTerminal);
	}

	/**
	 * Create a detector.
	 * @param environment the Spring environment, for the active profiles
	 * @param productionProfiles profile names, or parts of names, that mean production
	 * @param terminal tells whether a terminal is attached
	 */
	public ProductionLikeRun(Environment environment, List<String> productionProfiles, BooleanSupplier terminal) {
		Assert.notNull(environment, "'environment' must not be null");
		Assert.notNull(productionProfiles, "'productionProfiles' must not be null");
		Assert.notNull(terminal, "'terminal' must not be null");
		this.environment = environment;
		this.productionProfiles = productionProfiles.stream().map((name) -> name.toLowerCase(Locale.ROOT)).toList();
		this.terminal = terminal;
	}

	/**
	 * Return why this run looks like production.
	 * @return the reason, or {@code null} when it does not
	 */
	public @Nullable String reason() {
		for (String profile : this.environment.getActiveProfiles()) {
			if (isProduction(profile)) {
				return "active profile '" + profile + "'";
			}
		}
		if (!this.terminal.getAsBoolean()) {
			return "no terminal attached (System.console() is null)";
		}
		return null;
	}

	/**
	 * Return whether a terminal is attached. From JDK 22, {@link System#console()}
	 * returns a console even when the streams are redirected; its public
	 * {@code isTerminal()} (JDK 22+, called by name because the starter compiles for 17)
	 * then tells.
	 * @return whether a terminal is attached
	 */
	static boolean hasTerminal() {
		Console console = System.console();
		if (console == null) {
			return false;
		}
		try {
			Method isTerminal = Console.class.getMethod("isTerminal");
			return Boolean.TRUE.equals(isTerminal.invoke(console));
		}
		catch (NoSuchMethodException ex) {
			return true;
		}
		catch (ReflectiveOperationException | RuntimeException ex) {
			return false;
		}
	}

	private boolean isProduction(String profile) {
		for (String part : profile.toLowerCase(Locale.ROOT).split("[-_.]")) {
			if (this.productionProfiles.contains(part)) {
				return true;
			}
		}
		return this.productionProfiles.contains(profile.toLowerCase(Locale.ROOT));
	}

}
