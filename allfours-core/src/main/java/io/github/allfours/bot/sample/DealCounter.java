package io.github.allfours.bot.sample;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * The deal sampler's counting: how many ways the unseen cards can be placed with the holders (the seats,
 * the stock, the discards), each holder taking as many as it hides and none a card it has shown it lacks,
 * and a draw among them, each placement equally likely.
 *
 * <p>The unseen cards fall into classes that the same constrained holders may take (a holder is constrained
 * when it has ruled out an unseen card). The holders without constraints are one pool, split among them at
 * the end at random: the number of ways to do that is the same whatever cards the pool holds. A dynamic
 * programme over the classes counts the ways to split each class among the constrained holders and the
 * pool (multinomial weights, memoised on the holders' remaining needs, six bits each), and a draw picks each
 * class's split in proportion to the ways it leaves: no rejection loop. Counts are {@code double}s.
 */
final class DealCounter {
    private final int[] need;           // per holder: unseen cards it takes
    private final long[] classCards;    // the classes: unseen cards that the same constrained holders may take
    private final int[] classAllowed;   // bit i: constrained holder i may take the class
    private final int[] constrained;    // holder of each constrained slot
    private final int poolNeed;         // cards taken by the holders without constraints together
    private final Splits root;          // the first class's splits, from the needs at the start, and all after them
    private final double total;

    /**
     * @param unseen   the cards to place
     * @param need     per holder, how many it takes (they add up to the unseen cards)
     * @param excluded per holder, the cards it may not take
     */
    DealCounter(long unseen, int[] need, long[] excluded) {
        this.need = need.clone();
        // the constrained holders: those that have shown they lack an unseen card
        int holders = need.length;
        int[] slots = new int[holders];
        int n = 0;
        int pool = 0;
        for (int h = 0; h < holders; h++) {
            if (need[h] > 0 && (excluded[h] & unseen) != 0) {
                slots[n++] = h;
            } else {
                pool += need[h];
            }
        }
        constrained = Arrays.copyOf(slots, n);
        poolNeed = pool;
        Map<Integer, Long> classes = new LinkedHashMap<>();
        for (long u = unseen; u != 0; u &= u - 1) {
            int card = Long.numberOfTrailingZeros(u);
            int allowed = 0;
            for (int i = 0; i < n; i++) {
                if ((excluded[constrained[i]] & (1L << card)) == 0) {
                    allowed |= 1 << i;
                }
            }
            classes.merge(allowed, 1L << card, (a, b) -> a | b);
        }
        classCards = new long[classes.size()];
        classAllowed = new int[classes.size()];
        int k = 0;
        for (Map.Entry<Integer, Long> e : classes.entrySet()) {
            classAllowed[k] = e.getKey();
            classCards[k] = e.getValue();
            k++;
        }
        long start = 0;
        for (int i = 0; i < n; i++) {
            start |= (long) need[constrained[i]] << (6 * i);
        }
        root = classCards.length == 0 ? null : new Builder().splits(0, start);
        total = root == null ? (start == 0 ? 1 : 0) : root.total;
    }

    /** Returns the number of placements, with the pool counted as one holder; 0 when there is none. */
    double total() {
        return total;
    }

    /** Returns the number of placements, the pool's split among its holders included. */
    double dealCount() {
        double ways = total * factorial(poolNeed);
        for (int h = 0; h < need.length; h++) {
            if (!isConstrained(h)) {
                ways /= factorial(need[h]);
            }
        }
        return ways;
    }

    /**
     * Draws a placement, each equally likely: the cards each holder takes. Each class's split is drawn in
     * proportion to the placements it leaves, then the cards each constrained holder takes from the class are a
     * random subset of it; what is left of the classes is the pool, of which each holder without constraints takes
     * a random subset in turn (the last the rest). Random subsets are drawn by a partial shuffle, so a deal costs
     * one random number per card placed with a constrained holder or an unconstrained holder but the last.
     */
    long[] deal(RandomGenerator random) {
        return deal(random, new long[need.length], new int[64]);
    }

    /**
     * {@link #deal(RandomGenerator)} into the caller's arrays, which are overwritten: the same deal from the same
     * random numbers, allocating nothing (for the searches, which deal a sample at every iteration).
     *
     * @param random the source of randomness
     * @param dealt  receives each holder's cards; at least as long as the number of holders
     * @param buffer a scratch array of at least 64 places
     * @return {@code dealt}
     */
    long[] deal(RandomGenerator random, long[] dealt, int[] buffer) {
        Arrays.fill(dealt, 0, need.length, 0);
        long poolCards = 0;
        if (constrained.length == 0) {
            for (long c : classCards) {
                poolCards |= c;
            }
        } else {
            Splits splits = root;
            for (int k = 0; k < classCards.length; k++) {
                int chosen = splits.draw(random.nextDouble() * splits.total);
                long counts = splits.counts[chosen];
                long rest = classCards[k];
                for (int i = 0; i < constrained.length; i++) {
                    long taken = subset(rest, (int) (counts >>> (6 * i)) & 63, buffer, random);
                    dealt[constrained[i]] |= taken;
                    rest &= ~taken;
                }
                poolCards |= rest;
                splits = splits.next[chosen];      // null after the last class
            }
        }
        // the holders without constraints share the pool at random
        int lastFree = -1;
        for (int h = 0; h < need.length; h++) {
            if (need[h] > 0 && !isConstrained(h)) {
                lastFree = h;
            }
        }
        for (int h = 0; h < need.length; h++) {
            if (need[h] > 0 && !isConstrained(h)) {
                long taken = h == lastFree ? poolCards : subset(poolCards, need[h], buffer, random);
                dealt[h] = taken;
                poolCards &= ~taken;
            }
        }
        return dealt;
    }

    /**
     * {@code k} cards of {@code cards}, each such subset equally likely: the first {@code k} places of a partial
     * Fisher-Yates shuffle of the cards (in card order), one random number per card taken.
     */
    private static long subset(long cards, int k, int[] buffer, RandomGenerator random) {
        int size = Long.bitCount(cards);
        if (k == size) {
            return cards;
        }
        int n = 0;
        for (long c = cards; c != 0; c &= c - 1) {
            buffer[n++] = Long.numberOfTrailingZeros(c);
        }
        long taken = 0;
        for (int j = 0; j < k; j++) {
            int r = j + below(random, size - j);
            int t = buffer[r];
            buffer[r] = buffer[j];
            buffer[j] = t;
            taken |= 1L << t;
        }
        return taken;
    }

    /**
     * The ways class {@code k} may split from {@code state}, with their weights, and those of every class after it
     * from each state a split leaves: a dynamic programme over the classes, each class and state tabled once, all
     * built when the counter is made (the count is the first table's total). A deal then walks from class to class
     * by reference, a short scan a class, and the counter is immutable, so threads may draw from it at once.
     */
    private final class Builder {
        /** Per class, the tables built so far by the state they start from. */
        private final List<Map<Long, Splits>> tables = new ArrayList<>();
        /** Per class, the buffer its splits are collected in (a class's table is finished before the next begins). */
        private final SplitList[] lists = new SplitList[classCards.length];

        Builder() {
            for (int k = 0; k < classCards.length; k++) {
                tables.add(new HashMap<>());
                lists[k] = new SplitList(this, k);
            }
        }

        /** Class {@code k}'s table from {@code state}, built (with the tables after it) at its first use. */
        Splits splits(int k, long state) {
            Map<Long, Splits> table = tables.get(k);
            Splits known = table.get(state);
            if (known != null) {
                return known;
            }
            SplitList list = lists[k];
            list.size = 0;
            list.sum = 0;
            forEachSplit(k, state, list);
            Splits built = new Splits(list);
            table.put(state, built);
            return built;
        }
    }

    /**
     * Class {@code k}'s splits from one state that leave at least one placement, in the order
     * {@link #forEachSplit} visits them: what each constrained holder takes (six bits each), the next class's
     * splits from the state it leaves (null after the last class), and the weight of the splits before it; a draw
     * takes the last split whose weight before it is at most the target, so rounding falls to the last split with
     * weight.
     */
    private final class Splits {
        /** The number of ways to deal classes {@code k..} from this state (0 when there is none). */
        final double total;
        final double[] before;
        final long[] counts;
        final Splits[] next;

        Splits(SplitList list) {
            total = list.sum;
            before = Arrays.copyOf(list.before, list.size);
            counts = Arrays.copyOf(list.counts, list.size);
            next = Arrays.copyOf(list.next, list.size);
        }

        /** The index of the split a target in {@code [0, total)} falls on. */
        int draw(double target) {
            int j = 1;
            while (j < before.length && before[j] <= target) {
                j++;
            }
            return j - 1;
        }
    }

    /** Collects a class's splits with weight for {@link Splits}, growing its arrays as needed. */
    private final class SplitList implements SplitVisitor {
        private final Builder builder;
        private final int k;
        double[] before = new double[8];
        long[] counts = new long[8];
        Splits[] next = new Splits[8];
        int size;
        double sum;

        SplitList(Builder builder, int k) {
            this.builder = builder;
            this.k = k;
        }

        @Override
        public void visit(int[] split, long after, double weight) {
            Splits then = k + 1 == classCards.length ? null : builder.splits(k + 1, after);
            double w = weight * (then == null ? (after == 0 ? 1 : 0) : then.total);
            if (w > 0) {
                if (size == before.length) {
                    before = Arrays.copyOf(before, 2 * size);
                    counts = Arrays.copyOf(counts, 2 * size);
                    next = Arrays.copyOf(next, 2 * size);
                }
                long packed = 0;
                for (int i = 0; i < split.length; i++) {
                    packed |= (long) split[i] << (6 * i);
                }
                before[size] = sum;
                counts[size] = packed;
                next[size] = then;
                size++;
            }
            sum += w;
        }
    }

    private boolean isConstrained(int holder) {
        for (int h : constrained) {
            if (h == holder) {
                return true;
            }
        }
        return false;
    }

    @FunctionalInterface
    private interface SplitVisitor {
        void visit(int[] counts, long rest, double weight);
    }

    /**
     * Every way to split class {@code k} among the constrained holders that may take it (within their
     * remaining needs) and the pool (within what the pool still needs), with its multinomial weight.
     */
    private void forEachSplit(int k, long state, SplitVisitor visitor) {
        int size = Long.bitCount(classCards[k]);
        int remainingInClasses = 0;
        for (int j = k; j < classCards.length; j++) {
            remainingInClasses += Long.bitCount(classCards[j]);
        }
        int constrainedLeft = 0;
        for (int i = 0; i < constrained.length; i++) {
            constrainedLeft += (int) (state >>> (6 * i)) & 63;
        }
        int poolLeft = remainingInClasses - constrainedLeft;
        int[] counts = new int[constrained.length];
        splits(k, state, 0, size, poolLeft, counts, visitor, size);
    }

    private void splits(int k, long state, int i, int left, int poolLeft, int[] counts, SplitVisitor visitor, int size) {
        if (i == constrained.length) {
            if (left > poolLeft || left < 0) {
                return;
            }
            double w = factorial(size) / factorial(left);
            long rest = state;
            for (int j = 0; j < counts.length; j++) {
                w /= factorial(counts[j]);
                rest -= (long) counts[j] << (6 * j);
            }
            visitor.visit(counts, rest, w);
            return;
        }
        int max = (classAllowed[k] & (1 << i)) == 0 ? 0 : Math.min(left, (int) (state >>> (6 * i)) & 63);
        for (int c = 0; c <= max; c++) {
            counts[i] = c;
            splits(k, state, i + 1, left - c, poolLeft, counts, visitor, size);
        }
        counts[i] = 0;
    }

    private static final double[] FACTORIALS = new double[65];

    static {
        FACTORIALS[0] = 1;
        for (int i = 1; i < FACTORIALS.length; i++) {
            FACTORIALS[i] = FACTORIALS[i - 1] * i;
        }
    }

    static double factorial(int n) {
        return FACTORIALS[n];
    }

    /**
     * A uniform draw from {@code 0 .. bound - 1} made from one 32-bit random number, by Lemire's multiply and
     * shift: no division but on the rare draw that may be rejected (where the generator's own bounded
     * {@code nextInt} divides every time). A sample makes one a card placed.
     *
     * @param random the source
     * @param bound  the number of outcomes, at least 1
     * @return the draw
     */
    static int below(RandomGenerator random, int bound) {
        long m = (random.nextInt() & 0xFFFF_FFFFL) * bound;
        if ((m & 0xFFFF_FFFFL) < bound) {
            long threshold = (1L << 32) % bound;        // the low words that would favour some outcomes
            while ((m & 0xFFFF_FFFFL) < threshold) {
                m = (random.nextInt() & 0xFFFF_FFFFL) * bound;
            }
        }
        return (int) (m >>> 32);
    }

    /** The cards of a set in card order, written into {@code a} (as long as the number of cards), which is returned. */
    static int[] inOrder(long cards, int[] a) {
        int i = 0;
        for (long c = cards; c != 0; c &= c - 1) {
            a[i++] = Long.numberOfTrailingZeros(c);
        }
        return a;
    }

    /**
     * The cards of a set in random order, each order equally likely, written into {@code a} (as long as the number of
     * cards), which is returned.
     */
    static int[] shuffled(long cards, RandomGenerator random, int[] a) {
        int i = 0;
        for (long c = cards; c != 0; c &= c - 1) {
            a[i++] = Long.numberOfTrailingZeros(c);
        }
        for (int j = a.length - 1; j > 0; j--) {
            int r = below(random, j + 1);
            int t = a[j];
            a[j] = a[r];
            a[r] = t;
        }
        return a;
    }
}
