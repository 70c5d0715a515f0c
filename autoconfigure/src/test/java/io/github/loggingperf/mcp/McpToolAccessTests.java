package io.github.loggingperf.mcp;

import java.time.Duration;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Tests for {@link McpToolAccess}: the endpoint's rules applied to a tool's caller.
 */
class McpToolAccessTests {

	private static final McpCaller ADMIN = new McpCaller("admin", true, Set.of("ROLE_LOGGING_ADMIN"), true, true);

	@Test
	void writeIsRefusedToEveryoneWhileTheEndpointsWritesAreNotOpened() {
		McpToolAccess access = new McpToolAccess(() -> ADMIN, false, "ROLE_LOGGING_ADMIN", Duration.ofHours(1));
		assertThat(access.writesOpened()).isFalse();
		assertThatExceptionOfType(McpToolException.class).isThrownBy(access::write)
			.withMessage("refused: writes are off: the endpoint's writes are not opened "
					+ "(management.endpoint.loggingperf.access is not unrestricted), and MCP writes follow them");
		assertThat(access.read()).isEqualTo(ADMIN);
	}

	@Test
	void writeIsRefusedToAnApplicationWithoutWebSecurityBecauseNobodyIsAuthenticated() {
		McpToolAccess access = new McpToolAccess(McpCaller::unsecured, true, "ROLE_LOGGING_ADMIN", Duration.ofHours(1));
		assertThat(access.read().name()).isEqualTo("anonymous");
		assertThatExceptionOfType(McpToolException.class).isThrownBy(access::write)
			.withMessageStartingWith(
					"refused: MCP writes need an authenticated caller holding the authority " + "ROLE_LOGGING_ADMIN");
	}

	@Test
	void writeIsRefusedToAnAuthorisedCallerWhomTheApplicationsRulesDoNotLetWrite() {
		McpCaller caller = new McpCaller("admin", true, Set.of("ROLE_LOGGING_ADMIN"), true, false);
		McpToolAccess access = new McpToolAccess(() -> caller, true, "ROLE_LOGGING_ADMIN", Duration.ofHours(1));
		assertThatExceptionOfType(McpToolException.class).isThrownBy(access::write)
			.withMessage("refused: the application's security does not let admin write to /actuator/logging-perf, "
					+ "and MCP writes follow the same rules");
	}

	@Test
	void writeIsAllowedToAnAuthenticatedCallerWithTheConfiguredAuthority() {
		McpCaller operator = new McpCaller("ops", true, Set.of("SCOPE_logging.write"), true, true);
		McpToolAccess access = new McpToolAccess(() -> operator, true, "SCOPE_logging.write", Duration.ofHours(1));
		assertThat(access.write()).isEqualTo(operator);
	}

}
