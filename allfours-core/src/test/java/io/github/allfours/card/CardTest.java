package io.github.allfours.card;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class CardTest {
    @Test
    void thereAre52SharedCardsWithDistinctTextAndIndex() {
        Set<String> texts = new HashSet<>();
        Set<Integer> indexes = new HashSet<>();
        for (Card c : Card.all()) {
            assertTrue(texts.add(c.toString()));
            assertTrue(indexes.add(c.index()));
            assertSame(c, Card.of(c.rank(), c.suit()));
            assertSame(c, Card.parse(c.toString()));
            assertSame(c, Card.ofIndex(c.index()));
        }
        assertEquals(52, texts.size());
    }

    @ParameterizedTest
    @CsvSource({"JH,JACK,HEARTS", "TS,TEN,SPADES", "10S,TEN,SPADES", "10s,TEN,SPADES", "ah,ACE,HEARTS",
        "2c,TWO,CLUBS", "A♠,ACE,SPADES", "7♦,SEVEN,DIAMONDS", "Q♣,QUEEN,CLUBS", "k♥,KING,HEARTS", "' 9D ',NINE,DIAMONDS"})
    void parsesEveryAcceptedSpelling(String text, Rank rank, Suit suit) {
        assertSame(Card.of(rank, suit), Card.parse(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "J", "1H", "11S", "JX", "JHH", "XH", "10", "H J", "♠A", "0S"})
    void malformedTextIsRefusedWithTheInputQuoted(String text) {
        CardFormatException e = assertThrows(CardFormatException.class, () -> Card.parse(text));
        assertEquals(text, e.input());
        assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
    }

    @Test
    void messagesSayWhatIsWrong() {
        assertTrue(message("JX").contains("not a suit"));
        assertTrue(message("XH").contains("not a rank"));
        assertTrue(message("J").contains("suit is missing"));
        assertTrue(message("JHH").contains("after the suit"));
    }

    @Test
    void ranksOrderAndGameValues() {
        assertEquals(Rank.ACE, Rank.HIGH_TO_LOW.get(0));
        assertEquals(Rank.TWO, Rank.HIGH_TO_LOW.get(12));
        assertTrue(Rank.ACE.compareTo(Rank.KING) > 0);
        assertTrue(Rank.TEN.strength() > Rank.NINE.strength());
        int total = 0;
        for (Card c : Card.all()) {
            total += c.gameValue();
        }
        assertEquals(80, total, "the pack is worth 80 towards Game (docs/rules.md, common rules)");
        assertEquals(4, Rank.ACE.gameValue());
        assertEquals(3, Rank.KING.gameValue());
        assertEquals(2, Rank.QUEEN.gameValue());
        assertEquals(1, Rank.JACK.gameValue());
        assertEquals(10, Rank.TEN.gameValue());
        assertEquals(0, Rank.NINE.gameValue());
    }

    private static String message(String text) {
        return assertThrows(CardFormatException.class, () -> Card.parse(text)).getMessage();
    }
}
