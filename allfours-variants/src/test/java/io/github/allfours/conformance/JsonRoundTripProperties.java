package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.json.AllFoursJson;
import io.github.allfours.rules.InvalidRuleSetException;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.JsonChecks;
import io.github.allfours.variants.Variants;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The JSON form of {@link AllFoursJson} on random rule sets of the catalogue at every table size: random
 * matches in which every state's views (every seat's and a spectator's), every legal action, every event
 * (the host's and each seat's), every hand result and award, and the rule set are written, read back
 * equal through {@link Variants#resolver()} and validated against the shipped schema; and rule sets
 * with random house-rule options. The two properties of random matches run {@code jqwik.tries.default} tries:
 * 10 in the build (junit-platform.properties), 100 with {@code -P long}. {@link EveryRuleSetJsonTest} plays one
 * match of every table with the same checks.
 */
class JsonRoundTripProperties {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets());
    }

    @Property
    void randomMatchesRoundTrip(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed, @ForAll long playSeed) {
        JsonChecks checks = new JsonChecks(Variants.resolver());
        checks.match(rules, deckSeed, playSeed);
        assertTrue(checks.values() > 0);
    }

    @Property
    void randomMatchesInTableModeRoundTrip(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed,
                                           @ForAll long playSeed) {
        JsonChecks checks = new JsonChecks(Variants.resolver());
        checks.match(rules.withTableMode(TableMode.STANDARD), deckSeed, playSeed);
        assertTrue(checks.values() > 0);
    }

    /**
     * A house rule of any rule set, made of random changes to its options (a boolean flipped, another
     * word, a small number), a random target and packets: written and read back equal, with its first
     * views.
     */
    @Property(tries = 300)
    void houseRulesRoundTrip(@ForAll("ruleSets") RuleSet named, @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Map<String, Object> changes = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : named.options().entrySet()) {
            if (random.nextInt(4) == 0) {
                changes.put(e.getKey(), change(e.getKey(), e.getValue(), random));
            }
        }
        RuleSet house;
        try {
            house = named.withOptions(changes).withTarget(1 + random.nextInt(21));
            if (random.nextBoolean()) {
                house = house.withPackets(random.nextBoolean() ? List.of(2, 2, 2) : List.of(3, 3));
            }
        } catch (InvalidRuleSetException e) {
            Assume.that(false);
            return;
        }
        String json = AllFoursJson.write(house);
        RuleSet back = AllFoursJson.readRuleSet(json, Variants.resolver());
        assertEquals(house, back);
        assertEquals(house.isNamed(), back.isNamed());
        assertEquals(named, back.origin());
        assertTrue(JsonChecks.errors(JsonChecks.schema("ruleSet"), json).isEmpty(), json);
        JsonChecks checks = new JsonChecks(Variants.resolver());
        checks.state(GameState.start(house, random.nextInt(house.seats()), DeckSource.seeded(seed)));
    }

    /** Another value for an option: a flipped boolean, another word of its kind, a small number. */
    private static Object change(String key, Object value, SplittableRandom random) {
        if (value instanceof Boolean b) {
            return !b;
        }
        if (value instanceof Integer) {
            return random.nextInt(5);
        }
        if (value instanceof Map) {
            return Map.of("J", random.nextInt(4), "A", random.nextInt(2));
        }
        List<String> words = switch (key) {
            case "direction" -> List.of("clockwise", "anticlockwise");
            case "trumps" -> List.of("turn-up", "pitch", "auction", "stock");
            case "turnUpScope" -> List.of("every-turn-up", "first-and-fixing", "final-only");
            case "giftTo" -> List.of("begging-side", "every-opposing-side");
            case "discardAfterRun" -> List.of("never", "always", "twelve-or-more");
            case "allPass" -> List.of("dealer-must-bid", "next-dealer-deals", "elder-pitches");
            case "jackScoring" -> List.of("to-captor", "hang-jack");
            case "lowTakenBy" -> List.of("holder", "captor");
            case "gameTie" -> List.of("none", "non-dealer", "elder");
            default -> List.of((String) value);
        };
        return words.get(random.nextInt(words.size()));
    }
}
