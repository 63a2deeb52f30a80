/**
 * allfours-core: cards, rule sets, the immutable game state with its legal actions and scoring.
 * No dependency beyond the JDK.
 */
module io.github.allfours.core {
    exports io.github.allfours.card;
    exports io.github.allfours.rules;
    exports io.github.allfours.engine;
    exports io.github.allfours.record;
    exports io.github.allfours.bot;
    exports io.github.allfours.json;
    // io.github.allfours.internal (message excerpts) is not exported: no part of the API
}
