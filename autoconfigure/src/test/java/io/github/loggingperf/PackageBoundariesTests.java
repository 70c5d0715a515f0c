package io.github.loggingperf;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * Package boundaries of the main code of every module on this module's class path,
 * checked with ArchUnit: which packages may use Log4j core, and which depend on nothing
 * else of ours.
 */
class PackageBoundariesTests {

	private static final String LOG4J_CORE = "org.apache.logging.log4j.core..";

	private static final String OURS = "io.github.loggingperf..";

	private static final String PATH_MATCHER = "io.github.loggingperf.web.servlet..";

	private static final String[] LOG4J_INTEGRATION = { "io.github.loggingperf.log4j2..",
			"io.github.loggingperf.location..", "io.github.loggingperf.toptalkers..", "io.github.loggingperf.levels..",
			"io.github.loggingperf.doctor..", "io.github.loggingperf.appender..",
			"io.github.loggingperf.autoconfigure.." };

	private static final String[] LOG4J_FREE_TRANSPORTS = { "io.github.loggingperf.actuate.endpoint..",
			"io.github.loggingperf.metrics..", "io.github.loggingperf.fleet.." };

	private static final JavaClasses MAIN_CLASSES = new ClassFileImporter()
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("io.github.loggingperf");

	@Test
	void log4jCoreShouldBeUsedOnlyByTheLog4jIntegrationPackages() {
		noClasses().that()
			.resideOutsideOfPackages(LOG4J_INTEGRATION)
			.should()
			.dependOnClassesThat()
			.resideInAPackage(LOG4J_CORE)
			.check(MAIN_CLASSES);
	}

	@Test
	void endpointMetricsAndFleetShouldNotUseLog4jCore() {
		noClasses().that()
			.resideInAnyPackage(LOG4J_FREE_TRANSPORTS)
			.should()
			.dependOnClassesThat()
			.resideInAPackage(LOG4J_CORE)
			.check(MAIN_CLASSES);
	}

	@Test
	void rootPackageShouldDependOnNothingElseOfOurs() {
		noClasses().that()
			.resideInAPackage("io.github.loggingperf")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("io.github.loggingperf.*..")
			.check(MAIN_CLASSES);
	}

	@Test
	void pathMatcherShouldDependOnNothingElseOfOurs() {
		classes().that()
			.resideInAPackage(PATH_MATCHER)
			.should()
			.onlyDependOnClassesThat(resideInAPackage(PATH_MATCHER).or(resideOutsideOfPackage(OURS)))
			.check(MAIN_CLASSES);
	}

	@Test
	void packagesShouldBeFreeOfCycles() {
		slices().matching("io.github.loggingperf.(**)").should().beFreeOfCycles().check(MAIN_CLASSES);
	}

}
