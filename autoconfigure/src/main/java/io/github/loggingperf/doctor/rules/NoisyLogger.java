package io.github.loggingperf.doctor.rules;

import java.util.List;

/**
 * A logger known to log a lot at DEBUG or TRACE: a wire, header or SQL logger of a common
 * library.
 *
 * @param name the logger name, which also covers the loggers below it
 * @param library the library, as operators know it
 * @param markerClass a class of the library, present when the library is on the classpath
 * @param wire whether it logs request and response content (critical)
 * @author logging-perf
 */
record NoisyLogger(String name, String library, String markerClass, boolean wire) {

	private static final String HTTP_CLIENT_4 = "org.apache.http.impl.client.HttpClientBuilder";

	private static final String HTTP_CLIENT_5 = "org.apache.hc.client5.http.impl.classic.HttpClientBuilder";

	private static final String HIBERNATE = "org.hibernate.Session";

	/**
	 * The loggers the doctor knows.
	 */
	static final List<NoisyLogger> KNOWN = List.of(
			new NoisyLogger("org.apache.http.wire", "Apache HttpClient 4", HTTP_CLIENT_4, true),
			new NoisyLogger("org.apache.http.headers", "Apache HttpClient 4", HTTP_CLIENT_4, true),
			new NoisyLogger("org.apache.hc.client5.http.wire", "Apache HttpClient 5", HTTP_CLIENT_5, true),
			new NoisyLogger("org.apache.hc.client5.http.headers", "Apache HttpClient 5", HTTP_CLIENT_5, true),
			new NoisyLogger("io.netty.handler.logging.LoggingHandler", "Netty",
					"io.netty.handler.logging.LoggingHandler", true),
			new NoisyLogger("reactor.netty.http.client.HttpClient", "Reactor Netty",
					"reactor.netty.http.client.HttpClient", true),
			new NoisyLogger("okhttp3.internal.http2.Http2", "OkHttp", "okhttp3.OkHttpClient", true),
			new NoisyLogger("okhttp3.OkHttpClient", "OkHttp", "okhttp3.OkHttpClient", true),
			new NoisyLogger("software.amazon.awssdk.request", "AWS SDK 2", "software.amazon.awssdk.core.SdkRequest",
					false),
			new NoisyLogger("com.amazonaws.request", "AWS SDK 1", "com.amazonaws.AmazonWebServiceClient", false),
			new NoisyLogger("org.hibernate.SQL", "Hibernate", HIBERNATE, false),
			new NoisyLogger("org.hibernate.orm.jdbc.bind", "Hibernate 6", HIBERNATE, false),
			new NoisyLogger("org.hibernate.type.descriptor.sql", "Hibernate 5", HIBERNATE, false),
			new NoisyLogger("org.springframework.jdbc.core", "Spring JDBC",
					"org.springframework.jdbc.core.JdbcTemplate", false));

}
