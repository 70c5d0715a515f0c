package io.github.loggingperf.location;

import java.util.ArrayList;
import java.util.List;

/**
 * Removes the location converters ({@code %C %F %l %L %M} and their long names) from a
 * Log4j pattern, at the top level and nested in another converter's first option (such as
 * {@code %highlight{...}}, {@code %maxLen{...}}, {@code %replace{...}} or Spring Boot's
 * {@code %clr{...}}). A converter whose first option is left empty is removed too.
 * <p>
 * So that the output stays tidy, a removed converter takes with it:
 * <ul>
 * <li>the punctuation ({@code . : # @ , ;}) joining it to the next removed converter, as
 * in {@code %C{1}.%M:%L};</li>
 * <li>the punctuation on one side of the group, the left side first ({@code %c.%M} loses
 * {@code .%M}, {@code %L: %m} loses {@code %L:});</li>
 * <li>brackets, {@code ()} or {@code []}, left empty or enclosing only the group, as in
 * {@code (%F:%L)} or {@code %M()};</li>
 * <li>one of the spaces around the group, so that no double space is left.</li>
 * </ul>
 *
 * @author logging-perf
 */
final class LocationConverterRemoval {

	private static final String GLUE = ".:#@,;";

	private static final String OPENING = "([";

	private static final String CLOSING = ")]";

	private LocationConverterRemoval() {
	}

	/**
	 * Return the pattern without its location converters.
	 * @param pattern the pattern, its variables already substituted
	 * @return the pattern without location converters, equal to it if it had none
	 */
	static String removeFrom(String pattern) {
		List<Piece> pieces = parse(pattern);
		for (int next = indexOfRemoved(pieces); next >= 0; next = indexOfRemoved(pieces)) {
			removeGroup(pieces, next);
		}
		return join(pieces);
	}

	private static List<Piece> parse(String pattern) {
		List<Piece> pieces = new ArrayList<>();
		int i = 0;
		while (i < pattern.length()) {
			char c = pattern.charAt(i);
			if (c == '%' && i + 1 < pattern.length() && pattern.charAt(i + 1) != '%') {
				i = parseConverter(pattern, i, pieces);
			}
			else {
				int length = ((c == '%' || c == '\\') && i + 1 < pattern.length()) ? 2 : 1;
				pieces.add(new Piece(pattern.substring(i, i + length), false));
				i += length;
			}
		}
		return pieces;
	}

	private static int parseConverter(String pattern, int start, List<Piece> pieces) {
		int nameStart = LocationConverters.skipFormatModifiers(pattern, start + 1);
		int nameEnd = nameStart;
		while (nameEnd < pattern.length() && Character.isLetter(pattern.charAt(nameEnd))) {
			nameEnd++;
		}
		int end = nameEnd;
		int firstOptionEnd = -1;
		while (end < pattern.length() && pattern.charAt(end) == '{') {
			int close = LocationConverters.closingBrace(pattern, end);
			firstOptionEnd = (firstOptionEnd < 0) ? close : firstOptionEnd;
			end = Math.min(close + 1, pattern.length());
		}
		String text = pattern.substring(start, end);
		if (LocationConverters.LOCATION_KEYS.contains(pattern.substring(nameStart, nameEnd))) {
			pieces.add(new Piece(text, true));
		}
		else if (firstOptionEnd > nameEnd && firstOptionEnd < pattern.length()) {
			String option = pattern.substring(nameEnd + 1, firstOptionEnd);
			String stripped = removeFrom(option);
			if (stripped.equals(option)) {
				pieces.add(new Piece(text, false));
			}
			else {
				pieces.add(new Piece(
						pattern.substring(start, nameEnd + 1) + stripped + pattern.substring(firstOptionEnd, end),
						stripped.isBlank()));
			}
		}
		else {
			pieces.add(new Piece(text, false));
		}
		return end;
	}

	private static int indexOfRemoved(List<Piece> pieces) {
		for (int i = 0; i < pieces.size(); i++) {
			if (pieces.get(i).removed()) {
				return i;
			}
		}
		return -1;
	}

	private static void removeGroup(List<Piece> pieces, int first) {
		int from = first;
		int to = first;
		int next = skipGlue(pieces, to + 1);
		while (next < pieces.size() && pieces.get(next).removed()) {
			to = next;
			next = skipGlue(pieces, to + 1);
		}
		int left = from;
		while (left > 0 && isGlue(pieces, left - 1)) {
			left--;
		}
		if (left < from) {
			from = left;
		}
		else {
			to = skipGlue(pieces, to + 1) - 1;
		}
		boolean grown = true;
		while (grown) {
			grown = false;
			if (from > 0 && to + 1 < pieces.size() && isPair(pieces, from - 1, to + 1)) {
				from--;
				to++;
				grown = true;
			}
			else if (to + 2 < pieces.size() && isPair(pieces, to + 1, to + 2)) {
				to += 2;
				grown = true;
			}
		}
		boolean spaceBefore = from > 0 && isSpace(pieces, from - 1);
		boolean atEnd = to + 1 == pieces.size() || "%n".equals(pieces.get(to + 1).text());
		if (to + 1 < pieces.size() && isSpace(pieces, to + 1) && (from == 0 || spaceBefore)) {
			to++;
		}
		else if (atEnd && spaceBefore) {
			from--;
		}
		pieces.subList(from, to + 1).clear();
	}

	private static int skipGlue(List<Piece> pieces, int start) {
		int i = start;
		while (i < pieces.size() && isGlue(pieces, i)) {
			i++;
		}
		return i;
	}

	private static boolean isGlue(List<Piece> pieces, int index) {
		String text = pieces.get(index).text();
		return text.length() == 1 && GLUE.indexOf(text.charAt(0)) >= 0;
	}

	private static boolean isSpace(List<Piece> pieces, int index) {
		String text = pieces.get(index).text();
		return text.length() == 1 && Character.isWhitespace(text.charAt(0));
	}

	private static boolean isPair(List<Piece> pieces, int open, int close) {
		String opening = pieces.get(open).text();
		String closing = pieces.get(close).text();
		return opening.length() == 1 && closing.length() == 1 && OPENING.indexOf(opening.charAt(0)) >= 0
				&& OPENING.indexOf(opening.charAt(0)) == CLOSING.indexOf(closing.charAt(0));
	}

	private static String join(List<Piece> pieces) {
		StringBuilder joined = new StringBuilder();
		pieces.forEach((piece) -> joined.append(piece.text()));
		return joined.toString();
	}

	private record Piece(String text, boolean removed) {

	}

}
