package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The legal actions of a {@link GameState} read from its one legality decision ({@link GameState#legal},
 * made by the phase when the state was published), with table mode's claims after the seat's own actions,
 * the one checker behind {@code check}, {@code isLegal} and {@code apply}, and the checked path of
 * {@code apply} (every action but the common card play).
 */
final class Legality {
    private Legality() {
    }

    static List<Action> legalActions(GameState s) {
        List<Action> own = s.match.compiled.phase(s.phase).legalActions(s);
        if (!s.match.compiled.claims.any() || s.toAct < 0) {
            return own;
        }
        List<Action> all = new ArrayList<>(own);          // table mode: the seat's claims follow its turn's actions
        all.addAll(s.match.compiled.claims.claims(s, s.toAct));
        return List.copyOf(all);
    }

    static List<Action> legalActions(GameState s, int seat) {
        if (seat == s.toAct) {
            return s.legalActions();
        }
        return s.phase == Phase.MATCH_OVER ? List.of() : List.copyOf(s.match.compiled.claims.claims(s, seat));
    }

    static int legalActionCount(GameState s) {
        if (s.phase == Phase.PLAY && (s.legal & TrickPlayPhase.TABLE_BIT) == 0) {
            return Long.bitCount(s.legal);    // the cards, and the throw-in bit if set
        }
        if (s.match.compiled.claims.any()) {
            return s.legalActions().size();   // table mode: the claims follow
        }
        return s.match.compiled.phase(s.phase).legalActionCount(s);
    }

    static Action legalAction(GameState s, int index) {
        if (s.match.compiled.claims.any()) {
            return s.legalActions().get(index);
        }
        return s.match.compiled.phase(s.phase).legalAction(s, index);
    }

    static Reason reason(GameState s, int seat, Action action) {
        if (s.phase == Phase.MATCH_OVER) {
            return Reason.MATCH_OVER;
        }
        if (s.phase == Phase.DEAL) {
            return Reason.AWAITING_DEAL;
        }
        if (seat < 0 || seat >= s.match.compiled.seats) {
            return Reason.NO_SUCH_SEAT;
        }
        Claims claims = s.match.compiled.claims;
        if (claims.any() && Claims.isClaim(action)) {
            return claims.refuse(s, seat, action);      // table mode: taken out of turn
        }
        if (seat != s.toAct) {
            return Reason.NOT_YOUR_TURN;
        }
        Phase home = s.match.compiled.phaseOf(action);
        if (home == null) {
            return Reason.NOT_IN_THESE_RULES;
        }
        if (home != s.phase) {
            return Reason.WRONG_PHASE;
        }
        return s.match.compiled.phase(s.phase).refuse(s, seat, action);
    }

    /** The checked path of {@link GameState#apply(int, Action, EventListener)}: every action but the common card play. */
    static GameState applyChecked(GameState before, int seat, Action action, EventListener events) {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(events, "events");
        Reason r = reason(before, seat, action);
        if (r != null) {
            throw new IllegalActionException(new Violation(r, seat, action, before), before);
        }
        GameState s = new GameState(before);
        Claims claims = before.match.compiled.claims;
        if (claims.any() && Claims.isClaim(action)) {
            claims.apply(s, seat, action, events);
        } else {
            before.match.compiled.phase(before.phase).apply(s, seat, action, events);
        }
        s.publish();
        s.reportEnd(before, events);
        return s;
    }
}
