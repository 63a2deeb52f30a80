package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import org.junit.jupiter.api.Test;

/** The simulated bid table: loaded whole, sensible, and made the same way every time from a seed. */
class BidTableTest {
    @Test
    void strongerHoldingsExpectMorePoints() {
        double weak = BidTable.expectedPoints(CardSet.parse("7H 8H 4C 5D 9S KS"), Suit.HEARTS);
        double ace = BidTable.expectedPoints(CardSet.parse("AH 8H 4C 5D 9S KS"), Suit.HEARTS);
        double aceJackTwo = BidTable.expectedPoints(CardSet.parse("AH JH 2H 5D 9S KS"), Suit.HEARTS);
        double five = BidTable.expectedPoints(CardSet.parse("AH KH JH 3H 2H KS"), Suit.HEARTS);
        assertTrue(weak < ace && ace < aceJackTwo && aceJackTwo < five, weak + " " + ace + " " + aceJackTwo + " " + five);
        assertTrue(five > 3.5 && five <= 4.0, "ace, king, jack, three and two of trumps: " + five);
        assertTrue(BidTable.handsBehind(CardSet.parse("AH JH 2H 5D 9S KS"), Suit.HEARTS) >= BidTable.MIN_HANDS);
        assertEquals(0.0, BidTable.expectedPoints(CardSet.parse("AH JH 2H 5D 9S KS"), Suit.CLUBS), "no club to pitch");
        assertThrows(IllegalArgumentException.class, () -> BidTable.handsBehind(CardSet.parse("AH"), Suit.CLUBS));
    }

    @Test
    void everyValueIsAPossibleNumberOfPoints() {
        for (String hand : new String[] {"2C 3C 4C 5C 6C 7C", "AS KS QS JS TS 9S", "3D 9H JC QS AD 2H"}) {
            for (Suit suit : Suit.values()) {
                double e = BidTable.expectedPoints(CardSet.parse(hand), suit);
                assertTrue(e >= 0 && e <= 4, hand + " " + suit + ": " + e);
            }
        }
    }

    @Test
    void theTableIsMadeTheSameWayFromTheSameSeed() {
        String one = BidTable.simulate(3, 400);
        assertEquals(one, BidTable.simulate(3, 400));
        assertTrue(one.startsWith("# allfours bid table: 400 four-handed Pitch hands, seed 3"), one);
        assertEquals(2 + 90, one.lines().count(), "a comment, a header and a line per holding");
        assertEquals(400, one.lines().skip(2).mapToInt(l -> Integer.parseInt(l.split(",")[4])).sum(), "every hand counted once");
        assertThrows(IllegalArgumentException.class, () -> BidTable.simulate(3, 0));
    }
}
