package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import java.lang.invoke.VarHandle;
import java.util.List;

/**
 * The representation of a {@link GameState} and the write primitives that the phases and mechanics use
 * while a fresh copy is built by {@code apply}, {@code start}, {@code deal} or {@code from}: the one door for
 * a change of phase ({@link #enter}), the one place points are scored and a match ends ({@link #award}),
 * the copy-on-write of the deal and match parts, and {@link #publish}, which decides the legal actions and
 * fences the writes. Once a state is returned, none of this is written again.
 */
abstract class StateCore {
    // Written only while a fresh copy is built by apply(), start() or deal(), through the phase and
    // mechanic classes; once a state is returned it never changes (publish() fences the writes).
    Deal deal;                  // the deal, shared until written (writableDeal())
    boolean dealOwned;          // this unpublished copy has its own deal
    Match match;                // the match, shared until written (writableMatch())
    boolean matchOwned;         // this unpublished copy has its own match
    Phase phase;
    byte toAct;                 // NONE in DEAL and MATCH_OVER
    long legal;                 // the legal actions of the seat to act, encoded by the phase (PhaseRules.decide)
    long held;                  // a bit for every card still in a hand; whose hand: Deal's seat planes
    int active;                 // a bit per seat still in play this hand (a throw-in removes one)
    // the trick being played: TrickPlayPhase owns these fields
    long trickOrder;            // card k at bits 6k..
    int trickSeats;             // seat k at bits 4k..
    long trickCards;            // the cards played (not thrown) to it
    byte trickSize;             // cards played (not thrown) to it
    byte trickActs;             // plays and throw-ins so far
    byte trickNeeded;           // seats in play when it was led
    byte ledSuit;
    byte winSeat;               // the seat winning it so far
    byte winCard;               // the card winning it so far
    TakenTrick lastTrick;       // the most recently completed trick of the match, null before any
    byte tricksPlayed;          // tricks completed this hand
    // the count's facts that arise in play (Counting reads them)
    byte jackCaptor;            // seat that won the jack of trumps, NONE before
    byte lowCaptor;             // seat that won the lowest trump in play, NONE before

    /** No seat, side or card: -1. */
    static final int NONE = -1;

    StateCore() {
    }

    /**
     * A field-by-field copy (not {@code Object.clone()}: C2 turns a clone of an object this size into a
     * call to its array-copy stub, which measured as the largest single cost of a card play).
     * StateCopyTest fails when a field is added here and not copied.
     */
    StateCore(StateCore o) {
        assign(o);
    }

    /**
     * Copies every field of {@code o} but the two ownership flags into this object: the copy constructor's
     * body, and a {@link Playout}'s copy in place.
     */
    final void assign(StateCore o) {
        deal = o.deal;
        match = o.match;
        phase = o.phase;
        toAct = o.toAct;
        legal = o.legal;
        held = o.held;
        active = o.active;
        trickOrder = o.trickOrder;
        trickSeats = o.trickSeats;
        trickCards = o.trickCards;
        trickSize = o.trickSize;
        trickActs = o.trickActs;
        trickNeeded = o.trickNeeded;
        ledSuit = o.ledSuit;
        winSeat = o.winSeat;
        winCard = o.winCard;
        lastTrick = o.lastTrick;
        tricksPlayed = o.tricksPlayed;
        jackCaptor = o.jackCaptor;
        lowCaptor = o.lowCaptor;
    }

    /**
     * Finishes a new state before it is handed out: the phase decides the legal actions of the seat to
     * act (so that {@link #legalActions} and {@link #apply} read one decision), then the writes are
     * fenced so the state is safely published like one with final fields.
     */
    void publish() {
        if (phase == Phase.PLAY) {
            legal = match.table.play.decide((GameState) this);
        } else {
            PhaseRules rules = match.table.rules(phase);
            legal = rules == null ? 0 : rules.decide((GameState) this);
        }
        VarHandle.releaseFence();
    }

    // ------------------------------------------------------------------------------------ writing
    // Used by the phase and mechanic classes on a fresh copy, before publish().

    /** The cards {@code seat} holds: the held cards whose seat planes spell the seat's number. */
    long handOf(int seat) {
        Deal d = deal;
        // each plane as it is where the seat's bit is set, inverted where it is clear: (bit - 1) is 0 or all ones
        return held & (d.seatPlane0 ^ ((seat & 1) - 1L)) & (d.seatPlane1 ^ (((seat >>> 1) & 1) - 1L))
            & (d.seatPlane2 ^ (((seat >>> 2) & 1) - 1L));
    }

    /** The seat a card of this deal was dealt or drawn to (read from the seat planes; the card may be played). */
    int seatOf(int card) {
        Deal d = deal;
        return (int) ((d.seatPlane0 >>> card) & 1 | ((d.seatPlane1 >>> card) & 1) << 1 | ((d.seatPlane2 >>> card) & 1) << 2);
    }

