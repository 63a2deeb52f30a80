package io.github.allfours.bot;

import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
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
        return own.get(random.nextInt(leading(view.phase(), own.size())));
    }

    /**
     * The random player's policy on a whole state, for simulations that play every seat: how many of the
     * legal actions of the seat to act, from the first ({@link GameState#legalAction(int)}), it chooses among
     * with equal probability. They are the seat's own actions (table mode's claims, listed after them, are
     * never chosen), and in an auction only the first two: passing or the lowest bid it may make (the two
     * lowest bids when it must bid). Without table mode or an auction this is
     * {@link GameState#legalActionCount()}, read without building the list.
     *
     * @param s a state with a seat to act
     * @return the number of leading legal actions to choose from, at least 1
     * @throws IllegalArgumentException if nobody is to act
     */
    public static int choices(GameState s) {
        if (s.toAct() < 0) {
            throw new IllegalArgumentException("nobody is to act in phase " + s.phase());
        }
        int n = s.legalActionCount();
        if (s.rules().tableMode().isPresent()) {
            List<Action> legal = s.legalActions();      // table mode: the turn's own actions come before any claim
            n = 0;
            while (n < legal.size() && !Actions.isClaim(legal.get(n))) {
                n++;
            }
        }
        return leading(s.phase(), n);
    }

    /** The random player: the same choices as {@link #choose}, on a play-out in place. */
    @Override
    public PlayoutChooser playoutChooser() {
        return RandomBot::choose;
    }

    /**
     * The random player's policy on a play-out, as {@link #choices(GameState)} on a state: how many of the legal
     * actions of the seat to act, from the first ({@link Playout#legalAction(int)}), it chooses among with equal
     * probability (the seat's own: in table mode the claims listed after them are left out). Without table mode it
     * allocates nothing.
     *
     * @param p a play-out with a seat to act
     * @return the number of leading legal actions to choose from, at least 1
     * @throws IllegalArgumentException if nobody is to act
     */
    public static int choices(Playout p) {
        if (p.toAct() < 0) {
            throw new IllegalArgumentException("nobody is to act in phase " + p.phase());
        }
        if (p.phase() == Phase.PLAY) {
            return Long.bitCount(p.legalPlayWord());     // the cards, and the throw-in's bit: the seat's own actions
        }
        int n = p.legalActionCount();
        if (p.rules().tableMode().isPresent()) {
            int own = 0;
            while (own < n && !Actions.isClaim(p.legalAction(own))) {
                own++;
            }
            n = own;
        }
        return leading(p.phase(), n);
    }

    /**
     * The random player's choice on a play-out's scratch state: the one {@link #choose} makes from the view of
     * the seat to act, with the same draw from {@code random}. In trick play it allocates nothing.
     */
    static Action choose(Playout p, RandomGenerator random) {
        return p.legalAction(random.nextInt(choices(p)));
    }

    /** Of {@code own} actions of a seat's turn, how many the random player chooses among. */
    private static int leading(Phase phase, int own) {
        return phase == Phase.BID ? Math.min(2, own) : own;
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
