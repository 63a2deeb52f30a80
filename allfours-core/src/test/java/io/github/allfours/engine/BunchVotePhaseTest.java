package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
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
 * {@link BunchVotePhase}: after a run turns a new suit, the seats vote from elder; the first keep fixes trumps
 * (and scores a final-only jack), all bunch redeals by the same dealer. Expectations worked out by hand
 * from docs/rules.md "Seven Up" (Foster 1897 via pagat) and decision 8.
 *
 * <p>Seven Up for three, dealer 0, elder 1. JH is turned at position 18 and begged; the run's turn-up at
 * position 28 is JS, a new suit, so the vote opens. Under final-only neither jack has scored yet.
 */
class BunchVotePhaseTest {
    static final RuleSet RULES = TestRules.SEVEN_UP_THREE;

    static GameState voting(DeckOrder... later) {
        DeckOrder[] orders = new DeckOrder[later.length + 1];
        orders[0] = withTurnUps(RULES, "JH", "JS");
        System.arraycopy(later, 0, orders, 1, later.length);
        return GameState.start(RULES, 0, orders).apply(Action.BEG).apply(Action.RUN);
    }

    @Test
    void theVoteOpensWithElderAndOffersOnlyBunchOrKeep() {
        GameState s = voting();
        assertEquals(Phase.BUNCH_VOTE, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(List.of(0, 0, 0), s.scoreList(), "final-only: a jack run away or not yet kept scores nothing");
        assertEquals(Optional.of(Suit.SPADES), s.trump(), "the new suit is proposed");
        assertEquals(9, s.hand(1).size());
        assertEquals(List.of(Action.BUNCH, Action.KEEP), s.legalActions());
        assertRefused(s, 2, Action.KEEP, Reason.NOT_YOUR_TURN);
        assertRefused(s, Action.STAND, Reason.WRONG_PHASE);
        assertRefused(s, Action.GIVE, Reason.WRONG_PHASE);
        assertRefused(s, Action.play(s.hand(1).toList().get(0)), Reason.WRONG_PHASE);
        assertRefused(s, Action.discard(s.hand(1).toList().get(0)), Reason.WRONG_PHASE);
    }

    @Test
    void aBunchPassesTheVoteOnAndTheFirstKeepFixesTrumpsAndScoresTheKeptJack() {
        // "the first keep ends the vote ... a jack that fixed the kept suit still scores": JS, 1 to dealer 0.
        List<GameEvent> ev = new ArrayList<>();
        GameState s = voting().apply(1, Action.BUNCH, ev::add);
        assertEquals(List.of(new GameEvent.Called(1, Call.BUNCH)), ev);
        assertEquals(Phase.BUNCH_VOTE, s.phase());
        assertEquals(2, s.toAct());
        ev.clear();
        s = s.apply(2, Action.KEEP, ev::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.KEEP),
            new GameEvent.Awarded(new Award(0, 0, 0, 1, AwardReason.TURN_UP, card("JS"))),
            new GameEvent.TrumpsFixed(Suit.SPADES)), ev);
        assertEquals(List.of(1, 0, 0), s.scoreList());
        assertEquals(Phase.DISCARD, s.phase(), "nine cards each: discards follow, elder first");
        assertEquals(1, s.toAct());
    }

    @Test
    void elderMayKeepAtOnce() {
        GameState s = voting().apply(Action.KEEP);
        assertEquals(Phase.DISCARD, s.phase());
        assertEquals(List.of(1, 0, 0), s.scoreList());
    }

    @Test
    void whenEverySeatBunchesTheSameDealerDealsAgainAndNoJackScores() {
        // Elder 1, seat 2, then the dealer (0) say bunch: a redeal by dealer 0, deal 1 of hand 0. The next
        // order is the plain pack: 18 cards dealt, position 18 (7D) turned, which scores nothing.
        DeckOrder next = DeckOrder.parse(DealingTest.PACK);
        GameState s = voting(next).apply(Action.BUNCH).apply(Action.BUNCH);
        assertEquals(0, s.toAct(), "the dealer votes last");
        List<GameEvent> ev = new ArrayList<>();
        s = s.apply(0, Action.BUNCH, ev::add);
        assertEquals(List.of(new GameEvent.Called(0, Call.BUNCH),
            new GameEvent.Redealt(0, RedealCause.BUNCHED),
            new GameEvent.Dealt(1, 0, 0, Optional.of(next)),
            new GameEvent.TurnedUp(card("7D"), 0)), ev);
        assertEquals(0, s.dealer());
        assertEquals(1, s.dealNumber());
        assertEquals(0, s.handNumber());
        assertEquals(List.of(0, 0, 0), s.scoreList());
        assertTrue(s.awards().isEmpty());
        assertEquals(Phase.BEG, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(6, s.hand(0).size());
    }
}
