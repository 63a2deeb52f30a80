package io.github.allfours.bot.solve;

import java.util.Arrays;

/**
 * The {@link HandSolver}'s transposition table: per position (a 64-bit key), the bounds a search proved on its
 * value and the best move found. Two longs an entry, always replaced: the key, and the data: the lower bound
 * (an index into the interned values) with the Game points from which it holds, the upper bound with the points up
 * to which it holds, and the best move.
 *
 * <p>A position's value never falls as the maximizing side's Game points rise (all else equal), so the key leaves
 * the Game points out and each bound says over which points it holds: a lower bound proved at some points holds at
 * more, an upper bound at fewer. Every bound is a value the count can give, and a solve meets few of them, so the
 * values are interned (at most 4,095 per solve) and an entry holds their indices.
 */
final class TranspositionTable {
    /** An entry that proves nothing: value 0 from any points up, value 1 at any points down. */
    private static final long EMPTY_ENTRY = 1L << 12 | 0L << 24 | 255L << 32;
    private static final int MOVE_SHIFT = 40;

    private final int mask;
    private final long[] table;
    private double[] values = new double[64];
    private int valueCount;
    private long[] internKeys = new long[256];
    private short[] internIndex = new short[256];

    /** The result of the last {@link #probe}: the entry's data, or {@link #EMPTY_ENTRY}. */
    private long data;
    private boolean found;

    /**
     * A table of {@code 2^bits} entries.
     *
     * @param bits 10 to 24
     */
    TranspositionTable(int bits) {
        mask = (1 << bits) - 1;
        table = new long[2 << bits];
    }

    /** Forgets the interned values (the entries then prove nothing: a new solve salts its keys anew). */
    void newSolve() {
        Arrays.fill(internIndex, (short) 0);
        valueCount = 0;
        intern(0.0);
        intern(1.0);
    }

    /**
     * Looks a position up; {@link #lower}, {@link #upper} and {@link #move} then read what it holds.
     *
     * @param key the position's key
     * @return whether the table holds the position
     */
    boolean probe(long key) {
        int slot = ((int) key & mask) << 1;
        found = table[slot] == key;
        data = found ? table[slot + 1] : EMPTY_ENTRY;
        return found;
    }

    /** The lower bound the last probe found for a position where the maximizing side has {@code points}. */
    double lower(int points) {
        return points >= ((int) (data >>> 24) & 0xFF) - 128 ? values[(int) data & 0xFFF] : 0.0;
    }

    /** The upper bound the last probe found for a position where the maximizing side has {@code points}. */
    double upper(int points) {
        return points <= ((int) (data >>> 32) & 0xFF) - 128 ? values[(int) (data >>> 12) & 0xFFF] : 1.0;
    }

    /** The best move the last probe found, or -1. */
    int move() {
        return found ? (int) (data >>> MOVE_SHIFT) & 0x7F : -1;
    }

    /**
     * Stores what a search of a position proved: {@code g} is a lower bound if above {@code alpha},
     * an upper bound if below {@code beta}, at the maximizing side's {@code points}; a bound is kept where it says
     * more than the one held.
     */
    void store(long key, double g, double alpha, double beta, int points, int bestMove) {
        probe(key);         // the searches below this position probed others since
        long d = data;
        if (g > alpha && !(lower(points) >= g)) {
            d = d & ~(0xFFFL | 0xFFL << 24) | intern(g) | (long) (points + 128) << 24;
        }
        if (g < beta && !(upper(points) <= g)) {
            d = d & ~(0xFFFL << 12 | 0xFFL << 32) | (long) intern(g) << 12 | (long) (points + 128) << 32;
        }
        int slot = ((int) key & mask) << 1;
        table[slot] = key;
        table[slot + 1] = d & ~(0x7FL << MOVE_SHIFT) | (long) bestMove << MOVE_SHIFT;
    }

    /** The index of a value, added when new. */
    private int intern(double v) {
        long bits = Double.doubleToRawLongBits(v);
        int m = internKeys.length - 1;
        int i = (int) ((bits ^ bits >>> 29) * 0x9E3779B97F4A7C15L >>> 40) & m;
        while (internIndex[i] != 0) {
            if (internKeys[i] == bits) {
                return internIndex[i] - 1;
            }
            i = i + 1 & m;
        }
        if (valueCount == 0xFFF) {
            throw new IllegalStateException("more than 4095 values in one solve");
        }
        if (valueCount == values.length) {
            values = Arrays.copyOf(values, valueCount * 2);
        }
        values[valueCount] = v;
        internKeys[i] = bits;
        internIndex[i] = (short) (valueCount + 1);
        valueCount++;
        if (valueCount * 2 > internKeys.length) {
            rehash();
        }
        return valueCount - 1;
    }

    private void rehash() {
        internKeys = new long[internKeys.length * 2];
        internIndex = new short[internKeys.length];
        double[] old = Arrays.copyOf(values, valueCount);
        valueCount = 0;
        for (double v : old) {
            intern(v);
        }
    }
}
