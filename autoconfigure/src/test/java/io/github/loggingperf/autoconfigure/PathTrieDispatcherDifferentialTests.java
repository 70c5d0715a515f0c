package io.github.loggingperf.autoconfigure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.util.ServletRequestPathUtils;

import io.github.loggingperf.web.servlet.PathPatternTrieHandlerMapping;
import io.github.loggingperf.web.servlet.RandomPaths;
import io.github.loggingperf.web.servlet.RandomPatterns;
import io.github.loggingperf.web.servlet.RealRegistrations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

/**
 * Differential test of {@link LoggingPerfPathTrieAutoConfiguration} through the real
 * {@code DispatcherServlet}: an application with ordinary interceptor registrations, on
 * random patterns and paths from the path trie's generators, or with the 70 interceptor
 * registrations of real applications in {@link RealRegistrations}, calls the same
 * interceptors in the same order with the switch on as with the switch off. Registrations
 * whose patterns make Spring fail while matching are left out, since one of them fails
 * every request. Every build runs the same cases, from a fixed seed, which is printed;
 * {@code -Dtrie.seed=} runs others or replays a failure.
 *
 * @author logging-perf
 */
class PathTrieDispatcherDifferentialTests {

	private static final int REGISTRATIONS = 30;

	private static final int REQUESTS = 3000;

	private static final long DEFAULT_SEED = 20_261_127L;

	@Test
	void requestsShouldReachTheSameInterceptorsWithTheSwitchOnAsOff() {
		long seed = Long.getLong("trie.seed", DEFAULT_SEED);
		System.out.println("Path trie dispatcher differential test: -Dtrie.seed=" + seed);
		Random random = new Random(seed);
		Map<String, Registration> registrations = registrations(random);
		List<String> allPatterns = new ArrayList<>();
		registrations.values().forEach((registration) -> {
			allPatterns.addAll(registration.includes());
			allPatterns.addAll(registration.excludes());
		});
		List<String> paths = paths(new RandomPaths(random), allPatterns);
		Outcomes on = assertSameCalls(registrations, paths, "seed " + seed);
		assertThat(on.switched()).as("registrations switched to the trie").isGreaterThan(REGISTRATIONS / 2);
	}

	@Test
	void requestsShouldReachTheSameInterceptorsOfRealRegistrationsWithTheSwitchOnAsOff() {
		Map<String, Registration> registrations = new LinkedHashMap<>();
		List<String> allPatterns = new ArrayList<>();
		for (RealRegistrations.Registration registration : RealRegistrations.all()) {
			registrations.put("r" + registrations.size(),
					new Registration(registration.includes(), registration.excludes()));
			allPatterns.addAll(registration.patterns());
		}
		long seed = Long.getLong("trie.seed", DEFAULT_SEED);
		System.out.println("Path trie dispatcher differential test on real registrations: -Dtrie.seed=" + seed);
		List<String> paths = paths(new RandomPaths(new Random(seed)), allPatterns);
		Outcomes on = assertSameCalls(registrations, paths, "seed " + seed);
		assertThat(on.switched()).as("real registrations switched to the trie").isEqualTo(registrations.size());
	}

	private List<String> paths(RandomPaths randomPaths, List<String> patterns) {
		List<String> paths = new ArrayList<>();
		for (int i = 0; i < REQUESTS; i++) {
			paths.add(randomPaths.path(patterns));
		}
		return paths;
	}

	private Outcomes assertSameCalls(Map<String, Registration> registrations, List<String> paths, String replay) {
		Outcomes off = run(registrations, paths, false);
		Outcomes on = run(registrations, paths, true);
		assertThat(off.switched()).isZero();
		assertThat(off.calls().stream().filter((calls) -> calls.size() > 1).count())
			.as("requests that reached a path-mapped interceptor")
			.isGreaterThan(REQUESTS / 10);
		for (int i = 0; i < paths.size(); i++) {
			assertThat(on.calls().get(i)).as("interceptors called for '%s' (%s)", paths.get(i), replay)
				.isEqualTo(off.calls().get(i));
		}
		return on;
	}

