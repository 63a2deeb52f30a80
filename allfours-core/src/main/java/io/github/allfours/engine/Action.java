package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;

/**
 * Something a player does: a {@link Call} (stand, beg, give, run) or a {@link Play} of a card.
 * Actions carry no seat; the seat is the one whose turn it is, or the one named in
 * {@link GameState#check(int, Action)}.
 *
 * <p>Every action has a text form, {@link #notation()}, used in game records and read back by
 * {@link #parse(String)}: {@code stand}, {@code beg}, {@code give}, {@code run}, {@code play JH}.
 */
public sealed interface Action permits Call, Play {
    /** Elder keeps the turned-up suit as trumps. */
    Action STAND = Call.STAND;
    /** Elder asks the dealer to change trumps. */
    Action BEG = Call.BEG;
    /** The dealer keeps trumps and gives the begging side its point ("take one"). */
    Action GIVE = Call.GIVE;
    /** The dealer runs the cards: three more each and a new turn-up. */
    Action RUN = Call.RUN;

    /**
     * @param card the card to play
     * @return the (shared) action of playing it
     */
    static Play play(Card card) {
        return Play.of(card);
    }

    /** @return the text form, such as {@code stand} or {@code play JH} */
    String notation();

    /**
     * Reads an action's text form ({@link #notation()}); case and surrounding space are ignored.
     *
     * @param text such as {@code "beg"} or {@code "play 10h"}
     * @return the action
     * @throws IllegalArgumentException naming the text when it is no action
     * @throws CardFormatException      when the card of a {@code play} cannot be read
     */
    static Action parse(String text) {
        String t = text.strip().toLowerCase(java.util.Locale.ROOT);
        for (Call c : Call.values()) {
            if (c.notation().equals(t)) {
                return c;
            }
        }
        if (t.startsWith("play ")) {
            return Play.of(Card.parse(t.substring(5)));
        }
        throw new IllegalArgumentException("cannot read action \"" + text
            + "\": expected stand, beg, give, run or play <card>");
    }
}
