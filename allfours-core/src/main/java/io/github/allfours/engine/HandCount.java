package io.github.allfours.engine;

import io.github.allfours.game.EventListener;
import io.github.allfours.game.HandResult;

/**
 * How a hand is counted, compiled from the rule set's {@link io.github.allfours.rules.Scoring}: awards
 * the hand's points in their order through {@link GameState#award} (which ends the match the moment a
 * side reaches the target) and describes the hand. {@link Counting} calls it once per hand.
 */
interface HandCount {
    /**
     * Awards the hand's points.
     *
     * @param s        the fresh state at the end of the hand
     * @param thrownIn whether a gift threw the cards in before play
     * @param events   where to report the awards
     */
    void count(GameState s, boolean thrownIn, EventListener events);

    /**
     * The hand's result, once {@link #count} has awarded its points: for a state handed out (a play-out keeps
     * none, see {@link Match#handCounted}).
     *
     * @param s        the fresh state at the end of the hand, counted
     * @param thrownIn whether a gift threw the cards in before play
     * @return the result
     */
    HandResult result(GameState s, boolean thrownIn);
}
