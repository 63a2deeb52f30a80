package io.github.allfours.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Action#parseStrict(String)}: exactly the canonical text of every action, {@link Action#notation()} and
 * {@code toString()}, and nothing else, each refusal an {@link ActionFormatException} naming the problem.
 */
class ActionStrictTest {
    /** Every action there is: the calls, the bids and the four card actions of every card. */
    static List<Action> everyAction() {
        List<Action> all = new ArrayList<>(List.of(Call.values()));
        for (int n = 1; n <= 4; n++) {
            all.add(Action.bid(n));
        }
        for (Card c : Card.all()) {
            all.add(Action.play(c));
            all.add(Action.discard(c));
            all.add(new Expose(c));
            all.add(new CardCall(c));
        }
        return all;
    }

    @Test
    void everyActionReadsBackFromItsNotationAndToString() {
        List<Action> all = everyAction();
        assertEquals(15 + 4 + 52 * 4, all.size());
        for (Action a : all) {
            assertEquals(a.notation(), a.toString());
            assertEquals(a, Action.parseStrict(a.notation()));
            assertEquals(a, Action.parse(a.notation()));
        }
        assertSame(Action.STAND, Action.parseStrict("stand"));
        assertSame(Action.play(Card.parse("JH")), Action.parseStrict("play JH"));
        assertEquals(new CardCall(Card.parse("QS")), Action.parseStrict("call QS"));
        assertSame(Action.CALL_REVOKE, Action.parseStrict("call-revoke"));
    }

    private static ActionFormatException refused(String text, String problem) {
        ActionFormatException e = assertThrows(ActionFormatException.class, () -> Action.parseStrict(text));
        assertEquals(text, e.input());
        assertEquals(problem, e.problem());
        assertTrue(e.getMessage().startsWith("cannot read action \""), e.getMessage());
        assertTrue(e.getMessage().endsWith(": " + problem), e.getMessage());
        return e;
    }

    @Test
    void whatReadsLenientlyIsRefusedWithItsCanonicalForm() {
        refused("Play JH", "it must be written \"play JH\"");
        refused("play 10h", "it must be written \"play TH\"");
        refused(" stand", "it must be written \"stand\"");
        refused("stand\n", "it must be written \"stand\"");
        refused("STAND", "it must be written \"stand\"");
        refused("play J♥", "it must be written \"play JH\"");
        refused("Throw-In", "it must be written \"throw-in\"");
        refused("BID 2", "it must be written \"bid 2\"");
    }

    @Test
    void everythingElseIsRefusedWithItsProblem() {
        refused("", "it is empty; expected an action such as \"stand\", \"bid 2\" or \"play JH\"");
        refused("play 1X", "\"1X\" is no card in its two-character form: a rank (A K Q J T 9 8 7 6 5 4 3 2) then a "
            + "suit (C D H S), such as JH");
        refused("discard J", "\"J\" is no card in its two-character form: a rank (A K Q J T 9 8 7 6 5 4 3 2) then a "
            + "suit (C D H S), such as JH");
        refused("play  JH", "it must be written \"play JH\"");
        refused("bid 5", "a bid is \"bid 1\" to \"bid 4\"");
        refused("bid 0", "a bid is \"bid 1\" to \"bid 4\"");
        ActionFormatException dance = refused("dance", "no such action; expected a call (beg, stand, give, run, bunch, "
            + "keep, throw-in, pass, sell, refuse, retract, call-revoke, misdeal, count, peek), \"bid N\" (N from 1 to "
            + "4), or play, discard, expose or call and a card such as \"play JH\"");
        assertEquals("cannot read action \"dance\": " + dance.problem(), dance.getMessage());
        refused("\u212Aeep", dance.problem());   // a Kelvin sign is no K, strictly or leniently
        String huge = "play JH".repeat(100_000);
        ActionFormatException e = refused(huge, "it is longer than any action (700000 characters; the longest, "
            + "\"call-revoke\", has 11)");
        assertTrue(e.getMessage().length() < 200, e.getMessage());
        assertThrows(NullPointerException.class, () -> Action.parseStrict(null));
    }
}
