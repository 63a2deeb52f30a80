/**
 * allfours-core: cards, rule sets, the immutable game state with its legal actions and scoring.
 * No dependency beyond the JDK at run time (JSpecify's nullness annotations and the Immutables annotation
 * processor, which writes the rule specs' builders and with* copies, are used at compile time only).
 */
module io.github.allfours.core {
    requires static org.jspecify;
    requires static org.immutables.value;

    exports io.github.allfours.card;
    exports io.github.allfours.rules;
    exports io.github.allfours.game;
    exports io.github.allfours.engine;
    exports io.github.allfours.record;
    exports io.github.allfours.bot;
    exports io.github.allfours.bot.sample;
    exports io.github.allfours.bot.solve;
    exports io.github.allfours.json;
    exports io.github.allfours.table;
    exports io.github.allfours.check;
    // io.github.allfours.internal (message excerpts) is not exported: no part of the API
}
