package io.github.loggingperf.web.servlet;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UnsupportedEncodingException;
import java.util.Enumeration;
import java.util.Locale;
import java.util.Map;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletConnection;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;

/**
 * A {@link ServletRequest} that supports nothing but what its subclass implements: the
 * base of the request that {@link InterceptorProbe} hands to
 * {@code MappedInterceptor.matches}, which reads only attributes and the method.
 *
 * @author logging-perf
 */
abstract class UnsupportedServletRequest implements ServletRequest {

	@Override
	public String getCharacterEncoding() {
		throw unsupported();
	}

	@Override
	public void setCharacterEncoding(String arg) throws UnsupportedEncodingException {
		throw unsupported();
	}

	@Override
	public int getContentLength() {
		throw unsupported();
	}

	@Override
	public long getContentLengthLong() {
		throw unsupported();
	}

	@Override
	public String getContentType() {
		throw unsupported();
	}

	@Override
	public ServletInputStream getInputStream() throws IOException {
		throw unsupported();
	}

	@Override
	public String getParameter(String arg) {
		throw unsupported();
	}

	@Override
	public Enumeration<String> getParameterNames() {
		throw unsupported();
	}

	@Override
	public String[] getParameterValues(String arg) {
		throw unsupported();
	}

	@Override
	public Map<String, String[]> getParameterMap() {
		throw unsupported();
	}

	@Override
	public String getProtocol() {
		throw unsupported();
	}

	@Override
	public String getScheme() {
		throw unsupported();
	}

	@Override
	public String getServerName() {
		throw unsupported();
	}

	@Override
	public int getServerPort() {
		throw unsupported();
	}

	@Override
	public BufferedReader getReader() throws IOException {
		throw unsupported();
	}

	@Override
	public String getRemoteAddr() {
		throw unsupported();
	}

	@Override
	public String getRemoteHost() {
		throw unsupported();
	}

	@Override
	public Locale getLocale() {
		throw unsupported();
	}

	@Override
	public Enumeration<Locale> getLocales() {
		throw unsupported();
	}

	@Override
	public boolean isSecure() {
		throw unsupported();
	}

	@Override
	public RequestDispatcher getRequestDispatcher(String arg) {
		throw unsupported();
	}

	@Override
	public int getRemotePort() {
		throw unsupported();
	}

	@Override
	public String getLocalName() {
		throw unsupported();
	}

	@Override
	public String getLocalAddr() {
		throw unsupported();
	}

	@Override
	public int getLocalPort() {
		throw unsupported();
	}

	@Override
	public ServletContext getServletContext() {
		throw unsupported();
	}

	@Override
	public AsyncContext startAsync() throws IllegalStateException {
		throw unsupported();
	}

	@Override
	public AsyncContext startAsync(ServletRequest arg1, ServletResponse arg2) throws IllegalStateException {
		throw unsupported();
	}

	@Override
	public boolean isAsyncStarted() {
		throw unsupported();
	}

	@Override
	public boolean isAsyncSupported() {
		throw unsupported();
	}

	@Override
	public AsyncContext getAsyncContext() {
		throw unsupported();
	}

	@Override
	public DispatcherType getDispatcherType() {
		throw unsupported();
	}

	@Override
	public String getRequestId() {
		throw unsupported();
	}

	@Override
	public String getProtocolRequestId() {
		throw unsupported();
	}

	@Override
	public ServletConnection getServletConnection() {
		throw unsupported();
	}

	static UnsupportedOperationException unsupported() {
		return new UnsupportedOperationException("Not supported by a probe request");
	}

}
