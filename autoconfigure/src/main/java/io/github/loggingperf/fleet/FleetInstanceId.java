package io.github.loggingperf.fleet;

import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.UUID;

/**
 * The id of this instance in the fleet: the configured one, or one made of the host name,
 * the process id and a random suffix, distinct for two processes on one host and for a
 * restarted process.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class FleetInstanceId {

	private FleetInstanceId() {
	}

	/**
	 * Return this instance's id.
	 * @param configured the configured id ({@code logging-perf.fleet.instance-id}), empty
	 * for none
	 * @return the id
	 */
	public static String of(String configured) {
		if (!configured.isEmpty()) {
			return configured;
		}
		String host;
		try {
			host = InetAddress.getLocalHost().getHostName();
		}
		catch (UnknownHostException ex) {
			host = "unknown";
		}
		return host + "-" + ManagementFactory.getRuntimeMXBean().getPid() + "-"
				+ UUID.randomUUID().toString().substring(0, 4);
	}

}
