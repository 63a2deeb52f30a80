package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.game.Action;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import org.junit.jupiter.api.Test;

/**
 * {@link CountFacts}: what the count rests on is gathered when play begins or at the pitch, never at the deal;
 * who captured Low and the jack is read from the hand's tricks; two states compare their facts and captures.
 * Expectations worked out by hand from docs/rules.md "Terms" (in play) and "The four points" (California Jack's
 * facts judged over the cards played: StockDrawsMechanicTest).
 */
class CountFactsTest {
    static final RuleSet TWO = TestRules.TRINIDAD_TWO;

    @Test
    void holdersAreFixedWhenPlayBeginsNotAtTheDeal() {
        // seat 1 JH 3H ..., seat 0 AH KH ...; 2H turned. In the beg phase nothing is fixed yet (elder may
        // still run the cards); at the stand: High AH (seat 0), Low 3H (seat 1), jack held by seat 1.
        GameState s = GameState.start(TWO, 0, layout(TWO, 0)
            .hands("AH KH 2D 3D 4D 5D", "JH 3H 2C 3C 4C 5C").turnUp("2H").build());
        assertEquals(GameState.NONE, s.deal.count.highSeat);
        assertEquals(GameState.NONE, s.deal.count.jackSeat);
        assertSame(CountFacts.NONE, s.deal.count);
        GameState p = s.apply(Action.STAND);
        assertEquals(card("AH").index(), p.deal.count.highCard);
        assertEquals(0, p.deal.count.highSeat);
        assertEquals(card("3H").index(), p.deal.count.lowCard);
        assertEquals(1, p.deal.count.lowSeat);
        assertEquals(1, p.deal.count.jackSeat);
    }

    @Test
    void inAPitchGameHoldersAreFixedAtThePitch() {
        // West Yorkshire, dealer 0, seat 1 pitches 2S: spades. Seat 3 holds AS and JS, seat 1 only 2S.
        RuleSet rules = TestRules.WEST_YORKSHIRE;
        GameState s = GameState.start(rules, 0, layout(rules, 0)
            .hands("", "2S 2C 3C 4C 5C 6C", "", "AS JS 2H 3H 4H 5H").build());
        assertEquals(GameState.NONE, s.deal.count.highSeat);
        GameState p = moves(s, "2S");
        assertEquals(3, p.deal.count.highSeat);
        assertEquals(card("2S").index(), p.deal.count.lowCard, "the pitched card was in play");
        assertEquals(1, p.deal.count.lowSeat);
        assertEquals(3, p.deal.count.jackSeat);
    }

    @Test
    void noTrumpInPlayIsNothingToCount() {
        // hearts turned, and neither hand holds a heart: no High, Low or Jack this hand
        GameState s = GameState.start(TWO, 0, layout(TWO, 0)
            .hands("AS KS 2D 3D 4D 5D", "JS 3S 2C 3C 4C 5C").turnUp("2H").build()).apply(Action.STAND);
        assertSame(CountFacts.NONE, s.deal.count);
        assertEquals(GameState.NONE, s.deal.count.jackCard(s.deal.trump));
    }

    @Test
    void theCaptorsAreReadFromTheTricks() {
        // hearts; seat 1 (elder) leads JH and seat 0 takes it with AH; then seat 0 leads KH and seat 1 must play
        // its last trump, 3H, Low: seat 0 has captured the jack after trick 1 and Low after trick 2
        GameState s = GameState.start(TWO, 0, layout(TWO, 0)
            .hands("AH KH 2D 3D 4D 5D", "JH 3H 2C 3C 4C 5C").turnUp("2H").build()).apply(Action.STAND);
        int jack = s.deal.count.jackCard(s.deal.trump);
        int low = s.deal.count.lowCard;
        assertEquals(card("JH").index(), jack);
        assertEquals(GameState.NONE, CountFacts.captor(jack, s));
        GameState one = moves(s, "JH AH");
        assertEquals(0, CountFacts.captor(jack, one));
        assertEquals(GameState.NONE, CountFacts.captor(low, one), "Low is still in a hand");
        GameState two = moves(one, "KH 3H");
        assertEquals(0, CountFacts.captor(low, two));
        assertEquals(GameState.NONE, CountFacts.captor(GameState.NONE, two), "no card, no captor");
        assertSame(s.deal.count, two.deal.count, "the facts are shared by the deal's trick play");
        assertTrue(CountFacts.sameCount(two, moves(s, "JH AH KH 3H")));
        assertFalse(CountFacts.sameCount(one, two), "Low captured in one and not the other");
    }
}
