package io.github.allfours.bot;

import io.github.allfours.engine.Action;
import io.github.allfours.engine.SeatView;
import java.util.ArrayList;
import java.util.List;

/** What the bots share about a view's actions. */
final class Actions {
    private Actions() {
    }

    /** Whether an action is one of table mode's claims, which the bots of this package never make. */
    static boolean isClaim(Action a) {
        return a.isClaim();
    }

    /** The view's legal actions of the seat's own turn (no claim), in the view's order. */
    static List<Action> ownTurn(SeatView view) {
        List<Action> own = new ArrayList<>();
        for (Action a : view.legalActions()) {
            if (!isClaim(a)) {
                own.add(a);
            }
        }
        if (own.isEmpty()) {
            throw new IllegalArgumentException("seat " + view.seat() + " has no action of its own to choose: "
                + view.legalActions());
        }
        return own;
    }
}
