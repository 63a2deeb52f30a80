package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckSource;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.PlayoutChecks;
import io.github.allfours.testkit.TestRules;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The scratch play-out runs the public model's rules in place: {@link PlayoutChecks} over every test rule set. */
class PlayoutTest {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(TestRules.ALL);
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
        long notHeld = ~p.hand(p.toAct()) & io.github.allfours.card.CardSet.ALL_BITS;
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
    void tableModeIsRefused() {
        GameState s = GameState.start(TestRules.TRINIDAD.withTableMode(TableMode.STANDARD), 7);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Playout(s));
        assertTrue(e.getMessage().contains("trinidad"), e.getMessage());
    }

    @Test
    void theNextHandIsDealtOnlyWhenAskedFor() {
        GameState s = GameState.start(TestRules.LANCASHIRE, 0, DeckSource.seeded(9));
        Playout p = new Playout(s);
        assertThrows(IllegalStateException.class, p::nextHand);
        while (p.toAct() >= 0) {
            p.play(Long.numberOfTrailingZeros(p.legalPlays()));
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
