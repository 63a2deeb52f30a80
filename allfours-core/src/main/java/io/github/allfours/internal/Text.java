package io.github.allfours.internal;

/**
 * Input text as an error message may quote it: short, with every character visible; and the ASCII-only
 * case folding the parsers use. Internal to allfours-core: its package is not exported by the module and
 * is no part of the API.
 */
public final class Text {
    /** The most characters of an input a message quotes. */
    public static final int MAX_EXCERPT = 40;

    private Text() {
    }

    /**
     * At most {@value #MAX_EXCERPT} characters of {@code text}, then {@code …} if cut; a character that would
     * not show is written {@code U+XXXX} (see {@link #printable(char)}).
     *
     * @param text any text
     * @return the excerpt
     */
    public static String excerpt(String text) {
        return excerpt(text, 0, text.length());
    }

    /**
     * At most {@value #MAX_EXCERPT} characters of {@code text} from {@code start} (before {@code end}), then
     * {@code …} if cut, every character visible.
     *
     * @param text  the text
     * @param start the first character to quote
     * @param end   one past the last
     * @return the excerpt
     */
    public static String excerpt(String text, int start, int end) {
        StringBuilder sb = new StringBuilder();
        int stop = Math.min(end, start + MAX_EXCERPT);
        for (int i = start; i < stop; i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < stop && Character.isLowSurrogate(text.charAt(i + 1))) {
                sb.append(c).append(text.charAt(++i));
            } else {
                sb.append(printable(c));
            }
        }
        return stop < end ? sb.append('…').toString() : sb.toString();
    }

    /**
     * One character as a message may show it: itself, or {@code U+XXXX} for a control or format character,
     * a separator other than the space, an unpaired surrogate, a private or unassigned code point.
     *
     * @param c a character
     * @return how to show it
     */
    public static String printable(char c) {
        switch (Character.getType(c)) {
            case Character.CONTROL:
            case Character.FORMAT:
            case Character.SURROGATE:
            case Character.PRIVATE_USE:
            case Character.UNASSIGNED:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
                return String.format("U+%04X", (int) c);
            case Character.SPACE_SEPARATOR:
                return c == ' ' ? " " : String.format("U+%04X", (int) c);
            default:
                return String.valueOf(c);
        }
    }

    /**
     * {@code s} with the ASCII capitals, and only those, in lower case (no look-alike letter is folded).
     *
     * @param s any text
     * @return the folded text
     */
    public static String asciiLowerCase(String s) {
        char[] out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (out == null) {
                    out = s.toCharArray();
                }
                out[i] = (char) (c + ('a' - 'A'));
            }
        }
        return out == null ? s : new String(out);
    }
}
