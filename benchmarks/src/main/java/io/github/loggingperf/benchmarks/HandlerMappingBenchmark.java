package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import io.github.loggingperf.web.servlet.PathPatternTrieHandlerMapping;

import org.springframework.context.annotation.Configuration;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockServletContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.support.AnnotationConfigWebApplicationContext;
import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.config.annotation.DelegatingWebMvcConfiguration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * Handler lookup plus interceptor chain through the request mapping handler mapping, as
 * {@code DispatcherServlet} calls it ({@link HandlerMapping#getHandler}), for the sample
 * app's registration
 * ({@code registry.addInterceptor(x).addPathPatterns("/api/**").excludePathPatterns(<132 patterns>)},
 * read from the sample app's source), with the path trie switched on
 * ({@link PathPatternTrieHandlerMapping}, as the starter installs it) or off (Spring's
 * {@link RequestMappingHandlerMapping}). Run from the repository root.
 *
 * @author logging-perf
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HandlerMappingBenchmark {

	private static final Path SAMPLE_CONFIGURATION = Path
		.of("sample-app/src/main/java/com/example/orders/web/WebMvcConfiguration.java");

	@Param({ "on", "off" })
	private String trie;

	@Param({ "protected", "public" })
	private String requests;

	private AnnotationConfigWebApplicationContext context;

	private HandlerMapping mapping;

	private HttpServletRequest[] parsedRequests;

	private int next;

	/**
	 * Start the Spring MVC context and parse the requests.
	 * @throws IOException if the sample app's source cannot be read
	 */
	@Setup(Level.Trial)
	public void setUp() throws IOException {
		List<String> excludes = sampleExcludePatterns();
		this.context = new AnnotationConfigWebApplicationContext();
		this.context.setServletContext(new MockServletContext());
		this.context.addBeanFactoryPostProcessor((beanFactory) -> beanFactory.registerSingleton("settings",
				new Settings(this.trie.equals("on"), excludes)));
		this.context.register(MvcConfiguration.class, OrdersController.class);
		this.context.refresh();
		this.mapping = this.context.getBean("requestMappingHandlerMapping", HandlerMapping.class);
		List<String> paths = this.requests.equals("protected")
				? List.of("/api/orders/42", "/api/orders/42/items", "/api/customers/7", "/api/orders/43")
				: List.of("/api/health", "/api/catalog/products/7", "/api/auth/login", "/api/logo.png");
		this.parsedRequests = paths.stream().map((path) -> {
			MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
			ServletRequestPathUtils.parseAndCache(request);
			return request;
		}).toArray(HttpServletRequest[]::new);
	}

	/**
	 * Close the context.
	 */
	@TearDown(Level.Trial)
	public void tearDown() {
		this.context.close();
	}

	/**
	 * Look up the handler and build the interceptor chain for the next request.
	 * @return the number of interceptors in the chain
	 * @throws Exception if the handler mapping fails
	 */
	@Benchmark
	public int getHandler() throws Exception {
		HttpServletRequest request = this.parsedRequests[this.next++ & 3];
		HandlerExecutionChain chain = this.mapping.getHandler(request);
		if (chain == null) {
			throw new IllegalStateException("No handler for " + request.getRequestURI());
		}
		return chain.getInterceptorList().size();
	}

	static List<String> sampleExcludePatterns() throws IOException {
		String source = Files.readString(SAMPLE_CONFIGURATION);
		String list = source.substring(source.indexOf("EXCLUDE_PATTERNS = List.of("),
				source.indexOf(");", source.indexOf("EXCLUDE_PATTERNS = List.of(")));
		List<String> patterns = new ArrayList<>();
		Matcher literal = Pattern.compile("\"([^\"]*)\"").matcher(list);
		while (literal.find()) {
			patterns.add(literal.group(1));
		}
		return patterns;
	}

	record Settings(boolean trie, List<String> excludes) {

	}

	@Configuration(proxyBeanMethods = false)
	static class MvcConfiguration extends DelegatingWebMvcConfiguration {

		private final Settings settings;

		MvcConfiguration(Settings settings) {
			this.settings = settings;
		}

		@Override
		protected RequestMappingHandlerMapping createRequestMappingHandlerMapping() {
			return this.settings.trie() ? new PathPatternTrieHandlerMapping()
					: super.createRequestMappingHandlerMapping();
		}

		@Override
		protected void addInterceptors(InterceptorRegistry registry) {
			registry.addInterceptor(new ApiKeyCheck())
				.addPathPatterns("/api/**")
				.excludePathPatterns(this.settings.excludes());
		}

	}

	@RestController
	static class OrdersController {

		@GetMapping("/api/orders/{id}")
		String order() {
			return "order";
		}

		@GetMapping("/api/orders/{id}/items")
		String items() {
			return "items";
		}

		@GetMapping("/api/**")
		String api() {
			return "api";
		}

	}

	static class ApiKeyCheck implements HandlerInterceptor {

		@Override
		public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
			return request.getHeader("X-Api-Key") != null;
		}

	}

}
