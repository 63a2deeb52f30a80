package io.github.allfours.game;

import io.github.allfours.card.Card;
import io.github.allfours.internal.Text;
import io.github.allfours.rules.Auction;
import java.util.HashMap;
import java.util.Map;

/**
 * The strict reading of actions ({@link Action#parseStrict(String)}): every action's canonical text, and the
 * naming of what is wrong with any other text.
 */
final class ActionText {
    /** The longest canonical text: {@code call-revoke}. */
    static final int MAX_LENGTH = 11;
    /** The longest text examined for a lenient reading, to say how it must be written. */
    private static final int MAX_HINTED = 64;
    private static final String CARD_WORDS = "play, discard, expose or call";
    private static final Map<String, Action> CANONICAL = canonical();

    private ActionText() {
    }

    private static Map<String, Action> canonical() {
        Map<String, Action> m = new HashMap<>();
        for (Call c : Call.values()) {
            m.put(c.notation(), c);
        }
        for (int n = 1; n <= Auction.MAX_BID; n++) {
            m.put(Bid.of(n).notation(), Bid.of(n));
        }
        for (Card c : Card.all()) {
            for (Action a : new Action[] {Play.of(c), Discard.of(c), new Expose(c), new CardCall(c)}) {
                m.put(a.notation(), a);
            }
        }
        for (Action a : m.values()) {
            if (a.notation().length() > MAX_LENGTH) {
                throw new AssertionError("the canonical text of " + a + " is longer than " + MAX_LENGTH);
            }
        }
        return Map.copyOf(m);
    }

    /** The action whose canonical text {@code text} is, refused with the problem named otherwise. */
    static Action strict(String text) {
        Action a = text.length() <= MAX_LENGTH ? CANONICAL.get(text) : null;
        if (a == null) {
            throw new ActionFormatException(text, problem(text));
        }
        return a;
    }

    /** What is wrong with a text that is no canonical action text (read in time linear in its length). */
    private static String problem(String text) {
        if (text.isEmpty()) {
            return "it is empty; expected an action such as \"stand\", \"bid 2\" or \"play JH\"";
        }
        if (text.length() <= MAX_HINTED) {
            try {
                return "it must be written \"" + Action.parse(text).notation() + "\"";
            } catch (IllegalArgumentException notEvenLeniently) {   // CardFormatException included
                // named below
            }
        }
        if (text.length() > MAX_LENGTH) {
            return "it is longer than any action (" + text.length() + " characters; the longest, \"call-revoke\", has "
                + MAX_LENGTH + ")";
        }
        int space = text.indexOf(' ');
        String word = space < 0 ? text : text.substring(0, space);
        boolean cardWord = word.equals("play") || word.equals("discard") || word.equals("expose") || word.equals("call");
        if (space >= 0 && cardWord) {
            return "\"" + Text.excerpt(text.substring(space + 1)) + "\" is no card in its two-character "
                + "form: a rank (A K Q J T 9 8 7 6 5 4 3 2) then a suit (C D H S), such as JH";
        }
        if (space >= 0 && word.equals("bid")) {
            return "a bid is \"bid 1\" to \"bid " + Auction.MAX_BID + "\"";
        }
        return "no such action; expected a call (" + calls() + "), \"bid N\" (N from 1 to " + Auction.MAX_BID + "), or "
            + CARD_WORDS + " and a card such as \"play JH\"";
    }

    private static String calls() {
        StringBuilder sb = new StringBuilder();
        for (Call c : Call.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(c.notation());
        }
        return sb.toString();
    }
}
