package io.github.allfours.card;

/**
 * One of the four suits of the standard 52-card pack.
 *
 * <p>No suit outranks another in All Fours; trumps are chosen per hand (by a turned-up card, a pitch
 * or a cut). The declaration order (clubs, diamonds, hearts, spades) is only a fixed order for
 * iteration and display, and it fixes the bit layout of {@link CardSet}.
 *
 * <p>Text: one letter {@code C D H S} (either case) or the symbols {@code ♣ ♦ ♥ ♠}.
 */
public enum Suit {
    /** Clubs, {@code C}, ♣. */
    CLUBS('C', '♣'),
    /** Diamonds, {@code D}, ♦. */
    DIAMONDS('D', '♦'),
    /** Hearts, {@code H}, ♥. */
    HEARTS('H', '♥'),
    /** Spades, {@code S}, ♠. */
    SPADES('S', '♠');

    private static final Suit[] VALUES = values();

    private final char letter;
    private final char symbol;

    Suit(char letter, char symbol) {
        this.letter = letter;
        this.symbol = symbol;
    }

    /** Returns the upper-case letter used in card text ({@code C D H S}). */
    public char letter() {
        return letter;
    }

    /** Returns the Unicode suit symbol ({@code ♣ ♦ ♥ ♠}). */
    public char symbol() {
        return symbol;
    }

    /** Returns {@code true} for hearts and diamonds (used by the red-v-black-jacks partnership draw). */
    public boolean isRed() {
        return this == HEARTS || this == DIAMONDS;
    }

    /**
     * The bits of all 13 cards of this suit in a {@link CardSet} word.
     *
     * @return a mask with 13 bits set
     */
    public long mask() {
        return CardSet.SUIT_MASK << (ordinal() * CardSet.SUIT_STRIDE);
    }

    /**
     * The suit of an ordinal.
     *
     * @param index 0..3 (the declaration order)
     * @return the suit with that index
     * @throws IndexOutOfBoundsException for any other index
     */
    public static Suit of(int index) {
        return VALUES[index];
    }

    /**
     * Reads one suit character: a letter {@code C D H S} in either case or a symbol {@code ♣ ♦ ♥ ♠}
     * (the outline symbols {@code ♧ ♢ ♡ ♤} are accepted too).
     *
     * @param c the character
     * @return the suit, or {@code null} when {@code c} names no suit
     */
    static Suit fromChar(char c) {
        switch (c) {
            case 'C': case 'c': case '♣': case '♧': return CLUBS;
            case 'D': case 'd': case '♦': case '♢': return DIAMONDS;
            case 'H': case 'h': case '♥': case '♡': return HEARTS;
            case 'S': case 's': case '♠': case '♤': return SPADES;
            default: return null;
        }
    }
}
