package io.github.allfours.bot;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Trick;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Who threw in which cards, for the {@link DealSampler} (West Yorkshire): a view shows the cards thrown in to each
 * trick but not who threw which. The seats out of the hand that did not play to a trick with thrown-in cards threw
 * them in, each as many as every seat then held, none a card it has shown it did not hold nor one that beat the
 * trick's winning card at its turn. {@link #first()} is the first way of sharing them that fits, in card order;
 * {@link #random} draws one of the ways that fit, each equally likely. Immutable.
 */
final class Throwers {
    /** Tries a uniformly random split of a trick's thrown-in cards this many times before taking the first that fits. */
    static final int THROWER_DRAWS = 64;

    private final int seats;
    private final List<ThrowIn> throwIns;
    private final List<CardSet> first;

    /**
     * The throwers of the thrown-in cards of {@code tricks} (the hand's, the current one last) as {@code view} shows
     * them, none taking a card {@code excluded} rules out for it.
     *
     * @throws IllegalArgumentException if no seat that left the hand could have thrown in a trick's cards
     */
    Throwers(SeatView view, List<Trick> tricks, long[] excluded) {
        this.seats = view.rules().seats();
        this.throwIns = throwIns(view, tricks, excluded);
        this.first = firstSplit();
    }

    /** Per seat, the cards it threw in by the first split that fits; empty when no card was thrown in. */
    List<CardSet> first() {
        return first;
    }

    /**
     * A trick cards were thrown in to (West Yorkshire): the cards, how many each thrower threw (every seat then held
     * as many), the throwers (the seats out of the hand that did not play to it) and, for each, the cards it may have
     * thrown: none it has shown it did not hold ({@link SeatView#ruledOut(int)}) nor one that beat the trick's
     * winning card at its turn.
     */
    private record ThrowIn(long cards, int each, List<Integer> who, long[] allowed) {
    }

    /** The tricks of the hand that cards were thrown in to, with their throwers; refuses a view no play gives. */
    private List<ThrowIn> throwIns(SeatView view, List<Trick> tricks, long[] excluded) {
        List<ThrowIn> found = new ArrayList<>();
        int assigned = 0;
        int trump = view.trump().map(Enum::ordinal).orElse(-1);
        for (Trick t : tricks) {
            if (t.thrownIn().isEmpty()) {
                continue;
            }
            int leader = t.seatAt(0);
            List<Integer> who = new ArrayList<>();
            for (int k = 1; k < seats; k++) {
                int seat = (leader + k) % seats;
                if (!view.inPlay(seat) && (assigned & (1 << seat)) == 0 && !t.seats().contains(seat)) {
                    who.add(seat);
                    assigned |= 1 << seat;
                }
            }
            if (who.isEmpty() || t.thrownIn().size() % who.size() != 0) {
                throw ViewShape.inconsistent("cards were thrown in to a trick, but not by seats that left the hand there");
            }
            long[] allowed = new long[who.size()];
            for (int k = 0; k < who.size(); k++) {
                int seat = who.get(k);
                int winning = winningBefore(t, seat, trump);
                long beaters = winning < 0 ? 0 : Suit.of(winning >>> 4).mask() & -(1L << (winning + 1));
                allowed[k] = t.thrownIn().bits() & ~excluded[seat] & ~beaters;
            }
            found.add(new ThrowIn(t.thrownIn().bits(), t.thrownIn().size() / who.size(), List.copyOf(who), allowed));
        }
        return List.copyOf(found);
    }

    /**
     * Who threw in which cards: of the splits of each trick's thrown-in cards among its throwers that fit, the first
     * in card order. Outside table mode that serves every sample, since a thrown-in card is out of play and which
     * seat threw it changes nothing that follows. In table mode it does: a revoke called this hand must have been
     * one, its player holding a card it could have played, perhaps one it threw in later; there each sample draws
     * the split afresh ({@link #random}).
     *
     * @return per seat, the cards it threw in; empty when no card was thrown in
     */
    private List<CardSet> firstSplit() {
        if (throwIns.isEmpty()) {
            return List.of();
        }
        long[] by = new long[seats];
        for (ThrowIn t : throwIns) {
            if (!split(t.cards(), t.each(), t.allowed(), 0, t.who(), by)) {
                throw ViewShape.inconsistent("no seat that left the hand could have thrown in " + CardSet.ofBits(t.cards()));
            }
        }
        return seatSets(by);
    }

    /**
     * Who threw in which cards, drawn at random: for each trick, the thrown-in cards dealt to its throwers in a random
     * order, drawn again while a thrower gets a card it may not have thrown (so each split that fits is equally
     * likely), or after {@value #THROWER_DRAWS} draws the first split that fits.
     */
    List<CardSet> random(RandomGenerator random) {
        long[] by = new long[seats];
        for (ThrowIn t : throwIns) {
            int[] cards = new int[Long.bitCount(t.cards())];
            int n = 0;
            for (long c = t.cards(); c != 0; c &= c - 1) {
                cards[n++] = Long.numberOfTrailingZeros(c);
            }
            boolean fits = false;
            for (int draw = 0; draw < THROWER_DRAWS && !fits; draw++) {
                for (int i = cards.length - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    int c = cards[i];
                    cards[i] = cards[j];
                    cards[j] = c;
                }
                fits = true;
                for (int k = 0; k < t.who().size() && fits; k++) {
                    long give = 0;
                    for (int i = k * t.each(); i < (k + 1) * t.each(); i++) {
                        give |= 1L << cards[i];
                    }
                    fits = (give & ~t.allowed()[k]) == 0;
                    by[t.who().get(k)] = give;
                }
            }
            if (!fits) {
                for (int seat : t.who()) {
                    by[seat] = first.get(seat).bits();      // the first split that fits
                }
            }
        }
        return seatSets(by);
    }

    private static List<CardSet> seatSets(long[] by) {
        List<CardSet> out = new ArrayList<>(by.length);
        for (long b : by) {
            out.add(CardSet.ofBits(b));
        }
        return out;
    }

    /** Gives each thrower from {@code k} on {@code each} of {@code rest}, only cards it is allowed; false if none fits. */
    private static boolean split(long rest, int each, long[] allowed, int k, List<Integer> who, long[] by) {
        if (k == allowed.length) {
            return rest == 0;
        }
        long mine = rest & allowed[k];
        if (Long.bitCount(mine) < each) {
            return false;
        }
        int[] cards = new int[Long.bitCount(mine)];
        int n = 0;
        for (long c = mine; c != 0; c &= c - 1) {
            cards[n++] = Long.numberOfTrailingZeros(c);
        }
        int[] pick = new int[each];
        for (int i = 0; i < each; i++) {
            pick[i] = i;
        }
        while (true) {      // every choice of {@code each} of the allowed cards, in card order
            long give = 0;
            for (int i : pick) {
                give |= 1L << cards[i];
            }
            by[who.get(k)] = give;
            if (split(rest & ~give, each, allowed, k + 1, who, by)) {
                return true;
            }
            int i = each - 1;
            while (i >= 0 && pick[i] == cards.length - each + i) {
                i--;
            }
            if (i < 0) {
                return false;
            }
            pick[i]++;
            for (int j = i + 1; j < each; j++) {
                pick[j] = pick[j - 1] + 1;
            }
        }
    }

    /** The card winning trick {@code t} when {@code seat}'s turn comes, or -1. */
    private int winningBefore(Trick t, int seat, int trump) {
        int leader = t.seatAt(0);
        int turn = Math.floorMod(seat - leader, seats);
        int best = -1;
        for (int i = 0; i < t.size() && Math.floorMod(t.seatAt(i) - leader, seats) < turn; i++) {
            int card = t.cardAt(i).index();
            if (best < 0 || TrickReading.beats(card, best, trump)) {
                best = card;
            }
        }
        return best;
    }
}
