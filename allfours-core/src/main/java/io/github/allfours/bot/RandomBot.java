package io.github.allfours.bot;

import io.github.allfours.engine.Action;
import io.github.allfours.engine.Phase;
import io.github.allfours.engine.SeatView;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * The weakest level: a uniformly random legal action of the seat's own turn, never a table-mode claim;
 * in an auction it passes or makes the lowest bid it may, at random (uniformly random bids would fail
 * most contracts and keep a match going for thousands of hands).
 */
public final class RandomBot implements Bot {
    /** The shared instance: the bot keeps no state, so threads may use it at once (see {@link Bot}). */
    public static final RandomBot INSTANCE = new RandomBot();

    private RandomBot() {
    }

    @Override
    public Action choose(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> own = Actions.ownTurn(view);
        int n = view.phase() == Phase.BID ? Math.min(2, own.size()) : own.size();
        return own.get(random.nextInt(n));
    }

    @Override
    public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> own = Actions.ownTurn(view);
        Map<Action, Double> values = new LinkedHashMap<>();
        for (Action a : view.legalActions()) {
            values.put(a, own.contains(a) ? 1.0 / own.size() : 0.0);
        }
        return values;
    }

    @Override
    public String name() {
        return "random";
    }
}
