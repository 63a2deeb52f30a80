package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.InvalidSetupException;
import io.github.allfours.engine.Setup;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.SamplerChecks;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link GameState#from(Setup)} on every position random play reaches, for every rule set at every table
 * size (table mode's claims included): the setup of a state makes a state with the same setup, the same view
 * for every seat, the same legal actions, and the same future under the same actions.
 */
class SetupProperties {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets()).flatMap(r -> Arbitraries.of(r, r.withTableMode(TableMode.STANDARD)));
    }

    @Property(tries = 400)
    void everyPositionPlayReachesIsItsOwnSetup(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(seed));
        int steps = random.nextInt(120);
        for (int i = 0; i < steps && !s.isOver(); i++) {
            s = step(s, random);
        }
        Setup setup = s.setup();
        GameState rebuilt;
        try {
            rebuilt = GameState.from(setup);
        } catch (InvalidSetupException e) {
            throw new AssertionError(s.toDebugString() + " refused: " + e.getMessage(), e);
        }
        assertEquals(setup, rebuilt.setup(), s.toDebugString());
        same(s, rebuilt);
        for (int i = 0; i < 40 && !s.isOver(); i++) {
            long choice = random.nextLong();
            s = step(s, new SplittableRandom(choice));
            rebuilt = step(rebuilt, new SplittableRandom(choice));
            same(s, rebuilt);
        }
    }

    private static void same(GameState a, GameState b) {
        assertEquals(a.legalActions(), b.legalActions(), a.toDebugString());
        for (int seat = 0; seat < a.rules().seats(); seat++) {
            assertEquals(a.viewFor(seat), b.viewFor(seat), a.toDebugString() + " differs in " + SamplerChecks.diff(a.viewFor(seat), b.viewFor(seat)));
            assertEquals(a.legalActions(seat), b.legalActions(seat));
        }
        assertEquals(a.setup(), b.setup());
    }

    private static GameState step(GameState s, SplittableRandom random) {
        if (s.rules().tableMode().isPresent() && random.nextInt(5) == 0) {
            int seat = random.nextInt(s.rules().seats());
            var claims = s.legalActions(seat);
            if (!claims.isEmpty()) {
                Action a = claims.get(random.nextInt(claims.size()));
                return s.apply(seat, a);
            }
        }
        return s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
    }
}
