package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.check.InvariantChecker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.RandomMatches;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
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
}
