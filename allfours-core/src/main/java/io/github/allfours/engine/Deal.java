package io.github.allfours.engine;

import io.github.allfours.card.DeckOrder;

/**
 * One deal of a match: the deck order and how far it has been dealt, who was dealt which card, the
 * turn-up and trumps, the cards out of play, and the facts the count rests on ({@link CountFacts}). It changes a few times a hand (at the deal, a call, the first lead), so the states of a
 * hand's trick play share one {@code Deal}; a state copies it before writing
 * ({@link GameState#writableDeal()}).
 *
 * <p>Which hand a card is in: for every card dealt, the seat planes hold bits 0, 1 and 2 of its seat
 * number; {@link GameState#held} says which cards are still in a hand. A card play clears one bit of
 * {@code held} and leaves the deal alone.
 */
final class Deal implements Cloneable {
    DeckOrder deck;         // null while a deal is awaited
    byte deckPos;           // next undealt position of deck
    long seatPlane0;        // for each card dealt, bit 0 of the seat it went to
    long seatPlane1;        // bit 1 of that seat
    long seatPlane2;        // bit 2 of that seat
    long thrownIn;          // cards thrown in to the current trick (West Yorkshire), rarely any
    long setAside;          // turned-up cards replaced by a run (they were seen face up)
    long discards;          // face down out of play: discards, classic's set-aside runs
    byte firstLeader;        // the seat that leads (pitches) the first trick
    byte turnUp;             // index of the card turned for trumps, NONE before a deal or in a pitched game
    byte trump;              // suit ordinal, NONE while not known
    CountFacts count;        // what the count rests on: High, Low and the jack in play and their holders
    // the auction (Auction Pitch): the high bid so far and who made it; 0 and NONE without one
    byte contract;
    byte contractor;
    int auction;            // every call of the auction so far, a code per seat: AuctionLog; 0 before anyone speaks
    // trump and follow (a house rule of Trinidad apps): 1 + the plain suit that the last trick's winner
    // trumped while holding it, which the next lead must be (or a trump); 0 when the lead is free
    byte mustLead;
    // (small numbers are bytes: a deal part is copied a few times a hand, so its size is allocation)
    long shown;             // cards known to every seat: drawn from a face-up stock, or exposed; the mark stays when
                            // the card is played (a retract returns it as it was): GameState.knownBits reads it
    Irregular irregular;    // table mode's record of revokes, calls and bars this hand; null while there are none

    /** Marks what a new deal does not know yet: turn-up, trumps, the count's facts, the contractor, the auction's calls. */
    void clearFacts() {
        turnUp = GameState.NONE;
        trump = GameState.NONE;
        count = CountFacts.NONE;
        contractor = GameState.NONE;
        auction = 0;
    }

    /** Copies every field of {@code o} into this deal part: a {@link Playout}'s copy in place (MatchCopyTest checks it). */
    void assign(Deal o) {
        deck = o.deck;
        deckPos = o.deckPos;
        seatPlane0 = o.seatPlane0;
        seatPlane1 = o.seatPlane1;
        seatPlane2 = o.seatPlane2;
        thrownIn = o.thrownIn;
        setAside = o.setAside;
        discards = o.discards;
        firstLeader = o.firstLeader;
        turnUp = o.turnUp;
        trump = o.trump;
        count = o.count;
        contract = o.contract;
        contractor = o.contractor;
        auction = o.auction;
        mustLead = o.mustLead;
        shown = o.shown;
        irregular = o.irregular;
    }

    Deal copy() {
        try {
            return (Deal) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }
}
