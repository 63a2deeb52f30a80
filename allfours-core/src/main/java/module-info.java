/**
 * allfours-core: cards, rule sets, the immutable game state with its legal actions and scoring.
 * No runtime dependency beyond the JDK (the Immutables annotations are needed only to compile).
 */
module io.github.allfours.core {
    requires static org.immutables.value.annotations;

    exports io.github.allfours.card;
    exports io.github.allfours.rules;
    exports io.github.allfours.engine;
    exports io.github.allfours.record;
}
