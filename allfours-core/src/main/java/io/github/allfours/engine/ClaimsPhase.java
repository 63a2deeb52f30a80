package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Reason;
import java.util.List;

/**
 * Table mode's claims step after the last trick (docs/rules.md, "Table mode"): the hand is not counted
 * yet, so that a revoke can still be called ({@link TableClaimsMechanic}); the dealer closes the step with
 * {@code count}, and the hand is counted.
 */
final class ClaimsPhase extends PhaseRules {
    private static final int COUNT = bit(Call.COUNT);

    @Override
    long decide(GameState s) {
        return COUNT;
    }

    @Override
    List<Action> legalActions(GameState s) {
        return calls(s.legal);
    }

    @Override
    Reason refuse(GameState s, int seat, Action action) {
        return null;
    }

    @Override
    void apply(GameState s, int seat, Action action, EventListener events) {
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Called(seat, Call.COUNT));
        }
        Counting.finish(s, false, events);
    }

    @Override
    String expected(GameState s) {
        return "the last trick is taken: revokes may be called until the dealer (seat " + s.toAct + ") says count";
    }
}
