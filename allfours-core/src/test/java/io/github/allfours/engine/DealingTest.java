package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.game.RedealCause;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link Dealing}: packets from the top of a raw deck order, elder first; waiting for a deck order; the
 * redeal by the same dealer with points kept; passing the deal after a hand. Every expectation was worked
 * out by hand from docs/rules.md "The deal" on the written-out pack order, not read back from the engine.
 */
class DealingTest {
    /** Clubs 2..A, diamonds 2..A, hearts 2..A, spades 2..A: position k holds the k-th card of this text. */
    static final String PACK = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC "
        + "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD "
        + "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH "
        + "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS";

    static List<GameEvent> events() {
        return new ArrayList<>();
    }

    @Test
    void fourSeatsInThreesFromElderThenTheTurnUp() {
        // docs/rules.md "The deal": packets [3, 3] from elder. Dealer 2, so elder is 3 and the order of the
        // packets is 3, 0, 1, 2, twice. By hand: positions 0-2 -> seat 3 (2C 3C 4C), 3-5 -> seat 0, 6-8 ->
        // seat 1, 9-11 -> seat 2 (JC QC KC), 12-14 -> seat 3 (AC 2D 3D), 15-17 -> seat 0, 18-20 -> seat 1,
        // 21-23 -> seat 2 (TD JD QD); position 24 (KD) is turned.
        DeckOrder order = DeckOrder.parse(PACK);
        List<GameEvent> ev = events();
        GameState s = GameState.start(TestRules.TRINIDAD, 2, DeckSource.of(order), ev::add);
        assertEquals(cards("2C 3C 4C AC 2D 3D"), s.hand(3));
        assertEquals(cards("5C 6C 7C 4D 5D 6D"), s.hand(0));
        assertEquals(cards("8C 9C TC 7D 8D 9D"), s.hand(1));
        assertEquals(cards("JC QC KC TD JD QD"), s.hand(2));
        assertEquals(Optional.of(card("KD")), s.turnUp());
        // the undealt cards: positions 25..51 = AD and all hearts and spades
        CardSet stock = cards("AD").union(CardSet.ofSuit(Suit.HEARTS)).union(CardSet.ofSuit(Suit.SPADES));
        assertEquals(stock, s.stock());
        assertEquals(27, s.stockSize());
        assertEquals(Optional.of(order), s.deckOrder());
        assertEquals(3, s.toAct(), "elder begs first");
        // a king scores nothing in Trinidad (ace 1, six 2, jack 3), so no award follows the turn-up
        assertEquals(List.of(new GameEvent.Dealt(0, 0, 2, Optional.of(order)),
            new GameEvent.TurnedUp(card("KD"), 0)), ev);
    }

    @Test
    void twoSeatsInOnesAlternateFromElder() {
        // Dealer 1, elder 0, packets of one: seat 0 gets positions 0, 2, ..., 10, seat 1 gets 1, 3, ..., 11;
        // position 12 (AC) is turned and, an ace, scores 1 for the dealer's side 1 (pagat Trinidad turn-up table).
        RuleSet ones = TestRules.TRINIDAD_TWO.withPackets(List.of(1, 1, 1, 1, 1, 1));
        GameState s = GameState.start(ones, 1, DeckOrder.parse(PACK));
        assertEquals(cards("2C 4C 6C 8C TC QC"), s.hand(0));
        assertEquals(cards("3C 5C 7C 9C JC KC"), s.hand(1));
        assertEquals(Optional.of(card("AC")), s.turnUp());
        assertEquals(52 - 13, s.stockSize());
        assertEquals(List.of(0, 1), s.scoreList());
    }

    @Test
    void withoutADeckOrderTheStateWaitsAndNobodyMayAct() {
        // GameState "Dealing": when the source has no order the state waits in DEAL until deal(order).
        GameState waiting = GameState.start(TestRules.TRINIDAD, 0, DeckSource.none());
        assertEquals(Phase.DEAL, waiting.phase());
        assertEquals(-1, waiting.toAct());
        assertEquals(52, waiting.stockSize());
        assertEquals(CardSet.FULL_PACK, waiting.stock());
        assertEquals(Optional.empty(), waiting.deckOrder());
        assertTrue(waiting.hand(1).isEmpty());
        assertTrue(waiting.legalActions().isEmpty());
        assertEquals(0, waiting.legalActionCount());
        for (Action a : List.of(Action.STAND, Action.BEG, Action.play(card("2C")))) {
            assertEquals(Reason.AWAITING_DEAL, waiting.check(1, a).orElseThrow().reason());
        }

        DeckOrder order = DeckOrder.parse(PACK);
        List<GameEvent> ev = events();
        GameState dealt = waiting.deal(order, ev::add);
        // dealer 0: seat 1 gets positions 0-2 and 12-14
        assertEquals(cards("2C 3C 4C AC 2D 3D"), dealt.hand(1));
        assertEquals(Phase.BEG, dealt.phase());
        assertEquals(List.of(new GameEvent.Dealt(0, 0, 0, Optional.of(order)), new GameEvent.TurnedUp(card("KD"), 0)), ev);
        assertEquals(Phase.DEAL, waiting.phase(), "the waiting state is unchanged");
        assertThrows(IllegalStateException.class, () -> dealt.deal(order));
    }

