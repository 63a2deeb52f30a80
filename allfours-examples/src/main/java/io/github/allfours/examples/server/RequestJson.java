package io.github.allfours.examples.server;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.exc.UnexpectedEndOfInputException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectReader;

/**
 * Reads the JSON text of a request body into one of the API's request records ({@link Api.CreateTable},
 * {@link Api.Join}, {@link Api.Move}, {@link Api.Say}), refusing it in the API's own words: which field, what was expected and
 * what was found, such as {@code field 'version' must be a whole number, found the string "3"}. Jackson reads
 * the text; the fields are checked against the record's components before any value is bound, so no
 * message of Jackson's, and no name of a Java type, reaches a client. Strict: duplicate keys, unknown fields,
 * trailing text, numbers in strings, fractions for whole numbers and {@code null} for the body are refused,
 * and the body may nest at most {@link #MAX_DEPTH} levels. Linear in the length of the text.
 */
public final class RequestJson {
    /** How deeply a body may nest arrays and objects. */
    static final int MAX_DEPTH = 16;

    /** What each request is called in messages. */
    private static final Map<Class<?>, String> NAMES = Map.of(Api.CreateTable.class, "a new table",
        Api.Join.class, "a seat request", Api.Move.class, "a move", Api.Say.class, "a quick message");

    /** Reads tokens as the shared mapper does, but leaves duplicate keys to {@link #scan}. */
    private static final ObjectReader SCANNER = JsonSupport.mapper().reader()
        .without(StreamReadFeature.STRICT_DUPLICATE_DETECTION);

    private RequestJson() {
    }

    /**
     * Reads a request body.
     *
     * @param text the body, decoded from UTF-8
     * @param type the request's record type
     * @param <T>  the type
     * @return the request
     * @throws ApiException 400 {@code BAD_REQUEST}, its message in the API's words
     */
    public static <T extends Record> T read(String text, Class<T> type) throws ApiException {
        scan(text);
        JsonNode tree = JsonSupport.mapper().readTree(text);
        String what = NAMES.getOrDefault(type, "the request");
        if (!tree.isObject()) {
            throw ApiException.badRequest("the body must be a JSON object (" + what + "), found " + found(tree));
        }
        check(tree, type, what);
        try {
            return JsonSupport.mapper().treeToValue(tree, type);
        } catch (JacksonException e) {
            // every field was checked above: only a change of the records without their checks comes here
            throw ApiException.badRequest("the body cannot be read as " + what);
        }
    }

