package io.github.allfours.bot;

import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import java.util.random.RandomGenerator;

/**
 * How a bot chooses for the seat to act on a play-out's scratch state, in the play-outs of a search: the choice the
 * bot would make from that seat's view ({@link Bot#choose}), made on the determinized deal the search placed. A
 * search asks each bot it plays with for one ({@link Bot#playoutChooser()}) and steps one play-out type from the
 * first sample to the count; a bot that reads the play-out in place ({@link RuleBot}, {@link RandomBot}) builds no
 * view and, in trick play, allocates nothing.
 *
 * <p>A chooser may keep scratch memory between its choices, so it serves one search on one thread.
 */
@FunctionalInterface
public interface PlayoutChooser {
    /**
     * Chooses for the seat to act.
     *
     * @param playout a play-out with a seat to act; it is read, not changed
     * @param random  the source of any randomness
     * @return one of the seat's own legal actions (never a table-mode claim)
     */
    Action choose(Playout playout, RandomGenerator random);
}
