package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

import org.springframework.http.server.PathContainer;
import org.springframework.http.server.PathContainer.Element;
import org.springframework.web.util.UrlPathHelper;

/**
 * A list of include or exclude patterns that answers "does any pattern match this path?"
 * exactly as {@code MappedInterceptor} does. Patterns with a structural form are held in
 * two tries (one anchored at the start of the path, one for patterns starting with
 * {@code **}); the others are matched by Spring's own matcher.
 *
 * @author logging-perf
 */
final class PatternSet {

	private final List<SpringPattern> ordered;

	private final TrieNode root = new TrieNode();

	private final TrieNode anywhere = new TrieNode();

	private final int[] suffixLengths;

	private final boolean hasAnywhere;

	private final boolean matchesEmptyPath;

	private final ResidualPatterns residuals;

	private final ResidualPatterns throwing;

	private final boolean hasResiduals;

	private final boolean hasThrowing;

	private PatternSet(List<SpringPattern> ordered) {
		this.ordered = ordered;
		List<SpringPattern> residuals = new ArrayList<>();
		List<SpringPattern> throwing = new ArrayList<>();
		SortedSet<Integer> suffixLengths = new TreeSet<>();
		boolean matchesEmptyPath = false;
		for (SpringPattern pattern : ordered) {
			StructuralPattern structural = (pattern.isParsed() && !pattern.mayThrow())
					? StructuralPattern.of(pattern.pattern()) : null;
			if (structural == null) {
				(pattern.mayThrow() ? throwing : residuals).add(pattern);
			}
			else if (!structural.leading()) {
				this.root.add(structural.elements(), structural.trailing());
			}
			else if (structural.elements().isEmpty()) {
				this.root.add(structural.elements(), true);
				matchesEmptyPath = true;
			}
			else {
				this.anywhere.add(structural.elements(), false);
				suffixLengths.addAll(suffixLengths(structural.elements()));
			}
		}
		this.suffixLengths = suffixLengths.stream().mapToInt(Integer::intValue).toArray();
		this.hasAnywhere = this.suffixLengths.length > 0;
		this.matchesEmptyPath = matchesEmptyPath;
		this.residuals = new ResidualPatterns(residuals);
		this.throwing = new ResidualPatterns(throwing);
		this.hasResiduals = !this.residuals.isEmpty();
		this.hasThrowing = !this.throwing.isEmpty();
	}

	private static List<Integer> suffixLengths(List<StructuralPattern.Element> elements) {
		int size = elements.size();
		boolean endsWithStar = elements.get(size - 1).kind() == StructuralPattern.Kind.STAR;
		return endsWithStar ? List.of(size, size - 1) : List.of(size);
	}

	/**
	 * Compile the given patterns.
	 * @param patterns the patterns, in the order {@code MappedInterceptor} would try them
	 * @return the compiled patterns
	 */
	static PatternSet compile(Collection<String> patterns) {
		return new PatternSet(patterns.stream().map(SpringPattern::parse).toList());
	}

	/**
	 * Return whether any pattern matches the path.
	 * @param path the parsed path within the application
	 * @param elements its elements, read with {@link PathElements#value}
	 * @return whether a pattern matches
	 */
	boolean matches(PathContainer path, List<Element> elements) {
		if (this.hasThrowing) {
			try {
				if (this.throwing.matches(path, elements)) {
					return matchesInOrder(path);
				}
			}
			catch (RuntimeException ex) {
				return matchesInOrder(path);
			}
		}
		boolean alternating = PathElements.alternate(path);
		boolean structural = elements.isEmpty() ? this.matchesEmptyPath : this.root.matches(elements, 0, alternating)
				|| (this.hasAnywhere && this.anywhere.matchesAnySuffix(elements, this.suffixLengths, alternating));
		return structural || (this.hasResiduals && this.residuals.matches(path, elements));
	}

	private boolean matchesInOrder(PathContainer path) {
		String stripped = stripped(path);
		for (SpringPattern pattern : this.ordered) {
			if (pattern.matches(path, stripped)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Return the path that {@code MappedInterceptor} gives to {@code AntPathMatcher} for
	 * a parsed path.
	 * @param path the parsed path within the application
	 * @return the raw path without {@code ;} content
	 */
	static String stripped(PathContainer path) {
		return UrlPathHelper.defaultInstance.removeSemicolonContent(path.value());
	}

}
