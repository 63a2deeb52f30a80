package io.github.allfours.examples;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Play;
import io.github.allfours.engine.SeatView;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A measuring stick for {@code allfours arena}, not a bot: it takes some of the measured bot's decisions
 * from the true state, seeing every hidden card and the order of the stock. It shows how much of a bot's
 * distance from a target is what the hidden cards cost: if a side that sees everything at its trump
 * decisions wins no more than 90% of matches against random players, no bot that sees only its own view
 * can do better by playing better.
 *
 * <p>Each legal action is tried once on the true state and the hand is played out by the rule-based bot
 * for every seat (it is deterministic, so one play-out is what any number would give); the action whose
 * outcome is worth most by {@link SearchBot#value} is taken.
 */
enum Clairvoyance {
    /** Never: the measured bot decides everything from its view. */
    NONE,
    /** Every decision other than a card play after trumps are fixed: stand, beg, give, run, bids, discards, the pitch. */
    TRUMPS,
    /** The card plays after trumps are fixed. */
    PLAY,
    /** Every decision. */
    ALL;

    /** The seed of the generator handed to the rule-based bot, which draws nothing from it. */
    private static final long PLAY_OUT_SEED = 0x5EEDL;

    /**
     * Whether this stick takes a decision of a seat.
     *
     * @param view the seat's view, with at least one legal action
     * @return whether the decision is taken here rather than by the bot
     */
    boolean covers(SeatView view) {
        boolean play = view.trump().isPresent() && view.legalActions().get(0) instanceof Play;
        return switch (this) {
            case NONE -> false;
            case TRUMPS -> !play;
            case PLAY -> play;
            case ALL -> true;
        };
    }

    /**
     * The action worth most when the hand is played out from the true state.
     *
     * @param s    the true state
     * @param seat the seat to act
     * @param legal its legal actions, at least two
     * @return the chosen action
     */
    static Action choose(GameState s, int seat, List<Action> legal) {
        int side = s.rules().sideOf(seat);
        Action best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Action a : legal) {
            double v = SearchBot.value(playOut(s.apply(seat, a), s.handNumber()), side);
            if (v > bestValue) {
                best = a;
                bestValue = v;
            }
        }
        return best;
    }

    private static GameState playOut(GameState s, int hand) {
        SplittableRandom unused = new SplittableRandom(PLAY_OUT_SEED);
        while (!s.isOver() && s.handNumber() == hand) {
            int q = s.toAct();
            if (q < 0) {
                break;
            }
            s = s.apply(q, RuleBot.INSTANCE.choose(s.viewFor(q), unused, Budget.UNLIMITED));
        }
        return s;
    }
}
