package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.discards;
import static io.github.allfours.testkit.Scenario.inOrder;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.check.InvariantChecker;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.internal.LazyList;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Views}: what one seat may see of a state: its own hand (not the waiting partner's before the
 * pitch), the other hands only as sizes, the table, the scores, and its legal actions only on its turn;
 * never another hand, the stock's order or a discard. Expectations from the {@link SeatView} contract
 * and docs/rules.md "West Yorkshire" (the waiting partner), worked out by hand on TrickPlayPhaseTest's deal A.
 */
class ViewsTest {
    @Test
    void aSeatSeesItsHandTheTableAndOtherHandsOnlyAsSizes() {
        // deal A, elder 1 stood on 2H; AC (1) and QH (2) are on the table; seat 3 is to act.
        GameState s = moves(TrickPlayPhaseTest.dealA(TestRules.TRINIDAD), "AC QH");
        SeatView v = s.viewFor(3);
        assertEquals(3, v.seat());
        assertEquals(cards("5H 7H 9D TD 8S 9S"), v.hand());
        assertFalse(v.handHidden());
        assertEquals(List.of(6, 5, 5, 6), v.handSizes());
        assertEquals(Phase.PLAY, v.phase());
        assertEquals(3, v.toAct());
        assertEquals(0, v.dealer());
        assertEquals(1, v.elder());
        assertEquals(Optional.of(Suit.HEARTS), v.trump());
        assertEquals(Optional.of(card("2H")), v.turnUp());
        assertEquals(52 - 25, v.stockSize());
        assertEquals(0, v.discardCount());
        assertEquals(inOrder("AC QH"), v.currentTrick().cards());
        assertEquals(cards("AC QH"), v.played());
        assertEquals(List.of(0, 0), v.scores());
        assertTrue(v.winner().isEmpty());
        assertEquals(s.legalActions(), v.legalActions());
        assertTrue(s.viewFor(0).legalActions().isEmpty(), "not seat 0's turn");
        assertEquals(cards("4C 5C KH 2D 3D 5S"), s.viewFor(0).hand());
        assertThrows(IllegalArgumentException.class, () -> s.viewFor(4));
        assertThrows(IllegalArgumentException.class, () -> v.handSize(4));
    }

    @Test
    void aViewCopiesTheMatchsAwardsOutOfTheStateOnlyWhenRead() {
        GameState s = GameState.start(TestRules.TRINIDAD.withTarget(200), 0, DeckSource.seeded(3));
        SplittableRandom random = new SplittableRandom(3);
        while (s.awardCount() < 30 && !s.isOver()) {
            s = s.apply(s.legalActions().get(random.nextInt(RandomMatches.choices(s))));
        }
        assertTrue(s.awardCount() >= 30, "a match some hands long");
        SeatView v = s.viewFor(1);
        assertTrue(v.awards() instanceof LazyList, "made without copying the match's awards: its cost does not grow with them");
        assertTrue(s.spectatorView().awards() instanceof LazyList);
        assertEquals(s.awards(), v.awards(), "the match's awards, oldest first, once read");
        assertEquals(v, s.viewFor(1));
        assertEquals(v.hashCode(), s.viewFor(1).hashCode());
    }

    @Test
    void playedHoldsTheHandsCompletedTricksAndTheCurrentOne() {
        GameState s = moves(TrickPlayPhaseTest.dealA(TestRules.TRINIDAD), "AC QH 9D KH 2D");
        SeatView v = s.viewFor(1);
        assertEquals(cards("AC QH 9D KH 2D"), v.played());
        assertEquals(inOrder("AC QH 9D KH"), v.lastTrick().orElseThrow().cards());
        assertEquals(1, v.tricksPlayed());
    }

    @Test
    void noViewNamesACardHiddenFromItsSeat() {
        GameState s = moves(TrickPlayPhaseTest.dealA(TestRules.TRINIDAD), "AC QH");
        for (int seat = 0; seat < 4; seat++) {
            long hidden = CardSet.FULL_PACK.bits() & ~s.hand(seat).bits() & ~cards("AC QH 2H").bits();
            long named = InvariantChecker.cardsNamed(s.viewFor(seat).toString());
            assertEquals(0, named & hidden, "seat " + seat + " sees " + CardSet.ofBits(named & hidden));
        }
    }

    @Test
    void theWaitingPartnersOwnHandIsHiddenUntilThePitch() {
        // West Yorkshire, dealer 0: seat 1 pitches, seat 3 (partner) waits.
        RuleSet wy = TestRules.WEST_YORKSHIRE;
        GameState s = GameState.start(wy, 0, layout(wy, 0).hands("", "7S 2C 3C 4C 5C 6C", "", "").build());
        SeatView partner = s.viewFor(3);
        assertTrue(partner.handHidden());
        assertEquals(CardSet.EMPTY, partner.hand());
        assertEquals(6, partner.handSize(3), "the size is public");
        assertTrue(partner.toString().contains("(not yet seen)"));
        assertEquals(0, InvariantChecker.cardsNamed(partner.toString()) & s.hand(3).bits());
        assertFalse(s.viewFor(2).handHidden(), "an opponent of the pitcher may look");
        SeatView after = moves(s, "7S").viewFor(3);
        assertFalse(after.handHidden());
        assertEquals(s.hand(3), after.hand());
    }

    @Test
    void turnUpsSetAsideAreShownAndDiscardsOnlyCounted() {
        GameState run = GameState.start(TestRules.TRINIDAD, 0, withTurnUps(TestRules.TRINIDAD, "2H", "KS"))
            .apply(Action.BEG).apply(Action.RUN);
        assertEquals(cards("2H"), run.viewFor(2).setAside());
        assertEquals(Optional.of(card("KS")), run.viewFor(2).turnUp());

        GameState d = discards(DiscardPhaseTest.discarding(), "JS 8C");
        SeatView v = d.viewFor(2);
        assertEquals(2, v.discardCount());
        assertEquals(0, InvariantChecker.cardsNamed(v.toString()) & cards("JS 8C").bits());
        assertEquals(7, v.handSize(1));
    }

    @Test
    void statesThatLookTheSameToASeatGiveEqualViews() {
        // the same deal A, except seats 0 and 2 swap 2D and 2S (both unplayed); seat 3 cannot tell.
        RuleSet rules = TestRules.TRINIDAD;
        String[] swapped = {"4C 5C KH 2S 3D 5S", "AC KC 3H 4D 5D 6D", "2C 9C QH 2D 3S 4S", "5H 7H 9D TD 8S 9S"};
        GameState a = moves(TrickPlayPhaseTest.dealA(rules), "AC");
        GameState b = moves(GameState.start(rules, 0, layout(rules, 0).hands(swapped).turnUp("2H").build())
            .apply(Action.STAND), "AC");
        assertNotEquals(a, b);
        assertEquals(a.viewFor(3), b.viewFor(3));
        assertEquals(a.viewFor(1), b.viewFor(1));
        assertNotEquals(a.viewFor(0), b.viewFor(0));
    }
}
