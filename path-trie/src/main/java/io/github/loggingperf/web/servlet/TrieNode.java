package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer.Element;

/**
 * A node of the pattern trie: the state after some pattern elements have matched some
 * path elements. Children are keyed by the kind of the next pattern element; literal
 * segments are hashed. Matching follows {@code PathPattern}'s element rules, trying every
 * child that can take the next path element.
 *
 * @author logging-perf
 */
final class TrieNode {

	private @Nullable TrieNode separator;

	private @Nullable Map<String, TrieNode> literals;

	private @Nullable TrieNode star;

	private @Nullable TrieNode capture;

	private @Nullable List<GlobChild> globs;

	private boolean terminal;

	private boolean rest;

	private boolean branches;

	/**
	 * Add the elements of a pattern below this node.
	 * @param elements the elements
	 * @param trailing whether the pattern ends with a multi-segment element after the
	 * elements
	 */
	void add(List<StructuralPattern.Element> elements, boolean trailing) {
		TrieNode node = this;
		for (StructuralPattern.Element element : elements) {
			node = node.child(element);
		}
		if (trailing) {
			node.rest = true;
		}
		else {
			node.terminal = true;
		}
	}

	private TrieNode child(StructuralPattern.Element element) {
		return switch (element.kind()) {
			case SEPARATOR -> (this.separator != null) ? this.separator : (this.separator = new TrieNode());
			case LITERAL -> literals().computeIfAbsent(element.text(), (text) -> new TrieNode());
			case STAR -> star();
			case CAPTURE -> capture();
			case GLOB -> globChild(element.text());
		};
	}

	private TrieNode star() {
		if (this.star == null) {
			this.star = new TrieNode();
			this.branches = true;
		}
		return this.star;
	}

	private TrieNode capture() {
		if (this.capture == null) {
			this.capture = new TrieNode();
			this.branches = true;
		}
		return this.capture;
	}

	private Map<String, TrieNode> literals() {
		if (this.literals == null) {
			this.literals = new HashMap<>();
		}
		return this.literals;
	}

	private TrieNode globChild(String text) {
		if (this.globs == null) {
			this.globs = new ArrayList<>();
			this.branches = true;
		}
		for (GlobChild child : this.globs) {
			if (child.glob().text().equals(text)) {
				return child.node();
			}
		}
		GlobChild child = new GlobChild(SegmentGlob.of(text), new TrieNode());
		this.globs.add(child);
		return child.node();
	}

	/**
	 * Return whether a pattern below this node matches the path elements from the given
	 * index to the end. Nodes with a single way forward are walked in a loop; the others
	 * try each child that can take the next element.
	 * @param path the elements of the path, read with {@link PathElements#value}
	 * @param from the index of the next path element
	 * @param alternating whether every segment of the path is followed by a separator or
	 * by the end of the path (see {@link PathElements#alternate}), so that the element
	 * after a segment need not be read
	 * @return whether a pattern matches
	 */
	boolean matches(List<Element> path, int from, boolean alternating) {
		int length = path.size();
		TrieNode node = this;
		int index = from;
		while (index < length) {
			String value = PathElements.value(path, index++);
			if (value == null) {
				if (node.rest) {
					return true;
				}
				node = node.separator;
			}
			else if (node.branches) {
				return node.matchesBranches(path, index, value, alternating);
			}
			else {
				node = (node.literals != null) ? node.literals.get(value) : null;
				if (alternating && node != null && index < length) {
					if (node.rest) {
						return true;
					}
					node = node.separator;
					index++;
				}
			}
			if (node == null) {
				return false;
			}
		}
		return node.rest || node.terminal || (node.star != null && node.star.terminal);
	}

	private boolean matchesAfterSegment(List<Element> path, int next, boolean alternating) {
		if (alternating && next < path.size()) {
			return this.rest || (this.separator != null && this.separator.matches(path, next + 1, true));
		}
		return matches(path, next, alternating);
	}

	private boolean matchesBranches(List<Element> path, int next, String value, boolean alternating) {
		if (this.literals != null) {
			TrieNode child = this.literals.get(value);
			if (child != null && child.matchesAfterSegment(path, next, alternating)) {
				return true;
			}
		}
		if (value.isEmpty()) {
			return this.star != null && this.star.terminal && next == path.size();
		}
		if (this.star != null && this.star.matchesAfterSegment(path, next, alternating)) {
			return true;
		}
		if (this.capture != null && this.capture.matchesAfterSegment(path, next, alternating)) {
			return true;
		}
		if (this.globs != null) {
			for (GlobChild child : this.globs) {
				if (child.glob().matches(value) && child.node().matchesAfterSegment(path, next, alternating)) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Return whether a pattern below this node matches a suffix of the path that starts
	 * at a separator. Every element below this node takes one path element, except a
	 * final {@code *} that may take none, so only the suffixes with the lengths of the
	 * patterns are tried.
	 * @param path the elements of the path, read with {@link PathElements#value}
	 * @param lengths the numbers of path elements the patterns below this node can match
	 * @param alternating whether every segment of the path is followed by a separator or
	 * by the end of the path
	 * @return whether a pattern matches
	 */
	boolean matchesAnySuffix(List<Element> path, int[] lengths, boolean alternating) {
		int size = path.size();
		for (int length : lengths) {
			int start = size - length;
			if (start >= 0 && PathElements.value(path, start) == null && (this.rest
					|| (this.separator != null && this.separator.matches(path, start + 1, alternating)))) {
				return true;
			}
		}
		return false;
	}

	private record GlobChild(SegmentGlob glob, TrieNode node) {

	}

}
