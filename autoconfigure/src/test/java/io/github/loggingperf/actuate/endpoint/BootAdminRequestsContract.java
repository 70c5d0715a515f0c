package io.github.loggingperf.actuate.endpoint;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The requests Spring Boot Admin and scripts written for {@code /actuator/loggers} send,
 * with the actuator's media types, run the same way against each web stack's endpoint.
 */
interface BootAdminRequestsContract {

	/**
	 * Return the HTTP client of the running application.
	 * @return the client
	 */
	EndpointHttp http();

	/**
	 * Return the endpoint's path.
	 * @return the path
	 */
	default String endpoint() {
		return "/actuator/logging-perf";
	}

	@ParameterizedTest(name = "Content-Type {0}")
	@ValueSource(strings = { EndpointHttp.ACTUATOR_V3_JSON, EndpointHttp.ACTUATOR_V2_JSON, "application/json" })
	default void postConfiguredLevelWithTheMediaTypesOfBootAdminSetsAndResets(String contentType) throws Exception {
		http().assertConfiguredLevelSetAndResetAsBootAdmin(endpoint(), "com.example.admin", contentType);
	}

	@ParameterizedTest(name = "Content-Type {0}")
	@ValueSource(strings = { EndpointHttp.ACTUATOR_V3_JSON, EndpointHttp.ACTUATOR_V2_JSON })
	default void postLevelsObjectWithActuatorMediaTypeSetsEveryOverride(String contentType) throws Exception {
		http().assertLevelsObjectSetAsBootAdmin(endpoint(), contentType);
	}

	@ParameterizedTest(name = "Content-Type {0}")
	@ValueSource(strings = { EndpointHttp.ACTUATOR_V3_JSON, EndpointHttp.ACTUATOR_V2_JSON, "application/json" })
	default void badConfiguredLevelWithTheMediaTypesOfBootAdminIsProblemJsonAndChangesNothing(String contentType)
			throws Exception {
		http().assertRefused(endpoint(), "/com.example.existing", "{\"configuredLevel\":\"LOUD\"}",
				"configuredLevel must be one of", contentType, EndpointHttp.BOOT_ADMIN_ACCEPT);
		http().assertRefused(endpoint(), "", "{\"discardThreshold\":\"OFF\"}", "discardThreshold must be one of",
				contentType, EndpointHttp.BOOT_ADMIN_ACCEPT);
	}

}
