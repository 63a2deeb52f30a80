package io.github.allfours.record;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The small amount of JSON the record format needs: writing strings and integers, and a strict parser
 * (RFC 8259 grammar, no extensions: no comments, no trailing commas, no single quotes, no leading
 * zeros, no duplicate keys). Values come back as {@link Map} (keys in written order), {@link List},
 * {@link String}, {@link Long} (integers), {@link BigDecimal} (any other number), {@link Boolean} or
 * {@link #NULL}.
 */
final class Json {
    /** The JSON {@code null} (maps and lists do not take Java nulls). */
    static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    private static final int MAX_DEPTH = 16;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final String text;
    private int pos;
    private int depth;

    private Json(String text) {
        this.text = text;
    }

    /** A JSON syntax error at a 1-based column. */
    static final class SyntaxException extends Exception {
        private static final long serialVersionUID = 1L;
        final int column;

        SyntaxException(int column, String message) {
            super(message);
            this.column = column;
        }
    }

    // ------------------------------------------------------------------------------------ writing

    /** Appends {@code s} as a JSON string, quoted and escaped. */
    static void appendString(StringBuilder sb, String s) {
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
    static StringBuilder key(StringBuilder sb, String key) {
        return sb.append('"').append(key).append("\":");
    }

    /** Appends a JSON array of integers. */
    static void appendInts(StringBuilder sb, List<Integer> values) {
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
    static void appendObject(StringBuilder sb, Map<String, ?> values) {
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
    static void appendStrings(StringBuilder sb, List<String> values) {
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
    static Object parse(String text) throws SyntaxException {
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
                throw error("unexpected character '" + c + "' where a value was expected");
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
                throw error("duplicate key \"" + key + "\"");
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
                throw error("expected ',' or '}' after the value of \"" + key + "\"");
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
                    if (pos + 4 > text.length()) {
                        throw error("incomplete \\u escape");
                    }
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int d = Character.digit(text.charAt(pos + i), 16);
                        if (d < 0) {
                            throw error("bad hex digit in \\u escape");
                        }
                        code = code * 16 + d;
                    }
                    pos += 4;
                    sb.append((char) code);
                    break;
                default:
                    pos--;
                    throw error("unknown escape '\\" + e + "'");
            }
            start = pos;
        }
    }

    private Object number() throws SyntaxException {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
            if (Character.isDigit(peek())) {
                throw error("a number may not have a leading zero");
            }
        } else if (peek() >= '1' && peek() <= '9') {
            while (Character.isDigit(peek())) {
                pos++;
            }
        } else {
            throw error("expected a digit");
        }
        boolean integer = true;
        if (peek() == '.') {
            integer = false;
            pos++;
            if (!Character.isDigit(peek())) {
                throw error("expected a digit after the decimal point");
            }
            while (Character.isDigit(peek())) {
                pos++;
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            integer = false;
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!Character.isDigit(peek())) {
                throw error("expected a digit in the exponent");
            }
            while (Character.isDigit(peek())) {
                pos++;
            }
        }
        String n = text.substring(start, pos);
        if (integer && n.length() <= 18) {
            return Long.parseLong(n);
        }
        return new BigDecimal(n);
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

    private String snippet() {
        int end = Math.min(text.length(), pos + 12);
        return text.substring(pos, end) + (end < text.length() ? "..." : "");
    }

    private SyntaxException error(String message) {
        return new SyntaxException(pos + 1, message);
    }
}
