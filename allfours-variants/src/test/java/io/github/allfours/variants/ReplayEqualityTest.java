package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.testkit.RandomMatches;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A game replayed from its deck orders, supplied one by one by a host, equals the seeded original. */
class ReplayEqualityTest {
    @Test
    void hostSuppliedOrdersReplayToEqualStates() {
        for (Variant v : Variants.all()) {
            DeckSource seeded = DeckSource.seeded(99);
            GameState original = GameState.start(v.rules(), 1, seeded);
            GameState replay = GameState.start(v.rules(), 1, DeckSource.none()).deal(seeded.order(0));
            assertEquals(original, replay, v.id());
            SplittableRandom rnd = new SplittableRandom(5);
            while (!original.isOver()) {
                List<Action> legal = original.legalActions();
                Action a = legal.get(rnd.nextInt(RandomMatches.choices(original)));
                original = original.apply(a);
                replay = replay.apply(a);
                while (replay.phase() == Phase.DEAL) {
                    DeckOrder next = seeded.order(replay.dealNumber());
                    replay = replay.deal(next);
                }
                assertEquals(original, replay, v.id());
                assertEquals(original.hashCode(), replay.hashCode(), v.id());
            }
        }
    }
}
