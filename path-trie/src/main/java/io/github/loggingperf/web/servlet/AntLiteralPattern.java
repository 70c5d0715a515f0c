package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer.Element;

/**
 * A pattern that {@code PathPatternParser} rejects, made only of literal tokens and
 * {@code **} (the usual legacy shape, {@code /masaike/**&#47;hello}), matched the way
 * {@code AntPathMatcher} matches it: the leading separators of pattern and path must
 * agree, {@code **} spans zero or more tokens, empty tokens ({@code //}) are ignored, and
 * when the last token is a literal the trailing separators must agree too. Used only for
 * paths whose raw text has no {@code ;} and no {@code %}, so that the raw tokens
 * {@code AntPathMatcher} sees are the decoded segments.
 * <p>
 * The tokens are split at compile time into the block before the first {@code **}
 * (matched from the start of the path), the block after the last one (matched from the
 * end) and the blocks in between (each matched at its leftmost place after the previous
 * one, as {@code AntPathMatcher} does): the usual {@code /first/**&#47;last} shape costs
 * two segment comparisons, whatever the length of the path.
 *
 * @author logging-perf
 */
final class AntLiteralPattern {

	private static final String DOUBLE_WILDCARD = "**";

	private final String[] head;

	private final String[][] middle;

	private final String[] tail;

	private final boolean hasWildcard;

	private final boolean leadingSeparator;

	private final boolean trailingSeparator;

	private final boolean lastIsLiteral;

	private AntLiteralPattern(String pattern, List<String[]> blocks) {
		int last = blocks.size() - 1;
		this.head = blocks.get(0);
		this.hasWildcard = last > 0;
		this.tail = this.hasWildcard ? blocks.get(last) : new String[0];
		this.middle = (this.hasWildcard ? blocks.subList(1, last) : List.<String[]>of()).stream()
			.filter((block) -> block.length > 0)
			.toArray(String[][]::new);
		this.leadingSeparator = pattern.startsWith("/");
		this.trailingSeparator = pattern.endsWith("/");
		this.lastIsLiteral = !this.hasWildcard || this.tail.length > 0;
	}

	/**
	 * Return the literal form of a pattern, if it has one.
	 * @param pattern the pattern
	 * @param tokens its tokens as {@code AntPathMatcher} splits it
	 * @return the literal form or {@code null}
	 */
	static @Nullable AntLiteralPattern of(String pattern, String[] tokens) {
		if (tokens.length == 0) {
			return null;
		}
		List<String[]> blocks = new ArrayList<>();
		int start = 0;
		for (int i = 0; i < tokens.length; i++) {
			if (DOUBLE_WILDCARD.equals(tokens[i])) {
				blocks.add(Arrays.copyOfRange(tokens, start, i));
				start = i + 1;
			}
			else if (!SpringPattern.isLiteral(tokens[i])) {
				return null;
			}
		}
		blocks.add(Arrays.copyOfRange(tokens, start, tokens.length));
		return new AntLiteralPattern(pattern, blocks);
	}

	/**
	 * Return whether the pattern matches a path without {@code ;} and {@code %}.
	 * @param rawPath the raw path
	 * @param elements its elements, read with {@link PathElements#value}
	 * @param from the index of the first element to compare with the pattern's tokens
	 * @param firstToken the index of the first token to compare: {@code 1} when the first
	 * segment of the path is known to be the first token and {@code from} is the index
	 * after it, {@code 0} otherwise
	 * @return whether the pattern matches
	 */
	boolean matches(String rawPath, List<Element> elements, int from, int firstToken) {
		if (rawPath.startsWith("/") != this.leadingSeparator
				|| (this.lastIsLiteral && rawPath.endsWith("/") != this.trailingSeparator)) {
			return false;
		}
		int size = elements.size();
		int next = from;
		for (int i = firstToken; i < this.head.length; i++) {
			next = nextSegment(elements, next);
			if (next == size || !this.head[i].equals(PathElements.value(elements, next))) {
				return false;
			}
			next++;
		}
		if (!this.hasWildcard) {
			return nextSegment(elements, next) == size;
		}
		int to = size;
		for (int i = this.tail.length - 1; i >= 0; i--) {
			to = previousSegment(elements, to - 1);
			if (to < next || !this.tail[i].equals(PathElements.value(elements, to))) {
				return false;
			}
		}
		for (String[] block : this.middle) {
			next = afterLeftmost(block, elements, next, to);
			if (next == -1) {
				return false;
			}
		}
		return true;
	}

	private static int afterLeftmost(String[] block, List<Element> elements, int from, int to) {
		for (int start = nextSegment(elements, from); start < to; start = nextSegment(elements, start + 1)) {
			int end = afterBlock(block, elements, start, to);
			if (end != -1) {
				return end;
			}
		}
		return -1;
	}

	private static int afterBlock(String[] block, List<Element> elements, int start, int to) {
		int index = start;
		for (String token : block) {
			if (index >= to || !token.equals(PathElements.value(elements, index))) {
				return -1;
			}
			index = nextSegment(elements, index + 1);
		}
		return index;
	}

	private static int nextSegment(List<Element> elements, int from) {
		int index = from;
		while (index < elements.size() && PathElements.value(elements, index) == null) {
			index++;
		}
		return index;
	}

	private static int previousSegment(List<Element> elements, int from) {
		int index = from;
		while (index >= 0 && PathElements.value(elements, index) == null) {
			index--;
		}
		return index;
	}

}
