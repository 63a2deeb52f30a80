package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.testkit.SamplerChecks;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The deal sampler on every rule set and table size, in random matches: a sample keeps the viewer's view
 * and deals no seat a card it has shown it lacks, and the true cards rebuild the same moment of play
 * ({@link SamplerChecks}). Waiting partners (West Yorkshire), runs, auctions, stocks and table mode included.
 * Each property runs {@code jqwik.tries.default} tries: 10 in the build (junit-platform.properties), 100 with
 * {@code -P long}.
 */
class DealSamplerProperties {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets());
    }

    @Provide
    Arbitrary<RuleSet> tableModeRuleSets() {
        return Arbitraries.of(Variants.allRuleSets()).map(r -> r.withTableMode(TableMode.STANDARD));
    }

    @Property
    void samplesKeepTheViewOnEveryRuleSet(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) {
        assertTrue(SamplerChecks.checkMatch(rules, seed, 5) > 0);
    }

    @Property
    void samplesKeepTheViewInTableMode(@ForAll("tableModeRuleSets") RuleSet rules, @ForAll long seed) {
        assertTrue(SamplerChecks.checkMatch(rules, seed, 5) > 0);
    }
}
