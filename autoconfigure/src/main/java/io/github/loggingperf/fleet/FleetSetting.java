package io.github.loggingperf.fleet;

import org.jspecify.annotations.Nullable;

/**
 * The settings a fleet change can carry, named by their key: {@code level:<logger>},
 * {@code location} and {@code discardThreshold}.
 *
 * @param kind what the setting changes
 * @param logger the logger name of a level setting, {@code null} otherwise
 * @author logging-perf
 * @since 0.1.0
 */
public record FleetSetting(Kind kind, @Nullable String logger) {

	/**
	 * Key of the location capture setting.
	 */
	public static final String LOCATION_KEY = "location";

	/**
	 * Key of the discard threshold setting.
	 */
	public static final String DISCARD_THRESHOLD_KEY = "discardThreshold";

	/**
	 * The location capture setting.
	 */
	public static final FleetSetting LOCATION = new FleetSetting(Kind.LOCATION, null);

	/**
	 * The discard threshold setting.
	 */
	public static final FleetSetting DISCARD_THRESHOLD = new FleetSetting(Kind.DISCARD_THRESHOLD, null);

	private static final String LEVEL_PREFIX = "level:";

	private static final char RECORD_SEPARATOR = '#';

	/**
	 * Return the setting of a logger's level.
	 * @param logger the logger name
	 * @return the setting
	 */
	public static FleetSetting level(String logger) {
		return new FleetSetting(Kind.LEVEL, logger);
	}

	/**
	 * Return the setting named by a record key.
	 * @param key the key
	 * @return the setting, or {@code null} if the key names none
	 */
	public static @Nullable FleetSetting parse(String key) {
		if (LOCATION_KEY.equals(key)) {
			return LOCATION;
		}
		if (DISCARD_THRESHOLD_KEY.equals(key)) {
			return DISCARD_THRESHOLD;
		}
		if (key.startsWith(LEVEL_PREFIX) && key.length() > LEVEL_PREFIX.length()) {
			return level(key.substring(LEVEL_PREFIX.length()));
		}
		return null;
	}

	/**
	 * Return the setting named by the key of a desired-state record: the setting's key,
	 * followed by {@code #} and the change id when a fleet write made it.
	 * @param recordKey the record's key
	 * @return the setting, or {@code null} if the key names none
	 */
	public static @Nullable FleetSetting ofRecordKey(String recordKey) {
		int separator = recordKey.lastIndexOf(RECORD_SEPARATOR);
		return parse((separator >= 0) ? recordKey.substring(0, separator) : recordKey);
	}

	/**
	 * Return the key of the record that carries one change of this setting: every change
	 * has a key of its own, so that compaction, which keeps the latest record of each
	 * key, never lets an old record written again take the place of a newer one.
	 * @param changeId the change's id
	 * @return the record key, {@code <setting>#<changeId>}
	 */
	public String recordKey(String changeId) {
		return key() + RECORD_SEPARATOR + changeId;
	}

	/**
	 * Return the key of this setting.
	 * @return the key
	 */
	public String key() {
		return switch (this.kind) {
			case LEVEL -> LEVEL_PREFIX + this.logger;
			case LOCATION -> LOCATION_KEY;
			case DISCARD_THRESHOLD -> DISCARD_THRESHOLD_KEY;
		};
	}

	/**
	 * What a setting changes.
	 */
	public enum Kind {

		/**
		 * A logger's level.
		 */
		LEVEL,

		/**
		 * Location capture.
		 */
		LOCATION,

		/**
		 * The discard threshold.
		 */
		DISCARD_THRESHOLD

	}

}