	private Map<String, Registration> registrations(Random random) {
		RandomPatterns patterns = new RandomPatterns(random);
		Map<String, Registration> registrations = new LinkedHashMap<>();
		while (registrations.size() < REGISTRATIONS) {
			List<String> includes = (random.nextInt(3) == 0) ? patterns.patterns(3) : List.of();
			List<String> excludes = random.nextBoolean() ? patterns.realistic(40) : patterns.patterns(25);
			if (acceptedBySpring(includes, excludes, new RandomPaths(random))) {
				registrations.put("r" + registrations.size(), new Registration(includes, excludes));
			}
		}
		return registrations;
	}

	private boolean acceptedBySpring(List<String> includes, List<String> excludes, RandomPaths paths) {
		try {
			MappedInterceptor interceptor = new MappedInterceptor(includes.toArray(String[]::new),
					excludes.toArray(String[]::new), new HandlerInterceptor() {
					});
			List<String> patterns = new ArrayList<>(includes);
			patterns.addAll(excludes);
			for (int i = 0; i < 100; i++) {
				MockHttpServletRequest request = new MockHttpServletRequest("GET", paths.path(patterns));
				ServletRequestPathUtils.parseAndCache(request);
				interceptor.matches(request);
			}
			return true;
		}
		catch (RuntimeException ex) {
			return false;
		}
	}

	private Outcomes run(Map<String, Registration> registrations, List<String> paths, boolean enabled) {
		List<String> calls = new ArrayList<>();
		List<List<String>> outcomes = new ArrayList<>();
		int[] switched = new int[1];
		WebMvcConfigurer configurer = new WebMvcConfigurer() {

			@Override
			public void addInterceptors(InterceptorRegistry registry) {
				registrations.forEach((name, registration) -> registry.addInterceptor(new Recorder(name, calls))
					.addPathPatterns(registration.includes())
					.excludePathPatterns(registration.excludes()));
			}

		};
		new WebApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(DispatcherServletAutoConfiguration.class,
					WebMvcAutoConfiguration.class, LoggingPerfPathTrieAutoConfiguration.class))
			.withUserConfiguration(AnyPathController.class)
			.withBean(WebMvcConfigurer.class, () -> configurer)
			.withPropertyValues("logging-perf.web.path-trie.enabled=" + enabled)
			.run((context) -> {
				context.getBeanProvider(PathPatternTrieHandlerMapping.class)
					.ifAvailable((mapping) -> switched[0] = mapping.getPathPatternTrieReport().switched().size());
				MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
				for (String path : paths) {
					calls.clear();
					String status;
					try {
						status = Integer.toString(mvc.perform(get("/").with((request) -> {
							request.setRequestURI(path);
							return request;
						})).andReturn().getResponse().getStatus());
					}
					catch (Exception ex) {
						Throwable cause = (ex.getCause() != null) ? ex.getCause() : ex;
						status = cause.getClass().getName() + ": " + cause.getMessage();
					}
					List<String> outcome = new ArrayList<>(calls);
					outcome.add(status);
					outcomes.add(outcome);
				}
			});
		return new Outcomes(switched[0], outcomes);
	}

	record Registration(List<String> includes, List<String> excludes) {

	}

	record Outcomes(int switched, List<List<String>> calls) {

	}

	@RestController
	static class AnyPathController {

		@RequestMapping("/**")
		String any() {
			return "ok";
		}

	}

	static class Recorder implements HandlerInterceptor {

		private final String name;

		private final List<String> calls;

		Recorder(String name, List<String> calls) {
			this.name = name;
			this.calls = calls;
		}

		@Override
		public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
			this.calls.add("pre:" + this.name);
			return true;
		}

		@Override
		public void afterCompletion(HttpServletRequest request, HttpServletResponse response, Object handler,
				Exception ex) {
			this.calls.add("after:" + this.name);
		}

	}

}
