package io.github.allfours.card;

import io.github.allfours.internal.Text;
import java.util.List;
import java.util.Objects;

/**
 * A playing card: one of the 52 shared instances, so cards compare with {@code ==} and never need to
 * be created. Obtain one with {@link #of(Rank, Suit)}, {@link #parse(String)} or {@link #ofIndex(int)}.
 *
 * <p>Text form: two characters, the rank {@code A K Q J T 9 8 7 6 5 4 3 2} then the suit
 * {@code C D H S}, e.g. {@code JH} (jack of hearts) or {@code TS} (ten of spades). {@link #parse}
 * also accepts {@code 10} for the ten, lower case and the suit symbols {@code ♣ ♦ ♥ ♠}.
 *
 * <p>Each card owns one bit of a {@link CardSet}: {@link #index()} = suit × 16 + rank strength.
 */
public final class Card implements Comparable<Card> {
    private static final Card[] BY_INDEX = new Card[64];
    private static final List<Card> ALL;

    static {
        Card[] all = new Card[52];
        int n = 0;
        for (Suit s : Suit.values()) {
            for (Rank r : Rank.values()) {
                Card c = new Card(r, s);
                BY_INDEX[c.index] = c;
                all[n++] = c;
            }
        }
        ALL = List.of(all);
    }

    private final Rank rank;
    private final Suit suit;
    private final int index;
    private final String text;

    private Card(Rank rank, Suit suit) {
        this.rank = rank;
        this.suit = suit;
        this.index = suit.ordinal() * CardSet.SUIT_STRIDE + rank.strength();
        this.text = "" + rank.letter() + suit.letter();
    }

    /**
     * The Card of the given values.
     *
     * @param rank the rank
     * @param suit the suit
     * @return the shared instance of that card
     */
    public static Card of(Rank rank, Suit suit) {
        return BY_INDEX[suit.ordinal() * CardSet.SUIT_STRIDE + rank.strength()];
    }

    /**
     * The card of a card index ({@link #index()}).
     *
     * @param index a card's {@link #index()} (its bit in a {@link CardSet} word)
     * @return the card with that index
     * @throws IllegalArgumentException if no card has that index
     */
    public static Card ofIndex(int index) {
        Card c = index >= 0 && index < 64 ? BY_INDEX[index] : null;
        if (c == null) {
            throw new IllegalArgumentException("no card has index " + index);
        }
        return c;
    }

    /** Same as {@link #ofIndex} without the check; for the engine's inner loops. */
    static Card ofIndexUnchecked(int index) {
        return BY_INDEX[index];
    }

    /**
     * All 52 cards, suit by suit (clubs, diamonds, hearts, spades), each from two to ace.
     *
     * @return the full pack in that fixed order, an unmodifiable list
     */
    public static List<Card> all() {
        return ALL;
    }

    /**
     * Reads card text: a rank ({@code A K Q J T 9 8 7 6 5 4 3 2}, or {@code 10}) followed by a suit
     * ({@code C D H S} or {@code ♣ ♦ ♥ ♠}, or the outline symbols {@code ♧ ♢ ♡ ♤}), the letters in
     * either case, with surrounding white space ({@link String#strip()}) ignored. Only these characters
     * are accepted: no other digit or letter is read as one of them, whatever its case mapping. Any text
     * is read in time linear in its length, and refused with a message quoting at most 40 characters.
     *
     * @param text for example {@code "JH"}, {@code "10s"}, {@code "A♠"}
     * @return the card
     * @throws CardFormatException quoting the text and saying what is wrong, when it names no card
     */
    public static Card parse(String text) {
        Objects.requireNonNull(text, "card text");
        String t = text.strip();
        if (t.isEmpty()) {
            throw new CardFormatException(text, "it is empty; expected a rank then a suit, such as JH or 10S");
        }
        String rankPart;
        String suitPart;
        if (t.length() >= 2 && t.charAt(0) == '1' && t.charAt(1) == '0') {
            rankPart = "10";
            suitPart = t.substring(2);
        } else {
            rankPart = t.substring(0, 1);
            suitPart = t.substring(1);
        }
        Rank rank = rankPart.equals("10") ? Rank.TEN : Rank.fromChar(rankPart.charAt(0));
        if (rank == null) {
            throw new CardFormatException(text, "'" + Text.printable(rankPart.charAt(0))
                + "' is not a rank; ranks are A K Q J T (or 10) 9 8 7 6 5 4 3 2");
        }
        if (suitPart.isEmpty()) {
            throw new CardFormatException(text, "the suit is missing; suits are C D H S or ♣ ♦ ♥ ♠");
        }
        if (suitPart.length() > 1) {
            throw new CardFormatException(text, "unexpected text after the suit: '" + Text.excerpt(suitPart.substring(1))
                + "'; a card is a rank then one suit letter");
        }
        Suit suit = Suit.fromChar(suitPart.charAt(0));
        if (suit == null) {
            throw new CardFormatException(text, "'" + Text.printable(suitPart.charAt(0))
                + "' is not a suit; suits are C D H S or ♣ ♦ ♥ ♠");
        }
        return of(rank, suit);
    }

    /** Returns the rank. */
    public Rank rank() {
        return rank;
    }

    /** Returns the suit. */
    public Suit suit() {
        return suit;
    }

    /** Returns this card's bit position in a {@link CardSet} word: suit × 16 + rank strength. */
    public int index() {
        return index;
    }

    /** Returns the single-bit mask of this card in a {@link CardSet} word. */
    public long bit() {
        return 1L << index;
    }

    /** Returns the value towards the Game point (see {@link Rank#gameValue()}). */
    public int gameValue() {
        return rank.gameValue();
    }

    /** Returns the card with a suit symbol, such as {@code J♥}. */
    public String toSymbolString() {
        return "" + rank.letter() + suit.symbol();
    }

    /**
     * Orders cards by suit (clubs, diamonds, hearts, spades), then rank from two to ace: the same order
     * as {@link #index()} and as {@link CardSet} iteration. It says nothing about which card wins a trick.
     */
    @Override
    public int compareTo(Card o) {
        return Integer.compare(index, o.index);
    }

    /** Returns the two-character text, such as {@code JH} or {@code TS}. */
    @Override
    public String toString() {
        return text;
    }
}
