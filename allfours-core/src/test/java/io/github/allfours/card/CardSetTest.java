package io.github.allfours.card;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class CardSetTest {
    @Test
    void setOperations() {
        CardSet a = CardSet.parse("JH TS 2c");
        CardSet b = CardSet.parse("2C, AS");
        assertEquals(3, a.size());
        assertTrue(a.contains(Card.parse("TS")));
        assertEquals(CardSet.parse("JH TS 2C AS"), a.union(b));
        assertEquals(CardSet.parse("2C"), a.intersect(b));
        assertEquals(CardSet.parse("JH TS"), a.minus(b));
        assertEquals(a, a.with(Card.parse("JH")));
        assertEquals(CardSet.parse("JH TS"), a.without(Card.parse("2C")));
        assertTrue(a.intersects(b));
        assertTrue(a.containsAll(CardSet.parse("JH")));
        assertEquals(49, a.complement().size());
        assertTrue(CardSet.EMPTY.isEmpty());
        assertEquals(52, CardSet.FULL_PACK.size());
        assertEquals(80, CardSet.FULL_PACK.gameValue());
        assertEquals(11, a.gameValue());
    }

    @Test
    void iteratesInTheFixedOrder() {
        CardSet s = CardSet.parse("AS 2C KD 3C JH");
        assertEquals("[2C 3C KD JH AS]", s.toString());
        List<Card> seen = new ArrayList<>();
        s.forEach(seen::add);
        assertEquals(s.toList(), seen);
    }

    @Test
    void highestAndLowestOfASuit() {
        CardSet s = CardSet.parse("2H 9H KH AS");
        assertEquals(Optional.of(Card.parse("KH")), s.highest(Suit.HEARTS));
        assertEquals(Optional.of(Card.parse("2H")), s.lowest(Suit.HEARTS));
        assertEquals(Optional.empty(), s.highest(Suit.CLUBS));
        assertEquals(CardSet.parse("2H 9H KH"), s.ofSuitOnly(Suit.HEARTS));
        assertEquals(Card.parse("KH").index(), CardSet.highestIndex(s.bits(), Suit.HEARTS));
        assertEquals(Card.parse("2H").index(), CardSet.lowestIndex(s.bits(), Suit.HEARTS));
        assertEquals(Card.parse("AS").index(), CardSet.lowestIndex(s.bits(), Suit.SPADES));
        assertEquals(-1, CardSet.highestIndex(s.bits(), Suit.CLUBS));
        assertEquals(-1, CardSet.lowestIndex(s.bits(), Suit.DIAMONDS));
    }

    @Test
    void bitsOutsideThePackAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> CardSet.ofBits(1L << 13));
        assertThrows(CardFormatException.class, () -> CardSet.parse("JH XX"));
    }

    @Property(tries = 300)
    void setAlgebraMatchesBits(@ForAll long x, @ForAll long y) {
        CardSet a = CardSet.ofBits(x & CardSet.ALL_BITS);
        CardSet b = CardSet.ofBits(y & CardSet.ALL_BITS);
        assertEquals(a.size() + b.size(), a.union(b).size() + a.intersect(b).size());
        assertEquals(a, CardSet.of(a.toList()));
        assertEquals(a.minus(b).union(a.intersect(b)), a);
        assertFalse(a.minus(b).intersects(b));
        int value = 0;
        for (Card c : a) {
            value += c.gameValue();
        }
        assertEquals(value, a.gameValue());
    }
}
