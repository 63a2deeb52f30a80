package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.SamplerChecks;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Table mode: a card played face up and taken back (a retract) is known to every seat in the hand it returns
 * to, exposed before or not (docs/rules.md, "Table mode"), and a card's mark of being known lasts only while
 * it is held, so a state and the state {@link GameState#from(Setup) rebuilt} from its {@link Setup} agree on
 * it: the same known cards, the same views for every seat, the same legal actions (no {@code expose} of
 * such a card; an opponent may {@code call} it, as an exposed card) and the same events afterwards.
 *
 * <p>Four seats (Trinidad in table mode; sides 0 = seats 0, 2 and 1 = seats 1, 3), seat 0 deals, TH is
 * turned and elder stands: hearts are trumps. Seat 1 holds {@code 6D QH 8D 9D 2S 3S}, seat 2
 * {@code 2C 5D AH 5S 6S 7S}; seats 0 and 3 hold clubs only (filled in pack order: {@code 3C..8C} and
 * {@code 9C..AC}). Seat 1 leads 6D; seat 2's 2C is a revoke (it holds 5D); seat 3, void in diamonds,
 * follows with any club.
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

    static GameState yorkshire() {
        return GameState.start(YORKSHIRE, 0, layout(YORKSHIRE, 0)
            .hands("", "AS 2D 3D 4D 5D 6D", "3S 2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C 7C").build(), layout(YORKSHIRE, 0).build());
    }

    @Test
    void anExposedRevokeTakenBackIsKnownAgainInTheStateAndInItsSetup() {
        GameState s = moves(four(), "stand").apply(2, new Expose(card("2C")));
        assertEquals(cards("2C"), s.knownCards(2));
        s = moves(s, "6D 2C");
        assertEquals(cards("2C"), s.uncalledRevokes(), "seat 2 holds 5D: 2C is a revoke");
        assertEquals(CardSet.EMPTY, s.knownCards(2), "on the trick, no longer in the hand");
        assertEquals(0L, s.deal.shown, "the mark went with the card");
        GameState rebuilt = GameState.from(s.setup());
        assertAlike(s, rebuilt);

        List<GameEvent> events = new ArrayList<>();
        List<GameEvent> rebuiltEvents = new ArrayList<>();
        GameState back = s.apply(2, Action.RETRACT, events::add);
        GameState rebuiltBack = rebuilt.apply(2, Action.RETRACT, rebuiltEvents::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.RETRACT), new GameEvent.TakenBack(2, cards("2C"))), events);
        assertEquals(events, rebuiltEvents);
        for (GameState x : List.of(back, rebuiltBack, GameState.from(back.setup()))) {
            assertEquals(cards("2C"), x.knownCards(2), "known in the hand it went back to");
            assertEquals(cards("2C"), x.setup().knownCards());
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(cards("2C"), x.viewFor(seat).knownCards().get(2), "every seat's view shows it");
            }
            assertFalse(x.legalActions(2).contains(new Expose(card("2C"))), "not offered: it is known already");
            assertRefused(x, 2, new Expose(card("2C")), Reason.CANNOT_EXPOSE);
            assertTrue(x.legalActions(2).contains(new Expose(card("5D"))), "a card nobody has seen may be exposed");
            assertAlike(back, x);
        }
        assertEquals(2, back.toAct(), "the revoker plays again");
        assertEquals(CardSet.EMPTY, back.uncalledRevokes());
    }

    @Test
    void cardsNeverExposedBecomeKnownWhenTakenBackAndStopBeingKnownWhenPlayedAgain() {
        GameState s = moves(four(), "stand 6D 2C 9C");
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(CardSet.EMPTY, s.knownCards(seat), "nothing exposed, nothing drawn face up");
        }
        GameState back = s.apply(2, Action.RETRACT);
        GameState rebuiltBack = GameState.from(s.setup()).apply(2, Action.RETRACT);
        for (GameState x : List.of(back, rebuiltBack, GameState.from(back.setup()))) {
            assertEquals(List.of(CardSet.EMPTY, CardSet.EMPTY, cards("2C"), cards("9C")), x.viewFor(1).knownCards(),
                "the revoke and the card played after it, both seen on the table");
            assertEquals(cards("2C 9C"), x.setup().knownCards());
            assertFalse(x.legalActions(2).contains(new Expose(card("2C"))));
            assertFalse(x.legalActions(3).contains(new Expose(card("9C"))));
            // known like an exposed card, so an opponent may call it (the holder's partner may not)
            assertTrue(x.legalActions(1).contains(new CardCall(card("2C"))));
            assertFalse(x.legalActions(0).contains(new CardCall(card("2C"))));
            assertTrue(x.legalActions(2).contains(new CardCall(card("9C"))));
            assertAlike(back, x);
        }
        // seat 2 plays 5D; seat 3 plays 9C again: on the trick it is known no more, while 2C stays known
        GameState again = moves(back, "5D 9C");
        assertEquals(List.of(card("6D"), card("5D"), card("9C")), again.currentTrick().cards());
        assertEquals(cards("2C"), again.knownCards(2));
        assertEquals(CardSet.EMPTY, again.knownCards(3));
        assertEquals(card("2C").bit(), again.deal.shown, "only cards still held keep the mark");
        assertAlike(again, GameState.from(again.setup()));
    }

    @Test
    void cardsThrownInAfterARevokeAreKnownWhenTakenBack() {
        GameState s = moves(yorkshire(), "AS 2H throw-in");
        assertEquals(cards("2H"), s.uncalledRevokes(), "seat 2 holds 3S: 2H is a revoke");
        assertEquals(CardSet.EMPTY, s.hand(3), "seat 3 threw in its six clubs");
        List<GameEvent> events = new ArrayList<>();
        GameState back = s.apply(2, Action.RETRACT, events::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.RETRACT), new GameEvent.TakenBack(2, cards("2H")),
            new GameEvent.TakenBack(3, cards("2C 3C 4C 5C 6C 7C"))), events);
        GameState rebuiltBack = GameState.from(s.setup()).apply(2, Action.RETRACT);
        for (GameState x : List.of(back, rebuiltBack, GameState.from(back.setup()))) {
            assertEquals(List.of(CardSet.EMPTY, CardSet.EMPTY, cards("2H"), cards("2C 3C 4C 5C 6C 7C")),
                x.viewFor(0).knownCards(), "every seat saw them on the table");
            assertEquals(0b1111, activeSeats(x), "seat 3 is in the hand again");
            assertAlike(back, x);
        }
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
        }
    }
}