    /** Puts {@code cards} (none of them held) into {@code seat}'s hand. */
    void giveCards(int seat, long cards) {
        held |= cards;
        Deal d = writableDeal();
        d.seatPlane0 = (seat & 1) != 0 ? d.seatPlane0 | cards : d.seatPlane0 & ~cards;
        d.seatPlane1 = (seat & 2) != 0 ? d.seatPlane1 | cards : d.seatPlane1 & ~cards;
        d.seatPlane2 = (seat & 4) != 0 ? d.seatPlane2 | cards : d.seatPlane2 & ~cards;
    }

    /**
     * The cards every seat knows ({@link Deal}'s {@code shown}) that can still matter: those held, and in table
     * mode those on the trick being played (played or thrown in) that were known when they left the hand, which
     * a retract returns to the hand as they were (docs/rules.md, "Table mode"). A card's mark stays when it is
     * played, thrown in or discarded and is read through this mask: a card on a completed trick or among the
     * discards never comes back to a hand in the same deal.
     */
    final long knownBits() {
        long where = held;
        if (match.table.claims.any()) {
            where |= trickCards | deal.thrownIn;
        }
        return deal.shown & where;
    }

    /**
     * Table mode: the cards exposed this hand ({@link Irregular#exposed()}) that can still matter, through the mask of
     * {@link #knownBits()}: those held, and those on the trick being played, which a retract returns exposed.
     */
    final long exposedBits() {
        return deal.irregular == null ? 0 : deal.irregular.exposed() & (held | trickCards | deal.thrownIn);
    }

    /** The deal, made this copy's own before its first write. */
    Deal writableDeal() {
        if (!dealOwned) {
            deal = deal.copy();
            dealOwned = true;
        }
        return deal;
    }

    /** Starts a new deal part of this copy's own. */
    Deal newDeal() {
        deal = new Deal();
        dealOwned = true;
        return deal;
    }

    /** The match, made this copy's own (scores included) before its first write. */
    Match writableMatch() {
        if (!matchOwned) {
            match = match.copy();
            matchOwned = true;
        }
        return match;
    }

    /** Returns {@code false} once a side has reached the target: every transition is then inert. */
    boolean live() {
        return phase != Phase.MATCH_OVER;
    }

    /**
     * The one door through which the phase changes: moves to {@code next} with {@code seat} to act
     * ({@link GameState#NONE} in {@link Phase#DEAL} and {@link Phase#MATCH_OVER}), unless the match is over,
     * after which every transition is inert.
     *
     * @return whether the phase was entered (false once the match is over)
     */
    boolean enter(Phase next, int seat) {
        if (phase == Phase.MATCH_OVER) {
            return false;
        }
        if (phase != next) {
            phase = next;       // not rewritten when unchanged: a scratch state is old, and a reference store costs it a GC barrier
        }
        toAct = (byte) seat;
        return true;
    }

    /**
     * Scores points for a side and reports them; the moment a side reaches the target the match is
     * over. This is the only place a match ends, and nothing is awarded after it has.
     */
    void award(int side, int points, AwardReason reason, int card, EventListener events) {
        if (points == 0 || phase == Phase.MATCH_OVER) {
            return;
        }
        Match m = writableMatch();
        m.scores[side] += points;
        Playout scratch = m.playout();
        if (scratch != null) {
            scratch.recordAward(m.handNumber, m.dealNumber, side, points, reason, card);  // a scratch state keeps it packed
        } else {
            Award a = awardOf(m.handNumber, m.dealNumber, side, points, reason, card);
            m.awards = Chain.push(m.awards, a);
            if (events != EventListener.NONE) {
                events.on(new GameEvent.Awarded(a));
            }
        }
        if (m.scores[side] >= m.table.target) {
            m.winner = side;
            enter(Phase.MATCH_OVER, NONE);
        }
    }

    /** The public form of an award: the one place an {@link Award} is made from the engine's numbers. */
    static Award awardOf(int hand, int deal, int side, int points, AwardReason reason, int card) {
        return new Award(hand, deal, side, points, reason, card < 0 ? null : Card.ofIndex(card));
    }

    /** Returns the scores as an unmodifiable list, for events and views. */
    List<Integer> scoreList() {
        Integer[] boxed = new Integer[match.scores.length];
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = match.scores[i];
        }
        return List.of(boxed);
    }


    /** Reports the end of the match when this state (just made from {@code before}) ended it. */
    void reportEnd(StateCore before, EventListener events) {
        if (events != EventListener.NONE && phase == Phase.MATCH_OVER && before.phase != Phase.MATCH_OVER) {
            events.on(new GameEvent.MatchWon(match.winner, scoreList()));
        }
    }

    int checkSeat(int seat) {
        if (seat < 0 || seat >= match.table.seats) {
            throw new IllegalArgumentException("there is no seat " + seat + " at a " + match.table.seats + "-seat table");
        }
        return seat;
    }

    int checkSide(int side) {
        if (side < 0 || side >= match.table.sides) {
            throw new IllegalArgumentException("there is no side " + side + "; sides are 0.." + (match.table.sides - 1));
        }
        return side;
    }
}
