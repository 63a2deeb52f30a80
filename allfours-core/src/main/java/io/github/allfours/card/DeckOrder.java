package io.github.allfours.card;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The order of a shuffled pack, top card first: all 52 cards exactly once. The dealer deals from the
 * top, so the same order with the same actions always produces the same game.
 *
 * <p>A host that shuffles physical or virtual cards hands its order in with {@link #of(List)} or
 * {@link #parse(String)}; simulations use {@link #shuffled(long)}, which is reproducible for a seed.
 * Instances are immutable.
 */
public final class DeckOrder {
    /** Card indexes in the fixed pack order, the starting point of every shuffle. */
    private static final byte[] FRESH_PACK = new byte[52];

    static {
        int n = 0;
        for (Card c : Card.all()) {
            FRESH_PACK[n++] = (byte) c.index();
        }
    }

    private final byte[] order;

    private DeckOrder(byte[] order) {
        this.order = order;
    }

    /**
     * The DeckOrder of the given values.
     *
     * @param cards all 52 cards, top first
     * @return the order
     * @throws IllegalArgumentException if the list does not hold each of the 52 cards exactly once
     *                                  (the message names the missing or repeated cards)
     */
    public static DeckOrder of(List<Card> cards) {
        Objects.requireNonNull(cards, "cards");
        byte[] o = new byte[cards.size()];
        for (int i = 0; i < o.length; i++) {
            o[i] = (byte) Objects.requireNonNull(cards.get(i), "card at position " + i).index();
        }
        return validated(o);
    }

    /**
     * The DeckOrder of the given values.
     *
     * @param cards all 52 cards, top first
     * @return the order
     * @throws IllegalArgumentException unless each of the 52 cards appears exactly once
     */
    public static DeckOrder of(Card... cards) {
        return of(Arrays.asList(cards));
    }

    /**
     * Reads 52 cards separated by white space and/or commas, top first, each as
     * {@link Card#parse(String)} reads it. Any text is read in time linear in its length; a refusal
     * quotes at most 40 characters of a card, and names at most 8 repeated cards.
     *
     * @param text the cards
     * @return the order
     * @throws CardFormatException      naming the first unreadable card
     * @throws IllegalArgumentException unless each of the 52 cards appears exactly once
     */
    public static DeckOrder parse(String text) {
        List<Card> cards = new ArrayList<>(52);
        for (String part : text.strip().split("[\\s,]+")) {
            if (!part.isEmpty()) {
                cards.add(Card.parse(part));
            }
        }
        return of(cards);
    }

    /**
     * Builds an order that starts with the given cards (top first) and continues with every other card
     * in the fixed pack order. Handy for tests and examples that only care about the cards dealt.
     *
     * @param top the first cards of the pack, without repeats
     * @return the full order
     * @throws IllegalArgumentException if a card repeats
     */
    public static DeckOrder startingWith(List<Card> top) {
        List<Card> all = new ArrayList<>(top);
        long seen = 0;
        for (Card c : top) {
            if ((seen & c.bit()) != 0) {
                throw new IllegalArgumentException("card " + c + " appears twice in the top of the deck order");
            }
            seen |= c.bit();
        }
        for (Card c : Card.all()) {
            if ((seen & c.bit()) == 0) {
                all.add(c);
            }
        }
        return of(all);
    }

    /**
     * Builds an order that ends with the given cards (top first among them) after every other card in the
     * fixed pack order: the deck of a position whose undealt stock is known, as the engine rebuilds it.
     * Allocates only the order itself.
     *
     * @param bottom the indexes ({@link Card#index()}) of the last cards of the pack, the first of them
     *               nearest the top, without repeats
     * @return the full order
     * @throws IllegalArgumentException if an index is no card's, or a card repeats (nothing is kept)
     */
    public static DeckOrder endingWith(int[] bottom) {
        Objects.requireNonNull(bottom, "bottom");
        if (bottom.length > 52) {
            throw new IllegalArgumentException(bottom.length + " cards for the bottom of a 52-card pack");
        }
        long seen = 0;
        for (int index : bottom) {
            long bit = index >= 0 && index < 64 && (index & 15) < 13 ? 1L << index : 0;
            if (bit == 0) {
                throw new IllegalArgumentException("no card has index " + index);
            }
            if ((seen & bit) != 0) {
                throw new IllegalArgumentException("card " + Card.ofIndex(index) + " appears twice in the bottom of the deck order");
            }
            seen |= bit;
        }
        byte[] o = new byte[52];
        int n = 0;
        for (long rest = CardSet.ALL_BITS & ~seen; rest != 0; rest &= rest - 1) {
            o[n++] = (byte) Long.numberOfTrailingZeros(rest);
        }
        for (int index : bottom) {
            o[n++] = (byte) index;
        }
        return new DeckOrder(o);
    }

    /**
     * A uniformly random order, reproducible from its seed: Fisher–Yates driven by the SplitMix64
     * sequence of the seed (each 64-bit output giving two 32-bit draws), each position drawn without
     * bias (Lemire's bounded draw with rejection).
     * Allocates only the order itself.
     *
     * @param seed the seed
     * @return the shuffled order
     */
    public static DeckOrder shuffled(long seed) {
        byte[] o = FRESH_PACK.clone();
        long state = seed;
        long bits = 0;          // unused random bits, 32 at a time
        boolean half = false;   // whether bits holds a second, unused half
        for (int i = o.length - 1; i > 0; i--) {
            int bound = i + 1;
            long m;
            do {
                long r;
                if (half) {
                    r = bits >>> 32;
                    half = false;
                } else {
                    state += 0x9E3779B97F4A7C15L;
                    bits = mix64(state);
                    r = bits & 0xFFFFFFFFL;
                    half = true;
                }
                m = r * bound;
                // Lemire: reject the few low words that would bias the draw (the modulo only when needed)
            } while ((m & 0xFFFFFFFFL) < bound && (m & 0xFFFFFFFFL) < 0x100000000L % bound);
            int j = (int) (m >>> 32);
            byte t = o[i];
            o[i] = o[j];
            o[j] = t;
        }
        return new DeckOrder(o);
    }

    /** SplitMix64's finaliser: spreads every bit of the input over the whole word. */
    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A uniformly random order drawn from {@code random} (Fisher–Yates).
     *
     * @param random the source of randomness; it advances
     * @return the shuffled order
     */
    public static DeckOrder shuffled(SplittableRandom random) {
        byte[] o = FRESH_PACK.clone();
        for (int i = 51; i > 0; i--) {
            int j = random.nextInt(i + 1);
            byte t = o[i];
            o[i] = o[j];
            o[j] = t;
        }
        return new DeckOrder(o);
    }

    private static DeckOrder validated(byte[] o) {
        long seen = 0;
        List<String> repeated = new ArrayList<>();
        int repeats = 0;
        for (byte b : o) {
            long bit = 1L << b;
            if ((seen & bit) != 0 && repeats++ < 8) {
                repeated.add(Card.ofIndexUnchecked(b).toString());
            }
            seen |= bit;
        }
        if (o.length != 52 || repeats > 0) {
            CardSet missing = CardSet.ofBits(~seen & CardSet.ALL_BITS);
            throw new IllegalArgumentException("a deck order must hold each of the 52 cards exactly once; got "
                + o.length + " cards" + (repeats == 0 ? "" : ", repeated " + repeated
                + (repeats > repeated.size() ? " and " + (repeats - repeated.size()) + " more" : ""))
                + (missing.isEmpty() ? "" : ", missing " + missing));
        }
        return new DeckOrder(o);
    }

    /** Returns the number of cards (always 52). */
    public int size() {
        return order.length;
    }

    /**
     * The card at a position of the order, 0 being the top.
     *
     * @param position 0 for the top card
     * @return the card at that position
     * @throws IndexOutOfBoundsException outside 0..51
     */
    public Card get(int position) {
        return Card.ofIndexUnchecked(order[position]);
    }

    /**
     * Index of the card at {@code position} (see {@link Card#index()}), for allocation-free dealing.
     *
     * @param position 0 for the top card
     * @return the card index
     */
    public int indexAt(int position) {
        return order[position];
    }

    /** Returns the cards, top first, as a new list. */
    public List<Card> toList() {
        List<Card> out = new ArrayList<>(order.length);
        for (byte b : order) {
            out.add(Card.ofIndexUnchecked(b));
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DeckOrder d && Arrays.equals(order, d.order);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(order);
    }

    /** Returns the cards top first, space separated. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (byte b : order) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(Card.ofIndexUnchecked(b));
        }
        return sb.toString();
    }
}
