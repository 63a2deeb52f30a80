package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.IllegalActionException;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Malformed text and refused actions on a Trinidad table. Each refusal is checked twice: {@code check}
 * must name the reason and {@code apply} must throw an {@link IllegalActionException} with the same
 * reason, holding the state it was tried on, unchanged (as shakmaty's play errors hold the untouched
 * position, and boardgame.io's server names why it refuses a move).
 */
@DisplayName("Trinidad: bad input and refused actions")
class TrinidadBadInputTest {
    static final RuleSet FOUR = Trinidad.FOUR;

    // Dealer 0, hearts turned (7H). Elder is seat 1.
    static final String[] HANDS = {
        "AH QC 5C 7D 8D 4S",   // seat 0
        "KH TH 3C 4C 5S 6S",   // seat 1
        "9H 4H AC KC QD 2S",   // seat 2
        "2C AD KD 3D 4D 3S"};  // seat 3

    static DeckOrder order() {
        return layout(FOUR, 0).hands(HANDS).turnUp("7H").build();
    }

    static GameState fresh() {
        return GameState.start(FOUR, 0, order());
    }

    static Action play(String card) {
        return Action.play(Card.parse(card));
    }

    /** check and apply refuse with {@code reason}; the exception holds the untouched state. */
    static IllegalActionException refused(GameState s, int seat, Action a, Reason reason) {
        Optional<Violation> v = s.check(seat, a);
        assertEquals(Optional.of(reason), v.map(Violation::reason), "check(" + seat + ", " + a + ")");
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(seat, a));
        assertEquals(reason, e.reason());
        assertEquals(reason, e.violation().reason());
        assertEquals(a, e.violation().action());
        assertSame(s, e.state());
        return e;
    }

    @ParameterizedTest(name = "Card.parse(\"{0}\")")
    @DisplayName("malformed card text throws CardFormatException quoting the input")
    @ValueSource(strings = {"", "1H", "JX", "J", "JHH", "11S", "ZZ", "H", "10", "0H"})
    void malformedCardText(String text) {
        CardFormatException e = assertThrows(CardFormatException.class, () -> Card.parse(text));
        assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
        assertEquals(text, e.input());
    }

    @Test
    @DisplayName("a card list or action with a bad card names it; a deck order of 51 cards names the missing one")
    void malformedListsAndActions() {
        CardFormatException list = assertThrows(CardFormatException.class, () -> CardSet.parse("AH KX 2C"));
        assertEquals("KX", list.input());
        CardFormatException act = assertThrows(CardFormatException.class, () -> Action.parse("play 1H"));
        assertEquals("1h", act.input().toLowerCase(java.util.Locale.ROOT));
        IllegalArgumentException noAction = assertThrows(IllegalArgumentException.class, () -> Action.parse("fold"));
        assertTrue(noAction.getMessage().contains("\"fold\""), noAction.getMessage());
        String all = DeckOrder.startingWith(List.of()).toString();
        String without = all.replace(" AS", "");
        IllegalArgumentException deck = assertThrows(IllegalArgumentException.class, () -> DeckOrder.parse(without));
        assertTrue(deck.getMessage().contains("AS"), deck.getMessage());
    }

    @Test
    @DisplayName("out of turn: only elder speaks first, only the dealer answers a beg, only the seat to act plays")
    void notYourTurn() {
        GameState s = fresh();
        refused(s, 2, Action.BEG, Reason.NOT_YOUR_TURN);
        refused(s, 0, Action.STAND, Reason.NOT_YOUR_TURN);
        GameState begged = s.apply(Action.BEG);
        refused(begged, 1, Action.RUN, Reason.NOT_YOUR_TURN);
        refused(begged, 3, Action.GIVE, Reason.NOT_YOUR_TURN);
        GameState playing = s.apply(Action.STAND);
        // Seat 2 holds 9H, but seat 1 leads.
        IllegalActionException e = refused(playing, 2, play("9H"), Reason.NOT_YOUR_TURN);
        assertEquals(2, e.violation().seat());
    }

    @Test
    @DisplayName("wrong phase: stand or beg during play, give or run before a beg, a card during the beg decision")
    void wrongPhase() {
        GameState s = fresh();
        refused(s, 1, Action.GIVE, Reason.WRONG_PHASE);
        refused(s, 1, Action.RUN, Reason.WRONG_PHASE);
        refused(s, 1, play("KH"), Reason.WRONG_PHASE);
        GameState begged = s.apply(Action.BEG);
        refused(begged, 0, play("AH"), Reason.WRONG_PHASE);
        refused(begged, 0, Action.STAND, Reason.WRONG_PHASE);
        refused(begged, 0, Action.BEG, Reason.WRONG_PHASE);
        GameState playing = s.apply(Action.STAND);
        refused(playing, 1, Action.STAND, Reason.WRONG_PHASE);
        refused(playing, 1, Action.BEG, Reason.WRONG_PHASE);
        refused(playing, 1, Action.RUN, Reason.WRONG_PHASE);
    }

    @Test
    @DisplayName("card not held: another seat's card, the turn-up, a card already played")
    void cardNotHeld() {
        GameState s = fresh().apply(Action.STAND);
        refused(s, 1, play("AH"), Reason.CARD_NOT_HELD);   // seat 0's
        refused(s, 1, play("7H"), Reason.CARD_NOT_HELD);   // the turn-up
        refused(s, 1, play("JS"), Reason.CARD_NOT_HELD);   // in the stock
        s = s.apply(play("KH")).apply(play("4H")).apply(play("2C")).apply(play("AH"));
        refused(s, 0, play("AH"), Reason.CARD_NOT_HELD);   // just played
    }

    @Test
    @DisplayName("after the match is won, every action by every seat is refused with MATCH_OVER")
    void matchOver() {
        // 6H 2 + JH 3 + AH 1, then 6S 2 + JS 3 + AS 1 = 12; the redeal turns JC: 15 for side 0.
        GameState s = GameState.start(FOUR, 0,
                withTurnUps(FOUR, "6H", "JH", "AH"), withTurnUps(FOUR, "6S", "JS", "AS"), withTurnUps(FOUR, "JC"))
            .apply(Action.BEG).apply(Action.RUN).apply(Action.BEG).apply(Action.RUN);
        assertTrue(s.isOver());
        for (int seat = 0; seat < 4; seat++) {
            for (Action a : List.<Action>of(Action.STAND, Action.BEG, Action.GIVE, Action.RUN)) {
                refused(s, seat, a, Reason.MATCH_OVER);
            }
            for (Card c : s.hand(seat)) {
                refused(s, seat, Action.play(c), Reason.MATCH_OVER);
            }
        }
    }

    @Test
    @DisplayName("a refused action changes nothing: the exception holds the state, equal to an untouched twin")
    void refusedLeavesStateUntouched() {
        GameState s = fresh().apply(Action.STAND).apply(play("3C"));
        GameState twin = fresh().apply(Action.STAND).apply(play("3C"));
        assertEquals(twin, s);
        // Seat 2 holds AC and KC: the spade is a revoke.
        IllegalActionException e = refused(s, 2, play("2S"), Reason.MUST_FOLLOW_SUIT);
        assertSame(s, e.state());
        assertEquals(twin, e.state());
        assertEquals(twin, s);
        assertEquals(twin.hashCode(), s.hashCode());
        assertEquals(twin.legalActions(), s.legalActions());
        // And the state still accepts a legal play afterwards, with the same result as the twin.
        assertEquals(twin.apply(play("KC")), s.apply(play("KC")));
    }

    @Test
    @DisplayName("a seat outside 0..3 is refused with NO_SUCH_SEAT; asking for its hand or view throws")
    void noSuchSeat() {
        GameState s = fresh();
        refused(s, 4, Action.STAND, Reason.NO_SUCH_SEAT);
        refused(s, -1, Action.BEG, Reason.NO_SUCH_SEAT);
        refused(s.apply(Action.STAND), 7, play("KH"), Reason.NO_SUCH_SEAT);
        assertThrows(IllegalArgumentException.class, () -> s.viewFor(4));
        assertThrows(IllegalArgumentException.class, () -> s.hand(-1));
        assertThrows(IllegalArgumentException.class, () -> GameState.start(FOUR, 4, order()));
    }

    @Test
    @DisplayName("waiting for a deck order: every action is refused with AWAITING_DEAL; deal() only then")
    void awaitingDeal() {
        GameState waiting = GameState.start(FOUR, 0, new DeckOrder[0]);
        assertEquals(Phase.DEAL, waiting.phase());
        refused(waiting, 1, Action.STAND, Reason.AWAITING_DEAL);
        GameState dealt = waiting.deal(order());
        assertEquals(fresh().hand(1), dealt.hand(1));
        assertThrows(IllegalStateException.class, () -> dealt.deal(order()));
    }
}
