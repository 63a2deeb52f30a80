package io.github.allfours.game;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;
import io.github.allfours.internal.Text;
import io.github.allfours.rules.Auction;

/**
 * Something a player does: a {@link Call} (stand, beg, give, run, bunch, keep, throw-in, pass, sell, refuse,
 * and table mode's retract, call-revoke, misdeal, count, peek), a {@link Bid} in an auction, a
 * {@link Play} of a card, a {@link Discard} after a run, or table mode's {@link Expose} and
 * {@link CardCall}.
 * Actions carry no seat; the seat is the one whose turn it is, or the one named in
 * {@link io.github.allfours.engine.GameState#check(int, Action)}.
 *
 * <p>Every action has a text form, {@link #notation()}, used in game records and read back by
 * {@link #parse(String)}: {@code stand}, {@code beg}, {@code give}, {@code run}, {@code bunch},
 * {@code keep}, {@code throw-in}, {@code pass}, {@code sell}, {@code refuse}, {@code retract},
 * {@code call-revoke}, {@code misdeal}, {@code count}, {@code peek}, {@code bid 2}, {@code expose QS}, {@code call QS}, {@code play JH}, {@code discard 7C}.
 */
public sealed interface Action permits Call, Play, Discard, Bid, Expose, CardCall {
    /** Elder keeps the turned-up suit as trumps. */
    Action STAND = Call.STAND;
    /** Elder asks the dealer to change trumps. */
    Action BEG = Call.BEG;
    /** The dealer keeps trumps and gives the begging side its point ("take one"). */
    Action GIVE = Call.GIVE;
    /** The dealer runs the cards: three more each and a new turn-up. */
    Action RUN = Call.RUN;
    /** A seat agrees to bunch after a run. */
    Action BUNCH = Call.BUNCH;
    /** A seat insists on playing after a run. */
    Action KEEP = Call.KEEP;
    /** A follower throws in the rest of their hand. */
    Action THROW_IN = Call.THROW_IN;
    /** In an auction, making no bid. */
    Action PASS = Call.PASS;
    /** Commercial Pitch: elder sells the pitch. */
    Action SELL = Call.SELL;
    /** Commercial Pitch: elder refuses the high bid and pitches. */
    Action REFUSE = Call.REFUSE;
    /** Table mode: the revoker takes back the revoke just played. */
    Action RETRACT = Call.RETRACT;
    /** Table mode: an opponent calls a revoke. */
    Action CALL_REVOKE = Call.CALL_REVOKE;
    /** Table mode: an opponent of the dealer claims a misdeal. */
    Action MISDEAL = Call.MISDEAL;
    /** Table mode: the dealer closes the claims step and the hand is counted. */
    Action COUNT = Call.COUNT;
    /** Table mode, West Yorkshire: the waiting partner looks at the hand. */
    Action PEEK = Call.PEEK;

    /**
     * @param card the card to play
     * @return the (shared) action of playing it
     */
    static Play play(Card card) {
        return Play.of(card);
    }

    /**
     * @param card the card to discard
     * @return the (shared) action of discarding it
     */
    static Discard discard(Card card) {
        return Discard.of(card);
    }

    /**
     * @param points the points bid, 1..4
     * @return the (shared) bid
     * @throws IllegalArgumentException outside 1..4
     */
    static Bid bid(int points) {
        return Bid.of(points);
    }

    /** Returns the text form, such as {@code stand} or {@code play JH}. */
    String notation();

    /**
     * Whether this is one of table mode's claims, which a seat may make out of turn: {@code retract},
     * {@code call-revoke}, {@code misdeal}, {@code peek}, {@code expose CARD} and {@code call CARD}
     * (docs/rules.md, "Table mode").
     *
     * @return {@code true} for a claim
     */
    boolean isClaim();      // abstract, not default: a default method would make Call's initialisation run this
                            // interface's, whose constants are Calls not yet made

    /**
     * Reads an action's text form ({@link #notation()}); the case of ASCII letters and surrounding
     * white space ({@link String#strip()}) are ignored. Only ASCII letters are read as the words: a
     * character that merely maps to one in some case (the Kelvin sign to {@code k}, say) is not. The
     * card of a {@code play} or {@code discard} is read by {@link Card#parse(String)}. Any text is read
     * in time linear in its length and refused with a message quoting at most 40 characters of it.
     *
     * @param text such as {@code "beg"} or {@code "play 10h"}
     * @return the action
     * @throws IllegalArgumentException naming the text when it is no action
     * @throws CardFormatException      when the card of a {@code play} cannot be read
     * @throws NullPointerException     if {@code text} is null
     */
    static Action parse(String text) {
        String t = Text.asciiLowerCase(text.strip());
        for (Call c : Call.values()) {
            if (c.notation().equals(t)) {
                return c;
            }
        }
        if (t.startsWith("play ")) {
            return Play.of(Card.parse(text.strip().substring(5)));
        }
        if (t.startsWith("discard ")) {
            return Discard.of(Card.parse(text.strip().substring(8)));
        }
        if (t.startsWith("expose ")) {
            return new Expose(Card.parse(text.strip().substring(7)));
        }
        if (t.startsWith("call ") && !t.equals("call-revoke")) {
            return new CardCall(Card.parse(text.strip().substring(5)));
        }
        if (t.length() == 5 && t.startsWith("bid ") && t.charAt(4) >= '1' && t.charAt(4) <= '0' + Auction.MAX_BID) {
            return Bid.of(t.charAt(4) - '0');
        }
        throw new IllegalArgumentException("cannot read action \"" + Text.excerpt(text)
            + "\": expected a call (stand, beg, give, run, bunch, keep, throw-in, pass, sell, refuse, retract, call-revoke, misdeal, count, peek), bid <1-4>, play, discard, expose or call <card>");
    }
}
