package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.InvariantChecker;
import io.github.allfours.testkit.RandomMatches;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The invariants every rule set must keep ({@link InvariantChecker}), checked over random deck orders
 * and random legal play on every rule set of {@link Variants#allRuleSets()}, so each new variant is
 * covered without new code. The same checker backs {@code simulate --check}.
 */
class InvariantProperties {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets());
    }

    @Property(tries = 150)
    void everyInvariantHoldsInRandomMatches(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed,
                                           @ForAll long playSeed) {
        InvariantChecker checked = RandomMatches.check(rules, deckSeed, playSeed);
        assertTrue(checked.actions() > 0);
    }
}
