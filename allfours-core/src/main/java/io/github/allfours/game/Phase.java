package io.github.allfours.game;


/**
 * Where a hand stands, which decides the kinds of action that are possible. The per-phase rules are
 * in {@link io.github.allfours.engine.GameState}; each phase names who acts.
 */
public enum Phase {
    /**
     * A new deal (or a redeal) is due and no deck order is at hand: the host supplies one with
     * {@link io.github.allfours.engine.GameState#deal(io.github.allfours.card.DeckOrder)}. Nobody acts.
     */
    DEAL,
    /**
     * The auction (Auction Pitch): from elder, each seat says {@link Call#PASS} or makes a {@link Bid}
     * above the last; the dealer speaks last.
     */
    BID,
    /**
     * Commercial Pitch, after the auction: elder says {@link Call#SELL} (elder's side scores the high bid
     * and the high bidder pitches) or {@link Call#REFUSE} (elder pitches and must make the high bid).
     */
    SALE,
    /** Elder decides on the turned-up suit: {@link Call#STAND} or {@link Call#BEG}. */
    BEG,
    /** The dealer answers a beg: {@link Call#GIVE} or {@link Call#RUN}. */
    GIVE,
    /**
     * The vote after a run (Seven Up): from elder, each seat says {@link Call#BUNCH} or {@link Call#KEEP};
     * the first keep ends it, all bunch redeals.
     */
    BUNCH_VOTE,
    /** After a run: the seat to act discards one card at a time, down to the hand size. */
    DISCARD,
    /** Trick play: the seat to act plays a card (or, where allowed, throws in). */
    PLAY,
    /**
     * Table mode, after the last trick: revokes may still be called until the dealer says
     * {@link Call#COUNT}, which counts the hand.
     */
    CLAIMS,
    /** A side has reached the target; nothing more can happen. */
    MATCH_OVER
}
