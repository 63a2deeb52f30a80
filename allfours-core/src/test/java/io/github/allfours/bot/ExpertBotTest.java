package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The expert bot plays the first sixty decisions of a match of every test rule set (seats 0 and 1; the rule-based
 * bot the others) with legal actions of its own turn, the same view and
 * seed giving the same choice, and refuses an unlimited budget; told to solve 24 cards, it solves a four-handed hand
 * from its first lead. (Its strength is the arena's business.)
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
    void solvingTwentyFourCardsSolvesAFourHandedHandFromItsFirstLead() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(21));
        SplittableRandom random = new SplittableRandom(3);
        while (!(s.phase() == Phase.PLAY && s.trump().isPresent() && s.tricksPlayed() == 0 && s.currentTrick().isEmpty()
            && Long.bitCount(s.handBits(s.toAct())) == s.rules().handSize())) {
            s = s.apply(RuleBot.INSTANCE.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED));
        }
        SeatView view = s.viewFor(s.toAct());
        Budget budget = Budget.iterations(4L * view.legalActions().size());
        // solved from the first lead, the play-out policy never plays a card: any policy gives the same values (in
        // these deals, drawn from seed 6, no solve passes the node limit, where the policy would play a card first)
        assertEquals(new ExpertBot(RuleBot.INSTANCE, 24, 24).analyse(view, new SplittableRandom(6), budget),
            new ExpertBot(RandomBot.INSTANCE, 24, 24).analyse(view, new SplittableRandom(6), budget));
        // solving only the last 12 cards, the policy plays the first three tricks of every deal
        assertNotEquals(new ExpertBot(RuleBot.INSTANCE, 12, 12).analyse(view, new SplittableRandom(5), budget),
            new ExpertBot(RandomBot.INSTANCE, 12, 12).analyse(view, new SplittableRandom(5), budget));
    }

    @Test
    void namesSayHowManyCardsItSolves() {
        assertEquals("solver", ExpertBot.INSTANCE.name());
        assertEquals("solver", new ExpertBot(RandomBot.INSTANCE).name());
        assertEquals("solver:24", new ExpertBot(RuleBot.INSTANCE, 24, 24).name());
        assertEquals("solver:16/12", new ExpertBot(RuleBot.INSTANCE, 16, 12).name());
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
        assertEquals("solver", ExpertBot.INSTANCE.name());
    }
}
