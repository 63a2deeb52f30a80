package io.github.allfours.examples.server;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal JSON reader and writer for the server: enough for small request bodies and views. Values
 * are {@code Map<String, Object>} (objects, keys in order), {@code List<Object>}, {@code String},
 * {@code Long} (integers), {@code Double} (other numbers), {@code Boolean} and {@code null}.
 * The reader is strict: one value, no trailing text, no duplicate keys, at most {@value #MAX_DEPTH}
 * levels of nesting.
 */
final class Json {
    /** The deepest nesting of arrays and objects the reader accepts. */
    static final int MAX_DEPTH = 32;

    private final String text;
    private int pos;

    private Json(String text) {
        this.text = text;
    }

    /** Thrown when text is not JSON; the message says what is wrong and where. */
    static final class JsonException extends Exception {
        private static final long serialVersionUID = 1L;

        JsonException(String message) {
            super(message);
        }
    }

    /**
     * Reads one JSON value.
     *
     * @param text the whole text
     * @return the value (see the class comment for the types)
     * @throws JsonException if the text is not exactly one JSON value
     */
    static Object parse(String text) throws JsonException {
        Json p = new Json(text);
        p.skipSpace();
        Object v = p.value(0);
        p.skipSpace();
        if (p.pos != text.length()) {
            throw p.error("unexpected text after the value");
        }
        return v;
    }

    /**
     * Writes a value as compact JSON.
     *
     * @param value a map with string keys, a list, a string, a number, a boolean or {@code null}
     * @return its JSON text
     * @throws IllegalArgumentException for any other kind of value, or a number that is not finite
     */
    static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value);
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object value) {
        if (value == null) {
            sb.append("null");
        } else if (value instanceof String) {
            quote(sb, (String) value);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            sb.append(value);
        } else if (value instanceof Number) {
            double d = ((Number) value).doubleValue();
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("JSON has no " + d);
            }
            sb.append(d);
        } else if (value instanceof Map) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                quote(sb, (String) e.getKey());
                sb.append(':');
                write(sb, e.getValue());
            }
            sb.append('}');
        } else if (value instanceof List) {
            sb.append('[');
            boolean first = true;
            for (Object o : (List<?>) value) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                write(sb, o);
            }
            sb.append(']');
        } else {
            throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON");
        }
    }

    private static void quote(StringBuilder sb, String s) {
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
                default:
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        sb.append('"');
    }

    // ------------------------------------------------------------------------------------ reading

    private Object value(int depth) throws JsonException {
        if (pos >= text.length()) {
            throw error("the text ends where a value was expected");
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{':
                return object(depth + 1);
            case '[':
                return array(depth + 1);
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected character '" + c + "'");
        }
    }

    private Map<String, Object> object(int depth) throws JsonException {
        checkDepth(depth);
        pos++;   // {
        Map<String, Object> map = new LinkedHashMap<>();
        skipSpace();
        if (peek() == '}') {
            pos++;
            return Collections.unmodifiableMap(map);
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a key in double quotes");
            }
            String key = string();
            skipSpace();
            expect(':');
            skipSpace();
            Object v = value(depth);
            if (map.containsKey(key)) {
                throw error("duplicate key \"" + key + "\"");
            }
            map.put(key, v);
            skipSpace();
            char c = peek();
            pos++;
            if (c == '}') {
                return Collections.unmodifiableMap(map);
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or '}' in an object");
            }
        }
    }

    private List<Object> array(int depth) throws JsonException {
        checkDepth(depth);
        pos++;   // [
        List<Object> list = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            pos++;
            return Collections.unmodifiableList(list);
        }
        while (true) {
            skipSpace();
            list.add(value(depth));
            skipSpace();
            char c = peek();
            pos++;
            if (c == ']') {
                return Collections.unmodifiableList(list);
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private String string() throws JsonException {
        pos++;   // "
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("the text ends inside a string");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                pos--;
                throw error("control character in a string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw error("the text ends inside a string");
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
                        char h = text.charAt(pos + i);   // ASCII hex only: no full-width or other digits
                        int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10
                            : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
                        if (d < 0) {
                            throw error("bad \\u escape");
                        }
                        code = code * 16 + d;
                    }
                    pos += 4;
                    sb.append((char) code);
                    break;
                default:
                    pos--;
                    throw error("bad escape '\\" + e + "'");
            }
        }
    }

    private Object number() throws JsonException {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (isDigit(peek())) {
            digits();
        } else {
            throw error("expected a digit");
        }
        boolean integral = true;
        if (peek() == '.') {
            integral = false;
            pos++;
            if (!isDigit(peek())) {
                throw error("expected a digit after '.'");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            integral = false;
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!isDigit(peek())) {
                throw error("expected a digit in the exponent");
            }
            digits();
        }
        String n = text.substring(start, pos);
        if (integral) {
            try {
                return Long.parseLong(n);
            } catch (NumberFormatException tooBig) {
                return Double.parseDouble(n);
            }
        }
        return Double.parseDouble(n);
    }

    private void digits() {
        while (isDigit(peek())) {
            pos++;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private Object literal(String word, Object value) throws JsonException {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected word; expected " + word);
        }
        pos += word.length();
        return value;
    }

    private void checkDepth(int depth) throws JsonException {
        if (depth > MAX_DEPTH) {
            throw error("nested more than " + MAX_DEPTH + " levels deep");
        }
    }

    private void expect(char c) throws JsonException {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    /** The character at the position, or 0 at the end. */
    private char peek() {
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private JsonException error(String what) {
        return new JsonException("malformed JSON at character " + (pos + 1) + ": " + what);
    }
}
