package io.github.allfours.game;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;
import io.github.allfours.internal.Text;
import io.github.allfours.rules.Auction;
import java.util.Objects;

/**
 * Something a player does: a {@link Call} (stand, beg, give, run, bunch, keep, throw-in, pass, sell, refuse,
 * and table mode's retract, call-revoke, misdeal, count, peek), a {@link Bid} in an auction, a
 * {@link Play} of a card, a {@link Discard} after a run, or table mode's {@link Expose} and
 * {@link CardCall}.
 * Actions carry no seat; the seat is the one whose turn it is, or the one named in
 * {@link io.github.allfours.engine.GameState#check(int, Action)}.
 *
 * <p>Every action has a text form, {@link #notation()} (which {@code toString()} returns too), used in game records
 * and in the JSON form, and read back by {@link #parseStrict(String)}: {@code stand}, {@code beg}, {@code give},
 * {@code run}, {@code bunch}, {@code keep}, {@code throw-in}, {@code pass}, {@code sell}, {@code refuse},
 * {@code retract}, {@code call-revoke}, {@code misdeal}, {@code count}, {@code peek}, {@code bid 2},
 * {@code expose QS}, {@code call QS}, {@code play JH}, {@code discard 7C}.
 *
 * <p>Two readers, for two kinds of text:
 * <ul>
 *   <li>{@link #parseStrict(String)} accepts exactly that canonical form and nothing else: the reader for text
 *       from programs (a server reading a client's move, a stored record), where one action has one spelling, so
 *       that what is checked, stored, compared and echoed back is the text received.</li>
 *   <li>{@link #parse(String)} is lenient, for what people type ({@code " PLAY 10h "} reads as {@code play TH}).</li>
 * </ul>
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
     * Reads an action's canonical text, exactly as {@link #notation()} (and {@code toString()}) writes it, and
     * nothing else: a call's word in lower case ({@code stand}, {@code throw-in}, {@code call-revoke}, ...),
     * {@code bid N} with N from 1 to {@value Auction#MAX_BID}, or {@code play}, {@code discard}, {@code expose} or
     * {@code call}, one space and a card in its two-character form (rank {@code A K Q J T 9 8 7 6 5 4 3 2}, then
     * suit {@code C D H S}, both upper case: {@code play JH}, {@code discard TS}). No white space around it, no
     * other case, no {@code 10} for the ten, no suit symbols. This is the reader for a server: a move from a
     * client is read by it, then checked ({@code GameState.check(seat, action)}) and applied; the JSON form's
     * actions ({@code AllFoursJson.readAction}) and game records are read by the same rule.
     *
     * <p>Any text is read in constant time after its length is known (no canonical text is longer than 11
     * characters), and refused with an {@link ActionFormatException} naming the problem: where the text reads
     * leniently ({@link #parse(String)}), the form it must be written in ({@code "Play JH"}: it must be written
     * {@code "play JH"}); otherwise an empty text, a text longer than any action, a card not in its two-character
     * form, a bid out of range, or no such action.
     *
     * @param text such as {@code "beg"}, {@code "bid 2"} or {@code "play TH"}
     * @return the action, equal to the one that wrote the text
     * @throws ActionFormatException quoting at most 40 characters of the text and naming the problem, when it is
     *                               not an action's canonical text
     * @throws NullPointerException  if {@code text} is null
     */
    static Action parseStrict(String text) {
        return ActionText.strict(Objects.requireNonNull(text, "text"));
    }

    /**
     * Reads an action's text form ({@link #notation()}) leniently, for text people type (a server reads its
     * clients' moves with {@link #parseStrict(String)}); the case of ASCII letters and surrounding
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
