package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.inOrder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.game.Trick;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** {@link TakenTrick}: the packed completed trick, its public form and its comparison. */
class TakenTrickTest {
    /** Packs cards (6 bits each) and seats (4 bits each) in play order, as TrickPlayPhase does. */
    static TakenTrick taken(int hand, String cardsInOrder, int[] seats, String thrown, int winner, TakenTrick previous) {
        long order = 0;
        int seatBits = 0;
        long all = cards(thrown).bits();
        var list = inOrder(cardsInOrder);
        for (int i = 0; i < list.size(); i++) {
            order |= (long) list.get(i).index() << (6 * i);
            seatBits |= seats[i] << (4 * i);
            all |= list.get(i).bit();
        }
        return new TakenTrick(hand, order, seatBits, list.size(), cards(thrown).bits(), winner, all, previous);
    }

    @Test
    void thePublicFormListsCardsAndSeatsInPlayOrderAndIsMadeOnce() {
        TakenTrick t = taken(2, "AS QS JS", new int[] {1, 2, 3}, "2H 3H", 1, null);
        Trick trick = t.toTrick();
        assertEquals(2, trick.hand());
        assertEquals(inOrder("AS QS JS"), trick.cards());
        assertEquals(List.of(1, 2, 3), trick.seats());
        assertEquals(cards("2H 3H"), trick.thrownIn());
        assertEquals(OptionalInt.of(1), trick.winner());
        assertEquals(cards("AS QS JS 2H 3H"), trick.cardSet());
        assertEquals(card("QS"), trick.cardAt(1));
        assertEquals(2, trick.seatAt(1));
        assertSame(trick, t.toTrick(), "every state sharing the trick shares its public form");
    }

    @Test
    void sameAsComparesTheTrickNotItsLinkToEarlierOnes() {
        TakenTrick first = taken(0, "2C 3C", new int[] {0, 1}, "", 1, null);
        TakenTrick a = taken(0, "AH KH", new int[] {1, 0}, "", 1, first);
        TakenTrick b = taken(0, "AH KH", new int[] {1, 0}, "", 1, null);
        assertTrue(a.sameAs(b));
        assertFalse(a.sameAs(taken(0, "AH KH", new int[] {1, 0}, "", 0, null)), "another winner");
        assertFalse(a.sameAs(taken(1, "AH KH", new int[] {1, 0}, "", 1, null)), "another hand");
        assertFalse(a.sameAs(taken(0, "KH AH", new int[] {1, 0}, "", 1, null)), "another order");
        assertFalse(a.sameAs(null));
    }

    @Test
    void theEnginesTricksLinkBackThroughTheHand() {
        // two tricks of TrickPlayPhaseTest deal A: the second links to the first; a new hand starts a new chain
        GameState s = TrickPlayPhaseTest.dealA(io.github.allfours.testkit.TestRules.TRINIDAD);
        s = io.github.allfours.testkit.Scenario.moves(s, "AC QH 9D KH 2D 4D 2S TD");
        assertEquals(inOrder("2D 4D 2S TD"), s.lastTrick.toTrick().cards());
        assertEquals(inOrder("AC QH 9D KH"), s.lastTrick.previous.toTrick().cards());
        assertEquals(cards("AC QH 9D KH").bits(), s.lastTrick.previous.all);
        assertEquals(null, s.lastTrick.previous.previous);
    }
}
