package io.github.allfours.engine;

import io.github.allfours.game.EventListener;

/**
 * Something the rules do when a trick has been taken, before the next lead: compiled from the rule
 * set; {@link #NONE} for the games in which nothing happens then.
 */
interface TrickEnd {
    /** Nothing happens when a trick is taken. */
    TrickEnd NONE = (s, trick, events) -> {
    };

    /**
     * @param s      the fresh state; the trick is its {@link GameState#lastTrick}
     * @param trick  the trick just taken
     * @param events where to report what happens
     */
    void afterTrick(GameState s, TakenTrick trick, EventListener events);

    /**
     * Whether cards come into hands face down after tricks (a face-down stock): then a void shown before a
     * draw says nothing about the cards drawn since, and the deal sampler only reads voids shown after the
     * last draw.
     */
    default boolean drawsFaceDown() {
        return false;
    }
}
