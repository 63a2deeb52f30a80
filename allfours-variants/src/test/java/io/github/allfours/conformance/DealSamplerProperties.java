package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.SamplerChecks;
import io.github.allfours.variants.Variants;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
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

    /**
     * A case the property found at a thousand tries (west-yorkshire, six seats, table mode): seat 5's revoke AD to a
     * spade lead is called; seat 5 later throws in two of 7D 9D 4S 8S with seat 1. The revoke proves seat 5 held a
     * spade, so it threw in 4S or 8S: the sampler once shared the thrown-in cards the same way in every sample (the
     * first way in card order, seat 5 taking 7D 9D) and so found no deal ("revokes called [AD] were played legally").
     */
    @Example
    void westYorkshireCalledRevokeRestsOnACardThrownIn() {
        RuleSet rules = Variants.byId("west-yorkshire").orElseThrow().rules(6).withTableMode(TableMode.STANDARD);
        assertTrue(SamplerChecks.checkMatch(rules, 370L, 5) > 0);
    }

    /**
     * A case the property found at a thousand tries (west-yorkshire, four seats, table mode): seat 0 played JD to a
     * club lead and later threw in one of 2C 5D with seat 3. Its view lists JD among its own revokes, so it held a club
     * then: it threw in 2C. When views showed the thrown-in cards without their throwers, the sampler gave it 5D by
     * the first sharing that fits and so dealt no state with the viewer's view ("no deal gives a state with this
     * view"); views now say whose each thrown-in card was.
     */
    @Example
    void westYorkshireViewersOwnRevokeRestsOnACardItThrewIn() {
        RuleSet rules = Variants.byId("west-yorkshire").orElseThrow().rules(4).withTableMode(TableMode.STANDARD);
        assertTrue(SamplerChecks.checkMatch(rules, -35L, 5) > 0);
    }
}
