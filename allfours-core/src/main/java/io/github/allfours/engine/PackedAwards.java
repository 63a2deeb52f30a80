package io.github.allfours.engine;

import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;

/**
 * The awards made on a {@link Playout}'s scratch state, packed four ints each (hand; deal; side, card and reason;
 * points) in one growing array, so that scoring in a play-out allocates nothing once the array has grown: the
 * public {@link Award}s are made only when asked for ({@link Playout#awards()}, {@link Playout#toState()}).
 */
final class PackedAwards {
    private static final int INTS = 4;
    private static final AwardReason[] REASONS = AwardReason.values();

    private int[] packed = new int[16 * INTS];
    private int count;

    /** Returns the number of awards kept. */
    int count() {
        return count;
    }

    /** Forgets the awards after the first {@code n}. */
    void keep(int n) {
        count = n;
    }

    /** Keeps an award. */
    void add(int hand, int deal, int side, int points, AwardReason reason, int card) {
        int i = count * INTS;
        if (i + INTS > packed.length) {
            packed = java.util.Arrays.copyOf(packed, packed.length * 2);
        }
        packed[i] = hand;
        packed[i + 1] = deal;
        packed[i + 2] = side << 16 | (card + 1) << 8 | reason.ordinal();
        packed[i + 3] = points;
        count++;
    }

    /** Makes this a copy of {@code other}, without allocating once the array has grown to the other's. */
    void copyFrom(PackedAwards other) {
        if (packed.length < other.count * INTS) {
            packed = new int[other.packed.length];
        }
        System.arraycopy(other.packed, 0, packed, 0, other.count * INTS);
        count = other.count;
    }

    /** The {@code n}-th award kept, as the public value. */
    Award get(int n) {
        int i = n * INTS;
        int p = packed[i + 2];
        return GameState.awardOf(packed[i], packed[i + 1], p >>> 16, packed[i + 3], REASONS[p & 0xFF], ((p >>> 8) & 0xFF) - 1);
    }

    /** {@code chain} with every award kept pushed on it, oldest first (so the newest is the chain's head). */
    Chain<Award> pushAll(Chain<Award> chain) {
        Chain<Award> c = chain;
        for (int i = 0; i < count; i++) {
            c = Chain.push(c, get(i));
        }
        return c;
    }
}
