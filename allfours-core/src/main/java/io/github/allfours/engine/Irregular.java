package io.github.allfours.engine;

/**
 * Table mode's memory of a hand's irregularities (docs/rules.md, "Table mode"): the revokes not yet
 * called (and which of them forfeit the match), the exposed cards an opponent has called, the sides barred
 * from Game and the seats that peeked. Immutable: a change makes a new one in a deal of the state's own.
 *
 * @param revokes    cards played as revokes this hand and not yet called or retracted
 * @param forfeits   those of them that failed a trump lead while holding one of the top trumps
 * @param called     exposed cards that an opponent has called: their holder must play them when legal
 * @param gameBarred a bit per side barred from Game this hand
 * @param peeked     a bit per seat that looked at its hand while it had to wait
 * @param calledRevokes the revokes an opponent has called this hand and that no retract has taken back since
 *                      (public: {@link TableCalls})
 */
record Irregular(long revokes, long forfeits, long called, int gameBarred, int peeked, long calledRevokes) {
    static final Irregular NONE = new Irregular(0, 0, 0, 0, 0, 0);

    static Irregular of(Deal d) {
        return d.irregular == null ? NONE : d.irregular;
    }
}
