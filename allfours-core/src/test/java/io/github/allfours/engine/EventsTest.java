package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.RedealCause;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link GameEvent} and {@link EventListener}: what a seat may know of an event (a deal shows no deck
 * order, a discard no card except to its maker), filtering a stream, and that events are reported only
 * for legal actions and change nothing. From the contracts in GameEvent's and EventListener's documentation.
 */
class EventsTest {
    static final DeckOrder ORDER = DeckOrder.parse(DealingTest.PACK);

    @Test
    void aSeatSeesADealWithoutItsDeckOrder() {
        GameEvent.Dealt full = new GameEvent.Dealt(0, 0, 2, Optional.of(ORDER));
        GameEvent.Dealt seen = new GameEvent.Dealt(0, 0, 2, Optional.empty());
        assertEquals(seen, full.seenBy(1));
        assertEquals(seen, full.seenBy(2), "not even the dealer sees the order");
        assertSame(seen, seen.seenBy(0));
    }

    @Test
    void aDiscardShowsItsCardOnlyToTheSeatThatMadeIt() {
        GameEvent.Discarded d = new GameEvent.Discarded(1, Optional.of(card("JS")));
        assertSame(d, d.seenBy(1));
        assertEquals(new GameEvent.Discarded(1, Optional.empty()), d.seenBy(0));
        GameEvent.Discarded hidden = new GameEvent.Discarded(1, Optional.empty());
        assertSame(hidden, hidden.seenBy(2));
    }

    @Test
    void everyOtherEventIsPublic() {
        Award a = new Award(0, 0, 1, 1, AwardReason.GIFT, null);
        List<GameEvent> open = List.of(new GameEvent.TurnedUp(card("2H"), 0), new GameEvent.Called(1, Call.BEG),
            new GameEvent.Played(1, card("AC")), new GameEvent.ThrewIn(0, cards("2H 3H")),
            new GameEvent.TrumpsFixed(Suit.HEARTS), new GameEvent.Redealt(0, RedealCause.BUNCHED),
            new GameEvent.Awarded(a), new GameEvent.MatchWon(1, List.of(0, 1)));
        for (GameEvent e : open) {
            for (int seat = 0; seat < 4; seat++) {
                assertSame(e, e.seenBy(seat), e.toString());
            }
        }
    }

    @Test
    void aFilteredListenerPassesEachEventAsTheSeatMayKnowIt() {
        List<GameEvent> ev = new ArrayList<>();
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.of(ORDER), EventListener.seenBy(1, ev::add));
        // Dealer 0, 24 dealt, position 24 (KD) turned.
        assertEquals(List.of(new GameEvent.Dealt(0, 0, 0, Optional.empty()), new GameEvent.TurnedUp(card("KD"), 0)), ev);
        assertEquals(Phase.BEG, s.phase());
        assertThrows(NullPointerException.class, () -> EventListener.seenBy(1, null));
    }

    @Test
    void aRefusedActionReportsNothingAndListeningChangesNothing() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, withTurnUps(TestRules.TRINIDAD, "2H"));
        List<GameEvent> ev = new ArrayList<>();
        assertThrows(IllegalActionException.class, () -> s.apply(1, Action.GIVE, ev::add));
        assertThrows(IllegalActionException.class, () -> s.apply(2, Action.STAND, ev::add));
        assertTrue(ev.isEmpty());
        GameState heard = s.apply(1, Action.BEG, ev::add).apply(0, Action.RUN, ev::add);
        GameState quiet = s.apply(Action.BEG).apply(Action.RUN);
        assertEquals(quiet, heard);
        assertEquals(new GameEvent.Called(1, Call.BEG), ev.get(0));
        assertEquals(new GameEvent.Called(0, Call.RUN), ev.get(1));
    }

    @Test
    void aCardPlayReportsThePlayThenTheTrick() {
        GameState s = moves(TrickPlayPhaseTest.dealA(TestRules.TRINIDAD), "AC QH");
        List<GameEvent> ev = new ArrayList<>();
        GameState t = s.apply(3, Action.play(card("9D")), ev::add);
        assertEquals(List.of(new GameEvent.Played(3, card("9D"))), ev, "the trick is not complete yet");
        ev.clear();
        t = t.apply(0, Action.play(card("KH")), ev::add);
        assertEquals(List.of(new GameEvent.Played(0, card("KH")), new GameEvent.TrickTaken(t.lastTrick().orElseThrow())), ev);
    }

    @Test
    void eventsRefuseMissingPartsAndKeepTheirScores() {
        assertThrows(NullPointerException.class, () -> new GameEvent.TurnedUp(null, 0));
        assertThrows(NullPointerException.class, () -> new GameEvent.Dealt(0, 0, 0, null));
        assertThrows(NullPointerException.class, () -> new GameEvent.Called(0, null));
        List<Integer> scores = new ArrayList<>(List.of(3, 4));
        GameEvent.MatchWon won = new GameEvent.MatchWon(1, scores);
        scores.set(0, 99);
        assertEquals(List.of(3, 4), won.scores(), "a copy");
        assertThrows(UnsupportedOperationException.class, () -> won.scores().set(0, 1));
    }
}
