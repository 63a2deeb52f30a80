package io.github.allfours.engine;

/**
 * Something the rules do when a trick has been taken, before the next lead: compiled from the rule
 * set; {@link Table#trickEnd} is null for the games in which nothing happens then.
 */
interface TrickEnd {
    /**
     * @param s      the fresh state; the trick is its {@link GameState#lastTrick}
     * @param trick  the trick just taken
     * @param events where to report what happens
     */
    void afterTrick(GameState s, TakenTrick trick, EventListener events);
}
