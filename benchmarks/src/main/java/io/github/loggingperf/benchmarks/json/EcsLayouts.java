package io.github.loggingperf.benchmarks.json;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.Layout;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.layout.template.json.JsonTemplateLayout;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.json.JsonWriter;
import org.springframework.boot.logging.structured.ElasticCommonSchemaProperties;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.util.StringUtils;

/**
 * Spring Boot's structured console layout in ECS format and Log4j's
 * {@link JsonTemplateLayout} with an ECS template that writes the same fields
 * ({@code ecs-template.json}), both taken from a real Spring Boot application that
 * initialised logging with Boot's own Log4j configuration and
 * {@code logging.structured.format.console=ecs}: Boot's layout is the one on its
 * {@code Console} appender, and the template is completed with the process id and the
 * service fields that Boot writes from the same environment (read with Boot's
 * {@link ElasticCommonSchemaProperties}).
 *
 * @author logging-perf
 */
public final class EcsLayouts implements AutoCloseable {

	private static final String TEMPLATE = "ecs-template.json";

	private final ConfigurableApplicationContext application;

	private final Layout<?> boot;

	private final JsonTemplateLayout template;

	private EcsLayouts(ConfigurableApplicationContext application, Layout<?> boot, JsonTemplateLayout template) {
		this.application = application;
		this.boot = boot;
		this.template = template;
	}

	/**
	 * Start a Spring Boot application (no web server, no auto-configuration) that logs
	 * ECS lines to the console, and take both layouts from its logging.
	 * @param properties more application properties, as {@code name=value}
	 * @return the layouts
	 */
	public static EcsLayouts start(String... properties) {
		ConfigurableApplicationContext application = new SpringApplicationBuilder(Application.class)
			.web(WebApplicationType.NONE)
			.bannerMode(Banner.Mode.OFF)
			.logStartupInfo(false)
			.properties("logging.config=classpath:org/springframework/boot/logging/log4j2/log4j2.xml",
					"logging.structured.format.console=ecs", "spring.application.name=orders",
					"spring.application.version=1.4.2")
			.properties(properties)
			.run();
		LoggerContext context = (LoggerContext) LogManager.getContext(EcsLayouts.class.getClassLoader(), false);
		Appender console = context.getConfiguration().getAppender("Console");
		if (console == null) {
			throw new IllegalStateException("Spring Boot's Log4j configuration has no appender named Console");
		}
		JsonTemplateLayout template = JsonTemplateLayout.newBuilder()
			.setConfiguration(context.getConfiguration())
			.setCharset(StandardCharsets.UTF_8)
			.setEventTemplate(template(application.getEnvironment()))
			.build();
		return new EcsLayouts(application, console.getLayout(), template);
	}

	/**
	 * Return the event template, with the process id and the service fields that Spring
	 * Boot's ECS format writes from the given environment.
	 * @param environment the application's environment
	 * @return the template
	 */
	static String template(Environment environment) {
		Long pid = environment.getProperty("spring.application.pid", Long.class);
		return read(TEMPLATE).replace("\"@pid@\"", (pid != null) ? pid.toString() : "null")
			.replace("\"@service@\"", JsonWriter.standard().writeToString(service(environment)));
	}

	private static Map<String, Object> service(Environment environment) {
		ElasticCommonSchemaProperties.Service properties = ElasticCommonSchemaProperties.get(environment).service();
		Map<String, Object> service = new LinkedHashMap<>();
		putIfHasLength(service, "name", properties.name());
		putIfHasLength(service, "version", properties.version());
		putIfHasLength(service, "environment", properties.environment());
		Map<String, Object> node = new LinkedHashMap<>();
		putIfHasLength(node, "name", properties.nodeName());
		service.put("node", node);
		return service;
	}

	private static void putIfHasLength(Map<String, Object> map, String key, @Nullable String value) {
		if (StringUtils.hasLength(value)) {
			map.put(key, value);
		}
	}

	private static String read(String resource) {
		try (InputStream in = EcsLayouts.class.getResourceAsStream(resource)) {
			if (in == null) {
				throw new IllegalStateException("No resource " + resource + " beside " + EcsLayouts.class);
			}
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Return Spring Boot's structured layout, as its console appender has it.
	 * @return the layout
	 */
	public Layout<?> boot() {
		return this.boot;
	}

	/**
	 * Return Log4j's template layout with the ECS template.
	 * @return the layout
	 */
	public JsonTemplateLayout template() {
		return this.template;
	}

	@Override
	public void close() {
		this.application.close();
	}

	@Configuration(proxyBeanMethods = false)
	static class Application {

	}

}
