package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Phase;
import io.github.allfours.testkit.RandomMatches;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A state's plain text is safe to log; only the explicit debug text shows the hands. */
class StateTextTest {
    @Test
    void toStringNamesNoHeldCardButTheDebugTextNamesThemAll() {
        GameState s = GameState.start(Variants.TRINIDAD, 11);
        SplittableRandom rnd = new SplittableRandom(4);
        for (int i = 0; i < 200 && !s.isOver(); i++) {
            Set<String> tokens = new HashSet<>(Arrays.asList(s.toString().split("[^A-Za-z0-9]+")));
            Set<String> debug = new HashSet<>(Arrays.asList(s.toDebugString().split("[^A-Za-z0-9]+")));
            for (int seat = 0; seat < 4; seat++) {
                for (Card c : s.hand(seat)) {
                    assertFalse(tokens.contains(c.toString()), () -> "toString names held card " + c);
                    assertTrue(debug.contains(c.toString()), () -> "toDebugString misses " + c);
                }
            }
            s = s.apply(s.legalAction(rnd.nextInt(RandomMatches.choices(s))));
        }
    }

    @Test
    void viewsKnowElderTheDealTheTricksAndWhoIsStillIn() {
        GameState s = GameState.start(WestYorkshire.FOUR, 2, io.github.allfours.card.DeckSource.seeded(8));
        SeatView v = s.viewFor(0);
        assertEquals(3, v.elder());
        assertEquals(0, v.dealNumber());
        assertEquals(0, v.tricksPlayed());
        for (int seat = 0; seat < 4; seat++) {
            assertTrue(v.inPlay(seat));
        }
        SplittableRandom rnd = new SplittableRandom(1);
        while (s.tricksPlayed() == 0) {
            s = s.apply(s.legalAction(rnd.nextInt(RandomMatches.choices(s))));
        }
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.viewFor(1).tricksPlayed());
        assertEquals(s.handNumber(), s.lastTrick().orElseThrow().hand());
    }
}
