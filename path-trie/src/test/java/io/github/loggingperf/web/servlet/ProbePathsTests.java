package io.github.loggingperf.web.servlet;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link ProbePaths}.
 *
 * @author logging-perf
 */
class ProbePathsTests {

	@Test
	void candidatesShouldFillWildcardsAndPutNoneToThreeSegmentsInPlaceOfDoubleWildcard() {
		assertThat(ProbePaths.candidates("/**")).startsWith("/", "/x", "/x/", "/1", "/1/", "/logging-perf-probe")
			.contains("/x/x", "/x/x/x/", "/1/1/1")
			.doesNotContain("", "/x/x/x/x");
	}

	@Test
	void candidatesShouldFillVariablesGlobsAndSingleCharacters() {
		assertThat(ProbePaths.candidates("/api/{id:[0-9]+}/v?/*.css/{*rest}"))
			.startsWith("/api/x/vx/x.css", "/api/x/vx/x.css/", "/api/1/v1/1.css")
			.contains("/api/1/v1/1.css/1/1");
	}

	@Test
	void comparedShouldHoldEachPatternFilledInUpperCaseAndWithTrailingSlashToggled() {
		assertThat(ProbePaths.compared(List.of("/api/**", "/login/"))).containsExactly("/api", "/API", "/api/",
				"/login/", "/LOGIN/", "/login");
	}

}
