package io.github.allfours.engine;

import io.github.allfours.card.CardSet;
import io.github.allfours.game.Trick;
import java.util.List;
import java.util.OptionalInt;

/** Builds {@link SeatView}s: the one place that decides what a seat may see of a state. */
final class Views {
    private Views() {
    }

    /** For each table size, the list of empty card sets, one a seat, that most views share. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final List<CardSet>[] EMPTY_EACH = new List[9];

    static {
        for (int n = 0; n < EMPTY_EACH.length; n++) {
            EMPTY_EACH[n] = java.util.Collections.nCopies(n, CardSet.EMPTY);
            EMPTY_EACH[n] = List.copyOf(EMPTY_EACH[n]);
        }
    }

    /** Each seat's cards that every seat knows it holds (drawn from a face-up stock, not yet played). */
    private static List<CardSet> known(GameState s, CompiledRules compiled) {
        long shown = s.deal.shown & s.held;
        if (shown == 0) {
            return EMPTY_EACH[compiled.seats];
        }
        CardSet[] k = new CardSet[compiled.seats];
        for (int seat = 0; seat < k.length; seat++) {
            k[seat] = CardSet.ofBits(s.handOf(seat) & shown);
        }
        return List.of(k);
    }

    /**
     * Each seat's cards thrown in this hand (West Yorkshire), from the seat planes of the deal: on the trick being
     * played and on the hand's completed tricks. Laid face up, so every seat saw whose they were.
     */
    private static List<CardSet> thrown(GameState s, CompiledRules compiled) {
        long all = s.deal.thrownIn;
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed; k++, t = t.previous) {
            all |= t.thrown;
        }
        if (all == 0) {
            return EMPTY_EACH[compiled.seats];
        }
        long[] by = new long[compiled.seats];
        for (long c = all; c != 0; c &= c - 1) {
            int card = Long.numberOfTrailingZeros(c);
            by[s.seatOf(card)] |= 1L << card;
        }
        CardSet[] sets = new CardSet[compiled.seats];
        for (int seat = 0; seat < sets.length; seat++) {
            sets[seat] = CardSet.ofBits(by[seat]);
        }
        return List.of(sets);
    }

    /** The viewer's own revokes not yet called: only the revoker knows a card was one. */
    private static CardSet ownRevokes(GameState s, int seat) {
        Irregular i = s.deal.irregular;
        if (i == null || i.revokes() == 0) {
            return CardSet.EMPTY;
        }
        long mine = 0;
        for (long r = i.revokes(); r != 0; r &= r - 1) {
            int card = Long.numberOfTrailingZeros(r);
            if (s.seatOf(card) == seat) {
                mine |= 1L << card;
            }
        }
        return CardSet.ofBits(mine);
    }

    /** The seat number of a spectator's view. */
    static final int SPECTATOR = -1;

    /**
     * The view of {@code seat}, or of a spectator ({@link #SPECTATOR}): each component is decided here for
     * the viewer, so a spectator sees no hand, no legal action and no revoke because each of those is
     * chosen for it, not blanked afterwards.
     */
    static SeatView of(GameState s, int seat) {
        CompiledRules compiled = s.match.compiled;
        boolean spectator = seat == SPECTATOR;
        Integer[] sizes = new Integer[compiled.seats];
        Boolean[] inPlay = new Boolean[compiled.seats];
        for (int other = 0; other < compiled.seats; other++) {
            sizes[other] = Long.bitCount(s.handOf(other));
            inPlay[other] = (s.active & (1 << other)) != 0;
        }
        long played = s.trickCards | s.deal.thrownIn;
        TakenTrick t = s.lastTrick;
        Trick[] tricks = new Trick[s.tricksPlayed];
        for (int k = s.tricksPlayed - 1; k >= 0; k--, t = t.previous) {
            played |= t.all;
            tricks[k] = t.toTrick();
        }
        boolean hidden = spectator || compiled.trumps.handHiddenFrom(s, seat);
        Match m = s.match;
        return new SeatView(m.rules, seat, s.phase, s.toAct, m.dealer, m.handNumber, m.dealNumber,
            hidden ? CardSet.EMPTY : CardSet.ofBits(s.handOf(seat)), hidden, List.of(sizes), List.of(inPlay),
            s.trump(), s.turnUp(), CardSet.ofBits(s.deal.setAside), s.stockSize(), Long.bitCount(s.deal.discards),
            s.currentTrick(), s.lastTrick(), s.tricksPlayed, CardSet.ofBits(played), s.scoreList(),
            Chain.lazyList(m.awards, 0),        // the match's awards, copied out of the state only if read
            s.lastHandResult(), m.winner < 0 ? OptionalInt.empty() : OptionalInt.of(m.winner),
            !spectator && seat == s.toAct ? s.legalActions() : List.of(), s.contract(), s.auction(),
            s.stockTop(), known(s, compiled), thrown(s, compiled),
            spectator ? CardSet.EMPTY : ownRevokes(s, seat), List.of(tricks), Irregular.publicCalls(s));
    }
}
