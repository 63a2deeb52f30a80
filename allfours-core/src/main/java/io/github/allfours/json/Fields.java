package io.github.allfours.json;

import io.github.allfours.internal.Json;
import io.github.allfours.internal.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fields of one JSON object of a value being read, at a path: each read with its type and range
 * checked; a field it does not know is refused at once. Every problem is a
 * {@link JsonFormatException} naming the field's path.
 */
final class Fields {
    private final Map<String, Object> map;
    private final String path;
    private final String what;

    private Fields(Map<String, Object> map, String path, String what) {
        this.map = map;
        this.path = path;
        this.what = what;
    }

    /**
     * The object at {@code path}, refused if it is no object or has a field not in {@code known} (naming
     * at most five of them).
     *
     * @param value the parsed value
     * @param path  its path
     * @param what  what it should be, for messages ("a trick")
     * @param known its fields
     */
    @SuppressWarnings("unchecked")
    static Fields of(Object value, String path, String what, Set<String> known) {
        if (!(value instanceof Map)) {
            throw new JsonFormatException(path, "expected " + what + " (a JSON object), found " + kind(value));
        }
        Map<String, Object> map = (Map<String, Object>) value;
        List<String> extra = new ArrayList<>();
        int count = 0;
        for (String k : map.keySet()) {
            if (!known.contains(k) && count++ < 5) {
                extra.add("\"" + Text.excerpt(k) + "\"");
            }
        }
        if (count > 0) {
            throw new JsonFormatException(path, "unexpected field" + (count == 1 ? " " : "s ") + String.join(", ", extra)
                + (count > extra.size() ? " and " + (count - extra.size()) + " more" : "") + " in " + what);
        }
        return new Fields(map, path, what);
    }

    /** The path of a field of this object. */
    String at(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    JsonFormatException error(String key, String problem) {
        return new JsonFormatException(at(key), problem);
    }

    /** Whether the object has the field (even as {@code null}). */
    boolean has(String key) {
        return map.containsKey(key);
    }

    /** The field's value, {@link Json#NULL} for {@code null}; refused when missing. */
    Object get(String key) {
        Object v = map.get(key);
        if (v == null) {
            throw new JsonFormatException(path, what + " has no \"" + key + "\" field");
        }
        return v;
    }

    /** Whether the field is {@code null} (it must be there). */
    boolean isNull(String key) {
        return get(key) == Json.NULL;
    }

    String string(String key) {
        Object v = get(key);
        if (!(v instanceof String s)) {
            throw error(key, "must be a string, found " + kind(v));
        }
        return s;
    }

    boolean bool(String key) {
        Object v = get(key);
        if (!(v instanceof Boolean b)) {
            throw error(key, "must be true or false, found " + kind(v));
        }
        return b;
    }

    int integer(String key, int min, int max) {
        return integer(get(key), at(key), min, max);
    }

    static int integer(Object v, String path, int min, int max) {
        if (!(v instanceof Integer)) {
            throw new JsonFormatException(path, "must be an integer, found " + kind(v));
        }
        int n = (Integer) v;
        if (n < min || n > max) {
            throw new JsonFormatException(path, n + " is out of the range " + min + ".." + max);
        }
        return n;
    }

    List<Object> list(String key) {
        return list(get(key), at(key));
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object v, String path) {
        if (!(v instanceof List)) {
            throw new JsonFormatException(path, "must be an array, found " + kind(v));
        }
        return (List<Object>) v;
    }

    /** A parsed value's kind, for messages. */
    static String kind(Object v) {
        if (v instanceof Map) {
            return "an object";
        }
        if (v instanceof List) {
            return "an array";
        }
        if (v instanceof String s) {
            return "the string \"" + Text.excerpt(s) + "\"";
        }
        if (v instanceof Integer n) {
            return "the number " + n;
        }
        if (v instanceof Json.OtherNumber n) {
            return "the number " + n.problem();
        }
        if (v instanceof Boolean b) {
            return b.toString();
        }
        return "null";
    }
}
