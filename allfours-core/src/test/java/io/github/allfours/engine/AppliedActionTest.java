package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Discard;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Events fanned out per seat in one call: {@link AppliedAction} and {@link EventListener#forEachSeat}. Each seat
 * gets every event of the step as it may know it, so a discard shows its card to its maker alone, and a deal its
 * order to nobody. (The invariant checker checks every step of random matches under every rule set the same way:
 * InvariantCheckerTest, and EveryRuleSetInvariantsTest in the variants.)
 */
class AppliedActionTest {
    /** Seven Up for three discards after a run: plays random matches until a seat discards. */
    private static AppliedAction firstDiscard() {
        RuleSet rules = TestRules.SEVEN_UP_THREE;
        for (long seed = 1; ; seed++) {
            GameState s = GameState.start(rules, 0, DeckSource.seeded(seed));
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < 60 && !s.isOver(); i++) {
                Action a = s.legalAction(random.nextInt(s.legalActionCount()));
                AppliedAction step = AppliedAction.apply(s, s.toAct(), a);
                if (a instanceof Discard) {
                    return step;
                }
                s = step.state();
            }
        }
    }

    @Test
    void aDiscardIsSeenByItsMakerAloneAndTheDealByNobody() {
        AppliedAction step = firstDiscard();
        Card card = ((Discard) step.action()).card();
        int maker = step.seat();
        List<GameEvent> host = step.events();
        assertEquals(new GameEvent.Discarded(maker, Optional.of(card)), host.get(0));
        assertEquals(step.before().moveCount() + 1, step.state().moveCount());
        List<List<GameEvent>> bySeat = step.bySeat();
        assertEquals(3, bySeat.size());
        for (int seat = -1; seat < 3; seat++) {
            List<GameEvent> seen = step.seenBy(seat);
            assertEquals(host.size(), seen.size());
            assertEquals(seat == maker ? host.get(0) : new GameEvent.Discarded(maker, Optional.empty()), seen.get(0));
            for (GameEvent e : seen) {
                assertFalse(e instanceof GameEvent.Dealt d && d.deck().isPresent(), "a deck order seen by seat " + seat);
            }
            if (seat >= 0) {
                assertEquals(seen, bySeat.get(seat));
            }
        }
        assertFalse(step.toString().contains(card.toString()), step.toString());
    }

    @Test
    void theListenerFansOutTheSameEvents() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(7));
        SplittableRandom random = new SplittableRandom(4);
        for (int i = 0; i < 80 && !s.isOver(); i++) {
            Action a = s.legalAction(random.nextInt(s.legalActionCount()));
            List<List<GameEvent>> pushed = new ArrayList<>();
            for (int seat = 0; seat < 4; seat++) {
                pushed.add(new ArrayList<>());
            }
            GameState next = s.apply(s.toAct(), a, EventListener.forEachSeat(4, (seat, e) -> pushed.get(seat).add(e)));
            AppliedAction step = AppliedAction.apply(s, s.toAct(), a);
            assertEquals(next, step.state());
            assertEquals(step.bySeat(), pushed);
            s = next;
        }
        assertTrue(s.handNumber() > 0 || s.isOver(), "a new deal was fanned out too");
    }

    @Test
    void aRefusalReportsNothingAndNamesItsViolation() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(7));
        IllegalActionException e = assertThrows(IllegalActionException.class,
            () -> AppliedAction.apply(s, 2, Action.STAND));
        assertSame(s, e.state());
        assertEquals(s.check(2, Action.STAND).orElseThrow(), e.violation());
        assertEquals(Phase.BEG, s.phase());
    }

    @Test
    void badArgumentsAreRefused() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(7));
        AppliedAction step = AppliedAction.apply(s, 1, Action.STAND);
        assertThrows(IllegalArgumentException.class, () -> step.seenBy(4));
        assertThrows(IllegalArgumentException.class, () -> step.seenBy(-2));
        assertThrows(IllegalArgumentException.class, () -> EventListener.forEachSeat(1, (seat, e) -> { }));
        assertThrows(IllegalArgumentException.class, () -> EventListener.forEachSeat(9, (seat, e) -> { }));
        assertThrows(NullPointerException.class, () -> EventListener.forEachSeat(4, null));
        assertThrows(NullPointerException.class, () -> AppliedAction.apply(s, 1, null));
    }
}
