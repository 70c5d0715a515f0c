package io.github.loggingperf.autoconfigure;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.logging.LogLevel;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.Errors;
import org.springframework.validation.Validator;

import io.github.loggingperf.EventLevels;
import io.github.loggingperf.fleet.FleetSignature;

/**
 * Configuration properties of logging-perf.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@ConfigurationProperties("logging-perf")
public class LoggingPerfProperties implements Validator {

	private final Async async = new Async();

	private final Shutdown shutdown = new Shutdown();

	private final Overrides overrides = new Overrides();

	private final TopTalkers topTalkers = new TopTalkers();

	private final Location location = new Location();

	private final Doctor doctor = new Doctor();

	private final Fleet fleet = new Fleet();

	private final Web web = new Web();

	private final Mcp mcp = new Mcp();

	public Async getAsync() {
		return this.async;
	}

	public Overrides getOverrides() {
		return this.overrides;
	}

	public Shutdown getShutdown() {
		return this.shutdown;
	}

	public TopTalkers getTopTalkers() {
		return this.topTalkers;
	}

	public Location getLocation() {
		return this.location;
	}

	public Doctor getDoctor() {
		return this.doctor;
	}

	public Fleet getFleet() {
		return this.fleet;
	}

	public Mcp getMcp() {
		return this.mcp;
	}

	public Web getWeb() {
		return this.web;
	}

	@Override
	public boolean supports(Class<?> type) {
		return LoggingPerfProperties.class.isAssignableFrom(type);
	}

	/**
	 * Check what no single property can check alone: the rules between properties.
	 * @param target the bound properties
	 * @param errors the errors, one per offending property
	 */
	@Override
	public void validate(Object target, Errors errors) {
		((LoggingPerfProperties) target).getFleet().validate(errors);
	}

	/**
	 * Asynchronous logging properties.
	 */
	public static class Async {

		/**
		 * Whether to make every Log4j logger asynchronous. Read when the JVM starts, from
		 * a system property, an environment variable (LOGGINGPERF_ASYNC_ENABLED) or the
		 * application's own application.properties or application.yml without a profile.
		 */
		private boolean enabled = true;

		/**
		 * Number of slots in the ring buffer, rounded up to a power of two, at least 128.
		 * Each slot holds one event until it is written. Read when the JVM starts, from a
		 * system property, an environment variable (LOGGINGPERF_ASYNC_RINGBUFFERSIZE) or
		 * the application's own application.properties or application.yml without a
		 * profile.
		 */
		private int ringBufferSize = 16384;

		/**
		 * Level at or below which events are discarded, and counted, when the ring buffer
		 * is full. Events above it are written by the calling thread instead.
		 */
		private LogLevel discardThreshold = LogLevel.INFO;

		/**
		 * How long a thread whose event would be discarded because the ring buffer is
		 * full first waits for the background thread to free a sixty-fourth of the ring.
		 * The event is kept, written by that thread, if it does, or if the background
		 * thread was busy on a CPU for a tenth of the wait or more; it is discarded if
		 * that thread mostly waited for its destination (a slow disk, a stalled
		 * collector), and then, for four times this long, other threads discard at once.
		 * Zero discards at once.
		 */
		private Duration fullRingWait = Duration.ofMillis(50);

		/**
		 * Whether the console flushes after every event when all loggers are
		 * asynchronous, as Log4j's console appender does whatever it is told. When false,
		 * a console appender that does not set immediateFlush is replaced by one that
		 * writes at the end of each batch of events.
		 */
		private boolean consoleImmediateFlush;

		/**
		 * Whether log calls wake the background thread once 32 events wait in the ring
		 * buffer (at most once a millisecond), when all loggers are asynchronous. Under
		 * load it then writes in small batches, while an idle application still wakes it
		 * only every 50 ms. When false it sleeps 50 ms between batches under any load,
		 * and on one CPU the batch it then writes holds the CPU while requests wait.
		 */
		private boolean wakeOnLog = true;

		public boolean isEnabled() {
			return this.enabled;
		}

		public void setEnabled(boolean enabled) {
			this.enabled = enabled;
		}

		public int getRingBufferSize() {
			return this.ringBufferSize;
		}

		public void setRingBufferSize(int ringBufferSize) {
			if (ringBufferSize < 128) {
				throw new IllegalArgumentException("logging-perf.async.ring-buffer-size must be at least 128 (it is "
						+ "rounded up to a power of two) but was " + ringBufferSize);
			}
			this.ringBufferSize = ringBufferSize;
		}

		public LogLevel getDiscardThreshold() {
			return this.discardThreshold;
		}

		public void setDiscardThreshold(LogLevel discardThreshold) {
			if (!EventLevels.isDiscardThreshold(discardThreshold)) {
				throw new IllegalArgumentException("logging-perf.async.discard-threshold must be one of "
						+ EventLevels.NAMES + " but was " + discardThreshold);
			}
			this.discardThreshold = discardThreshold;
		}

		public boolean isConsoleImmediateFlush() {
			return this.consoleImmediateFlush;
		}

		public void setConsoleImmediateFlush(boolean consoleImmediateFlush) {
			this.consoleImmediateFlush = consoleImmediateFlush;
		}

		public boolean isWakeOnLog() {
			return this.wakeOnLog;
		}

		public void setWakeOnLog(boolean wakeOnLog) {
			this.wakeOnLog = wakeOnLog;
		}

		public Duration getFullRingWait() {
			return this.fullRingWait;
		}

		public void setFullRingWait(Duration fullRingWait) {
			if (fullRingWait.isNegative()) {
				throw new IllegalArgumentException(
						"logging-perf.async.full-ring-wait must be zero or positive but was " + fullRingWait);
			}
			this.fullRingWait = fullRingWait;
		}

	}

	/**
	 * Shutdown properties.
	 */
	public static class Shutdown {

		/**
		 * Longest time to wait, when the application stops, for queued events to be
		 * written.
		 */
		private Duration timeout = Duration.ofSeconds(10);

		public Duration getTimeout() {
			return this.timeout;
		}

		public void setTimeout(Duration timeout) {
			if (timeout.isNegative()) {
				throw new IllegalArgumentException(
						"logging-perf.shutdown.timeout must be zero or positive but was " + timeout);
			}
			this.timeout = timeout;
		}

	}

	/**
	 * Runtime logger level override properties.
	 */
	public static class Overrides {

		/**
		 * Longest time-to-live accepted for a change made at runtime: a logger level, the
		 * discard threshold or location capture.
		 */
		private Duration maxTtl = Duration.ofHours(4);

		/**
		 * Largest number of runtime logger level overrides in force at once. A request
		 * that would exceed it is refused as a whole.
		 */
		private int maxEntries = 100;

		public Duration getMaxTtl() {
			return this.maxTtl;
		}

		public void setMaxTtl(Duration maxTtl) {
			if (maxTtl.isNegative() || maxTtl.isZero()) {
				throw new IllegalArgumentException("logging-perf.overrides.max-ttl must be positive but was " + maxTtl);
			}
			this.maxTtl = maxTtl;
		}

		public int getMaxEntries() {
			return this.maxEntries;
		}

		public void setMaxEntries(int maxEntries) {
			if (maxEntries < 1) {
				throw new IllegalArgumentException(
						"logging-perf.overrides.max-entries must be at least 1 but was " + maxEntries);
			}
			this.maxEntries = maxEntries;
		}

	}

	/**
	 * Top talkers properties: per-logger event rates of the busiest loggers.
	 */
	public static class TopTalkers {

		/**
		 * Whether to count, in the calling thread, the events of each logger and report
		 * the busiest loggers' rates.
		 */
		private boolean enabled = true;

		/**
		 * Largest number of loggers whose events are counted. When more loggers log, the
		 * least active are forgotten.
		 */
		private int capacity = 1000;

		/**
		 * Span over which event rates are averaged.
		 */
		private Duration window = Duration.ofMinutes(1);

		/**
		 * Number of loggers listed, busiest first, in the endpoint's topTalkers.
		 */
		private int limit = 10;

		public boolean isEnabled() {
			return this.enabled;
		}

		public void setEnabled(boolean enabled) {
			this.enabled = enabled;
		}

		public int getCapacity() {
			return this.capacity;
		}

		public void setCapacity(int capacity) {
			if (capacity < 1) {
				throw new IllegalArgumentException(
						"logging-perf.top-talkers.capacity must be at least 1 but was " + capacity);
			}
			this.capacity = capacity;
		}

		public Duration getWindow() {
			return this.window;
		}

		public void setWindow(Duration window) {
			if (window.compareTo(Duration.ofSeconds(1)) < 0) {
				throw new IllegalArgumentException(
						"logging-perf.top-talkers.window must be at least 1s but was " + window);
			}
			this.window = window;
		}

		public int getLimit() {
			return this.limit;
		}

		public void setLimit(int limit) {
			if (limit < 1) {
				throw new IllegalArgumentException(
						"logging-perf.top-talkers.limit must be at least 1 but was " + limit);
			}
			this.limit = limit;
		}

	}

	/**
	 * Location capture properties.
	 */
	public static class Location {

		/**
		 * Whether events capture their caller's location (class, method, file, line)
		 * where the logging configuration's patterns print it. Capturing it walks the
		 * stack of the calling thread for every event; when off, location converters are
		 * removed from the patterns. Can be switched at runtime through the logging-perf
		 * endpoint.
		 */
		private boolean enabled;

		public boolean isEnabled() {
			return this.enabled;
		}

		public void setEnabled(boolean enabled) {
			this.enabled = enabled;
		}

	}

	/**
	 * Logging doctor properties.
	 */
	public static class Doctor {

		/**
		 * Whether to inspect the live Log4j configuration for what makes logging slow and
		 * report the findings in /actuator/logging-perf and as metrics.
		 */
		private boolean enabled = true;

		/**
		 * Whether to log the doctor's warning and critical findings, one line each, in
		 * one WARN when the application starts.
		 */
		private boolean startupReport = true;

		/**
		 * Active profile names, or parts of names separated by '-', '_' or '.', that mark
		 * a production-like run, compared without regard to case. A run without a
		 * terminal is production-like too.
		 */
		private List<String> productionProfiles = new ArrayList<>(List.of("prod", "production", "prd", "live"));

		public boolean isEnabled() {
			return this.enabled;
		}

		public void setEnabled(boolean enabled) {
			this.enabled = enabled;
		}

		public boolean isStartupReport() {
			return this.startupReport;
		}

		public void setStartupReport(boolean startupReport) {
			this.startupReport = startupReport;
		}

		public List<String> getProductionProfiles() {
			return this.productionProfiles;
		}

		public void setProductionProfiles(List<String> productionProfiles) {
			this.productionProfiles = productionProfiles;
		}

	}

	/**
	 * Fleet properties: logging changes applied to every instance of the application
	 * through a Kafka broker, configured with Spring Boot's spring.kafka properties.
	 */
	public static class Fleet {

		private static final DataSize MIN_RECORD_SIZE = DataSize.ofKilobytes(1);

		/**
		 * Whether fleet-wide changes are on. Needs a fleet transport: Spring Boot's Kafka
		 * module (spring-boot-kafka or spring-boot-starter-kafka) on the classpath, or a
		 * FleetTransport bean of the application's own.
		 */
		private boolean enabled;

		/**
		 * Compacted topic that holds the desired state. Placeholders are resolved. Its
		 * name is the fleet's name, which every change carries: a change made for another
		 * topic is refused.
		 */
		private String topic = "logging-perf.${spring.application.name:application}";

		/**
		 * Compacted topic on which each instance reports its status. Placeholders are
		 * resolved.
		 */
		private String statusTopic = "logging-perf.${spring.application.name:application}.status";

		/**
		 * Whether to create both topics, compacted, when they are missing.
		 */
		private boolean createTopics = true;

		/**
		 * Shared secret with which records are signed (HMAC-SHA256), the same on every
		 * instance; unsigned and wrongly signed records are refused. Required unless
		 * unsigned is true; at least 32 bytes, counted after decoding when it is padded
		 * Base64 ('openssl rand -base64 32' makes one). Never logged or shown.
		 */
		private String secret = "";

		/**
		 * Whether to run the fleet without a secret: records are neither signed nor
		 * checked, so whoever can write the fleet's topics can change logging on every
		 * instance.
		 */
		private boolean unsigned;

		/**
		 * Longest time-to-live of a fleet change. Every fleet change needs one, and a
		 * record written again by someone else acts at most until the expiry of the
		 * original.
		 */
		private Duration maxTtl = Duration.ofHours(1);

		/**
		 * Id of this instance in the fleet. When empty, the host name, the process id and
		 * a random suffix.
		 */
		private String instanceId = "";

		/**
		 * How often this instance reports its status when nothing changes.
		 */
		private Duration statusInterval = Duration.ofSeconds(30);

		/**
		 * How long an instance counts as live after its last status report.
		 */
		private Duration instanceTimeout = Duration.ofSeconds(90);

		/**
		 * How often the connection to the broker is checked, and how long a broker
		 * request may take.
		 */
		private Duration checkInterval = Duration.ofSeconds(5);

		/**
		 * Longest time a fleet write waits for the broker's acknowledgement before it
		 * answers 503. With Kafka, also the transaction timeout: the broker aborts a
		 * write left open longer.
		 */
		private Duration sendTimeout = Duration.ofSeconds(10);

		/**
		 * Largest record value accepted, at least 1KB; larger records are skipped and
		 * counted.
		 */
		private DataSize maxRecordSize = DataSize.ofKilobytes(16);

		public boolean isEnabled() {
			return this.enabled;
		}

		public void setEnabled(boolean enabled) {
			this.enabled = enabled;
		}

		public String getTopic() {
			return this.topic;
		}

		public void setTopic(String topic) {
			if (topic.isBlank()) {
				throw new IllegalArgumentException("logging-perf.fleet.topic must not be empty");
			}
			this.topic = topic;
		}

		public String getStatusTopic() {
			return this.statusTopic;
		}

		public void setStatusTopic(String statusTopic) {
			if (statusTopic.isBlank()) {
				throw new IllegalArgumentException("logging-perf.fleet.status-topic must not be empty");
			}
			this.statusTopic = statusTopic;
		}

		public boolean isCreateTopics() {
			return this.createTopics;
		}

		public void setCreateTopics(boolean createTopics) {
			this.createTopics = createTopics;
		}

		public String getSecret() {
			return this.secret;
		}

		public void setSecret(String secret) {
			this.secret = secret;
		}

		public boolean isUnsigned() {
			return this.unsigned;
		}

		public void setUnsigned(boolean unsigned) {
			this.unsigned = unsigned;
		}

		public Duration getMaxTtl() {
			return this.maxTtl;
		}

		public void setMaxTtl(Duration maxTtl) {
			this.maxTtl = positive("max-ttl", maxTtl);
		}

		public String getInstanceId() {
			return this.instanceId;
		}

		public void setInstanceId(String instanceId) {
			if (!instanceId.isEmpty() && instanceId.isBlank()) {
				throw new IllegalArgumentException("logging-perf.fleet.instance-id must not be blank but was '"
						+ instanceId + "'; leave it empty for the host name, the process id and a random suffix");
			}
			this.instanceId = instanceId;
		}

		public Duration getStatusInterval() {
			return this.statusInterval;
		}

		public void setStatusInterval(Duration statusInterval) {
			this.statusInterval = positive("status-interval", statusInterval);
		}

		public Duration getInstanceTimeout() {
			return this.instanceTimeout;
		}

		public void setInstanceTimeout(Duration instanceTimeout) {
			this.instanceTimeout = positive("instance-timeout", instanceTimeout);
		}

		public Duration getCheckInterval() {
			return this.checkInterval;
		}

		public void setCheckInterval(Duration checkInterval) {
			this.checkInterval = positive("check-interval", checkInterval);
		}

		public Duration getSendTimeout() {
			return this.sendTimeout;
		}

		public void setSendTimeout(Duration sendTimeout) {
			this.sendTimeout = positive("send-timeout", sendTimeout);
		}

		public DataSize getMaxRecordSize() {
			return this.maxRecordSize;
		}

		public void setMaxRecordSize(DataSize maxRecordSize) {
			if (maxRecordSize.toBytes() < MIN_RECORD_SIZE.toBytes()) {
				throw new IllegalArgumentException("logging-perf.fleet.max-record-size must be at least 1KB (a fleet "
						+ "change or status takes up to a few hundred bytes) but was " + maxRecordSize);
			}
			this.maxRecordSize = maxRecordSize;
		}

		private static Duration positive(String name, Duration value) {
			if (value.isNegative() || value.isZero()) {
				throw new IllegalArgumentException("logging-perf.fleet." + name + " must be positive but was " + value);
			}
			return value;
		}

		void validate(Errors errors) {
			if (this.instanceTimeout.compareTo(this.statusInterval) <= 0) {
				errors.rejectValue("fleet.instanceTimeout", "tooShort",
						"logging-perf.fleet.instance-timeout must be longer than logging-perf.fleet.status-interval ("
								+ this.statusInterval + ") but was " + this.instanceTimeout
								+ ": every instance would drop out of the fleet view between two of its reports");
			}
			int secretBytes = FleetSignature.secretBytes(this.secret);
			if (!this.secret.isEmpty() && secretBytes < FleetSignature.MIN_SECRET_BYTES) {
				// a global error: a field error would carry the secret into the failure
				// analysis
				errors.reject("fleetSecretTooShort",
						"logging-perf.fleet.secret must hold at least " + FleetSignature.MIN_SECRET_BYTES
								+ " bytes (an HMAC-SHA256 key; a Base64 secret counts the "
								+ "bytes it decodes to) but holds " + secretBytes + ": generate one with "
								+ "'openssl rand -base64 32' and set the same on every instance");
			}
			if (this.unsigned && !this.secret.isEmpty()) {
				errors.rejectValue("fleet.unsigned", "contradiction",
						"logging-perf.fleet.unsigned must not be true while logging-perf.fleet.secret is set: "
								+ "remove one of them");
			}
		}

	}

	/**
	 * Web properties.
	 */
	public static class Web {

		private final PathTrie pathTrie = new PathTrie();

		public PathTrie getPathTrie() {
			return this.pathTrie;
		}

	}

	/**
	 * Path trie properties: matching of path-mapped Spring MVC interceptors.
	 */
	public static class PathTrie {

		/**
		 * Whether to match the path patterns of Spring MVC interceptors registered on the
		 * request mapping handler mapping with a trie, in time independent of the number
		 * of patterns. Registrations for which the same answers cannot be established (a
		 * custom PathMatcher, HTTP method restrictions) keep Spring's matcher. Backs off
		 * when the application defines its own WebMvcRegistrations.
		 */
		private boolean enabled = true;

		public boolean isEnabled() {
			return this.enabled;
		}

		public void setEnabled(boolean enabled) {
			this.enabled = enabled;
		}

	}

	/**
	 * MCP tools properties: the tools an assistant calls through the application's MCP
	 * server (Spring AI) to read the logging pipeline and change it for a limited time.
	 */
	public static class Mcp {

		/**
		 * Whether to offer the logging-perf tools on the application's MCP server, when
		 * it has one.
		 */
		private boolean enabled = true;

		/**
		 * Longest time-to-live an MCP write may ask for. Every MCP write must give one.
		 */
		private Duration maxTtl = Duration.ofHours(1);

		/**
		 * Authority the caller of an MCP write must hold, on top of what the
		 * application's security requires for writes to the endpoint.
		 */
		private String writeAuthority = "ROLE_LOGGING_ADMIN";

		public boolean isEnabled() {
			return this.enabled;
		}

		public void setEnabled(boolean enabled) {
			this.enabled = enabled;
		}

		public Duration getMaxTtl() {
			return this.maxTtl;
		}

		public void setMaxTtl(Duration maxTtl) {
			if (maxTtl.isNegative() || maxTtl.isZero()) {
				throw new IllegalArgumentException("logging-perf.mcp.max-ttl must be positive but was " + maxTtl);
			}
			this.maxTtl = maxTtl;
		}

		public String getWriteAuthority() {
			return this.writeAuthority;
		}

		public void setWriteAuthority(String writeAuthority) {
			if (writeAuthority.isBlank()) {
				throw new IllegalArgumentException("logging-perf.mcp.write-authority must not be blank");
			}
			this.writeAuthority = writeAuthority;
		}

	}

}
