package io.github.allfours.game;

import io.github.allfours.internal.Text;

/**
 * Thrown by {@link Action#parseStrict(String)} when a text is not an action in its canonical form (its
 * {@link Action#notation()}). The message quotes the offending text (at most 40 characters of it, then
 * {@code …}, with invisible characters, and letters or digits outside ASCII, written {@code U+XXXX}) and names
 * the problem: where the text reads as an action leniently ({@link Action#parse(String)}), the form it must be
 * written in; otherwise what is wrong with it. {@link #input()} returns the text itself.
 */
public final class ActionFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The text that could not be read. */
    private final String input;
    /** What was wrong with it. */
    private final String problem;

    /**
     * Creates the exception for an action text and what is wrong with it.
     *
     * @param input   the text that could not be read (the message quotes at most 40 characters of it)
     * @param problem what was wrong with it, in a few words; it should quote no long part of the input
     */
    public ActionFormatException(String input, String problem) {
        super("cannot read action \"" + Text.excerpt(input) + "\": " + problem);
        this.input = input;
        this.problem = problem;
    }

    /** Returns the exact text that could not be read as an action. */
    public String input() {
        return input;
    }

    /** Returns what was wrong with the text, without the quotation of it that the message begins with. */
    public String problem() {
        return problem;
    }
}
