package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The shared bot instances may be used by many threads at once (as {@link Bot} documents): the same views
 * and seeds give the same choices on eight threads together as on one thread alone.
 */
class SharedBotsTest {
    @Test
    void sharedInstancesChooseTheSameOnManyThreads() throws Exception {
        List<SeatView> views = new ArrayList<>();
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(11));
        SplittableRandom play = new SplittableRandom(3);
        while (!s.isOver() && views.size() < 40) {
            views.add(s.viewFor(s.toAct()));
            List<Action> legal = s.legalActions();
            s = s.apply(legal.get(play.nextInt(legal.size())));
        }
        List<Bot> bots = List.of(RandomBot.INSTANCE, RuleBot.INSTANCE, SearchBot.INSTANCE, IsmctsBot.INSTANCE,
            ExpertBot.INSTANCE);
        List<Action> alone = choices(bots, views);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<List<Action>>> together = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                together.add(pool.submit(() -> choices(bots, views)));
            }
            for (Future<List<Action>> f : together) {
                assertEquals(alone, f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<Action> choices(List<Bot> bots, List<SeatView> views) {
        List<Action> out = new ArrayList<>();
        for (Bot bot : bots) {
            for (int i = 0; i < views.size(); i++) {
                out.add(bot.choose(views.get(i), new SplittableRandom(i), Budget.iterations(30)));
            }
        }
        return out;
    }
}
