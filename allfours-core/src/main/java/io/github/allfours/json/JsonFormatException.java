package io.github.allfours.json;

/**
 * JSON text that is not the JSON form of the value asked for ({@link AllFoursJson}): malformed JSON, a
 * missing, unknown or mistyped field, a number out of its range, an unreadable card or action, a rule
 * set the resolver does not know, or values that contradict each other. The message names the field by
 * its path from the top of the value (such as {@code currentTrick.cards[2]}) and quotes at most 40
 * characters of the offending input, with invisible characters, and letters or digits outside ASCII, written
 * {@code U+XXXX}.
 */
public final class JsonFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The path of the field at fault, such as {@code currentTrick.cards[2]}; empty for the whole value. */
    private final String path;
    /** What is wrong with it. */
    private final String problem;

    /**
     * An exception for one field.
     *
     * @param path    the field's path from the top of the value ({@code ""} for the whole value)
     * @param problem what is wrong, quoting the value
     */
    public JsonFormatException(String path, String problem) {
        super(path.isEmpty() ? problem : path + ": " + problem);
        this.path = path;
        this.problem = problem;
    }

    /**
     * Returns the path of the field at fault from the top of the value read: names of object fields joined by
     * dots and array positions in brackets, such as {@code lastHandResult.awards[0].card}; empty when the
     * whole text is at fault (malformed JSON, or not an object where one is expected).
     */
    public String path() {
        return path;
    }

    /** Returns what is wrong with the field, without its path. */
    public String problem() {
        return problem;
    }
}
