package io.github.allfours.engine;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;

/**
 * The part of a {@link GameState} that changes only a few times a hand (at a deal, a call, a trump
 * being fixed, an award): shared by every state of a hand's trick play, copied before it is changed,
 * so that playing a card copies only the small per-trick part of the state.
 */
final class DealState implements Cloneable {
    Table table;
    DeckSource source;
    int dealNumber;         // deals of the match so far, redeals included; index into source
    DeckOrder deck;         // null in Phase.DEAL
    int deckPos;            // next undealt position of deck
    int handNumber;
    int dealer;
    long setAside;          // turned-up cards that were replaced by a run (seen face up)
    long discards;          // face down out of play: discards, classic's set-aside runs
    int firstLeader;        // elder, who leads (pitches) first
    int turnUp;             // index of the card turned for trumps, NONE before a deal
    int trump;              // suit ordinal, NONE when not yet known
    int highCard;
    int highSeat;
    int lowCard;
    int lowSeat;
    int jackSeat;
    int[] scores;           // copy-on-write, per side
    Chain<Award> awards;
    Chain<HandResult> results;
    HandResult lastHand;
    int handAwardStart;     // index of this hand's first award
    int winner;             // side, NONE while the match goes on

    DealState copy() {
        try {
            return (DealState) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }
}
