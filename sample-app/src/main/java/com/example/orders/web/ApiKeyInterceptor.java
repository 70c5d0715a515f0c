package com.example.orders.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpStatus;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Authenticates API calls: a request without the header {@code X-Api-Key: demo-key} gets
 * a 401 and never reaches its controller.
 */
class ApiKeyInterceptor implements HandlerInterceptor {

	static final String HEADER = "X-Api-Key";

	static final String DEMO_KEY = "demo-key";

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		if (DEMO_KEY.equals(request.getHeader(HEADER))) {
			return true;
		}
		response.setHeader("WWW-Authenticate", "ApiKey header=\"" + HEADER + "\"");
		response.sendError(HttpStatus.UNAUTHORIZED.value(), "Missing or invalid " + HEADER);
		return false;
	}

}
