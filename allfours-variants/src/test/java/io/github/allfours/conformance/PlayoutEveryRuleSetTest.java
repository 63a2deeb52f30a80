package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.PlayoutChecks;
import io.github.allfours.testkit.TestSize;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The scratch play-out ({@code io.github.allfours.engine.Playout}) against the public model on every rule set of
 * {@link Variants#allRuleSets()}, and on each in table mode: {@link PlayoutChecks} compares them after every action of
 * a random match. One match per table in the build, three with {@code -P long} ({@code -Dallfours.playout.seeds=N}
 * for N).
 */
class PlayoutEveryRuleSetTest {
    private static final int MATCHES = TestSize.of("allfours.playout.seeds", 1, 3);

    @TestFactory
    Stream<DynamicTest> aPlayoutIsThePublicModelPlayedInPlaceOnEveryTable() {
        List<DynamicTest> tests = new ArrayList<>();
        List<RuleSet> tables = new ArrayList<>();
        for (RuleSet rules : Variants.allRuleSets()) {
            tables.add(rules);
            tables.add(rules.withTableMode(TableMode.STANDARD));
        }
        for (RuleSet rules : tables) {
            String table = rules.id() + " " + rules.seats() + " seats " + rules.sides() + " sides"
                + (rules.tableMode().isPresent() ? " in table mode" : "");
            tests.add(DynamicTest.dynamicTest(table, () -> {
                long actions = 0;
                for (int i = 0; i < MATCHES; i++) {
                    actions += PlayoutChecks.check(rules, 31 + i, 7 * i + 3);
                }
                assertTrue(actions > 0, "no action was compared");
            }));
        }
        return tests.stream();
    }
}
