package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUp;
import io.github.allfours.rules.TurnUpScope;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link TurnUpMechanic}: which turned cards score under each scope, and when; trumps fixed with and
 * without begging; a turn-up that wins the match before any card is played. Expectations worked out by
 * hand from docs/rules.md "Turn-up points", "Timing and order of awards" and decision 6.
 */
class TurnUpMechanicTest {
    static Award turnUp(int deal, int side, int points, String card) {
        return new Award(0, deal, side, points, AwardReason.TURN_UP, Card.parse(card));
    }

    @Test
    void everyTurnUpScoresForTheDealersSideTheMomentItIsTurned() {
        // pagat Trinidad: a turned six scores 2 for the dealer's side, before elder decides. Dealer 1 -> side 1.
        List<GameEvent> ev = new ArrayList<>();
        GameState s = GameState.start(TestRules.TRINIDAD, 1, DeckSource.of(withTurnUps(TestRules.TRINIDAD, "6H")), ev::add);
        assertEquals(List.of(0, 2), s.scoreList());
        assertEquals(new GameEvent.Awarded(turnUp(0, 1, 2, "6H")), ev.get(2));
        assertEquals(3, ev.size());
        assertEquals(Phase.BEG, s.phase(), "scored before elder stands or begs");
        assertEquals(Optional.of(Suit.HEARTS), s.trump(), "the turned suit is proposed as trumps");
    }

    @Test
    void everyTurnUpScoresRunTurnUpsWhetherOrNotTheySettleTrumps() {
        // docs/rules.md "Turn-up points", every-turn-up: 2H (0), run: AH repeats hearts but scores 1 as it
        // is turned; run again: 6C is a new suit, scores 2. Dealer 0 -> side 0 has 3; trumps clubs.
        GameState s = GameState.start(TestRules.TRINIDAD, 0, withTurnUps(TestRules.TRINIDAD, "2H", "AH", "6C"));
        s = s.apply(Action.BEG);
        List<GameEvent> ev = new ArrayList<>();
        s = s.apply(0, Action.RUN, ev::add);
        assertEquals(List.of(
            new GameEvent.Called(0, Call.RUN),
            new GameEvent.TurnedUp(card("AH"), 1),
            new GameEvent.Awarded(turnUp(0, 0, 1, "AH")),
            new GameEvent.TurnedUp(card("6C"), 2),
            new GameEvent.Awarded(turnUp(0, 0, 2, "6C")),
            new GameEvent.TrumpsFixed(Suit.CLUBS)), ev);
        assertEquals(List.of(3, 0), s.scoreList());
        assertEquals(cards("2H AH"), s.setAside(), "earlier turn-ups are set aside face up");
        assertEquals(Optional.of(card("6C")), s.turnUp());
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(12, s.hand(1).size(), "6 + two runs of 3, no discards in Trinidad");
    }

    @Test
    void firstAndFixingScoresTheFirstTurnUpAndANewSuitOnly() {
        // decision 6, first-and-fixing (Cotton): 5D first (a five scores nothing); run: JD repeats
        // diamonds, so this jack does NOT score; run again: JC is a new suit and fixes trumps: 1 to dealer 0.
        GameState s = GameState.start(TestRules.COTTON, 0, withTurnUps(TestRules.COTTON, "5D", "JD", "JC"));
        assertEquals(List.of(0, 0), s.scoreList());
        s = s.apply(Action.BEG).apply(Action.RUN);
        assertEquals(list("turn-up 0 +1 JC"), awards(s.awards()));
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
        assertEquals(Phase.PLAY, s.phase());

        // and the first card turned scores at once under the same scope
        GameState jackFirst = GameState.start(TestRules.COTTON, 1, withTurnUps(TestRules.COTTON, "JD"));
        assertEquals(List.of(0, 1), jackFirst.scoreList());
    }

