package io.github.allfours.engine;

import io.github.allfours.game.EventListener;

/**
 * The end of a hand: the rules' {@link HandCount} awards the points, then the match part keeps the hand's result
 * and passes the deal ({@link Match#handCounted}; a play-out stops there instead). What the count rests on is
 * {@link CountFacts}'s (docs/rules.md, "The four points" and "Order of scoring").
 */
final class Counting {
    private Counting() {
    }

    /**
     * Ends the hand: the rules count it (stopping the moment a side reaches the target), its result is
     * kept and reported, and the deal passes. A hand thrown in by a gift is counted too, with none of the
     * four points at stake. Nothing is counted once the match is over. A {@link Playout}'s scratch state
     * is counted by the same rules and then stops.
     */
    static void finish(GameState s, boolean thrownIn, EventListener events) {
        if (!s.live()) {
            return;
        }
        s.match.compiled.count.count(s, thrownIn, events);
        s.writableMatch().handCounted(s, thrownIn, events);
    }
}
