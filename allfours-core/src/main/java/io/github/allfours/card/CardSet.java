package io.github.allfours.card;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * An immutable set of cards held in one {@code long}: a hand, a trick, a side's captured cards.
 *
 * <p>Card {@code c} is bit {@link Card#index()} = suit × 16 + rank strength, so each suit occupies
 * its own 16-bit lane ({@link Suit#mask()}) with the two at the bottom and the ace at the top. Set
 * operations are single machine instructions and {@link #bits()} gives the raw word for code that
 * wants to stay allocation-free.
 *
 * <p>Iteration, {@link #toList()} and {@link #toString()} use one fixed order: suit by suit (clubs,
 * diamonds, hearts, spades), each from two up to ace.
 */
public final class CardSet implements Iterable<Card> {
    /** Bits per suit lane. */
    static final int SUIT_STRIDE = 16;
    /** The 13 low bits of one lane. */
    static final long SUIT_MASK = 0x1FFFL;
    /** Every valid card bit. */
    public static final long ALL_BITS = SUIT_MASK | SUIT_MASK << 16 | SUIT_MASK << 32 | SUIT_MASK << 48;

    /** The empty set. */
    public static final CardSet EMPTY = new CardSet(0L);
    /** The full 52-card pack. */
    public static final CardSet FULL_PACK = new CardSet(ALL_BITS);

    private final long bits;

    private CardSet(long bits) {
        this.bits = bits;
    }

    /**
     * The set of a raw card word.
     *
     * @param bits a word in which only valid card bits are set
     * @return the set of those cards
     * @throws IllegalArgumentException if a bit outside the 52 card positions is set
     */
    public static CardSet ofBits(long bits) {
        if ((bits & ~ALL_BITS) != 0) {
            throw new IllegalArgumentException("bits " + Long.toHexString(bits & ~ALL_BITS) + " name no card");
        }
        return bits == 0 ? EMPTY : new CardSet(bits);
    }

    /**
     * The CardSet of the given values.
     *
     * @param cards the members (duplicates are harmless)
     * @return the set of those cards
     */
    public static CardSet of(Card... cards) {
        long b = 0;
        for (Card c : cards) {
            b |= c.bit();
        }
        return ofBits(b);
    }

    /**
     * The CardSet of the given values.
     *
     * @param cards the members (duplicates are harmless)
     * @return the set of those cards
     */
    public static CardSet of(Collection<Card> cards) {
        long b = 0;
        for (Card c : cards) {
            b |= c.bit();
        }
        return ofBits(b);
    }

    /**
     * Reads cards separated by white space and/or commas, e.g. {@code "JH TS 2c, 10♦"}, each as
     * {@link Card#parse(String)} reads it. Any text is read in time linear in its length; a refusal
     * quotes at most 40 characters of the card it could not read.
     *
     * @param text the card list; empty or blank text gives the empty set
     * @return the set
     * @throws CardFormatException naming the first card text that cannot be read
     */
    public static CardSet parse(String text) {
        long b = 0;
        for (String part : text.strip().split("[\\s,]+")) {
            if (!part.isEmpty()) {
                b |= Card.parse(part).bit();
            }
        }
        return ofBits(b);
    }

    /**
     * All thirteen cards of a suit.
     *
     * @param suit a suit
     * @return all 13 cards of one suit
     */
    public static CardSet ofSuit(Suit suit) {
        return new CardSet(suit.mask());
    }

    /** Returns the raw word: bit {@link Card#index()} is set for each member. */
    public long bits() {
        return bits;
    }

    /** Returns the number of cards. */
    public int size() {
        return Long.bitCount(bits);
    }

    /** Returns {@code true} if the set holds no card. */
    public boolean isEmpty() {
        return bits == 0;
    }

    /**
     * Whether the set holds a card.
     *
     * @param card a card
     * @return {@code true} if {@code card} is a member
     */
    public boolean contains(Card card) {
        return (bits & card.bit()) != 0;
    }

    /**
     * Whether the set holds every card of another set.
     *
     * @param other another set
     * @return {@code true} if every card of {@code other} is a member
     */
    public boolean containsAll(CardSet other) {
        return (other.bits & ~bits) == 0;
    }

    /**
     * Whether the two sets share a card.
     *
     * @param other another set
     * @return {@code true} if the two sets share a card
     */
    public boolean intersects(CardSet other) {
        return (bits & other.bits) != 0;
    }

    /**
     * This set with a card added.
     *
     * @param card a card
     * @return this set plus {@code card}
     */
    public CardSet with(Card card) {
        return ofBits(bits | card.bit());
    }

    /**
     * This set with a card removed.
     *
     * @param card a card
     * @return this set without {@code card}
     */
    public CardSet without(Card card) {
        return ofBits(bits & ~card.bit());
    }

    /**
     * The cards in either set.
     *
     * @param other another set
     * @return the cards in either set
     */
    public CardSet union(CardSet other) {
        return ofBits(bits | other.bits);
    }

    /**
     * The cards in both sets.
     *
     * @param other another set
     * @return the cards in both sets
     */
    public CardSet intersect(CardSet other) {
        return ofBits(bits & other.bits);
    }

    /**
     * The cards of this set that are not in another.
     *
     * @param other another set
     * @return the cards of this set that are not in {@code other}
     */
    public CardSet minus(CardSet other) {
        return ofBits(bits & ~other.bits);
    }

    /**
     * The cards of this set in one suit.
     *
     * @param suit a suit
     * @return the members of one suit
     */
    public CardSet ofSuitOnly(Suit suit) {
        return ofBits(bits & suit.mask());
    }

    /** Returns the cards of the pack that are not in this set. */
    public CardSet complement() {
        return ofBits(~bits & ALL_BITS);
    }

    /**
     * The highest card of this set in a suit.
     *
     * @param suit a suit
     * @return the highest-ranking member of that suit, empty if the set has none of it
     * @see #highestIndex(long, Suit)
     */
    public Optional<Card> highest(Suit suit) {
        int i = highestIndex(bits, suit);
        return i < 0 ? Optional.empty() : Optional.of(Card.ofIndexUnchecked(i));
    }

    /**
     * The lowest card of this set in a suit.
     *
     * @param suit a suit
     * @return the lowest-ranking member of that suit, empty if the set has none of it
     * @see #lowestIndex(long, Suit)
     */
    public Optional<Card> lowest(Suit suit) {
        int i = lowestIndex(bits, suit);
        return i < 0 ? Optional.empty() : Optional.of(Card.ofIndexUnchecked(i));
    }

    /**
     * The highest card of a raw card word in a suit, as its index, without allocation: the bit-level form of
     * {@link #highest(Suit)} for inner loops.
     *
     * @param bits a card word ({@link #bits()})
     * @param suit a suit
     * @return the {@link Card#index()} of the highest-ranking card of that suit in {@code bits}, or -1 if it holds
     *         none of that suit
     */
    public static int highestIndex(long bits, Suit suit) {
        long s = bits & suit.mask();
        return s == 0 ? -1 : 63 - Long.numberOfLeadingZeros(s);
    }

    /**
     * The lowest card of a raw card word in a suit, as its index, without allocation: the bit-level form of
     * {@link #lowest(Suit)} for inner loops.
     *
     * @param bits a card word ({@link #bits()})
     * @param suit a suit
     * @return the {@link Card#index()} of the lowest-ranking card of that suit in {@code bits}, or -1 if it holds
     *         none of that suit
     */
    public static int lowestIndex(long bits, Suit suit) {
        long s = bits & suit.mask();
        return s == 0 ? -1 : Long.numberOfTrailingZeros(s);
    }

    /** Returns the total value of the members towards the Game point (see {@link Rank#gameValue()}). */
    public int gameValue() {
        return gameValue(bits);
    }

    /**
     * Game-point value of a raw card word, without allocation.
     *
     * @param bits a card word
     * @return 10 per ten plus 4 per ace, 3 per king, 2 per queen and 1 per jack
     */
    public static int gameValue(long bits) {
        return 4 * Long.bitCount(bits & RANK_LANES[Rank.ACE.strength()])
            + 3 * Long.bitCount(bits & RANK_LANES[Rank.KING.strength()])
            + 2 * Long.bitCount(bits & RANK_LANES[Rank.QUEEN.strength()])
            + Long.bitCount(bits & RANK_LANES[Rank.JACK.strength()])
            + 10 * Long.bitCount(bits & RANK_LANES[Rank.TEN.strength()]);
    }

    private static final long[] RANK_LANES = new long[13];

    static {
        for (int r = 0; r < 13; r++) {
            RANK_LANES[r] = 1L << r | 1L << (r + 16) | 1L << (r + 32) | 1L << (r + 48);
        }
    }

    /**
     * The raw card word of the four cards of a rank.
     *
     * @param rank a rank
     * @return the word with the four cards of that rank
     */
    public static long rankBits(Rank rank) {
        return RANK_LANES[rank.strength()];
    }

    /** Returns the members in the fixed order (clubs..spades, each two..ace), as a new list. */
    public List<Card> toList() {
        List<Card> out = new ArrayList<>(size());
        for (long b = bits; b != 0; b &= b - 1) {
            out.add(Card.ofIndexUnchecked(Long.numberOfTrailingZeros(b)));
        }
        return out;
    }

    @Override
    public Iterator<Card> iterator() {
        return new Iterator<>() {
            private long rest = bits;

            @Override
            public boolean hasNext() {
                return rest != 0;
            }

            @Override
            public Card next() {
                if (rest == 0) {
                    throw new NoSuchElementException();
                }
                int i = Long.numberOfTrailingZeros(rest);
                rest &= rest - 1;
                return Card.ofIndexUnchecked(i);
            }
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CardSet c && c.bits == bits;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(bits);
    }

    /** Returns the members in the fixed order, space separated in brackets, such as {@code [2C JH TS]}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (long b = bits; b != 0; b &= b - 1) {
            if (sb.length() > 1) {
                sb.append(' ');
            }
            sb.append(Card.ofIndexUnchecked(Long.numberOfTrailingZeros(b)));
        }
        return sb.append(']').toString();
    }
}
