package io.github.loggingperf.benchmarks.soak;

import java.nio.file.Path;

/**
 * What every sample instance of a run shares.
 *
 * @param java the java executable
 * @param sampleJar the sample app's jar
 * @param logConfiguration the Log4j configuration the instances load (and the driver
 * edits)
 * @param logRoot the file system the instances' log directories are on
 * @param broker the Kafka broker's address
 * @param fleetSecret the fleet's secret
 * @param adminPassword the password of the sample's {@code admin} user, who may write
 * @param work the driver's own directory, off the log file system (which fills up)
 */
record SoakSetup(String java, Path sampleJar, Path logConfiguration, Path logRoot, String broker, String fleetSecret,
		String adminPassword, Path work) {

	/**
	 * Return the {@code jcmd} executable of the JDK the instances run on.
	 * @return the {@code jcmd} beside {@link #java()}
	 */
	Path jcmd() {
		return Path.of(this.java).resolveSibling("jcmd");
	}

}
