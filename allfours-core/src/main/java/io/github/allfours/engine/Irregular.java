package io.github.allfours.engine;

import io.github.allfours.card.CardSet;
import io.github.allfours.game.TableCalls;
import java.util.List;

/**
 * Table mode's memory of a hand's irregularities (docs/rules.md, "Table mode"): the revokes not yet
 * called (and which of them forfeit the match), the calls waiting for their trick to be complete, the cards exposed and those of them an opponent has called,
 * the sides barred from Game and the seats that peeked. Immutable: a change makes a new one (its {@code with}
 * methods) in a deal of the state's own.
 *
 * @param revokes    cards played as revokes this hand and not yet called or retracted
 * @param forfeits   those of them that failed a trump lead while holding one of the top trumps
 * @param called     exposed cards that an opponent has called: their holder must play them when legal
 * @param gameBarred a bit per side barred from Game this hand
 * @param peeked     a bit per seat that looked at its hand while it had to wait
 * @param calledRevokes the revokes an opponent has called this hand and that no retract has taken back since
 *                      (public: {@link TableCalls})
 * @param exposed    the cards exposed this hand by an {@code expose}, shown other than in normal play: the only
 *                   cards an opponent may call (a face-up stock's cards are shown too, but never exposed); the
 *                   mark stays when the card is played and is read through {@link GameState#exposedBits()}
 * @param callers    the calls waiting for the trick being played to be complete: four bits a seat (seat {@code s}
 *                   at bit {@code 4 s}), 1 + the seat that called the revoke {@code s} has on that trick, 0 for
 *                   none. Such a revoke is among {@code calledRevokes}, and its forfeit (if it is one) stays among
 *                   {@code forfeits} until it is judged
 */
record Irregular(long revokes, long forfeits, long called, int gameBarred, int peeked, long calledRevokes,
                 long exposed, int callers) {
    static final Irregular NONE = new Irregular(0, 0, 0, 0, 0, 0, 0, 0);

    static Irregular of(Deal d) {
        return d.irregular == null ? NONE : d.irregular;
    }

    /** This with other uncalled revokes and forfeits. */
    Irregular withRevokes(long newRevokes, long newForfeits) {
        return new Irregular(newRevokes, newForfeits, called, gameBarred, peeked, calledRevokes, exposed, callers);
    }

    /** This with other exposed cards called. */
    Irregular withCalled(long newCalled) {
        return new Irregular(revokes, forfeits, newCalled, gameBarred, peeked, calledRevokes, exposed, callers);
    }

    /** This with other sides barred from Game. */
    Irregular withGameBarred(int newGameBarred) {
        return new Irregular(revokes, forfeits, called, newGameBarred, peeked, calledRevokes, exposed, callers);
    }

    /** This with other seats that peeked. */
    Irregular withPeeked(int newPeeked) {
        return new Irregular(revokes, forfeits, called, gameBarred, newPeeked, calledRevokes, exposed, callers);
    }

    /** This with other called revokes. */
    Irregular withCalledRevokes(long newCalledRevokes) {
        return new Irregular(revokes, forfeits, called, gameBarred, peeked, newCalledRevokes, exposed, callers);
    }

    /** This with other exposed cards. */
    Irregular withExposed(long newExposed) {
        return new Irregular(revokes, forfeits, called, gameBarred, peeked, calledRevokes, newExposed, callers);
    }

    /** This with other calls waiting for their trick. */
    Irregular withCallers(int newCallers) {
        return new Irregular(revokes, forfeits, called, gameBarred, peeked, calledRevokes, exposed, newCallers);
    }

    /** The seat that called the revoke {@code seat} has on the trick being played, or -1. */
    int callerOf(int seat) {
        return (callers >>> (4 * seat) & 15) - 1;
    }

    /** The public part of a state's irregularities this hand: what every seat heard called or saw exposed. */
    static TableCalls publicCalls(GameState s) {
        Irregular i = s.deal.irregular;
        long exposed = s.exposedBits();
        if (i == null || i.calledRevokes() == 0 && i.called() == 0 && i.gameBarred() == 0 && i.peeked() == 0
            && exposed == 0) {
            return TableCalls.NONE;
        }
        return new TableCalls(CardSet.ofBits(i.calledRevokes()), CardSet.ofBits(i.called()), bits(i.gameBarred()),
            bits(i.peeked()), CardSet.ofBits(exposed), i.callerList(s.match.compiled.seats));
    }

    /** The waiting calls, by seat, or an empty list. */
    private List<Integer> callerList(int seats) {
        if (callers == 0) {
            return List.of();
        }
        Integer[] out = new Integer[seats];
        for (int seat = 0; seat < seats; seat++) {
            out[seat] = callerOf(seat);
        }
        return List.of(out);
    }

    /** The waiting calls of a list by seat ({@link TableCalls#revokeCallers()}), packed as {@link #callers()}. */
    static int packCallers(List<Integer> bySeat) {
        int packed = 0;
        for (int seat = 0; seat < bySeat.size(); seat++) {
            packed |= (bySeat.get(seat) + 1) << (4 * seat);
        }
        return packed;
    }

    /** A bit per member, as a mask. */
    static int mask(List<Integer> members) {
        int m = 0;
        for (int x : members) {
            m |= 1 << x;
        }
        return m;
    }

    /** The members of a mask, in increasing order. */
    private static List<Integer> bits(int mask) {
        Integer[] out = new Integer[Integer.bitCount(mask)];
        int n = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            out[n++] = Integer.numberOfTrailingZeros(m);
        }
        return List.of(out);
    }
}
