package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.game.Trick;
import java.util.List;
import java.util.OptionalInt;

/**
 * A completed trick as the engine keeps it: packed, and linked to the hand's previous trick, so that
 * finishing a trick allocates this one small object and each side's captured cards are read from the
 * chain. {@link #toTrick()} gives the public form.
 *
 * <p>The fields are written only by {@link #set}: once, by the constructor, for a trick of a
 * {@link GameState} (never written again once the state is handed out); or again and again for the
 * reusable tricks of a {@link Playout}, which never lend them to a {@code GameState}.
 */
final class TakenTrick {
    int hand;
    long order;       // card k at bits 6k..6k+5
    int seats;        // seat k at bits 4k..4k+3
    byte size;        // cards played, not counting thrown-in ones (bytes keep the object at 56 bytes)
    long thrown;      // cards thrown in
    byte winner;
    long all;         // every card on the trick: played and thrown in
    TakenTrick previous;  // the hand's trick before this one, null for its first

    TakenTrick(int hand, long order, int seats, int size, long thrown, int winner, long all, TakenTrick previous) {
        set(hand, order, seats, size, thrown, winner, all, previous);
    }

    /** A blank trick for a {@link Playout}'s pool, filled by {@link #set} before it is read. */
    TakenTrick() {
    }

    /** Writes every field: the constructor's body, and the reuse of a play-out's trick. */
    TakenTrick set(int hand, long order, int seats, int size, long thrown, int winner, long all, TakenTrick previous) {
        this.hand = hand;
        this.order = order;
        this.seats = seats;
        this.size = (byte) size;
        this.thrown = thrown;
        this.winner = (byte) winner;
        this.all = all;
        this.previous = previous;
        this.trick = null;
        return this;
    }

    /** The public form, made once: every state and view that shows this trick shares it. */
    private Trick trick;

    Trick toTrick() {
        Trick t = trick;   // racy single check: Trick is immutable, so a duplicate is harmless
        if (t == null) {
            t = trick(hand, order, seats, size, thrown, winner);
            trick = t;
        }
        return t;
    }

    /** Same trick of the same hand; the link to earlier tricks is not compared. */
    boolean sameAs(TakenTrick t) {
        return t != null && hand == t.hand && order == t.order && seats == t.seats && size == t.size
            && thrown == t.thrown && winner == t.winner;
    }

    /**
     * A copy of new objects of a play-out's chain of tricks, to hand out in a public state: the hand's
     * {@code tricks} completed tricks ending in {@code last}, or, when none is complete, the previous hand's last
     * trick {@code last} alone (null for none).
     */
    static TakenTrick copyOfChain(TakenTrick last, int tricks) {
        if (tricks == 0) {
            return last == null ? null
                : new TakenTrick(last.hand, last.order, last.seats, last.size, last.thrown, last.winner, last.all, null);
        }
        TakenTrick[] hand = new TakenTrick[tricks];
        TakenTrick t = last;
        for (int k = tricks - 1; k >= 0; k--, t = t.previous) {
            hand[k] = t;
        }
        TakenTrick previous = null;
        for (TakenTrick x : hand) {
            previous = new TakenTrick(x.hand, x.order, x.seats, x.size, x.thrown, x.winner, x.all, previous);
        }
        return previous;
    }

    /** The public form of a trick given by packed play order words (card k at bits 6k.., seat k at bits 4k..). */
    static Trick trick(int hand, long order, int seatBits, int size, long thrown, int winner) {
        Card[] c = new Card[size];
        Integer[] s = new Integer[size];
        for (int i = 0; i < size; i++) {
            c[i] = Card.ofIndex((int) (order >>> (6 * i)) & 63);
            s[i] = (seatBits >>> (4 * i)) & 15;
        }
        return new Trick(hand, List.of(c), List.of(s), CardSet.ofBits(thrown),
            winner < 0 ? OptionalInt.empty() : OptionalInt.of(winner));
    }
}
