package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.CardCall;
import io.github.allfours.game.Expose;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.game.TableCalls;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.SamplerChecks;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Table mode: a card taken back by a retract comes back exactly as it was before it was played
 * (docs/rules.md, "Table mode"): known to every seat (exposed, callable by an opponent, not exposable) if it
 * was exposed, not known otherwise; and no longer a revoke, nor a called one, so that if it is played again it
 * is judged afresh. A state and the state {@link GameState#from(Setup) rebuilt} from its {@link Setup} at any
 * moment agree on all of it: the setup lists the known cards on the current trick ({@link Setup#knownCards()}).
 *
 * <p>Four seats (Trinidad in table mode; sides 0 = seats 0, 2 and 1 = seats 1, 3), seat 0 deals, TH is
 * turned and elder stands: hearts are trumps. Seat 1 holds {@code 6D QH 8D 9D 2S 3S}, seat 2
 * {@code 2C 5D AH 5S 6S 7S}; seat 0 holds {@code 3C..8C} (filled in pack order) and seat 3 either the next
 * clubs {@code 9C..AC} ({@link #four()}) or {@code 4D 9C TC JC QC KC} ({@link #fourWithADiamond()}). Seat 1
 * leads 6D; seat 2's 2C is a revoke (it holds 5D); seat 3's 9C is a revoke only when it holds 4D.
 *
 * <p>West Yorkshire in table mode (four seats, seat 0 deals, elder pitches): seat 1 holds
 * {@code AS 2D 3D 4D 5D 6D}, seat 2 {@code 3S 2H 3H 4H 5H 6H}, seat 3 {@code 2C 3C 4C 5C 6C 7C} (no trump,
 * nothing above a nine, nothing that beats AS: it may throw in), seat 0 the next clubs in pack order
 * {@code 8C..KC}. Seat 1 pitches AS (spades are trumps); seat 2's 2H is a revoke (it holds 3S).
 */
class TakenBackCardsTest {
    static final RuleSet FOUR = TestRules.TRINIDAD.withTableMode(TableMode.STANDARD);
    static final RuleSet YORKSHIRE = TestRules.WEST_YORKSHIRE.withTableMode(TableMode.STANDARD);

    static GameState four() {
        return GameState.start(FOUR, 0, layout(FOUR, 0).hands("", "6D QH 8D 9D 2S 3S", "2C 5D AH 5S 6S 7S", "")
            .turnUp("TH").build(), layout(FOUR, 0).build());
    }

    static GameState fourWithADiamond() {
        return GameState.start(FOUR, 0, layout(FOUR, 0)
            .hands("", "6D QH 8D 9D 2S 3S", "2C 5D AH 5S 6S 7S", "4D 9C TC JC QC KC").turnUp("TH").build(),
            layout(FOUR, 0).build());
    }

    static GameState yorkshire() {
        return GameState.start(YORKSHIRE, 0, layout(YORKSHIRE, 0)
            .hands("", "AS 2D 3D 4D 5D 6D", "3S 2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C 7C").build(), layout(YORKSHIRE, 0).build());
    }

    @Test
    void anExposedRevokeTakenBackIsStillExposed() {
        GameState s = moves(four(), "stand").apply(2, new Expose(card("2C")));
        assertEquals(cards("2C"), s.knownCards(2));
        s = moves(s, "6D 2C");
        assertEquals(cards("2C"), s.uncalledRevokes(), "seat 2 holds 5D: 2C is a revoke");
        assertEquals(CardSet.EMPTY, s.knownCards(2), "on the trick, no longer in the hand");
        assertEquals(cards("2C"), s.setup().knownCards(), "the setup lists it: known when it was played");
        GameState rebuilt = GameState.from(s.setup());
        assertAlike(s, rebuilt);

        List<GameEvent> events = new ArrayList<>();
        List<GameEvent> rebuiltEvents = new ArrayList<>();
        GameState back = s.apply(2, Action.RETRACT, events::add);
        GameState rebuiltBack = rebuilt.apply(2, Action.RETRACT, rebuiltEvents::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.RETRACT), new GameEvent.TakenBack(2, cards("2C"))), events);
        assertEquals(events, rebuiltEvents);
        for (GameState x : List.of(back, rebuiltBack, GameState.from(back.setup()))) {
            assertEquals(cards("2C"), x.knownCards(2), "exposed before it was played, exposed again");
            assertEquals(cards("2C"), x.setup().knownCards());
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(cards("2C"), x.viewFor(seat).knownCards().get(2), "every seat's view shows it");
            }
            assertRefused(x, 2, new Expose(card("2C")), Reason.CANNOT_EXPOSE);
            assertTrue(x.legalActions(2).contains(new Expose(card("5D"))), "a card nobody has seen may be exposed");
            assertTrue(x.legalActions(1).contains(new CardCall(card("2C"))), "an opponent may call it");
            assertTrue(x.legalActions(3).contains(new CardCall(card("2C"))));
            assertRefused(x, 0, new CardCall(card("2C")), Reason.CANNOT_CALL_CARD);
            assertEquals(CardSet.EMPTY, x.uncalledRevokes());
            assertEquals(list(), awards(x.awards()), "a revoke corrected in time costs nothing");
            assertAlike(back, x);
        }
        assertEquals(2, back.toAct(), "the revoker plays again");
        GameState again = moves(back, "5D");
        assertEquals(CardSet.EMPTY, again.uncalledRevokes(), "5D follows suit");
        assertEquals(cards("2C"), again.knownCards(2), "2C stays exposed in the hand");
    }

    @Test
    void aRevokeNeverExposedTakenBackIsNotKnown() {
        GameState s = moves(four(), "stand 6D 2C 9C");
        assertEquals(CardSet.EMPTY, s.setup().knownCards(), "nothing exposed, nothing drawn face up");
        GameState back = s.apply(2, Action.RETRACT);
        GameState rebuiltBack = GameState.from(s.setup()).apply(2, Action.RETRACT);
        for (GameState x : List.of(back, rebuiltBack, GameState.from(back.setup()))) {
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(CardSet.EMPTY, x.knownCards(seat), "seen on the table, but taken back at no cost");
                assertEquals(List.of(CardSet.EMPTY, CardSet.EMPTY, CardSet.EMPTY, CardSet.EMPTY),
                    x.viewFor(seat).knownCards());
                assertFalse(x.legalActions(seat).stream().anyMatch(a -> a instanceof CardCall), "nothing to call");
            }
            assertEquals(CardSet.EMPTY, x.setup().knownCards());
            assertTrue(x.legalActions(2).contains(new Expose(card("2C"))), "it may be exposed like any card");
            assertTrue(x.legalActions(3).contains(new Expose(card("9C"))));
            assertAlike(back, x);
        }
    }

    @Test
    void laterSeatsTakeTheirCardsBackAsTheyWere() {
        // seat 3 exposes 9C and seat 2 calls it: seat 3 must play it (void in diamonds, it may); seat 1 exposes
        // 8D, which stays in its hand; seat 2 revokes with 2C, never exposed, then corrects it
        GameState s = moves(four(), "stand").apply(3, new Expose(card("9C"))).apply(1, new Expose(card("8D")));
        s = moves(s, "6D").apply(2, new CardCall(card("9C")));
        s = moves(s, "2C");
        assertEquals(List.of(Action.play(card("9C"))), plays(s), "the called card, the only one it may play");
        s = moves(s, "9C");
        assertEquals(cards("9C 8D"), s.setup().knownCards(), "8D held, 9C on the trick; 2C was never known");
        GameState rebuilt = GameState.from(s.setup());
        assertAlike(s, rebuilt);
        GameState back = s.apply(2, Action.RETRACT);
        for (GameState x : List.of(back, rebuilt.apply(2, Action.RETRACT), GameState.from(back.setup()))) {
            assertEquals(cards("9C"), x.knownCards(3), "exposed before it was played: exposed again");
            assertEquals(cards("9C"), x.calledCards(), "and still called: seat 3 must play it when it may");
            assertEquals(CardSet.EMPTY, x.knownCards(2), "2C comes back unknown");
            assertEquals(cards("8D"), x.knownCards(1));
            assertEquals(cards("9C 8D"), x.setup().knownCards());
            assertAlike(back, x);
        }
        GameState next = moves(back, "5D");
        assertEquals(List.of(Action.play(card("9C"))), plays(next), "the call stands");
    }

    @Test
    void cardsThrownInAfterARevokeComeBackAsTheyWere() {
        GameState s = moves(yorkshire(), "AS").apply(3, new Expose(card("7C")));
        s = moves(s, "2H throw-in");
        assertEquals(cards("2H"), s.uncalledRevokes(), "seat 2 holds 3S: 2H is a revoke");
        assertEquals(CardSet.EMPTY, s.hand(3), "seat 3 threw in its six clubs");
        assertEquals(cards("7C"), s.setup().knownCards(), "thrown in on the current trick, known when thrown");
        List<GameEvent> events = new ArrayList<>();
        GameState back = s.apply(2, Action.RETRACT, events::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.RETRACT), new GameEvent.TakenBack(2, cards("2H")),
            new GameEvent.TakenBack(3, cards("2C 3C 4C 5C 6C 7C"))), events);
        GameState rebuiltBack = GameState.from(s.setup()).apply(2, Action.RETRACT);
        for (GameState x : List.of(back, rebuiltBack, GameState.from(back.setup()))) {
            assertEquals(List.of(CardSet.EMPTY, CardSet.EMPTY, CardSet.EMPTY, cards("7C")), x.viewFor(0).knownCards(),
                "only the card exposed before");
            assertEquals(0b1111, activeSeats(x), "seat 3 is in the hand again");
            for (int opponent : new int[] {0, 2}) {     // laid face up by the rules of the throw-in: never callable
                assertEquals(List.of(new CardCall(card("7C"))), x.legalActions(opponent).stream()
                    .filter(a -> a instanceof CardCall).toList(), "only the card seat 3 exposed");
            }
            assertAlike(back, x);
        }
    }

    /**
     * Seat 3's revoke 9C (it holds 4D) is called by seat 0 while the trick is being played: the call waits for the
     * trick to be complete. Seat 2 corrects its own revoke 2C, and seat 3 takes 9C back: no longer a revoke, nor
     * called, and the call lapses, giving no points and no bar (pagat.com "All Fours", Trinidad, irregularities: a
     * revoke corrected before the end of its trick carries no penalty; docs/rules.md, "Table mode"). Seat 3 then
     * follows with 4D, and plays 9C in the next trick, where it is legal (void in diamonds, spades led): nothing to
     * call. {@code GameState.from(setup)} makes the same position at every step.
     */
    @Test
    void aCalledRevokeTakenBackLapsesAndMayBePlayedLegally() {
        GameState s = step(moves(fourWithADiamond(), "stand"), 1, Action.play(card("6D")));
        s = step(s, 2, Action.play(card("2C")));
        s = step(s, 3, Action.play(card("9C")));
        assertEquals(cards("2C 9C"), s.uncalledRevokes());
        s = step(s, 0, Action.CALL_REVOKE);
        assertEquals(list(), awards(s.awards()), "only its opponents' revoke 9C is called, and it waits for its trick");
        assertEquals(cards("9C"), s.viewFor(1).tableCalls().revokesCalled());
        assertEquals(List.of(-1, -1, -1, 0), s.viewFor(1).tableCalls().revokeCallers());
        assertEquals(List.of(), s.viewFor(1).tableCalls().sidesBarred());
        assertEquals(cards("2C"), s.uncalledRevokes());

        List<GameEvent> events = new ArrayList<>();
        s.apply(2, Action.RETRACT, events::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.RETRACT), new GameEvent.TakenBack(2, cards("2C")),
            new GameEvent.TakenBack(3, cards("9C")), new GameEvent.CallLapsed(0, card("9C"))), events);
        s = step(s, 2, Action.RETRACT);
        assertEquals(List.of(card("6D")), s.currentTrick().cards());
        assertTrue(s.hand(3).contains(card("9C")), "seat 3 took 9C back");
        assertEquals(CardSet.EMPTY, s.uncalledRevokes());
        assertEquals(TableCalls.NONE, s.viewFor(0).tableCalls(), "9C is called no longer, and nobody is barred");
        assertEquals(list(), awards(s.awards()), "the call lapsed: no points");

        s = step(s, 2, Action.play(card("5D")));
        s = step(s, 3, Action.play(card("4D")));
        s = step(s, 0, Action.play(card("3C")));        // void in diamonds
        assertEquals(1, s.tricksPlayed());
        assertEquals(list(), awards(s.awards()));
        assertEquals(1, s.toAct(), "6D wins");
        s = step(s, 1, Action.play(card("2S")));
        s = step(s, 2, Action.play(card("5S")));
        s = step(s, 3, Action.play(card("9C")));        // no diamond, no spade: legal now
        assertEquals(CardSet.EMPTY, s.uncalledRevokes());
        s = step(s, 0, Action.CALL_REVOKE);
        assertEquals(list(), awards(s.awards()), "no revoke to call");
        s = step(s, 0, Action.play(card("4C")));
        assertEquals(2, s.tricksPlayed());
        assertEquals(list(), awards(s.awards()));
        assertEquals(CardSet.EMPTY, s.viewFor(0).tableCalls().revokesCalled());
    }

    /**
     * As above, but seat 3 plays 9C again while it holds 4D: a new revoke, called anew while its trick is being
     * played, and penalised once, when seat 0's 3C completes the trick.
     */
    @Test
    void aCalledRevokeTakenBackAndPlayedAgainIsANewRevoke() {
        GameState s = moves(fourWithADiamond(), "stand 6D 2C 9C");
        s = step(s, 0, Action.CALL_REVOKE);
        s = step(s, 2, Action.RETRACT);
        s = step(s, 2, Action.play(card("5D")));
        s = step(s, 3, Action.play(card("9C")));
        assertEquals(cards("9C"), s.uncalledRevokes(), "judged afresh: it is a revoke again");
        assertEquals(CardSet.EMPTY, s.viewFor(0).tableCalls().revokesCalled());
        assertTrue(s.legalActions(0).contains(Action.CALL_REVOKE));
        s = step(s, 0, Action.CALL_REVOKE);
        assertEquals(list(), awards(s.awards()));
        assertEquals(cards("9C"), s.viewFor(2).tableCalls().revokesCalled());
        s = step(s, 0, Action.play(card("3C")));
        assertEquals(1, s.tricksPlayed());
        assertEquals(list("penalty 0 +1 9C"), awards(s.awards()));
        assertEquals(List.of(1), s.viewFor(2).tableCalls().sidesBarred());
    }

    @Test
    void aSetupRefusesKnownCardsNeitherHeldNorOnTheCurrentTrick() {
        // 2C exposed and revoked; 9C played; trick complete with 3C, so 2C lies on a completed trick
        GameState s = moves(moves(four(), "stand").apply(2, new Expose(card("2C"))), "6D 2C 9C 3C");
        Setup x = s.setup();
        assertEquals(CardSet.EMPTY, x.knownCards(), "its trick is taken: it can never come back");
        InvalidSetupException e = assertThrows(InvalidSetupException.class,
            () -> GameState.from(x.withKnownCards(cards("2C"))));
        assertEquals(List.of(new SetupProblem(SetupProblem.Kind.TABLE, "known cards [2C] lie on completed tricks: "
            + "a card stays known only while it is held or on the current trick")), e.problems());
        e = assertThrows(InvalidSetupException.class, () -> GameState.from(x.withKnownCards(CardSet.ofBits(x.stock().get(0).bit()))));
        assertEquals(List.of(new SetupProblem(SetupProblem.Kind.TABLE, "known cards [" + x.stock().get(0)
            + "] are in no hand and not on the current trick")), e.problems());

        // on the current trick a known card is accepted, in table mode only
        Setup onTrick = moves(four(), "stand 6D").setup().withKnownCards(cards("6D"));
        assertEquals(cards("6D"), GameState.from(onTrick).setup().knownCards());
        Setup strict = moves(GameState.start(TestRules.TRINIDAD, 0, layout(TestRules.TRINIDAD, 0)
            .hands("", "6D QH 8D 9D 2S 3S", "2C 5D AH 5S 6S 7S", "").turnUp("TH").build(),
            layout(TestRules.TRINIDAD, 0).build()), "stand 6D").setup().withKnownCards(cards("6D"));
        e = assertThrows(InvalidSetupException.class, () -> GameState.from(strict));
        assertTrue(e.getMessage().contains("cards known in hands, [6D], which these rules never show"), e.getMessage());
    }

    @Test
    void aSetupRefusesACalledRevokeThatIsHeld() {
        Setup x = moves(fourWithADiamond(), "stand 6D").setup();
        Setup bad = x.withTableCalls(new TableCalls(cards("9C"), CardSet.EMPTY, List.of(1), List.of(), CardSet.EMPTY, List.of()));
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(bad));
        assertEquals(List.of(new SetupProblem(SetupProblem.Kind.TABLE, "revokes called [9C] are not on the tricks "
            + "(a revoke taken back by a retract is called no longer)")), e.problems());
    }

    @Test
    void aSetupRefusesExposedCardsThatCannotBe() {
        // seat 2 exposed 2C and seat 1 called it: the setup says so, and rebuilds the same position
        GameState s = moves(four(), "stand").apply(2, new Expose(card("2C"))).apply(1, new CardCall(card("2C")));
        Setup x = s.setup();
        assertEquals(new TableCalls(CardSet.EMPTY, cards("2C"), List.of(), List.of(), cards("2C"), List.of()), x.tableCalls());
        assertAlike(s, GameState.from(x));
        // a card called that is held but not exposed; an exposed card no seat is known to hold
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(x.withTableCalls(
            new TableCalls(CardSet.EMPTY, cards("2C"), List.of(), List.of(), CardSet.EMPTY, List.of()))));
        assertEquals(List.of(new SetupProblem(SetupProblem.Kind.TABLE, "cards called [2C] are not exposed: only a "
            + "card exposed other than in normal play may be called")), e.problems());
        e = assertThrows(InvalidSetupException.class, () -> GameState.from(x.withTableCalls(
            new TableCalls(CardSet.EMPTY, cards("2C"), List.of(), List.of(), cards("2C 5D"), List.of()))));
        assertEquals(List.of(new SetupProblem(SetupProblem.Kind.TABLE, "cards exposed [5D] are not among the known "
            + "cards: an exposed card is listed while it is held or on the current trick, known to every seat")),
            e.problems());

        // played, it is listed while it lies on the current trick (a retract would return it exposed), then no more
        GameState played = moves(s, "6D 2C");
        assertEquals(cards("2C"), played.setup().tableCalls().cardsExposed());
        assertAlike(played, GameState.from(played.setup()));
        GameState taken = moves(played, "9C 3C");
        assertEquals(TableCalls.NONE.cardsExposed(), taken.setup().tableCalls().cardsExposed());
        assertAlike(taken, GameState.from(taken.setup()));
    }

    /**
     * Applies {@code action} of {@code seat} to {@code s} and to the state rebuilt from its setup: the same
     * events and observably the same states, and the result is its own setup again.
     */
    private static GameState step(GameState s, int seat, Action action) {
        GameState rebuilt = GameState.from(s.setup());
        assertAlike(s, rebuilt);
        List<GameEvent> events = new ArrayList<>();
        List<GameEvent> rebuiltEvents = new ArrayList<>();
        GameState next = s.apply(seat, action, events::add);
        GameState rebuiltNext = rebuilt.apply(seat, action, rebuiltEvents::add);
        assertEquals(events, rebuiltEvents);
        assertAlike(next, rebuiltNext);
        assertAlike(next, GameState.from(next.setup()));
        return next;
    }

    /** The cards the seat to act may play (its claims left out). */
    private static List<Action> plays(GameState s) {
        return s.legalActions().stream().filter(a -> a instanceof Play).toList();
    }

    private static int activeSeats(GameState s) {
        int bits = 0;
        for (int seat = 0; seat < 4; seat++) {
            bits |= s.viewFor(0).inPlay().get(seat) ? 1 << seat : 0;
        }
        return bits;
    }

    /**
     * Observably the same: the setup, every seat's view, known cards and legal actions, and the seat to act's
     * (not {@code equals}: a state rebuilt from a setup knows the stock's order but not the order the hands
     * were dealt in).
     */
    private static void assertAlike(GameState a, GameState b) {
        assertEquals(a.legalActions(), b.legalActions());
        assertEquals(a.setup(), b.setup());
        for (int seat = 0; seat < a.rules().seats(); seat++) {
            assertEquals(a.viewFor(seat), b.viewFor(seat), "seat " + seat + ": " + SamplerChecks.diff(a.viewFor(seat), b.viewFor(seat)));
            assertEquals(a.legalActions(seat), b.legalActions(seat));
            assertEquals(a.knownCards(seat), b.knownCards(seat));
            assertEquals(a.calledCards(), b.calledCards());
        }
    }
}
