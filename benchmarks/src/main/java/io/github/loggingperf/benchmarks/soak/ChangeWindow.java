package io.github.loggingperf.benchmarks.soak;

import java.util.List;

/**
 * A change the driver made with a time to live, as the history check needs it.
 *
 * @param kind what it set: {@code debug} (the demo logger at DEBUG), {@code threshold}
 * (the discard threshold at WARN), {@code location} or {@code noise} (loggers nobody logs
 * to)
 * @param target the logger, or the switch
 * @param scope {@code instance} or {@code fleet}
 * @param origin the instance life the request was sent to, which audits it
 * @param lives the instance lives it was meant for ({@code fleet}: the lives alive then)
 * @param sentAt epoch milliseconds when the request was sent: nothing of it can act
 * before
 * @param expiresAt epoch milliseconds when its time to live ends, as answered
 */
record ChangeWindow(String kind, String target, String scope, String origin, List<String> lives, long sentAt,
		long expiresAt) {

	boolean covers(String life, long timestamp, long toleranceMillis) {
		return (this.scope.equals("fleet") || this.lives.contains(life)) && timestamp >= this.sentAt
				&& timestamp <= this.expiresAt + toleranceMillis;
	}

}
