/**
 * allfours-core: cards, rule sets, the game's words, the immutable game state with its legal actions and scoring,
 * game records, JSON, bots and the tools they share. No dependency beyond the JDK at run time (JSpecify's nullness
 * annotations and the Immutables annotation processor, which writes the rule specs' builders and {@code with*}
 * copies, are used at compile time only).
 *
 * <p>Every exported package is API; each uses only the packages listed before it (a test reads the compiled
 * classes to keep it so):
 * <ul>
 *   <li>{@code io.github.allfours.card}: cards, card sets held in one {@code long}, deck orders and their
 *       sources.</li>
 *   <li>{@code io.github.allfours.rules}: rule sets as data, with their specs, options and validation.</li>
 *   <li>{@code io.github.allfours.game}: the game's words: actions, phases, reasons, events, awards, tricks, hand
 *       results, and a position as plain data ({@code Setup}).</li>
 *   <li>{@code io.github.allfours.engine}: the immutable {@code GameState} and its machine, the scratch
 *       {@code Playout}, a seat's {@code SeatView}, refusals ({@code Violation}).</li>
 *   <li>{@code io.github.allfours.record}: game records, written, read strictly and verified.</li>
 *   <li>{@code io.github.allfours.table}: what a table settles around a match: the cut, the first pitch, the
 *       stakes.</li>
 *   <li>{@code io.github.allfours.check}: the invariant checker, for soaking rule sets of one's own.</li>
 *   <li>{@code io.github.allfours.bot.sample}: the deal sampler, which deals what a seat cannot see.</li>
 *   <li>{@code io.github.allfours.bot.solve}: the exact hand solver and the value of an outcome.</li>
 *   <li>{@code io.github.allfours.json}: the JSON form of views, events, actions and rule sets.</li>
 *   <li>{@code io.github.allfours.bot}: the bots, from random to expert.</li>
 * </ul>
 * {@code io.github.allfours.internal} (message excerpts, the strict JSON reader, the engine's lazy lists) is not
 * exported: no part of the API.
 */
module io.github.allfours.core {
    requires static org.jspecify;
    requires static org.immutables.value;

    exports io.github.allfours.card;
    exports io.github.allfours.rules;
    exports io.github.allfours.game;
    exports io.github.allfours.engine;
    exports io.github.allfours.record;
    exports io.github.allfours.table;
    exports io.github.allfours.check;
    exports io.github.allfours.bot.sample;
    exports io.github.allfours.bot.solve;
    exports io.github.allfours.json;
    exports io.github.allfours.bot;
}
