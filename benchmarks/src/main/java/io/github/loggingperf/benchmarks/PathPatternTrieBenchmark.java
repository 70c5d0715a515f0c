package io.github.loggingperf.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import jakarta.servlet.http.HttpServletRequest;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import io.github.loggingperf.web.servlet.PathPatternTrie;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * {@link PathPatternTrie#matches(HttpServletRequest)} against Spring's
 * {@link MappedInterceptor#matches} for an interceptor mapped to {@code /**} with 10, 100
 * and 1000 exclude patterns, for requests that are excluded and for requests that are not
 * (Spring's worst case: every pattern is tried). The request path is parsed and cached
 * once, as {@code DispatcherServlet} does, so neither side pays for it.
 *
 * @author logging-perf
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PathPatternTrieBenchmark {

	@Param({ "10", "100", "1000" })
	private int patterns;

	@Param({ "excluded", "notExcluded" })
	private String requests;

	private MappedInterceptor spring;

	private PathPatternTrie trie;

	private HttpServletRequest[] parsedRequests;

	private int next;

	/**
	 * Compile the patterns and parse the requests.
	 */
	@Setup(Level.Trial)
	public void setUp() {
		List<String> excludes = RealisticPatterns.excludes(this.patterns);
		this.spring = new MappedInterceptor(new String[] { "/**" }, excludes.toArray(String[]::new),
				new HandlerInterceptor() {
				});
		this.trie = PathPatternTrie.compile(List.of("/**"), excludes);
		List<String> paths = new ArrayList<>();
		if (this.requests.equals("excluded")) {
			for (int i = 0; i < 16; i++) {
				paths.add(RealisticPatterns.excludedPath((int) ((long) this.patterns * (2 * i + 1) / 32)));
			}
		}
		else {
			paths.addAll(RealisticPatterns.notExcludedPaths());
		}
		this.parsedRequests = paths.stream().map(this::parsedRequest).toArray(HttpServletRequest[]::new);
	}

	private HttpServletRequest parsedRequest(String path) {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
		ServletRequestPathUtils.parseAndCache(request);
		boolean expected = this.requests.equals("notExcluded");
		if (this.spring.matches(request) != expected || this.trie.matches(request) != expected) {
			throw new IllegalStateException("Unexpected answer for " + path);
		}
		return request;
	}

	private HttpServletRequest nextRequest() {
		HttpServletRequest request = this.parsedRequests[this.next];
		this.next = (this.next + 1) % this.parsedRequests.length;
		return request;
	}

	/**
	 * Spring's {@code MappedInterceptor}.
	 * @return the answer
	 */
	@Benchmark
	public boolean mappedInterceptor() {
		return this.spring.matches(nextRequest());
	}

	/**
	 * The trie.
	 * @return the answer
	 */
	@Benchmark
	public boolean pathPatternTrie() {
		return this.trie.matches(nextRequest());
	}

}
