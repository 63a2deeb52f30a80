package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.PlayoutChecks;
import io.github.allfours.testkit.Scenario;
import io.github.allfours.testkit.TestRules;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The scratch play-out runs the public model's rules in place: {@link PlayoutChecks} over every test rule set,
 * strict and in table mode.
 */
class PlayoutTest {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(TestRules.ALL).flatMap(r -> Arbitraries.of(r, r.withTableMode(TableMode.STANDARD)));
    }

    @Property
    void aPlayoutIsThePublicModelPlayedInPlace(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed,
                                                @ForAll long playSeed) {
        assertTrue(PlayoutChecks.check(rules, deckSeed, playSeed) > 0);
    }

    @Test
    void everyTestRuleSetWithFixedSeeds() {
        for (RuleSet rules : TestRules.ALL) {
            assertTrue(PlayoutChecks.check(rules, 1, 2) > 0, rules.id());
        }
    }

    @Test
    void anIllegalCardIsRefusedAndChangesNothing() {
        GameState s = GameState.start(TestRules.LANCASHIRE, 0, DeckSource.seeded(5));
        Playout p = new Playout(s);
        long notHeld = ~p.handBits(p.toAct()) & io.github.allfours.card.CardSet.ALL_BITS;
        int card = Long.numberOfTrailingZeros(notHeld);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.play(card));
        assertTrue(e.getMessage().contains(Card.ofIndex(card).toString()), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> p.play(63));
        assertThrows(IllegalArgumentException.class, () -> p.play(-1));
        assertThrows(IllegalStateException.class, p::throwIn);
        assertThrows(IllegalArgumentException.class, () -> p.apply(Call.STAND));
        assertEquals(s, p.toState());
    }

    @Test
    void aCopyIsTheSamePositionAndStepsApart() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(5));
        Playout p = new Playout(s);
        java.util.SplittableRandom random = new java.util.SplittableRandom(2);
        for (int i = 0; i < 7; i++) {       // stand or beg, and into the second trick
            p.apply(p.legalAction(random.nextInt(p.legalActionCount())));
        }
        GameState before = p.toState();
        Playout copy = p.copy();
        assertEquals(before, copy.toState());
        while (copy.toAct() >= 0) {
            copy.apply(copy.legalAction(random.nextInt(copy.legalActionCount())));
        }
        assertTrue(copy.isHandOver());
        assertEquals(before, p.toState(), "stepping the copy left the original as it was");
    }

    @Test
    void tableModeIsPlayedWithoutClaims() {
        // Trinidad in table mode (docs/rules.md, "Table mode"): the play-out plays the hand by those rules, to the
        // dealer's count after the last trick, but no seat takes a claim on it and it places no revoke anew
        GameState s = GameState.start(TestRules.TRINIDAD.withTableMode(TableMode.STANDARD), 7);
        Playout p = new Playout(s);
        assertEquals(s.legalActions().size(), p.legalActionCount(), "the claims are listed, as the state lists them");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.apply(Call.MISDEAL));
        assertTrue(e.getMessage().contains("claim"), e.getMessage());
        IllegalStateException r = assertThrows(IllegalStateException.class,
            () -> p.redeal(new long[4], new int[0], 0, DeckSource.seeded(1)));
        assertTrue(r.getMessage().contains("table mode"), r.getMessage());
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        boolean counted = false;
        while (p.toAct() >= 0) {
            int own = 0;
            while (own < p.legalActionCount() && !p.legalAction(own).isClaim()) {
                own++;
            }
            Action a = p.legalAction(random.nextInt(own));
            counted |= a == Call.COUNT;
            p.apply(a);
        }
        assertTrue(p.isHandOver() || p.isOver());
        assertTrue(counted || p.isOver(), "the hand ends with the dealer's count");
    }

    @Test
    void aHandPlayedOutInPlaceScoresHangJackAndStopsAtTheCount() {
        // CountingTest's deal (Trinidad for two, dealer 0): seat 0 holds AH KH 2D 3D 4D 5D, seat 1 JH 3H 2C 3C 4C 5C;
        // 2H turned, elder (seat 1) stands. Seat 0 takes every trick: AH over JH, KH over 3H, then each diamond over
        // a club. High AH to side 0; Low 3H to its holder, side 1; the jack, held by side 1 and taken by side 0,
        // hangs for 3; Game to side 0 (AH 4, KH 3, JH 1 against nothing): 5 to 1, and the play-out deals no more.
        GameState s = GameState.start(TestRules.TRINIDAD_TWO, 0, Scenario.layout(TestRules.TRINIDAD_TWO, 0)
            .hands("AH KH 2D 3D 4D 5D", "JH 3H 2C 3C 4C 5C").turnUp("2H").build());
        Playout p = new Playout(s);
        p.apply(Call.STAND);
        String[] cards = {"JH", "AH", "KH", "3H", "2D", "2C", "3D", "3C", "4D", "4C", "5D", "5C"};
        for (String c : cards) {
            assertEquals(0, p.legalPlayWord() & Playout.THROW_IN_BIT);
            p.play(Card.parse(c).index());
        }
        assertTrue(p.isHandOver());
        assertEquals(Phase.DEAL, p.phase());
        assertEquals(-1, p.toAct());
        assertEquals(5, p.score(0));
        assertEquals(1, p.score(1));
        assertEquals(java.util.List.of("high 0 +1", "low 1 +1", "hang-jack 0 +3", "game 0 +1"),
            p.awards().stream().map(a -> a.reason().code() + " " + a.side() + " +" + a.points()).toList());
        assertEquals(Scenario.cards("AH KH 2D 3D 4D 5D JH 3H 2C 3C 4C 5C").bits(), p.capturedBits(0));
        assertEquals(0, p.capturedBits(1));
        assertEquals(6, p.tricksPlayed());
    }

    @Test
    void theNextHandIsDealtOnlyWhenAskedFor() {
        GameState s = GameState.start(TestRules.LANCASHIRE, 0, DeckSource.seeded(9));
        Playout p = new Playout(s);
        assertThrows(IllegalStateException.class, p::nextHand);
        while (p.toAct() >= 0) {
            p.play(Long.numberOfTrailingZeros(p.legalPlayWord()));
        }
        assertTrue(p.isHandOver());
        assertEquals(Phase.DEAL, p.phase());
        assertEquals(0, p.handNumber());
        assertThrows(IllegalStateException.class, p::toState);
        p.nextHand();
        assertEquals(1, p.handNumber());
        assertEquals(Phase.PLAY, p.phase());
    }
}
