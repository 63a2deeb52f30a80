package io.github.allfours.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The small amount of JSON the library's formats need (game records and the JSON form of its values,
 * {@code io.github.allfours.json}): writing strings and integers, and a strict parser
 * of a subset of RFC 8259, with no extensions. It accepts exactly:
 * <ul>
 *   <li>objects, arrays, strings, {@code true}, {@code false}, {@code null} and integers, nested at
 *       most {@value #MAX_DEPTH} deep;</li>
 *   <li>integers of ASCII digits, an optional minus sign and no leading zero, from
 *       {@link Integer#MIN_VALUE} to {@link Integer#MAX_VALUE}, read digit by digit; any other number
 *       of the JSON grammar (a fraction, an exponent, an integer out of that range) is checked but never
 *       converted, and comes back as an {@link OtherNumber} for the reader to refuse by name;</li>
 *   <li>strings whose characters are U+0020 or above, with the escapes {@code \" \\ \/ \b \f \n
 *       \r \t} and {@code \}{@code uXXXX} (four ASCII hex digits); a surrogate, written or escaped,
 *       must be half of a pair;</li>
 *   <li>white space of space, tab, carriage return and line feed only;</li>
 *   <li>objects whose keys are all different.</li>
 * </ul>
 * No comments, trailing commas, single quotes, leading zeros or non-ASCII digits. Parsing takes time
 * linear in the text. Values come back as {@link Map} (keys in written order), {@link List},
 * {@link String}, {@link Integer}, {@link OtherNumber}, {@link Boolean} or {@link #NULL}. Error messages quote at most
 * {@value Text#MAX_EXCERPT} characters of the text, written as {@link Text#excerpt(String)} writes them.
 * Internal to allfours-core: its package is not exported by the module and is no part of the API.
 */
public final class Json {
    /** The JSON {@code null} (maps and lists do not take Java nulls). */
    public static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    /** How deep objects and arrays may nest. */
    public static final int MAX_DEPTH = 16;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final String text;
    private int pos;
    private int depth;

    private Json(String text) {
        this.text = text;
    }

    /**
     * A number that is grammatical JSON but not an {@code int}: it is never converted, only quoted.
     *
     * @param excerpt  the number as a message may quote it (at most {@value Text#MAX_EXCERPT} characters)
     * @param integral {@code true} for an integer out of range, {@code false} for a fraction or exponent
     */
    public record OtherNumber(String excerpt, boolean integral) {
        /** Returns what is wrong with the number, such as {@code 1e3 (only integers are read)}. */
        public String problem() {
            return excerpt + (integral ? " (out of the range " + Integer.MIN_VALUE + ".." + Integer.MAX_VALUE + ")"
                : " (only integers are read)");
        }
    }

    /** A JSON syntax error at a 1-based column. */
    public static final class SyntaxException extends Exception {
        private static final long serialVersionUID = 1L;
        private final int column;

        SyntaxException(int column, String message) {
            super(message);
            this.column = column;
        }

        /** Returns the 1-based column of the character that broke the grammar. */
        public int column() {
            return column;
        }
    }

    // ------------------------------------------------------------------------------------ writing

    /** Appends {@code s} as a JSON string, quoted and escaped. */
    public static void appendString(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"':
                    sb.append("\\\"");
                    break;
                case '\\':
                    sb.append("\\\\");
                    break;
                case '\n':
                    sb.append("\\n");
                    break;
                case '\r':
                    sb.append("\\r");
                    break;
                case '\t':
                    sb.append("\\t");
                    break;
                case '\b':
                    sb.append("\\b");
                    break;
                case '\f':
                    sb.append("\\f");
                    break;
                default:
                    if (c < 0x20) {
                        sb.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 15]);
                    } else {
                        sb.append(c);
                    }
            }
        }
        sb.append('"');
    }

    /** Appends {@code "key":} (the key is a plain word of the format: no escaping needed). */
    public static StringBuilder key(StringBuilder sb, String key) {
        return sb.append('"').append(key).append("\":");
    }

    /** Appends a JSON array of integers. */
    public static void appendInts(StringBuilder sb, List<Integer> values) {
        sb.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(values.get(i).intValue());
        }
        sb.append(']');
    }

    /**
     * Appends a JSON object of option values: each a {@link Boolean}, an {@link Integer}, a
     * {@link String} or a nested map of the same, keys in the map's order.
     */
    public static void appendObject(StringBuilder sb, Map<String, ?> values) {
        sb.append('{');
        boolean first = true;
        for (Map.Entry<String, ?> e : values.entrySet()) {
            if (!first) {
                sb.append(',');
            }
            first = false;
            appendString(sb, e.getKey());
            sb.append(':');
            Object v = e.getValue();
            if (v instanceof Map<?, ?> m) {
                @SuppressWarnings("unchecked")
                Map<String, ?> nested = (Map<String, ?>) m;
                appendObject(sb, nested);
            } else if (v instanceof String str) {
                appendString(sb, str);
            } else if (v instanceof Boolean || v instanceof Integer) {
                sb.append(v);
            } else {
                throw new IllegalArgumentException("no JSON form for option value " + v);
            }
        }
        sb.append('}');
    }

    /** Appends a JSON array of strings. */
    public static void appendStrings(StringBuilder sb, List<String> values) {
        sb.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            appendString(sb, values.get(i));
        }
        sb.append(']');
    }

    // ------------------------------------------------------------------------------------ parsing

    /**
     * Parses one complete JSON value; only white space may surround it.
     *
     * @throws SyntaxException at the first character that breaks the grammar
     */
    public static Object parse(String text) throws SyntaxException {
        Json p = new Json(text);
        p.skipSpace();
        Object v = p.value();
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("unexpected text after the JSON value: '" + p.snippet() + "'");
        }
        return v;
    }

    private Object value() throws SyntaxException {
        if (pos >= text.length()) {
            throw error("the line ends where a value was expected");
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", NULL);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected character '" + Text.printable(c) + "' where a value was expected");
        }
    }

    private Map<String, Object> object() throws SyntaxException {
        enter();
        pos++; // {
        Map<String, Object> out = new LinkedHashMap<>();
        skipSpace();
        if (peek() == '}') {
            pos++;
            depth--;
            return out;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a quoted key");
            }
            int keyStart = pos;
            String key = string();
            skipSpace();
            expect(':');
            skipSpace();
            Object v = value();
            if (out.put(key, v) != null) {
                pos = keyStart;
                throw error("duplicate key \"" + Text.excerpt(key, 0, key.length()) + "\"");
            }
            skipSpace();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == '}') {
                pos++;
                depth--;
                return out;
            } else {
                throw error("expected ',' or '}' after the value of \"" + Text.excerpt(key, 0, key.length()) + "\"");
            }
        }
    }

    private List<Object> array() throws SyntaxException {
        enter();
        pos++; // [
        List<Object> out = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            pos++;
            depth--;
            return Collections.unmodifiableList(out);
        }
        while (true) {
            skipSpace();
            out.add(value());
            skipSpace();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == ']') {
                pos++;
                depth--;
                return Collections.unmodifiableList(out);
            } else {
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private String string() throws SyntaxException {
        pos++; // opening quote
        StringBuilder sb = null;
        int start = pos;
        while (true) {
            if (pos >= text.length()) {
                throw error("the line ends inside a string");
            }
            char c = text.charAt(pos);
            if (c == '"') {
                String s = sb == null ? text.substring(start, pos) : sb.append(text, start, pos).toString();
                pos++;
                return s;
            }
            if (c < 0x20) {
                throw error("control character U+" + String.format("%04X", (int) c) + " inside a string");
            }
            if (Character.isHighSurrogate(c) && pos + 1 < text.length()
                && Character.isLowSurrogate(text.charAt(pos + 1))) {
                pos += 2;
                continue;
            }
            if (Character.isSurrogate(c)) {
                throw error("unpaired surrogate U+" + String.format("%04X", (int) c) + " inside a string");
            }
            if (c != '\\') {
                pos++;
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder();
            }
            sb.append(text, start, pos);
            pos++;
            if (pos >= text.length()) {
                throw error("the line ends inside an escape");
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"':
                case '\\':
                case '/':
                    sb.append(e);
                    break;
                case 'b':
                    sb.append('\b');
                    break;
                case 'f':
                    sb.append('\f');
                    break;
                case 'n':
                    sb.append('\n');
                    break;
                case 'r':
                    sb.append('\r');
                    break;
                case 't':
                    sb.append('\t');
                    break;
                case 'u':
                    char u = unicodeEscape();
                    if (Character.isHighSurrogate(u)) {
                        if (!text.startsWith("\\u", pos)) {
                            throw error("unpaired surrogate \\u" + String.format("%04X", (int) u) + " inside a string");
                        }
                        pos += 2;
                        char low = unicodeEscape();
                        if (!Character.isLowSurrogate(low)) {
                            pos -= 6;
                            throw error("\\u" + String.format("%04X", (int) u) + " must be followed by a low "
                                + "surrogate, not \\u" + String.format("%04X", (int) low));
                        }
                        sb.append(u).append(low);
                    } else if (Character.isLowSurrogate(u)) {
                        pos -= 6;
                        throw error("unpaired surrogate \\u" + String.format("%04X", (int) u) + " inside a string");
                    } else {
                        sb.append(u);
                    }
                    break;
                default:
                    pos--;
                    throw error("unknown escape '\\" + e + "'");
            }
            start = pos;
        }
    }

    /** Reads the four hex digits of a {@code \\u} escape, the {@code \\u} already read. */
    private char unicodeEscape() throws SyntaxException {
        if (pos + 4 > text.length()) {
            throw error("incomplete \\u escape");
        }
        int code = 0;
        for (int i = 0; i < 4; i++) {
            char h = text.charAt(pos + i);
            int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10
                : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
            if (d < 0) {
                pos += i;
                throw error("'" + Text.printable(h) + "' is not a hex digit (0-9, a-f, A-F) of a \\u escape");
            }
            code = code * 16 + d;
        }
        pos += 4;
        return (char) code;
    }

    /**
     * Reads an integer digit by digit; a number with a fraction or an exponent, or an integer outside the
     * range of an {@code int}, is checked against the grammar but not converted: it comes back as an
     * {@link OtherNumber} for the caller to refuse with the name of its field.
     */
    private Object number() throws SyntaxException {
        int start = pos;
        boolean negative = peek() == '-';
        if (negative) {
            pos++;
        }
        if (!isDigit(peek())) {
            throw error("expected a digit");
        }
        if (peek() == '0' && pos + 1 < text.length() && isDigit(text.charAt(pos + 1))) {
            throw error("a number may not have a leading zero");
        }
        long value = 0;
        boolean tooBig = false;
        while (isDigit(peek())) {
            if (!tooBig) {
                value = value * 10 + (peek() - '0');
                tooBig = value > 1L + Integer.MAX_VALUE;
            }
            pos++;
        }
        char c = peek();
        if (c == '.' || c == 'e' || c == 'E') {
            skipNumberToken();
            return new OtherNumber(Text.excerpt(text, start, pos), false);
        }
        if (tooBig || (!negative && value > Integer.MAX_VALUE)) {
            return new OtherNumber(Text.excerpt(text, start, pos), true);
        }
        return (int) (negative ? -value : value);
    }

    private void skipNumberToken() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (!isDigit(c) && c != '.' && c != 'e' && c != 'E' && c != '+' && c != '-') {
                return;
            }
            pos++;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private Object literal(String word, Object value) throws SyntaxException {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected text '" + snippet() + "' where a value was expected");
        }
        pos += word.length();
        return value;
    }

    private void enter() throws SyntaxException {
        if (++depth > MAX_DEPTH) {
            throw error("nested more than " + MAX_DEPTH + " deep");
        }
    }

    private void expect(char c) throws SyntaxException {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    /** The current character, or U+0000 at the end (which no rule accepts). */
    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
                return;
            }
            pos++;
        }
    }

    /** The text from the current position, as an error message may quote it. */
    private String snippet() {
        return Text.excerpt(text, pos, text.length());
    }


    private SyntaxException error(String message) {
        return new SyntaxException(pos + 1, message);
    }
}