    /**
     * Reads the text's tokens once: well-formed JSON, one value and nothing after it, no key twice in an
     * object, at most {@link #MAX_DEPTH} levels deep.
     */
    private static void scan(String text) throws ApiException {
        // duplicate keys are found here, to name them: the shared mapper's parser would refuse them in its words
        try (JsonParser p = SCANNER.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw ApiException.badRequest("the body is empty; expected a JSON object");
            }
            List<Set<String>> open = new ArrayList<>();   // per open object its keys; null for an open array
            do {
                switch (t) {
                    case START_OBJECT, START_ARRAY -> {
                        if (open.size() == MAX_DEPTH) {
                            throw ApiException.badRequest("the body nests arrays and objects more than " + MAX_DEPTH
                                + " levels deep" + at(p.currentTokenLocation()));
                        }
                        open.add(t == JsonToken.START_OBJECT ? new HashSet<>() : null);
                    }
                    case END_OBJECT, END_ARRAY -> open.remove(open.size() - 1);
                    case PROPERTY_NAME -> {
                        if (!open.get(open.size() - 1).add(p.currentName())) {
                            throw ApiException.badRequest("field " + path(p) + " appears twice");
                        }
                    }
                    default -> {
                    }
                }
            } while (!open.isEmpty() && (t = p.nextToken()) != null);
            if (p.nextToken() != null) {
                throw ApiException.badRequest("the body goes on after its JSON value" + at(p.currentTokenLocation()));
            }
        } catch (UnexpectedEndOfInputException e) {
            throw ApiException.badRequest("the body ends in the middle of its JSON value" + at(e.getLocation()));
        } catch (StreamConstraintsException e) {
            throw ApiException.badRequest("the body holds a number or text longer than the server reads" + at(e.getLocation()));
        } catch (StreamReadException e) {
            throw ApiException.badRequest("the body is not well-formed JSON" + at(e.getLocation()));
        }
    }

    /** The field a parser is at, such as {@code 'options.tableMode'}. */
    private static String path(JsonParser p) {
        String pointer = p.streamReadContext().pathAsPointer().toString();
        List<String> parts = new ArrayList<>();
        for (String part : pointer.substring(1).split("/", -1)) {
            parts.add(part.replace("~1", "/").replace("~0", "~"));
        }
        return name(String.join(".", parts));
    }

    private static String at(TokenStreamLocation where) {
        return where == null || where.getLineNr() < 1 ? "" : " (line " + where.getLineNr() + ", column " + where.getColumnNr() + ")";
    }

    /** Checks each field of an object against the record's component of that name. */
    private static void check(JsonNode object, Class<? extends Record> type, String what) throws ApiException {
        RecordComponent[] components = type.getRecordComponents();
        for (Map.Entry<String, JsonNode> field : object.properties()) {
            RecordComponent c = null;
            for (RecordComponent rc : components) {
                if (rc.getName().equals(field.getKey())) {
                    c = rc;
                }
            }
            if (c == null) {
                List<String> known = new ArrayList<>();
                for (RecordComponent rc : components) {
                    known.add(rc.getName());
                }
                throw ApiException.badRequest("unknown field " + name(field.getKey()) + " in " + what + "; "
                    + (known.size() == 1 ? "its one field is " : "its fields are ") + String.join(", ", known));
            }
            checkValue(field.getKey(), field.getValue(), c.getGenericType());
        }
    }

    /** Checks one field's value against its component's type; {@code null} stands for an absent field. */
    private static void checkValue(String field, JsonNode v, Type type) throws ApiException {
        if (v.isNull()) {
            return;
        }
        String f = "field " + name(field);
        if (type == String.class && !v.isString()) {
            throw ApiException.badRequest(f + " must be a string, found " + found(v));
        }
        if (type == Boolean.class && !v.isBoolean()) {
            throw ApiException.badRequest(f + " must be true or false, found " + found(v));
        }
        if (type == Integer.class || type == Long.class) {
            boolean fits = v.isIntegralNumber() && (type == Long.class ? v.canConvertToLong() : v.canConvertToInt());
            if (!fits) {
                throw ApiException.badRequest(f + " must be a whole number" + (v.isIntegralNumber()
                    ? " from " + (type == Long.class ? Long.MIN_VALUE + " to " + Long.MAX_VALUE
                        : Integer.MIN_VALUE + " to " + Integer.MAX_VALUE) : "") + ", found " + found(v));
            }
        }
        if (type instanceof ParameterizedType list && list.getRawType() == List.class) {
            if (!v.isArray()) {
                throw ApiException.badRequest(f + " must be an array of strings, found " + found(v));
            }
            for (int i = 0; i < v.size(); i++) {
                if (!v.get(i).isString()) {
                    throw ApiException.badRequest(f + " must be an array of strings; its entry " + i + " (from 0) is "
                        + found(v.get(i)));
                }
            }
        }
        if (type instanceof ParameterizedType map && map.getRawType() == Map.class && !v.isObject()) {
            throw ApiException.badRequest(f + " must be an object, found " + found(v));
        }
    }

    /** A JSON value in words: {@code the string "3"}, {@code the number 4.5}, {@code an array}, ... */
    static String found(JsonNode v) {
        if (v.isString()) {
            return "the string " + quote(v.asString());
        }
        if (v.isNumber()) {
            String n = v.asString();
            return "the number " + (n.length() > 40 ? n.substring(0, 40) + "…" : n);
        }
        if (v.isBoolean()) {
            return v.asBoolean() ? "true" : "false";
        }
        if (v.isArray()) {
            return "an array";
        }
        if (v.isObject()) {
            return "an object";
        }
        return "null";
    }

    /**
     * A client's text in a message as it is, cut at 40 characters (marked {@code …} when cut): for an id or a
     * header value the message quotes itself.
     *
     * @param text the text
     * @return its first 40 characters
     */
    public static String excerpt(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }

    /**
     * A client's text in a message, between double quotes: at most 40 characters, control characters as
     * {@code U+XXXX}.
     *
     * @param text the text
     * @return such as {@code "play ZZ"}
     */
    public static String quote(String text) {
        return "\"" + printable(text) + "\"";
    }

    /**
     * A client's name of a field or option in a message, between single quotes: at most 40 characters,
     * control characters as {@code U+XXXX}.
     *
     * @param text the name
     * @return such as {@code 'colour'}
     */
    public static String name(String text) {
        return "'" + printable(text) + "'";
    }

    private static String printable(String text) {
        StringBuilder sb = new StringBuilder();
        int n = Math.min(text.length(), 40);
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                sb.append(String.format("U+%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return text.length() > 40 ? sb.append('…').toString() : sb.toString();
    }
}
