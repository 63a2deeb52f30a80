package io.github.allfours.card;

/**
 * The rank of a card. In every All Fours game the ace is the highest rank and the two the lowest, the
 * ten sitting between the jack and the nine (pagat.com "All Fours"; docs/rules.md, "The pack").
 *
 * <p>Constants are declared from the lowest ({@link #TWO}) to the highest ({@link #ACE}), so
 * {@link #compareTo} and {@link #strength()} order ranks by trick-taking power: a higher strength
 * beats a lower one of the same suit. {@link #HIGH_TO_LOW} lists them in the playing order.
 *
 * <p>{@link #gameValue()} is the card's worth towards the Game point: a ten is worth 10, an ace 4, a
 * king 3, a queen 2, a jack 1, the rest nothing, 80 in the whole pack (docs/rules.md, "The four points").
 */
public enum Rank {
    /** Two, text {@code 2}. */
    TWO('2', 0),
    /** Three, text {@code 3}. */
    THREE('3', 0),
    /** Four, text {@code 4}. */
    FOUR('4', 0),
    /** Five, text {@code 5}. */
    FIVE('5', 0),
    /** Six, text {@code 6}. */
    SIX('6', 0),
    /** Seven, text {@code 7}. */
    SEVEN('7', 0),
    /** Eight, text {@code 8}. */
    EIGHT('8', 0),
    /** Nine, text {@code 9}. */
    NINE('9', 0),
    /** Ten, text {@code T} (or {@code 10} when parsing); worth 10 towards Game. */
    TEN('T', 10),
    /** Jack (the old "knave"), text {@code J}; worth 1 towards Game. */
    JACK('J', 1),
    /** Queen, text {@code Q}; worth 2 towards Game. */
    QUEEN('Q', 2),
    /** King, text {@code K}; worth 3 towards Game. */
    KING('K', 3),
    /** Ace, text {@code A}; the highest rank; worth 4 towards Game. */
    ACE('A', 4);

    private static final Rank[] VALUES = values();

    /** All ranks from the highest (ace) to the lowest (two), the order in which players sort a hand. */
    public static final java.util.List<Rank> HIGH_TO_LOW;

    static {
        Rank[] r = new Rank[VALUES.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = VALUES[VALUES.length - 1 - i];
        }
        HIGH_TO_LOW = java.util.List.of(r);
    }

    private final char letter;
    private final int gameValue;

    Rank(char letter, int gameValue) {
        this.letter = letter;
        this.gameValue = gameValue;
    }

    /** Returns the single character used in card text: {@code A K Q J T 9 8 7 6 5 4 3 2}. */
    public char letter() {
        return letter;
    }

    /** Returns 0 for the two up to 12 for the ace: a higher strength wins over a lower one of the same suit. */
    public int strength() {
        return ordinal();
    }

    /**

     * Returns the value towards the Game point: 10 for a ten, 4 for an ace, 3, 2 and 1 for king, queen and jack, else 0.

     */
    public int gameValue() {
        return gameValue;
    }

    /**
     * The rank of a strength, 0 (two) to 12 (ace).
     *
     * @param strength 0 (two) .. 12 (ace)
     * @return the rank of that strength
     * @throws IndexOutOfBoundsException outside 0..12
     */
    public static Rank ofStrength(int strength) {
        return VALUES[strength];
    }

    /**
     * Returns the rank for one text character, or {@code null} (ASCII letters in either case; {@code T}
     * is the ten). No other character is taken for a letter, whatever its case mapping.
     */
    static Rank fromChar(char c) {
        char u = c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
        for (Rank r : VALUES) {
            if (r.letter == u) {
                return r;
            }
        }
        return null;
    }
}
