package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.withCardsAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.allfours.card.Suit;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import io.github.allfours.testkit.TestRules;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link StockTrumpsMechanic}: trumps fixed by the bottom card of the pack, and the face-up stock's top. Every
 * expectation is worked out by hand from docs/rules.md, "California Jack" (the suit of the last card of
 * the deck order is trumps; elder leads at once; a face-up stock shows its top card) and "Shasta Sam" (a
 * face-down stock shows none).
 *
 * <p>Two seats, Trinidad's deal in threes with the stock in place of the turn-up; seat 0 deals, so
 * positions 0-2 and 6-8 go to elder (seat 1), 3-5 and 9-11 to seat 0, 12 is the stock's top and 51 its
 * bottom. The deck: seat 1 AC KC QC 2S 3S 4S, seat 0 2H 3H 4H 5H 6H 7H, stock top AS, bottom 2D.
 */
class StockTrumpsMechanicTest {
    static final RuleSet UP = TestRules.TRINIDAD_TWO.withTrumps(Stock.FACE_UP);
    static final RuleSet DOWN = TestRules.TRINIDAD_TWO.withTrumps(Stock.FACE_DOWN);
    static final int[] POSITIONS = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 51};

    static GameState deal(RuleSet rules, String bottom) {
        return GameState.start(rules, 0, withCardsAt(POSITIONS, "AC KC QC 2H 3H 4H 2S 3S 4S 5H 6H 7H AS " + bottom));
    }

    @Test
    void theBottomCardFixesTrumpsAndElderLeadsAtOnce() {
        GameState s = deal(UP, "2D");
        assertEquals(Optional.of(Suit.DIAMONDS), s.trump(), "the suit of position 51");
        assertEquals(Phase.PLAY, s.phase(), "no beg, no bid, no pitch");
        assertEquals(1, s.toAct(), "elder leads");
        assertEquals(Optional.empty(), s.turnUp(), "nothing is turned up");
        assertEquals(cards("AC KC QC 2S 3S 4S"), s.hand(1));
        assertEquals(cards("2H 3H 4H 5H 6H 7H"), s.hand(0));
        assertEquals(52 - 12, s.stockSize());
        assertEquals(Optional.of(Suit.SPADES), deal(UP, "9S").trump(), "another bottom card, another suit");
        for (int seat = 0; seat < 2; seat++) {
            assertFalse(s.viewFor(seat).handHidden());
        }
    }

    @Test
    void noPointIsHeldInPlayAtTheFirstLead() {
        // docs/rules.md, California Jack: High, Low and Jack are judged over the cards played, so nothing is
        // fixed at the first lead even though seat 0 holds hearts and seat 1 clubs and spades
        GameState s = deal(UP, "2D");
        assertEquals(GameState.NONE, s.deal.count.highCard);
        assertEquals(GameState.NONE, s.deal.count.highSeat);
        assertEquals(GameState.NONE, s.deal.count.lowCard);
        assertEquals(GameState.NONE, s.deal.count.jackSeat);
    }

    @Test
    void theStockTopIsShownOnlyFaceUp() {
        GameState up = deal(UP, "2D");
        assertEquals(Optional.of(card("AS")), up.stockTop(), "position 12");
        assertEquals(Optional.of(card("AS")), up.viewFor(0).stockTop());
        assertEquals(Optional.of(card("AS")), up.viewFor(1).stockTop());
        GameState down = deal(DOWN, "2D");
        assertEquals(Optional.empty(), down.stockTop(), "Shasta Sam: face down");
        assertEquals(Optional.empty(), down.viewFor(0).stockTop());
        assertEquals(40, down.stockSize(), "its size is still known");
    }

    @Test
    void anEmptyStockHasNoTop() {
        // 40 cards, two drawn a trick: empty after 20 tricks
        GameState s = deal(UP, "2D");
        for (int t = 0; t < 20; t++) {
            assertEquals(40 - 2 * t, s.stockSize());
            GameState led = s.apply(s.legalAction(0));
            s = led.apply(led.legalAction(0));      // any legal cards: only the count of tricks matters here
        }
        assertEquals(0, s.stockSize());
        assertEquals(Optional.empty(), s.stockTop());
        assertEquals(6, s.hand(0).size());
        assertEquals(6, s.hand(1).size());
    }
}
