package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.testkit.TestRules;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A {@link Playout} copies the deal and match parts in place ({@code Deal.assign}, {@code Match.assign}); this
 * guards those copies against a field added later and forgotten, as StateCopyTest guards the state's own.
 */
class MatchCopyTest {
    @Test
    void theInPlaceCopiesCarryEveryField() throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(11));
        int compared = 0;
        for (int step = 0; step < 150 && !s.isOver(); step++) {
            Deal d = new Deal();
            d.assign(s.deal);
            compared += sameFields(Deal.class, s.deal, d, "");
            Match m = new Match();
            m.assign(s.match);
            assertNotSame(s.match.scores, m.scores);
            assertArrayEquals(s.match.scores, m.scores);
            compared += sameFields(Match.class, s.match, m, "scores");
            s = s.apply(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        assertTrue(compared > 2000);
    }

    private static int sameFields(Class<?> type, Object original, Object copy, String skipped) throws Exception {
        int n = 0;
        for (Field f : type.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) || skipped.contains(f.getName())) {
                continue;
            }
            f.setAccessible(true);
            assertEquals(f.get(original), f.get(copy), type.getSimpleName() + "." + f.getName() + " not copied");
            n++;
        }
        return n;
    }
}
