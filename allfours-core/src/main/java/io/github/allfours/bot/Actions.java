package io.github.allfours.bot;

import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** The action of the highest value, the first of them on a tie ({@code value[i]} belongs to {@code legal.get(i)}). */
    static Action best(List<Action> legal, double[] value) {
        int best = 0;
        for (int i = 1; i < value.length; i++) {
            if (value[i] > value[best]) {
                best = i;
            }
        }
        return legal.get(best);
    }

    /** Each action with its value, in {@code legal}'s order ({@code value[i]} belongs to {@code legal.get(i)}). */
    static Map<Action, Double> valued(List<Action> legal, double[] value) {
        Map<Action, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < legal.size(); i++) {
            m.put(legal.get(i), value[i]);
        }
        return m;
    }
}
