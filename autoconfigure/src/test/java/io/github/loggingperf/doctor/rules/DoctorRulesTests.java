package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link DoctorRules}.
 */
class DoctorRulesTests {

	@Test
	void standardRulesHaveOneRulePerSmell() {
		assertThat(DoctorRules.standard((name) -> false)).hasSize(12);
	}

	@Test
	void pipelineRulesAreTheAllAsyncAndQueueFullPolicyRules() {
		assertThat(DoctorRules.pipeline()).hasExactlyElementsOfTypes(AllAsyncRule.class, QueueFullPolicyRule.class);
	}

}
