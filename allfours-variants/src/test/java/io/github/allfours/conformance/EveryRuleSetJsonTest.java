package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.engine.GameState;
import io.github.allfours.json.AllFoursJson;
import io.github.allfours.testkit.JsonChecks;
import io.github.allfours.variants.Variants;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The JSON form of {@link AllFoursJson} on every rule set of {@link Variants#allRuleSets()}, one match of
 * each from fixed seeds, so that every variant at every table size is checked in every build (the properties
 * of {@link JsonRoundTripProperties} draw rule sets at random): every state's views (every seat's and a
 * spectator's), every legal action, every event (the host's and each seat's), every hand result and award,
 * and the rule set are written, read back equal through {@link Variants#resolver()} and validated against
 * the shipped schema ({@link JsonChecks}). The module's longest test: its tables run two at a time, and it is
 * a class of its own so that the properties can run in the other test JVM meanwhile.
 */
class EveryRuleSetJsonTest {
    @TestFactory
    @Execution(ExecutionMode.CONCURRENT)
    Stream<DynamicTest> everyValueOfEveryTableRoundTrips() {
        return EveryRuleSetInvariantsTest.onEveryTable(rules -> {
            JsonChecks checks = new JsonChecks(Variants.resolver());
            GameState end = checks.match(rules, 20_261_122, 5);
            assertTrue(end.isOver());
            assertTrue(checks.values() > 100, "values checked: " + checks.values());
        });
    }
}
