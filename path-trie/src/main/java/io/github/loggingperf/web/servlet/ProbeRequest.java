package io.github.loggingperf.web.servlet;

import java.io.IOException;
import java.security.Principal;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpUpgradeHandler;
import jakarta.servlet.http.Part;
import org.jspecify.annotations.Nullable;

import org.springframework.http.server.RequestPath;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * The request {@link InterceptorProbe} asks a {@code MappedInterceptor} about: a method
 * and a parsed path, cached the way {@code DispatcherServlet} caches it.
 *
 * @author logging-perf
 */
final class ProbeRequest extends UnsupportedServletRequest implements HttpServletRequest {

	private final Map<String, Object> attributes = new LinkedHashMap<>();

	private final String method;

	ProbeRequest(String method, String path) {
		this.method = method;
		ServletRequestPathUtils.setParsedRequestPath(RequestPath.parse(path, null), this);
	}

	@Override
	public String getMethod() {
		return this.method;
	}

	@Override
	public @Nullable Object getAttribute(String name) {
		return this.attributes.get(name);
	}

	@Override
	public Enumeration<String> getAttributeNames() {
		return Collections.enumeration(this.attributes.keySet());
	}

	@Override
	public void setAttribute(String name, @Nullable Object value) {
		if (value != null) {
			this.attributes.put(name, value);
		}
		else {
			this.attributes.remove(name);
		}
	}

	@Override
	public void removeAttribute(String name) {
		this.attributes.remove(name);
	}

	@Override
	public String getAuthType() {
		throw unsupported();
	}

	@Override
	public Cookie[] getCookies() {
		throw unsupported();
	}

	@Override
	public long getDateHeader(String arg) {
		throw unsupported();
	}

	@Override
	public String getHeader(String arg) {
		throw unsupported();
	}

	@Override
	public Enumeration<String> getHeaders(String arg) {
		throw unsupported();
	}

	@Override
	public Enumeration<String> getHeaderNames() {
		throw unsupported();
	}

	@Override
	public int getIntHeader(String arg) {
		throw unsupported();
	}

	@Override
	public String getPathInfo() {
		throw unsupported();
	}

	@Override
	public String getPathTranslated() {
		throw unsupported();
	}

	@Override
	public String getContextPath() {
		throw unsupported();
	}

	@Override
	public String getQueryString() {
		throw unsupported();
	}

	@Override
	public String getRemoteUser() {
		throw unsupported();
	}

	@Override
	public boolean isUserInRole(String arg) {
		throw unsupported();
	}

	@Override
	public Principal getUserPrincipal() {
		throw unsupported();
	}

	@Override
	public String getRequestedSessionId() {
		throw unsupported();
	}

	@Override
	public String getRequestURI() {
		throw unsupported();
	}

	@Override
	public StringBuffer getRequestURL() {
		throw unsupported();
	}

	@Override
	public String getServletPath() {
		throw unsupported();
	}

	@Override
	public HttpSession getSession(boolean arg) {
		throw unsupported();
	}

	@Override
	public HttpSession getSession() {
		throw unsupported();
	}

	@Override
	public String changeSessionId() {
		throw unsupported();
	}

	@Override
	public boolean isRequestedSessionIdValid() {
		throw unsupported();
	}

	@Override
	public boolean isRequestedSessionIdFromCookie() {
		throw unsupported();
	}

	@Override
	public boolean isRequestedSessionIdFromURL() {
		throw unsupported();
	}

	@Override
	public boolean authenticate(HttpServletResponse arg) throws IOException, ServletException {
		throw unsupported();
	}

	@Override
	public void login(String arg1, String arg2) throws ServletException {
		throw unsupported();
	}

	@Override
	public void logout() throws ServletException {
		throw unsupported();
	}

	@Override
	public Collection<Part> getParts() throws IOException, ServletException {
		throw unsupported();
	}

	@Override
	public Part getPart(String arg) throws IOException, ServletException {
		throw unsupported();
	}

	@Override
	public <T extends HttpUpgradeHandler> T upgrade(Class<T> arg) throws IOException, ServletException {
		throw unsupported();
	}

}
