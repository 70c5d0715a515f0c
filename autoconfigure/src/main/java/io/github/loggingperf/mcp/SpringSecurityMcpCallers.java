package io.github.loggingperf.mcp;

import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.authentication.AuthenticationTrustResolver;
import org.springframework.security.authentication.AuthenticationTrustResolverImpl;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.AuthorityUtils;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.access.WebInvocationPrivilegeEvaluator;
import org.springframework.util.Assert;

/**
 * The caller of an MCP tool as Spring Security knows it: the authentication of the HTTP
 * request to the MCP endpoint (a servlet MCP server runs a tool on the request's thread),
 * and whether the application's own web security rules would let that authentication read
 * ({@code GET}) and write ({@code POST}) {@code /actuator/logging-perf}, asked through
 * Spring Security's {@link WebInvocationPrivilegeEvaluator}. A call that carries no
 * authentication is judged as an anonymous one.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class SpringSecurityMcpCallers implements McpCallers {

	private static final AuthenticationTrustResolver trustResolver = new AuthenticationTrustResolverImpl();

	private static final Authentication ANONYMOUS = new AnonymousAuthenticationToken("logging-perf-mcp",
			"anonymousUser", AuthorityUtils.createAuthorityList("ROLE_ANONYMOUS"));

	private final Supplier<@Nullable WebInvocationPrivilegeEvaluator> evaluator;

	private final Supplier<@Nullable String> endpointPath;

	/**
	 * Create the callers.
	 * @param evaluator the application's web security rules, {@code null} when the
	 * application has no web security
	 * @param endpointPath the path of the endpoint, such as
	 * {@code /actuator/logging-perf}, {@code null} when it is not served over HTTP
	 */
	public SpringSecurityMcpCallers(Supplier<@Nullable WebInvocationPrivilegeEvaluator> evaluator,
			Supplier<@Nullable String> endpointPath) {
		Assert.notNull(evaluator, "'evaluator' must not be null");
		Assert.notNull(endpointPath, "'endpointPath' must not be null");
		this.evaluator = evaluator;
		this.endpointPath = endpointPath;
	}

	@Override
	public McpCaller current() {
		Authentication authentication = SecurityContextHolder.getContextHolderStrategy()
			.getContext()
			.getAuthentication();
		if (authentication == null || !trustResolver.isAuthenticated(authentication)) {
			return new McpCaller(McpCaller.ANONYMOUS, false, Set.of(), allowed("GET", ANONYMOUS),
					allowed("POST", ANONYMOUS));
		}
		Set<String> authorities = authentication.getAuthorities()
			.stream()
			.map(GrantedAuthority::getAuthority)
			.filter(Objects::nonNull)
			.collect(Collectors.toUnmodifiableSet());
		return new McpCaller(authentication.getName(), true, authorities, allowed("GET", authentication),
				allowed("POST", authentication));
	}

	private boolean allowed(String method, Authentication authentication) {
		WebInvocationPrivilegeEvaluator evaluator = this.evaluator.get();
		if (evaluator == null) {
			return true;
		}
		String path = this.endpointPath.get();
		return path != null && evaluator.isAllowed("", path, method, authentication);
	}

}
