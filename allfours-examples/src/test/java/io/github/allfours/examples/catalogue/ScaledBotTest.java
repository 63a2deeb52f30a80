package io.github.allfours.examples.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.variants.Variants;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The arena's {@code NAME*K} experiment: a bot given K times every budget, named only in the arena. */
class ScaledBotTest {
    @Test
    void multipliesEachLimitThatIsSetAndCapsIt() {
        ScaledBot b = new ScaledBot(SearchBot.INSTANCE, 10);
        assertEquals(new Budget(6_000, 100), b.scaled(new Budget(600, 10)));
        assertEquals(new Budget(6_000, Budget.NO_LIMIT), b.scaled(Budget.iterations(600)));
        assertEquals(new Budget(Budget.NO_LIMIT, 100), b.scaled(Budget.millis(10)));
        assertEquals(new Budget(Budget.MAX_ITERATIONS, Budget.MAX_MILLIS),
            b.scaled(new Budget(Budget.MAX_ITERATIONS - 1, Budget.MAX_MILLIS - 1)));
        assertEquals("search*10", b.name());
        assertThrows(IllegalArgumentException.class, () -> new ScaledBot(SearchBot.INSTANCE, 1));
        assertThrows(IllegalArgumentException.class, () -> new ScaledBot(SearchBot.INSTANCE, ScaledBot.MAX_FACTOR + 1));
    }

    /** The search given twice the iterations runs twice as many: the budget reaches the bot. */
    @Test
    void theBotSearchesWithTheLargerBudget() {
        GameState s = GameState.start(Variants.byId("trinidad").orElseThrow().rules(4), 0, DeckSource.seeded(8));
        SplittableRandom random = new SplittableRandom(8);
        while (s.legalActions().size() < 3) {
            s = s.apply(s.toAct(), RuleBot.INSTANCE.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED));
        }
        SeatView view = s.viewFor(s.toAct());
        int legal = view.legalActions().size();
        SearchBot.INSTANCE.choose(view, new SplittableRandom(1), Budget.iterations(30L * legal));
        assertEquals(30L * legal, SearchBot.lastIterations());
        new ScaledBot(SearchBot.INSTANCE, 2).choose(view, new SplittableRandom(1), Budget.iterations(30L * legal));
        assertEquals(60L * legal, SearchBot.lastIterations());
    }

    @Test
    void onlyTheArenaKnowsTheName() {
        assertEquals("search*10", BotLevels.forArena(" hard*10 ").orElseThrow().name());
        assertEquals("search@random*3", BotLevels.forArena("search@random*3").orElseThrow().name());
        assertEquals("search", BotLevels.forArena("hard").orElseThrow().name());
        for (String bad : List.of("hard*1", "hard*1001", "hard*", "hard*x", "hard*10*2", "genius*10", "hard*-2")) {
            assertTrue(BotLevels.forArena(bad).isEmpty(), bad);
        }
        assertFalse(BotLevels.byName("hard*10").isPresent(), "a table's bot seats take no experiment of budgets");
    }

    @Test
    void theArenaNamesTheSolverSearchSolvingMoreCards() {
        assertEquals("solver:24", BotLevels.forArena(" solver:24 ").orElseThrow().name());
        assertEquals("solver:24*2", BotLevels.forArena("solver:24*2").orElseThrow().name());
        assertEquals("solver", BotLevels.forArena("solver:12").orElseThrow().name(), "12 is the solver's own count");
        assertEquals("solver", BotLevels.forArena("solver").orElseThrow().name());
        assertEquals("solver:4", BotLevels.forArena("solver:4").orElseThrow().name());
        assertEquals("solver:52", BotLevels.forArena("solver:52").orElseThrow().name());
        for (String bad : List.of("solver:3", "solver:53", "solver:", "solver:x", "hard:24", "solver:24:2", "solver:-4",
            "solver:100", "expert:24")) {
            assertTrue(BotLevels.forArena(bad).isEmpty(), bad);
        }
        assertFalse(BotLevels.byName("solver:24").isPresent(), "a table's bot seats take no experiment of the solver");
        assertFalse(BotLevels.byName("solver").isPresent(), "nor the solver search");
        assertEquals("expert", BotLevels.byName("expert").orElseThrow().name(), "the level: the search with inference");
        assertEquals("search+infer", BotLevels.forArena("hard+infer").orElseThrow().name());
        assertEquals("search+calls", BotLevels.forArena("hard+calls").orElseThrow().name());
        assertTrue(BotLevels.forArena("medium+infer").isEmpty(), "inference is a search's");
    }
}
