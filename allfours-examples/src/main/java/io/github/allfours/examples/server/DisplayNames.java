package io.github.allfours.examples.server;

/**
 * The display names players give themselves at a table ({@code "name"} of {@code POST /tables} and of taking a
 * seat): plain text of at most {@link #MAX_LENGTH} characters, which a client shows as text (never as markup).
 * Spaces at either end are dropped and runs of spaces inside become one; a name of nothing but spaces is no
 * name. Refused: control and format characters (a line break, a tab, a zero-width or direction-changing
 * mark, with which a name could pass for another or break a client's layout), private-use and unassigned
 * code points, and a name longer than the limit.
 */
public final class DisplayNames {
    /** The longest name, in characters (Unicode code points). */
    static final int MAX_LENGTH = 24;

    private DisplayNames() {
    }

    /**
     * Checks and tidies a display name.
     *
     * @param name  the name sent, or {@code null}
     * @param field the request's field, for the message
     * @return the name to store, or {@code null} for none
     * @throws ApiException 400 {@code BAD_REQUEST} naming the field and what is wrong
     */
    public static String check(String name, String field) throws ApiException {
        if (name == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(name.length());
        int count = 0;
        boolean space = false;
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            i += Character.charCount(cp);
            if (!allowed(cp)) {
                throw ApiException.badRequest("field '" + field + "' may hold no control, format or private-use"
                    + " character, found " + String.format("U+%04X", cp));
            }
            if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
                space = out.length() > 0;
                continue;
            }
            if (space) {
                out.append(' ');
                count++;
                space = false;
            }
            out.appendCodePoint(cp);
            count++;
            if (count > MAX_LENGTH) {
                throw ApiException.badRequest("field '" + field + "' must be at most " + MAX_LENGTH
                    + " characters, found " + RequestJson.quote(name));
            }
        }
        return out.length() == 0 ? null : out.toString();
    }

    private static boolean allowed(int cp) {
        if (cp == ' ') {
            return true;
        }
        return switch (Character.getType(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.PRIVATE_USE, Character.SURROGATE,
                 Character.UNASSIGNED, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> false;
            default -> true;
        };
    }
}
