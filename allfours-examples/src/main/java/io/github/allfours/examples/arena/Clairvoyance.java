package io.github.allfours.examples.arena;

import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Play;

/**
 * A measuring stick for {@code allfours arena}, not a bot: it takes some of the measured bot's decisions
 * from the true state, seeing every hidden card and the order of the stock. It shows how much of a bot's
 * distance from a target is what the hidden cards cost: if a side that sees everything at its trump
 * decisions wins no more than 90% of matches against random players, no bot that sees only its own view
 * can do better by playing better.
 *
 * <p>How the stick decides is a {@link StickPlayer}: by the rule-based bot's play-outs of the true state, or
 * by the exact solver of it.
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
}
