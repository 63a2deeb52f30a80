package io.github.allfours.engine;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;

/**
 * The part of a {@link GameState} that changes only a few times a hand (at a deal, a call, a trump
 * being fixed, an award): shared by every state of a hand's trick play, copied before it is changed,
 * so that playing a card copies only the small per-trick part of the state.
 */
final class DealState implements Cloneable {
    // Written only by the GameState that owns this copy, before it is published; see GameState.w().
    Table table;
    DeckSource source;
    int dealNumber;         // deals of the match so far, redeals included; index into source
    DeckOrder deck;         // null in Phase.DEAL
    int deckPos;            // next undealt position of deck
    int handNumber;
    int dealer;
    long seatPlane0;        // for each card dealt this deal, bit 0 of the seat it went to (see GameState.handOf)
    long seatPlane1;        // bit 1 of that seat
    long seatPlane2;        // bit 2 of that seat
    long trickThrown;       // cards thrown in to the current trick (West Yorkshire), rarely any
    long setAside;          // turned-up cards that were replaced by a run (seen face up)
    long discards;          // face down out of play: discards, classic's set-aside runs
    int firstLeader;        // elder, who leads (pitches) first
    int turnUp;             // index of the card turned for trumps, NONE before a deal
    int trump;              // suit ordinal, NONE when not yet known
    // fixed when trumps are known and play begins (RULINGS.md: "in play" = held when the first card is led)
    int highCard;           // index of the highest trump in play, NONE if no trump is in play
    int highSeat;           // its holder
    int lowCard;            // index of the lowest trump in play
    int lowSeat;            // its holder
    int jackSeat;           // holder of the jack of trumps, NONE if it is not in play
    int[] scores;           // copy-on-write, per side
    Chain<Award> awards;    // every award of the match, newest first
    Chain<HandResult> results;  // every completed hand, newest first
    HandResult lastHand;    // the newest of results
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
