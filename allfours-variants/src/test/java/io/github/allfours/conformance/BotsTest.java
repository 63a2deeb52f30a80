package io.github.allfours.conformance;

import static io.github.allfours.testkit.Scenario.layout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.ExpertBot;
import io.github.allfours.bot.IsmctsBot;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.check.InvariantChecker;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.ShallowStack;
import io.github.allfours.testkit.TestSize;
import io.github.allfours.variants.Trinidad;
import io.github.allfours.variants.Variants;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bots choose only legal actions of their own turn, in every game and table size (table mode
 * included), see only a view, and are honest: the same view gets the same choice.
 */
class BotsTest {
    /** A search budget small enough to play every table quickly (strength is the arena's business). */
    private static final Budget SMALL = Budget.iterations(6);

    /**
     * Every how many matches of {@link #everyBotPlaysEveryTableToTheEnd} the invariant checker follows: every
     * 29th in the build (each bot at two tables; checking costs over twenty times the play), every one with
     * {@code -P long} ({@code -Dallfours.bots.checkEvery=N} for N).
     */
    private static final int CHECK_EVERY = TestSize.of("allfours.bots.checkEvery", 29, 1);

    /** A search told that its opponents play at random. */
    private static final Bot MODELLED = new SearchBot(RuleBot.INSTANCE, RandomBot.INSTANCE);

    /** A play-out policy that notes the seats it is asked to play. */
    private static final class Recording implements Bot {
        final java.util.Set<Integer> seats = new java.util.TreeSet<>();

        @Override
        public Action choose(SeatView view, java.util.random.RandomGenerator random, Budget budget) {
            seats.add(view.seat());
            return RuleBot.INSTANCE.choose(view, random, budget);
        }

        @Override
        public Map<Action, Double> analyse(SeatView view, java.util.random.RandomGenerator random, Budget budget) {
            return RuleBot.INSTANCE.analyse(view, random, budget);
        }

        @Override
        public String name() {
            return "recording";
        }
    }

    @Test
    void aModelOfTheOpponentsPlaysTheirSeatsInThePlayOuts() {
        Recording own = new Recording();
        Recording others = new Recording();
        SearchBot bot = new SearchBot(own, others);
        GameState s = GameState.start(Trinidad.FOUR, 0, DeckSource.seeded(5));
        bot.choose(s.viewFor(s.toAct()), new SplittableRandom(2), Budget.iterations(40));
        int mine = Trinidad.FOUR.sideOf(s.toAct());
        assertFalse(own.seats.isEmpty());
        assertFalse(others.seats.isEmpty());
        own.seats.forEach(seat -> assertEquals(mine, Trinidad.FOUR.sideOf(seat), "own side: seat " + seat));
        others.seats.forEach(seat -> assertTrue(Trinidad.FOUR.sideOf(seat) != mine, "other side: seat " + seat));
        assertEquals("search@recording", bot.name());
        assertEquals("search", SearchBot.INSTANCE.name());
    }

    @Test
    void everyBotPlaysEveryTableToTheEnd() {
        int match = 0;
        for (RuleSet rules : Variants.allRuleSets()) {
            for (Bot bot : List.of(RuleBot.INSTANCE, RandomBot.INSTANCE, SearchBot.INSTANCE, IsmctsBot.INSTANCE,
                    MODELLED, ExpertBot.INSTANCE)) {
                if (bot == ExpertBot.INSTANCE && rules.sides() > 2) {
                    continue;       // the expert searches as SearchBot does there (ExpertBotTest)
                }
                boolean checked = match++ % CHECK_EVERY == 0;
                // on a thread of its own: the checker's refusals each fill in a stack trace (ShallowStack)
                ShallowStack.run(rules.id() + "/" + rules.seats() + " " + bot.name(), () -> playToTheEnd(rules, bot, checked));
            }
        }
    }

    /** One match of a bot in every seat, each choice legal, followed by the invariant checker if asked. */
    private static void playToTheEnd(RuleSet rules, Bot bot, boolean checked) {
        SplittableRandom random = new SplittableRandom(rules.hashCode());
        InvariantChecker checker = checked ? new InvariantChecker() : null;
        GameState s = GameState.start(rules, 0, DeckSource.seeded(7));
        if (checker != null) {
            checker.start(s, rules.id() + "/" + rules.seats() + " " + bot.name());
        }
        int actions = 0;
        while (!s.isOver()) {
            SeatView view = s.viewFor(s.toAct());
            Action a = bot.choose(view, random, SMALL);
            assertTrue(view.legalActions().contains(a), () -> bot.name() + " chose " + a + " in " + view);
            s = checker != null ? checker.apply(s, a) : s.apply(a);
            assertTrue(++actions < 20_000, () -> rules.id() + ": the match did not end");
        }
        if (checker != null) {
            checker.assertNone();
        }
    }

