package io.github.loggingperf.doctor;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.core.env.StandardEnvironment;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link ProductionLikeRun}.
 */
class ProductionLikeRunTests {

	private static final List<String> PROFILES = List.of("prod", "production", "prd", "live");

	@Test
	void runWithATerminalAndNoProductionProfileIsNotProductionLike() {
		StandardEnvironment environment = new StandardEnvironment();
		environment.setActiveProfiles("dev", "product-catalog");
		assertThat(new ProductionLikeRun(environment, PROFILES, () -> true).reason()).isNull();
	}

	@Test
	void runWithoutATerminalIsProductionLike() {
		assertThat(new ProductionLikeRun(new StandardEnvironment(), PROFILES, () -> false).reason())
			.isEqualTo("no terminal attached (System.console() is null)");
	}

	@Test
	void profileNamedLikeProductionMakesARunProductionLike() {
		StandardEnvironment environment = new StandardEnvironment();
		environment.setActiveProfiles("cloud", "EU-Prod");
		assertThat(new ProductionLikeRun(environment, PROFILES, () -> true).reason())
			.isEqualTo("active profile 'EU-Prod'");
	}

	@Test
	void productionProfilesAreConfigurable() {
		StandardEnvironment environment = new StandardEnvironment();
		environment.setActiveProfiles("k8s");
		assertThat(new ProductionLikeRun(environment, List.of("K8S"), () -> true).reason())
			.isEqualTo("active profile 'k8s'");
	}

	@Test
	void surefireForkHasNoTerminal() {
		assertThat(ProductionLikeRun.hasTerminal()).isFalse();
	}

}
