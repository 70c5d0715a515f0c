package io.github.loggingperf.location;

import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.config.plugins.Plugin;
import org.apache.logging.log4j.core.impl.LocationAware;
import org.apache.logging.log4j.core.pattern.ConverterKeys;
import org.apache.logging.log4j.core.pattern.LogEventPatternConverter;
import org.apache.logging.log4j.core.pattern.PatternConverter;

/**
 * Pattern converter {@code %loggingPerfLocation} that prints nothing but tells Log4j that
 * the layout needs the caller's location. Appended, while location capture is on, to the
 * patterns whose location converters are all nested in another converter's options (such
 * as {@code %highlight{%L}}), which Log4j does not detect on its own: without it, no
 * location is captured and they print {@code ?}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@Plugin(name = "LocationCaptureConverter", category = PatternConverter.CATEGORY)
@ConverterKeys({ LocationCaptureConverter.KEY })
public final class LocationCaptureConverter extends LogEventPatternConverter implements LocationAware {

	static final String KEY = "loggingPerfLocation";

	private static final LocationCaptureConverter INSTANCE = new LocationCaptureConverter();

	private LocationCaptureConverter() {
		super("LocationCapture", "locationCapture");
	}

	/**
	 * Return the converter. Called by Log4j.
	 * @param options the converter's options, ignored
	 * @return the converter
	 */
	public static LocationCaptureConverter newInstance(String[] options) {
		return INSTANCE;
	}

	@Override
	public void format(LogEvent event, StringBuilder toAppendTo) {
	}

	@Override
	public boolean requiresLocation() {
		return true;
	}

}
