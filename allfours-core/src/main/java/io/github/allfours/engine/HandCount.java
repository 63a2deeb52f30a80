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
     * @param s        the fresh state at the end of the hand
     * @param thrownIn whether a gift threw the cards in before play
     * @param events   where to report the awards
     * @return the hand's result; null on a {@link Playout}'s scratch state, which keeps none
     */
    HandResult count(GameState s, boolean thrownIn, EventListener events);
}
