package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The expert bot plays the first sixty decisions of a match of every test rule set (seats 0 and 1; the rule-based
 * bot the others) with legal actions of its own turn, the same view and
 * seed giving the same choice, and refuses an unlimited budget. (Its strength is the arena's business.)
 */
class ExpertBotTest {
    private static final Budget SMALL = Budget.iterations(12);

    @Test
    void playsEveryTestRuleSetWithLegalActionsOfItsOwnTurn() {
        for (RuleSet rules : TestRules.ALL) {
            SplittableRandom random = new SplittableRandom(rules.id().hashCode());
            GameState s = GameState.start(rules, 0, DeckSource.seeded(11));
            int decisions = 0;
            while (!s.isOver() && decisions < 60) {
                int seat = s.toAct();
                SeatView view = s.viewFor(seat);
                Action a = seat == 0 || seat == 1
                    ? ExpertBot.INSTANCE.choose(view, random, SMALL)
                    : RuleBot.INSTANCE.choose(view, random, Budget.UNLIMITED);
                assertTrue(view.legalActions().contains(a), () -> a + " is not legal in " + view);
                s = s.apply(seat, a);
                decisions++;
            }
            assertTrue(decisions > 10, rules.id());
        }
    }

    @Test
    void theSameViewAndSeedGiveTheSameChoiceAndValues() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(21));
        SplittableRandom random = new SplittableRandom(2);
        int checked = 0;
        while (!s.isOver() && checked < 6) {
            SeatView view = s.viewFor(s.toAct());
            if (view.legalActions().size() > 1) {
                Action first = ExpertBot.INSTANCE.choose(view, new SplittableRandom(checked), SMALL);
                assertEquals(first, ExpertBot.INSTANCE.choose(view, new SplittableRandom(checked), SMALL));
                Map<Action, Double> values = ExpertBot.INSTANCE.analyse(view, new SplittableRandom(checked), SMALL);
                assertEquals(view.legalActions().size(), values.size());
                values.values().forEach(v -> assertTrue(v >= 0 && v <= 1, values.toString()));
                checked++;
            }
            s = s.apply(RuleBot.INSTANCE.choose(view, random, Budget.UNLIMITED));
        }
        assertEquals(6, checked);
        assertTrue(SearchBot.lastIterations() > 0);
    }

    @Test
    void refusesAnUnlimitedBudget() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(21));
        SeatView view = s.viewFor(s.toAct());
        assertThrows(IllegalArgumentException.class,
            () -> ExpertBot.INSTANCE.choose(view, new SplittableRandom(1), Budget.UNLIMITED));
        assertEquals("expert", ExpertBot.INSTANCE.name());
    }
}