    @Test
    void aRunThePackCannotSupplyIsRedealtBySameDealerAndTurnUpPointsStand() {
        // docs/rules.md "Running the cards" and decision 2: a round needs 3 per seat + 1 = 13 cards. Four
        // seats: 24 dealt, JH turned at 24 (3 to the dealer's side 0). Round 1 takes 25..37, turns 2H
        // (hearts again); round 2 takes 38..50, turns 3H (hearts again); 1 card left < 13: the same dealer
        // deals again from the next order, and the 3 points for JH stand. 2H and 3H score nothing.
        RuleSet rules = TestRules.TRINIDAD;
        DeckOrder first = withTurnUps(rules, "JH", "2H", "3H");
        DeckOrder second = DeckOrder.parse(PACK);
        GameState s = GameState.start(rules, 0, first, second);
        assertEquals(List.of(3, 0), s.scoreList());
        s = s.apply(Action.BEG);
        List<GameEvent> ev = events();
        GameState after = s.apply(0, Action.RUN, ev::add);
        assertEquals(List.of(
            new GameEvent.Called(0, Call.RUN),
            new GameEvent.TurnedUp(card("2H"), 1),
            new GameEvent.TurnedUp(card("3H"), 2),
            new GameEvent.Redealt(0, RedealCause.PACK_EXHAUSTED),
            new GameEvent.Dealt(1, 0, 0, Optional.of(second)),
            new GameEvent.TurnedUp(card("KD"), 0)), ev);
        assertEquals(0, after.dealer(), "the same dealer");
        assertEquals(1, after.dealNumber());
        assertEquals(0, after.handNumber(), "a redeal is not a new hand");
        assertEquals(List.of(3, 0), after.scoreList(), "points already scored stand");
        assertEquals(list("turn-up 0 +3 JH"), awards(after.awards()));
        assertEquals(0, after.awards().get(0).deal());
        assertEquals(Phase.BEG, after.phase());
        assertEquals(1, after.toAct());
        assertEquals(cards("2C 3C 4C AC 2D 3D"), after.hand(1), "dealt afresh from the second order");
        assertTrue(after.setAside().isEmpty(), "the abandoned deal's turn-ups are gone");

        // with no second order the redeal waits for the host, points still kept
        GameState waiting = GameState.start(rules, 0, first).apply(Action.BEG).apply(Action.RUN);
        assertEquals(Phase.DEAL, waiting.phase());
        assertEquals(0, waiting.dealer());
        assertEquals(1, waiting.dealNumber());
        assertEquals(List.of(3, 0), waiting.scoreList());
    }

    @Test
    void afterAHandTheDealPassesToTheNextSeat() {
        // docs/rules.md "The deal": after a hand (here thrown in by Cotton's gift, decision 7) the deal
        // passes to the next seat. Dealer 0 -> dealer 1, elder 0, hand 1, deal 1. From the raw pack with
        // dealer 1: seat 0 gets positions 0-2 and 6-8, seat 1 gets 3-5 and 9-11, position 12 (AC) turned.
        DeckOrder order = DeckOrder.parse(PACK);
        GameState s = GameState.start(TestRules.COTTON, 0, withTurnUps(TestRules.COTTON, "5H"), order);
        s = s.apply(Action.BEG).apply(Action.GIVE);
        assertEquals(1, s.dealer());
        assertEquals(0, s.elder());
        assertEquals(1, s.handNumber());
        assertEquals(1, s.dealNumber());
        assertEquals(cards("2C 3C 4C 8C 9C TC"), s.hand(0));
        assertEquals(cards("5C 6C 7C JC QC KC"), s.hand(1));
        assertEquals(Optional.of(card("AC")), s.turnUp());
        assertEquals(Phase.BEG, s.phase());
        assertEquals(0, s.toAct());
    }

    @Test
    void drawTakesTheNextCardOfTheStock() {
        // Package-level: draw() returns the card at the deck position and advances it; the stock shrinks.
        GameState s = GameState.start(TestRules.TRINIDAD_TWO, 0, DeckOrder.parse(PACK));
        // 12 dealt + the turn-up (position 12, AC): position 13 is 2D
        GameState copy = new GameState(s);
        int drawn = Dealing.draw(copy);
        assertEquals(card("2D").index(), drawn);
        assertEquals(52 - 14, copy.stockSize());
        assertEquals(52 - 13, s.stockSize(), "the original's deal is not written");
    }
}
