package com.example.orders;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The alert rules in {@code docs/dashboards} pass {@code promtool check rules} and their
 * unit tests ({@code promtool test rules}).
 */
class AlertRulesIT {

	@Test
	void alertRulesAreValid() throws Exception {
		String output = promtool("check", "rules", DashboardFiles.ALERT_RULES.getFileName().toString());
		assertThat(output).contains("SUCCESS: 7 rules found");
	}

	@Test
	void alertRulesPassTheirUnitTests() throws Exception {
		String output = promtool("test", "rules", DashboardFiles.ALERT_RULES_TEST.getFileName().toString());
		assertThat(output).contains("SUCCESS").doesNotContain("FAILED");
	}

	@Test
	void fleetAlertRulesAreValid() throws Exception {
		String output = promtool("check", "rules", DashboardFiles.FLEET_ALERT_RULES.getFileName().toString());
		assertThat(output).contains("SUCCESS: 2 rules found");
	}

	@Test
	void fleetAlertRulesPassTheirUnitTests() throws Exception {
		String output = promtool("test", "rules", DashboardFiles.FLEET_ALERT_RULES_TEST.getFileName().toString());
		assertThat(output).contains("SUCCESS").doesNotContain("FAILED");
	}

	private static String promtool(String... arguments) throws IOException, InterruptedException {
		Path promtool = PrometheusServer.executable("promtool");
		List<String> command = new ArrayList<>(List.of(promtool.toString()));
		command.addAll(List.of(arguments));
		Process process = new ProcessBuilder(command).directory(DashboardFiles.DIRECTORY.toFile())
			.redirectErrorStream(true)
			.start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(process.waitFor(2, TimeUnit.MINUTES)).as("promtool finished").isTrue();
		assertThat(process.exitValue()).as(output).isZero();
		return output;
	}

}
