package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The invariants of {@link InvariantProperties}, run on every rule set of {@link Variants#allRuleSets()}
 * with fixed seeds, so that every variant at every table size is checked in every build (the jqwik
 * properties draw rule sets at random and may miss one in a given run).
 */
class EveryRuleSetInvariantsTest {
    private static final long[] SEEDS = {1, 20261121};

    @TestFactory
    Stream<DynamicTest> everyInvariantOnEveryTable() {
        List<DynamicTest> tests = new ArrayList<>();
        for (RuleSet rules : Variants.allRuleSets()) {
            String table = rules.id() + " " + rules.seats() + " seats " + rules.sides() + " sides";
            tests.add(DynamicTest.dynamicTest(table, () -> {
                int[] handsChecked = {0};
                for (long seed : SEEDS) {
                    List<GameState> states = new ArrayList<>();
                    List<Action> actions = InvariantProperties.playOut(GameState.start(rules, seed), seed * 7 + 1,
                        (before, action, after) -> {
                            InvariantProperties.assertConserved(after);
                            if (InvariantProperties.assertValuesAddToEighty(before, after)) {
                                handsChecked[0]++;
                            }
                            InvariantProperties.assertLegalityConsistent(after);
                            InvariantProperties.assertViewsSecret(after);
                            states.add(after);
                        });
                    GameState replay = GameState.start(rules, seed);
                    assertEquals(states.get(0), replay);
                    for (int i = 0; i < actions.size(); i++) {
                        replay = replay.apply(actions.get(i));
                        assertEquals(states.get(i + 1), replay, "replay differs at action " + i);
                    }
                    assertTrue(replay.isOver());
                    assertTrue(replay.score(replay.winner().getAsInt()) >= rules.target());
                }
                assertTrue(handsChecked[0] > 0, "no hand was completed");
            }));
        }
        return tests.stream();
    }
}
