package io.github.allfours.card;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DeckOrderTest {
    @Test
    void anOrderHoldsEachCardOnce() {
        DeckOrder d = DeckOrder.shuffled(7);
        assertEquals(52, d.size());
        assertEquals(CardSet.FULL_PACK, CardSet.of(d.toList()));
        assertEquals(d, DeckOrder.parse(d.toString()));
        assertEquals(d, DeckOrder.of(d.toList()));
    }

    @Test
    void shufflesAreReproducible() {
        assertEquals(DeckOrder.shuffled(42), DeckOrder.shuffled(42));
        assertNotEquals(DeckOrder.shuffled(42), DeckOrder.shuffled(43));
        DeckSource s = DeckSource.seeded(5);
        assertEquals(s.order(3), DeckSource.seeded(5).order(3));
        assertNotEquals(s.order(3), s.order(4));
        assertEquals(DeckSource.seeded(5), DeckSource.seeded(5));
    }

    @Test
    void seededShufflesPutEveryCardEverywhereEvenly() {
        int shuffles = 20_800;   // 400 expected per (card, position) cell
        int[][] count = new int[64][52];
        for (int n = 0; n < shuffles; n++) {
            DeckOrder d = DeckOrder.shuffled(n * 0x9E3779B97F4A7C15L + 12345);
            for (int pos = 0; pos < 52; pos++) {
                count[d.get(pos).index()][pos]++;
            }
        }
        for (Card c : Card.all()) {
            for (int pos = 0; pos < 52; pos++) {
                int k = count[c.index()][pos];
                assertTrue(k > 300 && k < 500, c + " at position " + pos + " " + k + " times in " + shuffles);
            }
        }
    }

    @Test
    void startingWithPutsTheGivenCardsOnTop() {
        DeckOrder d = DeckOrder.startingWith(List.of(Card.parse("JH"), Card.parse("2C")));
        assertEquals(Card.parse("JH"), d.get(0));
        assertEquals(Card.parse("2C"), d.get(1));
        assertEquals(52, CardSet.of(d.toList()).size());
        assertThrows(IllegalArgumentException.class,
            () -> DeckOrder.startingWith(List.of(Card.parse("JH"), Card.parse("JH"))));
    }

    @Test
    void badOrdersNameTheProblem() {
        List<Card> cards = new ArrayList<>(DeckOrder.shuffled(1).toList());
        cards.set(5, cards.get(6));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DeckOrder.of(cards));
        assertTrue(e.getMessage().contains("repeated") && e.getMessage().contains("missing"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> DeckOrder.of(cards.subList(0, 51)));
        assertThrows(CardFormatException.class, () -> DeckOrder.parse("JH ZZ"));
    }

    @Test
    void listedSourcesRunOut() {
        DeckOrder a = DeckOrder.shuffled(1);
        DeckSource s = DeckSource.of(a);
        assertEquals(Optional.of(a), s.order(0));
        assertEquals(Optional.empty(), s.order(1));
        assertEquals(Optional.empty(), s.order(-1));
        assertEquals(Optional.empty(), DeckSource.none().order(0));
    }
}
