package io.github.loggingperf.autoconfigure;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import io.github.loggingperf.doctor.DoctorStartupReport;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.log4j2.Log4j2StartupReport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfDoctorAutoConfiguration}.
 */
class LoggingPerfDoctorAutoConfigurationTests {

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner().withConfiguration(
			AutoConfigurations.of(LoggingPerfAutoConfiguration.class, LoggingPerfDoctorAutoConfiguration.class));

	@Test
	void runShouldProvideTheDoctorAndItsStartupReport() {
		this.contextRunner.run((context) -> {
			assertThat(context).hasSingleBean(LoggingDoctor.class)
				.hasSingleBean(DoctorStartupReport.class)
				.hasSingleBean(Log4j2StartupReport.class);
			List<Finding> findings = context.getBean(LoggingDoctor.class).findings();
			assertThat(findings).extracting(Finding::id).doesNotContain("doctor-rule-failed");
		});
	}

	@Test
	void runWithDoctorDisabledShouldNotProvideIt() {
		this.contextRunner.withPropertyValues("logging-perf.doctor.enabled=false")
			.run((context) -> assertThat(context).doesNotHaveBean(LoggingDoctor.class)
				.doesNotHaveBean(DoctorStartupReport.class)
				.hasSingleBean(Log4j2StartupReport.class));
	}

	@Test
	void runWithStartupReportDisabledShouldKeepTheDoctor() {
		this.contextRunner.withPropertyValues("logging-perf.doctor.startup-report=false")
			.run((context) -> assertThat(context).hasSingleBean(LoggingDoctor.class)
				.doesNotHaveBean(DoctorStartupReport.class));
	}

	@Test
	void runWithUserDoctorShouldBackOff() {
		LoggingDoctor doctor = new LoggingDoctor(() -> {
			throw new IllegalStateException("not examined");
		}, List.of());
		this.contextRunner.withBean("userDoctor", LoggingDoctor.class, () -> doctor)
			.withPropertyValues("logging-perf.doctor.startup-report=false")
			.run((context) -> assertThat(context).getBean(LoggingDoctor.class).isSameAs(doctor));
	}

	@Test
	void runWithoutThePipelineShouldBackOff() {
		new ApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(LoggingPerfDoctorAutoConfiguration.class))
			.run((context) -> assertThat(context).doesNotHaveBean(LoggingDoctor.class));
	}

	@Test
	void productionProfilesHaveDefaultsAndCanBeSet() {
		this.contextRunner.run((
				context) -> assertThat(context.getBean(LoggingPerfProperties.class).getDoctor().getProductionProfiles())
					.containsExactly("prod", "production", "prd", "live"));
		this.contextRunner.withPropertyValues("logging-perf.doctor.production-profiles=k8s,live")
			.run((context) -> assertThat(
					context.getBean(LoggingPerfProperties.class).getDoctor().getProductionProfiles())
				.containsExactly("k8s", "live"));
	}

}
