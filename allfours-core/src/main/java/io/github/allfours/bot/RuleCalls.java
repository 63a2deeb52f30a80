package io.github.allfours.bot;

import io.github.allfours.game.Action;

/**
 * How a {@link RuleBot} values its calls: every decision that is not a card played once trumps are fixed (bids and
 * passes, stand or beg, give or run, keep or bunch, sell or refuse, discards, a throw-in, a count) and the pitch (the
 * card that names trumps). One part of a {@link RuleStrategy}; the card play is the other ({@link PlayWeights}).
 * An implementation reads only what the seat may see, through {@link SeatFacts}, and keeps no state, so one instance
 * serves every thread.
 */
interface RuleCalls {
    /**
     * The value of a call, higher is better; the bot takes the first call of the highest value in the order of the
     * legal actions.
     *
     * @param v the seat's facts
     * @param a a legal action that is not a {@link io.github.allfours.engine.Play}
     * @return its value
     */
    double call(SeatFacts v, Action a);

    /**
     * The values of several calls of one decision at once, each as {@link #call} gives it: for a strategy that reads
     * what the calls share (the seat's context) once rather than per call.
     *
     * @param v     the seat's facts
     * @param calls legal actions, none a {@link io.github.allfours.engine.Play}, in {@code calls[0..n)}
     * @param n     how many
     * @param out   receives each call's value in {@code out[0..n)}
     */
    default void calls(SeatFacts v, Action[] calls, int n, double[] out) {
        for (int i = 0; i < n; i++) {
            out[i] = call(v, calls[i]);
        }
    }

    /**
     * The value of pitching a card: leading it while no trump is fixed, so that its suit becomes trumps.
     *
     * @param v    the seat's facts (no trump fixed)
     * @param card the index of a legal card ({@code Card.index()})
     * @return its value
     */
    double pitch(SeatFacts v, int card);
}
