package io.github.allfours.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.table.TableProcedures.CutRanking;
import io.github.allfours.table.TableProcedures.CutWinner;
import io.github.allfours.table.TableProcedures.FirstPitch;
import io.github.allfours.table.TableProcedures.JackPartnerships;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The procedures before a match (docs/rules.md decision 12): the cut for first deal (pagat.com "All Fours",
 * Trinidad, "Deal": highest deals; "17th Century English All-Fours": Cotton's cut by the Put order;
 * a generic guide's lowest-cut rule as an option), West Yorkshire's deal to the first jack and red-v-black
 * jacks (pagat.com "All Fours", West Yorkshire and its "Variations"), and Lancashire's colour guess
 * (pagat.com "All Fours", Lancashire, point 1). Each works on a deck order, top card first.
 */
class TableProceduresTest {
    /** An order whose top cards are the given ones, written top first. */
    static DeckOrder top(String cardsTopFirst) {
        List<Card> list = new ArrayList<>();
        for (String t : cardsTopFirst.split("\\s+")) {
            list.add(Card.parse(t));
        }
        return DeckOrder.startingWith(list);
    }

    @Test
    @DisplayName("ruling 12: the highest cut deals (ace high)")
    void highestCutDeals() {
        assertEquals(1, TableProcedures.firstDealerByCut(top("5C KD 9S 2H"), 4, CutRanking.NATURAL, CutWinner.HIGHEST));
        assertEquals(0, TableProcedures.firstDealerByCut(top("AC KD"), 2, CutRanking.NATURAL, CutWinner.HIGHEST));
    }

    @Test
    @DisplayName("ruling 12: the lowest-cut option (a generic rules guide): the two deals")
    void lowestCutOption() {
        assertEquals(3, TableProcedures.firstDealerByCut(top("5C KD 9S 2H"), 4, CutRanking.NATURAL, CutWinner.LOWEST));
    }

    @Test
    @DisplayName("ruling 12: Cotton's cut by the Put order 3 2 A K ... 4: a three beats an ace, a two beats a king, a five beats a four")
    void putRanking() {
        assertEquals(0, TableProcedures.firstDealerByCut(top("3C AS"), 2, CutRanking.PUT, CutWinner.HIGHEST));
        assertEquals(1, TableProcedures.firstDealerByCut(top("3C AS"), 2, CutRanking.NATURAL, CutWinner.HIGHEST));
        assertEquals(1, TableProcedures.firstDealerByCut(top("AS 2C"), 2, CutRanking.PUT, CutWinner.HIGHEST));
        assertEquals(0, TableProcedures.firstDealerByCut(top("2C KS"), 2, CutRanking.PUT, CutWinner.HIGHEST));
        assertEquals(1, TableProcedures.firstDealerByCut(top("4C 5D"), 2, CutRanking.PUT, CutWinner.HIGHEST));
    }

    @Test
    @DisplayName("ruling 12: seats tied for the best cut cut again with the next cards, in seat order; suits never break a tie")
    void tiesRecut() {
        // KC (seat 0) and KH (seat 2) tie; they cut again: 7C to seat 0, 9D to seat 2
        assertEquals(2, TableProcedures.firstDealerByCut(top("KC 5D KH 2S 7C 9D"), 4, CutRanking.NATURAL, CutWinner.HIGHEST));
        // two ties in a row, then seat 0's eight beats seat 1's two
        assertEquals(0, TableProcedures.firstDealerByCut(top("KC KS 6C 6S 8D 2C"), 2, CutRanking.NATURAL, CutWinner.HIGHEST));
        // lowest: 2C and 2D tie; 5C (seat 0) and 3D (seat 1): the three is lower
        assertEquals(1, TableProcedures.firstDealerByCut(top("2C 2D 9S 9H 5C 3D"), 4, CutRanking.NATURAL, CutWinner.LOWEST));
        // Put: the two threes tie; then KH (seat 0) against 2S (seat 1): the two is the better Put card
        assertEquals(1, TableProcedures.firstDealerByCut(top("3C 3D AS KH 2S"), 3, CutRanking.PUT, CutWinner.HIGHEST));
        assertThrows(IllegalArgumentException.class,
            () -> TableProcedures.firstDealerByCut(top("AC"), 1, CutRanking.NATURAL, CutWinner.HIGHEST));
    }

    @Test
    @DisplayName("ruling 12: West Yorkshire deals face up to the first jack: that player pitches, the one on the right deals")
    void firstPitcherByJack() {
        // from seat 0: 5C to 0, 8D to 1, JS to 2
        assertEquals(new FirstPitch(2, 1), TableProcedures.firstPitcherByJack(top("5C 8D JS"), 4, 0));
        // from seat 3: 5C to 3, 8D to 0, JS to 1
        assertEquals(new FirstPitch(1, 0), TableProcedures.firstPitcherByJack(top("5C 8D JS"), 4, 3));
        // the very first card is a jack: seat 0 pitches, seat 3 (before it in play order) deals
        assertEquals(new FirstPitch(0, 3), TableProcedures.firstPitcherByJack(top("JD"), 4, 0));
    }

    @Test
    @DisplayName("ruling 12: partners by the jacks: red jacks against black, a player who has a jack gets no more cards")
    void partnershipsByJacks() {
        // JH to 0, 5C to 1, JC to 2, 7D to 3, then 0 is passed over: JD to 1; 2 passed over: 8S to 3;
        // 0, 1, 2 passed over: JS to 3
        JackPartnerships p = TableProcedures.partnershipsByJacks(top("JH 5C JC 7D JD 8S JS"), 4, 0);
        assertEquals(List.of(0, 1), p.redJacks());
        assertEquals(List.of(2, 3), p.blackJacks());
        assertEquals(List.of(0, 2, 1, 3), p.seating(), "partners sit opposite: red at seats 0 and 2");

        // six people: JH 0, JC 1, 2C 2, 3C 3, JD 4, 4C 5, (0, 1 passed over) 5C 2, JS 3; players 2 and 5 wait
        JackPartnerships six = TableProcedures.partnershipsByJacks(top("JH JC 2C 3C JD 4C 5C JS"), 6, 0);
        assertEquals(List.of(0, 4), six.redJacks());
        assertEquals(List.of(1, 3), six.blackJacks());
        assertThrows(IllegalArgumentException.class, () -> TableProcedures.partnershipsByJacks(top("JH"), 3, 0));
    }

    @Test
    @DisplayName("ruling 12: Lancashire's colour guess: a right guess gives the guessing side the first pitch, a wrong one the cutting side")
    void colourGuess() {
        assertEquals(1, TableProcedures.firstPitchingSideByColourGuess(top("5H"), 0, 1, true));
        assertEquals(0, TableProcedures.firstPitchingSideByColourGuess(top("5H"), 0, 1, false));
        assertEquals(1, TableProcedures.firstPitchingSideByColourGuess(top("5S"), 0, 1, false));
        assertEquals(0, TableProcedures.firstPitchingSideByColourGuess(top("QD"), 0, 1, false));
    }
}
