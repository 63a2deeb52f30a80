package io.github.allfours.rules;

/**
 * How a hand's trump suit is chosen: by a card turned up after the deal ({@link TurnUp}, with its
 * begging and running when the game has them), by the first card led ({@link Pitch}), by the first
 * card the winner of an auction leads ({@link Auction}), or by the bottom card of a stock ({@link Stock}). Each kind
 * carries only the options that belong to it, so a combination the engine cannot play (turn-up points
 * in a pitched game, a bunch vote without begging) cannot be written down.
 */
public sealed interface Trumps permits TurnUp, Pitch, Auction, Stock {
    /**
     * Returns the kind's option word: {@code turn-up} or {@code pitch} (see {@link RuleSet#options()}).
     */
    String kind();
}