    @Test
    void botsMakeNoClaimsInTableMode() {
        RuleSet rules = Trinidad.FOUR.withTableMode(TableMode.STANDARD);
        GameState s = GameState.start(rules, 0, DeckSource.seeded(3));
        SplittableRandom random = new SplittableRandom(3);
        int turn = 0;
        while (!s.isOver()) {
            Bot bot = List.of(RuleBot.INSTANCE, SearchBot.INSTANCE, IsmctsBot.INSTANCE, ExpertBot.INSTANCE).get(turn++ % 4);
            Action a = bot.choose(s.viewFor(s.toAct()), random, SMALL);
            assertTrue(!(a instanceof io.github.allfours.game.Expose) && a != Action.MISDEAL && a != Action.CALL_REVOKE,
                () -> "a bot made the claim " + a);
            s = s.apply(a);
        }
    }

    @Test
    void theSameViewGetsTheSameChoice() {
        // two deals that differ only in cards seat 1 cannot see: seats 2 and 3 swap 9C and 9S
        String elder = "AH KH 6D 7D 2S 3S";
        GameState one = GameState.start(Trinidad.FOUR, 0, layout(Trinidad.FOUR, 0)
            .hands("QC JC TC 4C 5C 6C", elder, "9C 2D 3D 4D 5D 8D", "9S 4S 5S 6S 7S 8S").turnUp("TH").build());
        GameState two = GameState.start(Trinidad.FOUR, 0, layout(Trinidad.FOUR, 0)
            .hands("QC JC TC 4C 5C 6C", elder, "9S 2D 3D 4D 5D 8D", "9C 4S 5S 6S 7S 8S").turnUp("TH").build());
        assertEquals(one.viewFor(1), two.viewFor(1), "seat 1 sees the same");
        for (Bot bot : List.of(RuleBot.INSTANCE, RandomBot.INSTANCE, SearchBot.INSTANCE, IsmctsBot.INSTANCE, MODELLED,
                ExpertBot.INSTANCE)) {
            Budget budget = Budget.iterations(60);
            assertEquals(bot.choose(one.viewFor(1), new SplittableRandom(9), budget),
                bot.choose(two.viewFor(1), new SplittableRandom(9), budget), bot.name());
            Map<Action, Double> values = bot.analyse(one.viewFor(1), new SplittableRandom(9), budget);
            assertEquals(one.viewFor(1).legalActions(), List.copyOf(values.keySet()), "a value for every legal action");
        }
    }

    @Test
    void aStrongTurnUpIsKeptAndAWeakOneBegged() {
        // elder holds the jack and the ace of the turned suit: stand; with no card of it: beg (docs/rules.md, Bots)
        GameState strong = GameState.start(Trinidad.TWO, 0, layout(Trinidad.TWO, 0)
            .hands("", "AH JH 6D 7D 2S 3S").turnUp("TH").build());
        assertEquals(Action.STAND, RuleBot.INSTANCE.choose(strong.viewFor(1), new SplittableRandom(1), Budget.UNLIMITED));
        GameState weak = GameState.start(Trinidad.TWO, 0, layout(Trinidad.TWO, 0)
            .hands("", "4C 5C 6D 7D 2S 3S").turnUp("TH").build());
        assertEquals(Action.BEG, RuleBot.INSTANCE.choose(weak.viewFor(1), new SplittableRandom(1), Budget.UNLIMITED));
    }

    @Test
    void budgetsAreBounded() {
        assertThrows(IllegalArgumentException.class, () -> Budget.iterations(0));
        assertThrows(IllegalArgumentException.class, () -> Budget.millis(0));
        assertEquals(500, Budget.millis(500).millis());
        GameState s = GameState.start(Trinidad.FOUR, 0, DeckSource.seeded(1));
        SeatView view = s.viewFor(s.toAct());
        for (Bot bot : List.of(SearchBot.INSTANCE, IsmctsBot.INSTANCE)) {
            assertThrows(IllegalArgumentException.class, () -> bot.choose(view, new SplittableRandom(1), Budget.UNLIMITED),
                "a search needs a limit");
        }
    }
}
