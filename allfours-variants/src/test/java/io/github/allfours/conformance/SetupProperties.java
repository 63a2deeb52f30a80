package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Setup;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.SamplerChecks;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link GameState#from(Setup)} on every position random play reaches, for every rule set at every table
 * size (table mode's claims included): the setup of a state makes a state with the same setup, the same view
 * and known cards for every seat, the same legal actions, and the same future (states and events) under the
 * same actions.
 */
class SetupProperties {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets()).flatMap(r -> Arbitraries.of(r, r.withTableMode(TableMode.STANDARD)));
    }

    @Property(tries = 400)
    void everyPositionPlayReachesIsItsOwnSetup(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) {
        playThenRebuild(rules, seed);
    }

    /**
     * Every state of a whole random match (claims included in table mode) is a position {@code GameState.from}
     * accepts, and makes a state with the same setup: the checks of a setup refuse no position that play reaches
     * (the checks of reachability and of the awards were added after this property first ran; it guards them).
     */
    @Property
    void everyStateOfAMatchIsAReachablePosition(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(seed));
        for (int i = 0; !s.isOver(); i++) {
            if (i == RandomMatches.MAX_ACTIONS) {
                throw new AssertionError("the match did not end: " + s);
            }
            Setup setup = s.setup();
            try {
                assertEquals(setup, GameState.from(setup).setup(), s::toDebugString);
            } catch (InvalidSetupException e) {
                throw new AssertionError(s.toDebugString() + " refused: " + e.getMessage(), e);
            }
            s = step(s, random, new ArrayList<>());
        }
        assertEquals(s.setup(), GameState.from(s.setup()).setup());
    }

    /**
     * A case the property once found (seven-up, four seats, table mode): seat 1 exposes 6H, plays it as a
     * revoke and takes it back; exposed before it was played, it comes back exposed, both in the state and in
     * the state rebuilt from the setup made while it lay on the trick (docs/rules.md, "Table mode").
     */
    @Example
    void sevenUpTableModeExposedRevokeTakenBack() {
        playThenRebuild(Variants.byId("seven-up").orElseThrow().rules(4).withTableMode(TableMode.STANDARD),
            802621218057047408L);
    }

    /**
     * A case a harness of the same play found (all-fours-party, six seats, table mode): seat 4's revoke 4D is
     * called, then seat 3 corrects its earlier revoke TD on the same trick and seat 4 takes 4D back. It is then
     * neither a revoke nor called: held again, it may be played legally later without the setup being refused
     * (once "revokes called [4D] were played legally").
     */
    @Example
    void allFoursPartyCalledRevokeTakenBackAndPlayedLegally() {
        playThenRebuild(Variants.byId("all-fours-party").orElseThrow().rules(6).withTableMode(TableMode.STANDARD),
            6784186807152913982L);
    }

    /**
     * A case a harness of the same play found (trinidad, four seats, table mode): seat 3's revoke 6C is called
     * and taken back when seat 2 corrects its revoke 7H; played later as a revoke again, it is a new, uncalled
     * revoke (the setup was once refused: "uncalled revokes [6C] were not played, or were called").
     */
    @Example
    void trinidadCalledRevokeTakenBackAndRevokedAgain() {
        playThenRebuild(Variants.byId("trinidad").orElseThrow().rules(4).withTableMode(TableMode.STANDARD),
            -8690708033405427842L);
    }

    /**
     * A case the property found at a thousand tries (commercial-pitch, four seats, table mode): after seat 2's pass a
     * misdeal's penalty point gives side 1 its seventh and the match ends in the middle of the auction; the setup's
     * calls leave seat 3 to bid, and a match that is over has no one to act (once refused: "after the auction calls
     * seat 3 is to act in phase BID, not seat -1 in phase MATCH_OVER").
     */
    @Example
    void commercialPitchTableModeMatchEndsMidAuction() {
        playThenRebuild(Variants.byId("commercial-pitch").orElseThrow().rules(4).withTableMode(TableMode.STANDARD), 212L);
    }

    /**
     * Random play from the seed, the state rebuilt from its setup, then up to 40 more random actions (claims
     * included in table mode) on both, which must stay the same in every way a seat can observe.
     */
    private static void playThenRebuild(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(seed));
        int steps = random.nextInt(120);
        for (int i = 0; i < steps && !s.isOver(); i++) {
            s = step(s, random, new ArrayList<>());
        }
        Setup setup = s.setup();
        GameState rebuilt;
        try {
            rebuilt = GameState.from(setup);
        } catch (InvalidSetupException e) {
            throw new AssertionError(s.toDebugString() + " refused: " + e.getMessage(), e);
        }
        assertEquals(setup, rebuilt.setup(), s::toDebugString);
        same(s, rebuilt);
        for (int i = 0; i < 40 && !s.isOver(); i++) {
            long choice = random.nextLong();
            List<GameEvent> events = new ArrayList<>();
            List<GameEvent> rebuiltEvents = new ArrayList<>();
            GameState before = s;
            s = step(s, new SplittableRandom(choice), events);
            rebuilt = step(rebuilt, new SplittableRandom(choice), rebuiltEvents);
            assertEquals(events, rebuiltEvents, before::toDebugString);
            same(s, rebuilt);
        }
    }

    private static void same(GameState a, GameState b) {
        assertEquals(a.legalActions(), b.legalActions(), a::toDebugString);
        for (int seat = 0; seat < a.rules().seats(); seat++) {
            int at = seat;
            assertEquals(a.viewFor(seat), b.viewFor(seat),
                () -> a.toDebugString() + " differs in " + SamplerChecks.diff(a.viewFor(at), b.viewFor(at)));
            assertEquals(a.legalActions(seat), b.legalActions(seat));
            assertEquals(a.knownCards(seat), b.knownCards(seat));
        }
        assertEquals(a.setup(), b.setup());
    }

    private static GameState step(GameState s, SplittableRandom random, List<GameEvent> events) {
        if (s.rules().tableMode().isPresent() && random.nextInt(5) == 0) {
            int seat = random.nextInt(s.rules().seats());
            var claims = s.legalActions(seat);
            if (!claims.isEmpty()) {
                Action a = claims.get(random.nextInt(claims.size()));
                return s.apply(seat, a, events::add);
            }
        }
        return s.apply(s.toAct(), s.legalAction(random.nextInt(RandomMatches.choices(s))), events::add);
    }
}
