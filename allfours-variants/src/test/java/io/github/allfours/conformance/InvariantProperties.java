package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.check.InvariantChecker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.variants.AllFives;
import io.github.allfours.variants.AllFoursParty;
import io.github.allfours.variants.AuctionPitch;
import io.github.allfours.variants.CaliforniaJack;
import io.github.allfours.variants.Classic;
import io.github.allfours.variants.CommercialPitch;
import io.github.allfours.variants.SevenUp;
import io.github.allfours.variants.ShastaSam;
import io.github.allfours.variants.Trinidad;
import io.github.allfours.variants.Variants;
import io.github.allfours.variants.WestYorkshire;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The invariants every rule set must keep ({@link InvariantChecker}), checked over random deck orders
 * and random legal play on every rule set of {@link Variants#allRuleSets()}, so each new variant is
 * covered without new code. The same checker backs {@code simulate --check}. Each property runs
 * {@code jqwik.tries.default} tries: 10 in the build (junit-platform.properties), 100 with {@code -P long}.
 */
class InvariantProperties {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets());
    }

    /** A rule set of each kind in table mode: irregularities, calls and penalties at random. */
    @Provide
    Arbitrary<RuleSet> tableModeRuleSets() {
        return Arbitraries.of(Trinidad.FOUR, Trinidad.TWO, WestYorkshire.FOUR, SevenUp.THREE, AuctionPitch.FOUR,
            CommercialPitch.FOUR, AllFives.FOUR, CaliforniaJack.TWO, ShastaSam.TWO, Classic.TWO, AllFoursParty.FOUR_PARTNERS)
            .map(r -> r.withTableMode(TableMode.STANDARD));
    }

    @Property
    void everyInvariantHoldsInTableMode(@ForAll("tableModeRuleSets") RuleSet rules, @ForAll long deckSeed,
                                        @ForAll long playSeed) {
        InvariantChecker checked = RandomMatches.check(rules, deckSeed, playSeed);
        assertTrue(checked.actions() > 0);
    }

    @Property
    void everyInvariantHoldsInRandomMatches(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed,
                                           @ForAll long playSeed) {
        InvariantChecker checked = RandomMatches.check(rules, deckSeed, playSeed);
        assertTrue(checked.actions() > 0);
    }

    /**
     * The checker started on any state of a match, not only its first: the state itself, or the state rebuilt from
     * its setup with all, some or none of its auction calls (it once reported revokes, known cards and calls it had
     * not seen made as violations, and a state given without its calls recorded none of the later ones).
     */
    @Property
    void everyInvariantHoldsFromAnyState(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed, @ForAll long playSeed) {
        RandomMatches.checkFromAnyState(rules, deckSeed, playSeed);
    }

    @Property
    void everyInvariantHoldsFromAnyStateInTableMode(@ForAll("tableModeRuleSets") RuleSet rules, @ForAll long deckSeed,
                                                   @ForAll long playSeed) {
        RandomMatches.checkFromAnyState(rules, deckSeed, playSeed);
    }

    /**
     * Cases the properties above found before the checker took what it had not seen from the state it starts on:
     * Trinidad in table mode, started at action 196 (its revokes and exposed cards, played and exposed before, were
     * reported as wrongly shown), and California Jack rebuilt from its setup (the cards known from the face-up
     * stock were read off a deck order a rebuilt state does not keep).
     */
    @Example
    void theCheckerStartedMidHandTakesWhatItHasNotSeenFromTheState() {
        RandomMatches.checkFromAnyState(Trinidad.FOUR.withTableMode(TableMode.STANDARD), 0, 0);
        RandomMatches.checkFromAnyState(CaliforniaJack.TWO, 0, 0);
    }
}
