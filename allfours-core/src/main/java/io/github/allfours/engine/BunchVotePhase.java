package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Reason;
import io.github.allfours.game.RedealCause;
import java.util.List;

/**
 * The vote after a run (Seven Up, Foster 1897): from elder, each seat says {@code bunch} or
 * {@code keep}; the first keep fixes trumps and play goes on, and if every seat says bunch the same
 * dealer deals again (docs/rules.md, "Seven Up").
 */
final class BunchVotePhase extends PhaseRules {
    private static final int BUNCH_OR_KEEP = bit(Call.BUNCH) | bit(Call.KEEP);

    private final TurnUpMechanic turnUps;

    BunchVotePhase(TurnUpMechanic turnUps) {
        this.turnUps = turnUps;
    }

    @Override
    long decide(GameState s) {
        return BUNCH_OR_KEEP;
    }

    @Override
    List<Action> legalActions(GameState s) {
        return calls(s.legal);
    }

    @Override
    Reason refuse(GameState s, int seat, Action action) {
        return null;    // every seat asked may say either
    }

    @Override
    void apply(GameState s, int seat, Action action, EventListener events) {
        Call call = (Call) action;
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Called(seat, call));
        }
        if (call == Call.KEEP) {
            turnUps.fixTrumps(s, events);
        } else if (seat == s.match.dealer) {
            Dealing.redeal(s, RedealCause.BUNCHED, events);
        } else {
            s.toAct = (byte) s.match.compiled.next(seat);
        }
    }

    @Override
    String expected(GameState s) {
        return "seat " + s.toAct + " must vote bunch or keep";
    }
}
