package com.example.orders.web;

import java.util.List;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Protects {@code /api/**} with the {@link ApiKeyInterceptor}, except for the public URLs
 * the application collected over the years. Registered the usual way: the logging-perf
 * starter matches the exclude list with its path trie, giving Spring's answers without
 * trying every pattern on every request.
 */
@Configuration(proxyBeanMethods = false)
class WebMvcConfiguration implements WebMvcConfigurer {

	static final List<String> INCLUDE_PATTERNS = List.of("/api/**");

	static final List<String> EXCLUDE_PATTERNS = List.of(
			// Public pages, load-tested without a key
			"/orders/**", "/demo/**", "/actuator/**", "/error", "/", "/index.html", "/favicon.ico", "/robots.txt",
			"/sitemap.xml", "/manifest.json", "/service-worker.js",
			// Static assets
			"/css/**", "/js/**", "/img/**", "/images/**", "/fonts/**", "/webjars/**", "/static/**", "/assets/**",
			"/**/*.png", "/**/*.jpg", "/**/*.svg", "/**/*.ico", "/**/*.css", "/**/*.js", "/**/*.map", "/**/*.woff2",
			// Authentication
			"/api/auth/login", "/api/auth/logout", "/api/auth/refresh", "/api/auth/register",
			"/api/auth/password/forgot", "/api/auth/password/reset", "/api/auth/verify/{token}",
			"/api/auth/oauth2/{provider}", "/api/auth/oauth2/{provider}/callback", "/api/auth/sso/callback",
			"/api/auth/mfa/challenge", "/api/auth/captcha", "/api/*/login", "/api/*/logout",
			// Health and status
			"/api/health", "/api/health/**", "/api/ping", "/api/v?/ping", "/api/status", "/api/version", "/api/info",
			"/api/ready", "/api/live", "/api/metrics/public",
			// Public API documentation
			"/api/docs", "/api/docs/**", "/api/openapi.json", "/api/openapi.yaml", "/api/v?/api-docs",
			"/api/v?/api-docs/**", "/api/swagger-ui/**", "/api/redoc", "/api/schema/{name}.json", "/api/changelog",
			// Public catalogue
			"/api/public/**", "/api/catalog", "/api/catalog/categories", "/api/catalog/categories/{id}",
			"/api/catalog/products", "/api/catalog/products/{id}", "/api/catalog/products/{id}/images",
			"/api/catalog/products/{id}/reviews", "/api/catalog/search", "/api/catalog/brands/{slug}",
			"/api/catalog/products/{id:\\d+}/availability", "/api/prices/{sku}", "/api/stores", "/api/stores/{id}",
			"/api/stores/{id}/hours", "/api/regions", "/api/currencies", "/api/countries",
			"/api/countries/{code}/states", "/api/shipping/rates", "/api/shipping/zones/*",
			// Webhooks (signed by the sender instead)
			"/api/webhooks/stripe", "/api/webhooks/paypal", "/api/webhooks/adyen", "/api/webhooks/github",
			"/api/webhooks/slack/events", "/api/webhooks/twilio/{event}", "/api/webhooks/carrier/{carrier}/**",
			"/api/webhooks/partner/{partnerId}/notify", "/api/callbacks/**", "/api/ipn/{provider}",
			// Sharing and tracking links sent by e-mail
			"/api/share/{token}", "/api/share/{token}/preview", "/api/track/{trackingNumber}",
			"/api/unsubscribe/{token}", "/api/invitations/{token}", "/api/invitations/{token}/accept",
			"/api/newsletter/subscribe", "/api/contact", "/api/feedback", "/api/files/public/{*path}",
			// Mobile apps
			"/api/mobile/config", "/api/mobile/v?/config", "/api/mobile/features", "/api/mobile/min-version",
			"/api/mobile/push/register", "/api/app-links/**", "/api/.well-known/**",
			// Partner integrations with their own signature check
			"/api/partners/{partnerId}/feed.xml", "/api/partners/{partnerId}/catalog.csv", "/api/affiliates/click",
			"/api/affiliates/{code}", "/api/coupons/{code}/validate", "/api/gift-cards/{number}/balance",
			// Legacy URLs kept for old clients (a ** in the middle: matched the
			// AntPathMatcher way, as in Spring)
			"/api/legacy/**/public", "/api/v1/**/static/**", "/api/old/**/hello", "/api/m/**/config.json",
			// Miscellaneous
			"/api/time", "/api/geoip", "/api/i18n/{locale}/messages", "/api/i18n/{locale}/*.json", "/api/banners",
			"/api/banners/{placement}", "/api/cms/pages/{slug}", "/api/cms/blocks/{id}", "/api/faq", "/api/faq/{topic}",
			"/api/terms", "/api/privacy", "/api/cookies");

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new ApiKeyInterceptor())
			.addPathPatterns(INCLUDE_PATTERNS)
			.excludePathPatterns(EXCLUDE_PATTERNS);
	}

}
