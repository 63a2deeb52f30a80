package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * GameState copies itself field by field (not with Object.clone(), which measured slower); this guards
 * that copy against a field added later and forgotten.
 */
class StateCopyTest {
    private static final RuleSet TRINIDAD = TestRules.TRINIDAD;

    /** Flags that belong to the copy being built, never carried over. */
    private static final Set<String> OWN_FLAGS = Set.of("dealOwned", "matchOwned");

    @Test
    void theCopyConstructorCarriesEveryFieldOfTheState() throws Exception {
        Constructor<GameState> copy = GameState.class.getDeclaredConstructor(GameState.class);
        copy.setAccessible(true);
        SplittableRandom random = new SplittableRandom(3);
        GameState s = GameState.start(TRINIDAD, 0, DeckSource.seeded(3));
        int compared = 0;
        for (int step = 0; step < 200 && !s.isOver(); step++) {
            GameState c = copy.newInstance(s);
            for (Field f : fields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                if (OWN_FLAGS.contains(f.getName())) {
                    assertFalse((Boolean) f.get(c), f.getName() + " must start false in a copy");
                } else {
                    assertEquals(f.get(s), f.get(c), "field " + f.getName() + " not copied");
                    compared++;
                }
            }
            assertEquals(s, c);
            s = s.apply(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        assertTrue(compared > 1000);
    }

    /** The fields of a state: its own and those of the representation it extends. */
    private static java.util.List<Field> fields() {
        java.util.List<Field> all = new java.util.ArrayList<>();
        for (Class<?> c = GameState.class; c != Object.class; c = c.getSuperclass()) {
            all.addAll(java.util.List.of(c.getDeclaredFields()));
        }
        return all;
    }
}
