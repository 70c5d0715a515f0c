package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer.Element;

/**
 * A node of the pattern trie: the state after some pattern elements have matched some path elements. Children are
 * keyed by the kind of the next pattern element; literal segments are hashed. Matching follows
 * {@code PathPattern}'s element rules, trying every child that can take the next path element.
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
	 * @param trailing whether the pattern ends with a multi-segment element after the elements
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
	 * Return whether a pattern below this node matches the path elements from the given index to the end. Nodes with
	 * a single way forward are walked in a loop; the others try each child that can take the next element.
	 * @param path the elements of the path, read with {@link PathElements#value}
	 * @param from the index of the next path element
	 * @return whether a pattern matches
	 */
	boolean matches(List<Element> path, int from) {
		int length = path.size();
		TrieNode node = this;
		for (int index = from; index < length; index++) {
			String value = PathElements.value(path, index);
			if (value == null) {
				if (node.rest) {
					return true;
				}
				node = node.separator;
			}
			else if (!node.branches) {
				node = (node.literals != null) ? node.literals.get(value) : null;
			}
			else {
				return node.matchesBranches(path, index + 1, value);
			}
			if (node == null) {
				return false;
			}
		}
		return node.rest || node.terminal || (node.star != null && node.star.terminal);
	}

	private boolean matchesBranches(List<Element> path, int next, String value) {
		if (this.literals != null) {
			TrieNode child = this.literals.get(value);
			if (child != null && child.matches(path, next)) {
				return true;
			}
		}
		if (value.isEmpty()) {
			return this.star != null && this.star.terminal && next == path.size();
		}
		if (this.star != null && this.star.matches(path, next)) {
			return true;
		}
		if (this.capture != null && this.capture.matches(path, next)) {
			return true;
		}
		if (this.globs != null) {
			for (GlobChild child : this.globs) {
				if (child.glob().matches(value) && child.node().matches(path, next)) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Return whether a pattern below this node matches a suffix of the path that starts at a separator. Every element
	 * below this node takes one path element, except a final {@code *} that may take none, so only the suffixes with
	 * the lengths of the patterns are tried.
	 * @param path the elements of the path, read with {@link PathElements#value}
	 * @param lengths the numbers of path elements the patterns below this node can match
	 * @return whether a pattern matches
	 */
	boolean matchesAnySuffix(List<Element> path, int[] lengths) {
		int size = path.size();
		for (int length : lengths) {
			int start = size - length;
			if (start >= 0 && PathElements.value(path, start) == null && matches(path, start)) {
				return true;
			}
		}
		return false;
	}

	private record GlobChild(SegmentGlob glob, TrieNode node) {

	}

}
