package io.github.loggingperf.actuate.endpoint;

import java.util.Map;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Serves the {@link LoggingPerfEndpoint#ID loggingperf} endpoint at
 * {@code /actuator/logging-perf}: endpoint ids may not contain a dash, so the dashed path
 * is contributed as a path mapping of the lowest precedence, which the user can still
 * override with {@code management.endpoints.web.path-mapping.loggingperf}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingPerfEndpointPathMapping implements EnvironmentPostProcessor {

	static final String PROPERTY = "management.endpoints.web.path-mapping." + LoggingPerfEndpoint.ID;

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		environment.getPropertySources()
			.addLast(new MapPropertySource("loggingPerfEndpointPathMapping", Map.of(PROPERTY, "logging-perf")));
	}

}
