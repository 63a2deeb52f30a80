package io.github.allfours.bot;

import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A player that chooses an action from what one seat may see. A bot receives only a {@link SeatView},
 * never the state itself, so it cannot know a card its seat may not see: two states that give the seat
 * the same view get the same choice for the same random generator and budget.
 *
 * <h2>Threads</h2>
 * The bots of this package ({@link RandomBot}, {@link RuleBot}, {@link SearchBot}, {@link IsmctsBot}) are
 * immutable and keep no state between calls, so one instance, such as their shared {@code INSTANCE}, may
 * choose for any number of seats and tables on any number of threads at once. What a call works on is its
 * own: the view is immutable, and the {@link RandomGenerator} is the caller's. A generator such as
 * {@link java.util.SplittableRandom} is not thread-safe, so give each thread (or each table) its own; a
 * seeded generator per table also keeps a match replayable. An implementation of this interface should
 * keep the same promise, or say that it does not.
 */
public interface Bot {
    /**
     * Chooses one of the view's legal actions.
     *
     * @param view   what the seat to act may see; its {@link SeatView#legalActions()} must not be empty
     * @param random the source of any randomness (seeded by the caller, so a match can be replayed)
     * @param budget how much thinking the choice may take
     * @return one of {@code view.legalActions()}
     * @throws IllegalArgumentException if the view offers no action
     */
    Action choose(SeatView view, RandomGenerator random, Budget budget);

    /**
     * A value for each legal action, higher is better, on the bot's own scale: for hints ("?" in a
     * game) and for comparing bots. {@link #choose} takes an action of the highest value.
     *
     * @param view   what the seat to act may see
     * @param random the source of any randomness
     * @param budget how much thinking it may take
     * @return each legal action with its value, in the order of {@code view.legalActions()}
     */
    Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget);

    /** Returns the bot's name, as the arena and {@code play} print it. */
    String name();

    /**
     * How this bot chooses in the play-outs of a search ({@link SearchBot}, {@link IsmctsBot}, {@link ExpertBot}),
     * where it plays every seat of a determinized deal in place: a bot that can read a play-out says so by
     * overriding this (as {@link RuleBot} and {@link RandomBot} do, with the same choices {@link #choose} makes
     * from the seat's view). By default the bot is shown the seat's view, made from the play-out's state, which
     * allocates a whole state and view for each choice.
     *
     * @return a chooser for one search on one thread
     */
    default PlayoutChooser playoutChooser() {
        return (p, random) -> choose(p.toState().viewFor(p.toAct()), random, Budget.UNLIMITED);
    }
}
