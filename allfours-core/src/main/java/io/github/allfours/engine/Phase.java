package io.github.allfours.engine;

/**
 * Where a hand stands, which decides the kinds of action that are possible. The per-phase rules are
 * in {@link GameState}; each phase names who acts.
 */
public enum Phase {
    /**
     * A new deal (or a redeal) is due and no deck order is at hand: the host supplies one with
     * {@link GameState#deal(io.github.allfours.card.DeckOrder)}. Nobody acts.
     */
    DEAL,
    /** Elder decides on the turned-up suit: {@link Call#STAND} or {@link Call#BEG}. */
    BEG,
    /** The dealer answers a beg: {@link Call#GIVE} or {@link Call#RUN}. */
    GIVE,
    /** Trick play: the seat to act plays a card. */
    PLAY,
    /** A side has reached the target; nothing more can happen. */
    MATCH_OVER
}
