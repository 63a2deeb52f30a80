package io.github.allfours.internal;

import java.util.List;
import java.util.Map;

/**
 * Input as an error message may quote it, the one place that decides how: short, with every character
 * visible ({@link #excerpt(String)}, {@link #quote(String)}, {@link #value(Object)}); lists of problems
 * bounded ({@link #listed(List)}); and the ASCII-only case folding the parsers use. Internal to
 * allfours-core: its package is not exported by the module and is no part of the API.
 */
public final class Text {
    /** The most characters of an input a message quotes. */
    public static final int MAX_EXCERPT = 40;
    /** The most problems an exception's message names; the exception keeps them all. */
    public static final int MAX_LISTED = 10;
    /** The most characters of one problem an exception's message shows. */
    public static final int MAX_PROBLEM = 400;

    private Text() {
    }

    /**
     * At most {@value #MAX_EXCERPT} characters of {@code text}, then {@code …} if cut; a character that would
     * not show, or could be taken for another, is written {@code U+XXXX} (see {@link #printable(char)}). This is
     * how every message of the library quotes its input.
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
                sb.append(printable(Character.toCodePoint(c, text.charAt(++i))));
            } else {
                sb.append(printable(c));
            }
        }
        return stop < end ? sb.append('…').toString() : sb.toString();
    }

    /**
     * {@code text} as a message quotes it: {@link #excerpt(String)} between double quotes.
     *
     * @param text any text
     * @return such as {@code "jokers"}
     */
    public static String quote(String text) {
        return "\"" + excerpt(text) + "\"";
    }

    /**
     * A value read from input (a string, a number, a boolean, a list or an object of them) as a message may
     * show it: a string quoted ({@link #quote(String)}), anything else written out, and either cut to
     * {@value #MAX_EXCERPT} characters. Only the part shown is ever written out, so a huge value costs no more
     * than a small one.
     *
     * @param v a value, or null
     * @return the value as a message shows it
     */
    public static String value(Object v) {
        if (v instanceof String s) {
            return quote(s);
        }
        StringBuilder sb = new StringBuilder();
        write(v, sb);
        return excerpt(sb.toString());
    }

    /** Writes {@code v} into {@code sb}, stopping once it holds more than {@value #MAX_EXCERPT} characters. */
    private static void write(Object v, StringBuilder sb) {
        if (sb.length() > MAX_EXCERPT) {
            return;
        }
        if (v instanceof String s) {
            sb.append('"').append(s, 0, Math.min(s.length(), MAX_EXCERPT + 1)).append('"');
        } else if (v instanceof Map<?, ?> m) {
            sb.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (sb.length() > MAX_EXCERPT) {
                    return;
                }
                sb.append(sep);
                write(e.getKey(), sb);
                sb.append('=');
                write(e.getValue(), sb);
                sep = ", ";
            }
            sb.append('}');
        } else if (v instanceof Iterable<?> list) {
            sb.append('[');
            String sep = "";
            for (Object o : list) {
                if (sb.length() > MAX_EXCERPT) {
                    return;
                }
                sb.append(sep);
                write(o, sb);
                sep = ", ";
            }
            sb.append(']');
        } else {
            sb.append(v);
        }
    }

    /**
     * Problems as an exception's message lists them: the first {@value #MAX_LISTED}, each cut to
     * {@value #MAX_PROBLEM} characters, joined by {@code "; "}, then {@code "; and K more"} when there are
     * more. The message stays short however many problems there are; the exception keeps the whole list.
     *
     * @param problems the problems, in the order found
     * @return the listing
     */
    public static String listed(List<?> problems) {
        StringBuilder sb = new StringBuilder();
        int shown = Math.min(problems.size(), MAX_LISTED);
        for (int i = 0; i < shown; i++) {
            sb.append(i == 0 ? "" : "; ").append(cut(String.valueOf(problems.get(i))));
        }
        if (problems.size() > shown) {
            sb.append("; and ").append(problems.size() - shown).append(" more");
        }
        return sb.toString();
    }

    /**
     * A sentence from elsewhere (a problem of a list, the message of an exception a message passes on) cut to
     * {@value #MAX_PROBLEM} characters, then {@code …} if cut.
     *
     * @param sentence any text
     * @return the text, or its start
     */
    public static String cut(String sentence) {
        if (sentence.length() <= MAX_PROBLEM) {
            return sentence;
        }
        int end = Character.isHighSurrogate(sentence.charAt(MAX_PROBLEM - 1)) ? MAX_PROBLEM - 1 : MAX_PROBLEM;
        return sentence.substring(0, end) + "…";
    }

    /**
     * One character as a message may show it: itself, or {@code U+XXXX} for a character that would not show or
     * could be taken for another: a control or format character, a separator other than the space, an unpaired
     * surrogate, a private or unassigned code point, and a letter or digit outside ASCII (such as the Kelvin sign
     * or a full-width digit, which look like the ASCII letters and digits the formats are written in). Symbols
     * such as the suit signs show as themselves.
     *
     * @param c a character
     * @return how to show it
     */
    public static String printable(char c) {
        return printable((int) c);
    }

    /** {@link #printable(char)} for a code point (a surrogate pair counts as one). */
    private static String printable(int codePoint) {
        if (codePoint >= ' ' && codePoint < 0x7f) {
            return String.valueOf((char) codePoint);
        }
        switch (Character.getType(codePoint)) {
            case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED,
                 Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR, Character.SPACE_SEPARATOR,
                 Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
                 Character.MODIFIER_LETTER, Character.OTHER_LETTER, Character.DECIMAL_DIGIT_NUMBER,
                 Character.LETTER_NUMBER, Character.OTHER_NUMBER, Character.NON_SPACING_MARK,
                 Character.COMBINING_SPACING_MARK, Character.ENCLOSING_MARK -> {
                return String.format("U+%04X", codePoint);
            }
            default -> {
                return new String(Character.toChars(codePoint));
            }
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
