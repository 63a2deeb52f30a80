package io.github.allfours.card;

import io.github.allfours.internal.Text;
/**
 * Thrown when text that should name a card (such as {@code "JH"} or {@code "10♠"}) or a list of cards
 * does not. The message quotes the offending text (at most 40 characters of it, then {@code …}, with
 * invisible characters, and letters or digits outside ASCII, written {@code U+XXXX}) and says what was wrong
 * with it; {@link #input()} returns the text itself.
 */
public final class CardFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The text that could not be read. */
    private final String input;

    /**
     * Creates the exception for a card text and what is wrong with it.
     *
     * @param input  the text that could not be read (the message quotes at most 40 characters of it)
     * @param reason what was wrong with it, in a few words; it should quote no long part of the input
     */
    public CardFormatException(String input, String reason) {
        super("cannot read card \"" + Text.excerpt(input) + "\": " + reason);
        this.input = input;
    }

    /** Returns the exact text that could not be read as a card. */
    public String input() {
        return input;
    }
}