    @Test
    void finalOnlyScoresTheTurnUpWhenTrumpsBecomeFinalAtTheStand() {
        // docs/rules.md "Timing and order of awards", final-only (Seven Up): a turned jack scores nothing at
        // the deal; at the stand it scores 1 for the dealer (seat 0), then trumps are fixed.
        GameState s = GameState.start(TestRules.SEVEN_UP_THREE, 0, withTurnUps(TestRules.SEVEN_UP_THREE, "JH"));
        assertEquals(List.of(0, 0, 0), s.scoreList());
        assertTrue(s.awards().isEmpty());
        List<GameEvent> ev = new ArrayList<>();
        s = s.apply(1, Action.STAND, ev::add);
        assertEquals(List.of(
            new GameEvent.Called(1, Call.STAND),
            new GameEvent.Awarded(turnUp(0, 0, 1, "JH")),
            new GameEvent.TrumpsFixed(Suit.HEARTS)), ev);
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct());
    }

    @ParameterizedTest
    @EnumSource(TurnUpScope.class)
    void withoutBeggingTheTurnUpFixesTrumpsAndScoresOnceUnderEveryScope(TurnUpScope scope) {
        // A turn-up game without begging: the turned suit is trumps at once. Whatever the scope, the one
        // turned card is both the first and the fixing one, so a turned jack scores exactly 1 (dealer 0).
        RuleSet rules = TestRules.TRINIDAD.toBuilder().id("turn-up-no-beg")
            .trumps(TurnUp.withoutBegging(Map.of(Rank.JACK, 1), scope)).build();
        List<GameEvent> ev = new ArrayList<>();
        GameState s = GameState.start(rules, 0, DeckSource.of(withTurnUps(rules, "JS")), ev::add);
        assertEquals(List.of(1, 0), s.scoreList());
        assertEquals(new GameEvent.TurnedUp(card("JS"), 0), ev.get(1));
        assertEquals(new GameEvent.Awarded(turnUp(0, 0, 1, "JS")), ev.get(2));
        assertEquals(new GameEvent.TrumpsFixed(Suit.SPADES), ev.get(3));
        assertEquals(4, ev.size());
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct(), "elder leads");
        assertRefused(s, Action.STAND, Reason.NOT_IN_THESE_RULES);
    }

    @Test
    void aTurnUpThatReachesTheTargetEndsTheMatchBeforeAnyCardIsPlayed() {
        // docs/rules.md "Turn-up points": "a turn-up can win the match before a card is played". Target 3,
        // a turned jack scores 3 for dealer 0's side: the match is over at the deal, elder never begs.
        RuleSet rules = TestRules.TRINIDAD.withTarget(3);
        List<GameEvent> ev = new ArrayList<>();
        GameState s = GameState.start(rules, 0, DeckSource.of(withTurnUps(rules, "JH")), ev::add);
        assertEquals(Phase.MATCH_OVER, s.phase());
        assertTrue(s.isOver());
        assertEquals(0, s.winner().getAsInt());
        assertEquals(-1, s.toAct());
        assertTrue(s.legalActions().isEmpty());
        assertRefused(s, 1, Action.STAND, Reason.MATCH_OVER);
        assertRefused(s, 1, Action.BEG, Reason.MATCH_OVER);
        assertRefused(s, 1, Action.play(s.hand(1).toList().get(0)), Reason.MATCH_OVER);
        // the start reports the end of the match like any other action that ends it (GameEvent.MatchWon:
        // "always the last event of the action that caused it")
        assertEquals(List.of(
            new GameEvent.Dealt(0, 0, 0, Optional.of(withTurnUps(rules, "JH"))),
            new GameEvent.TurnedUp(card("JH"), 0),
            new GameEvent.Awarded(turnUp(0, 0, 3, "JH")),
            new GameEvent.MatchWon(0, List.of(3, 0))), ev);

        // the same through deal(): a state waiting for its deck order
        List<GameEvent> dealt = new ArrayList<>();
        GameState later = GameState.start(rules, 0, DeckSource.none()).deal(withTurnUps(rules, "JH"), dealt::add);
        assertEquals(Phase.MATCH_OVER, later.phase());
        assertEquals(new GameEvent.MatchWon(0, List.of(3, 0)), dealt.get(dealt.size() - 1));
    }

    @Test
    void aTurnUpGameNeverHidesAHandAndHasNoPitch() {
        TurnUpMechanic choice = (TurnUpMechanic) CompiledRules.of(TestRules.TRINIDAD).trumps;
        GameState s = GameState.start(TestRules.TRINIDAD, 0, withTurnUps(TestRules.TRINIDAD, "2H"));
        for (int seat = 0; seat < 4; seat++) {
            assertFalse(s.handHiddenFrom(seat));
        }
        assertThrows(AssertionError.class, () -> choice.pitched(new GameState(s), card("2C").index(), EventListener.NONE));
    }
}
