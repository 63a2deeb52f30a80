package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertLegal;
import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link BegPhase}: elder's stand or beg (and the forced beg), the dealer's give or run (and the barred
 * gift), the gift's recipients, the gift that throws the cards in, and running the cards. Expectations
 * worked out by hand from docs/rules.md "Begging", "Running the cards", decisions 2, 7, 8 and 9.
 */
class BegPhaseTest {
    static final RuleSet TRINIDAD = TestRules.TRINIDAD;

    static Award award(int side, int points, AwardReason reason, String card) {
        return new Award(0, 0, side, points, reason, card == null ? null : Card.parse(card));
    }

    static GameState trinidad() {
        return GameState.start(TRINIDAD, 0, withTurnUps(TRINIDAD, "2H"));
    }

    @Test
    void elderMayStandOrBegAndNothingElse() {
        // docs/rules.md "Begging": once the card is turned, elder (seat 1, dealer 0) stands or begs.
        GameState s = trinidad();
        assertEquals(Phase.BEG, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(List.of(Action.BEG, Action.STAND), s.legalActions());
        assertEquals(2, s.legalActionCount());
        assertEquals(Action.STAND, s.legalAction(1));
        assertRefused(s, 2, Action.STAND, Reason.NOT_YOUR_TURN);
        assertRefused(s, 0, Action.GIVE, Reason.NOT_YOUR_TURN);
        assertRefused(s, Action.GIVE, Reason.WRONG_PHASE);
        assertRefused(s, Action.RUN, Reason.WRONG_PHASE);
        assertRefused(s, Action.play(s.hand(1).toList().get(0)), Reason.WRONG_PHASE);
        // Trinidad has no bunch vote, no throw-in and no discards
        assertRefused(s, Action.BUNCH, Reason.NOT_IN_THESE_RULES);
        assertRefused(s, Action.KEEP, Reason.NOT_IN_THESE_RULES);
        assertRefused(s, Action.THROW_IN, Reason.NOT_IN_THESE_RULES);
        assertRefused(s, Action.discard(s.hand(1).toList().get(0)), Reason.NOT_IN_THESE_RULES);
        assertEquals(Reason.NO_SUCH_SEAT, s.check(4, Action.STAND).orElseThrow().reason());
    }

    @Test
    void theForcedBegLeavesElderWithoutATrumpOnlyTheBeg() {
        // docs/rules.md decision 10, forcedBegWithoutTrump: elder holding no card of the turned suit must beg.
        RuleSet forced = TRINIDAD.withForcedBegWithoutTrump(true);
        DeckOrder noHeart = layout(forced, 0).hands("", "2C 3C 4C 5C 6C 7C", "", "").turnUp("2H").build();
        GameState s = GameState.start(forced, 0, noHeart);
        assertEquals(List.of(Action.BEG), s.legalActions());
        assertRefused(s, Action.STAND, Reason.MUST_BEG);
        assertLegal(s, Action.BEG);

        DeckOrder oneHeart = layout(forced, 0).hands("", "2C 3C 4C 5C 6C 9H", "", "").turnUp("2H").build();
        assertEquals(List.of(Action.BEG, Action.STAND), GameState.start(forced, 0, oneHeart).legalActions());
        // without the option the void elder may stand
        assertEquals(List.of(Action.BEG, Action.STAND), GameState.start(TRINIDAD, 0, noHeart).legalActions());
    }

    @Test
    void aStandFixesTheTurnedSuitAndElderLeads() {
        List<GameEvent> ev = new ArrayList<>();
        GameState s = trinidad().apply(1, Action.STAND, ev::add);
        assertEquals(List.of(new GameEvent.Called(1, Call.STAND), new GameEvent.TrumpsFixed(Suit.HEARTS)), ev);
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(List.of(0, 0), s.scoreList(), "a turned two scores nothing in Trinidad");
    }

    @Test
    void aBegPassesTheChoiceToTheDealer() {
        List<GameEvent> ev = new ArrayList<>();
        GameState s = trinidad().apply(1, Action.BEG, ev::add);
        assertEquals(List.of(new GameEvent.Called(1, Call.BEG)), ev);
        assertEquals(Phase.GIVE, s.phase());
        assertEquals(0, s.toAct(), "the dealer answers");
        assertEquals(List.of(Action.GIVE, Action.RUN), s.legalActions());
        assertRefused(s, Action.STAND, Reason.WRONG_PHASE);
        refusedBecause(s, Action.BEG, Reason.WRONG_PHASE, "elder begs once per deal");
        assertRefused(s, 1, Action.GIVE, Reason.NOT_YOUR_TURN);
    }

    static void refusedBecause(GameState s, Action a, Reason r, String why) {
        assertEquals(r, s.check(a).orElseThrow(() -> new AssertionError(why)).reason(), why);
    }

    @Test
    void theGiftScoresOneForTheBeggingSideAndPlayGoesOnInTheTurnedSuit() {
        // decision 2: "take one": elder's side (side 1) scores 1, hearts stay trumps, elder leads.
        List<GameEvent> ev = new ArrayList<>();
        GameState s = trinidad().apply(Action.BEG).apply(0, Action.GIVE, ev::add);
        assertEquals(List.of(new GameEvent.Called(0, Call.GIVE),
            new GameEvent.Awarded(award(1, 1, AwardReason.GIFT, null)),
            new GameEvent.TrumpsFixed(Suit.HEARTS)), ev);
        assertEquals(List.of(0, 1), s.scoreList());
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(6, s.hand(1).size());
    }

    @Test
    void toEveryOpposingSideTheFinalOnlyJackFirstThenGiftsFromElder() {
        // docs/rules.md "Timing and order of awards": a final-only jack scores at the give, just before the
        // gift; Seven Up for three gives 1 to every opponent in play order from elder's side. Dealer 2:
        // the jack to side 2, then gifts to side 0 (elder) and side 1.
        RuleSet rules = TestRules.SEVEN_UP_THREE;
        GameState s = GameState.start(rules, 2, withTurnUps(rules, "JH")).apply(0, Action.BEG);
        List<GameEvent> ev = new ArrayList<>();
        s = s.apply(2, Action.GIVE, ev::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.GIVE),
            new GameEvent.Awarded(award(2, 1, AwardReason.TURN_UP, "JH")),
            new GameEvent.Awarded(award(0, 1, AwardReason.GIFT, null)),
            new GameEvent.Awarded(award(1, 1, AwardReason.GIFT, null)),
            new GameEvent.TrumpsFixed(Suit.HEARTS)), ev);
        assertEquals(List.of(1, 1, 1), s.scoreList());
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(0, s.toAct());
    }

    @Test
    void theGiftIsBarredWhenItWouldTakeTheNonBeggingOpponentToTheTarget() {
        // decision 8 (Seven Up for three): dealer 0, elder 1 begs; side 2 did not beg. Target 1: side 2 at 0
        // would reach 1 with the gift, so the dealer must run. At target 2 it would not, so giving is allowed.
        RuleSet target1 = TestRules.SEVEN_UP_THREE.withTarget(1);
        GameState s = GameState.start(target1, 0, withTurnUps(target1, "2H")).apply(Action.BEG);
        assertEquals(List.of(Action.RUN), s.legalActions());
        assertRefused(s, Action.GIVE, Reason.GIFT_NOT_ALLOWED);
        assertLegal(s, Action.RUN);

        RuleSet target2 = TestRules.SEVEN_UP_THREE.withTarget(2);
        GameState t = GameState.start(target2, 0, withTurnUps(target2, "2H")).apply(Action.BEG);
        assertEquals(List.of(Action.GIVE, Action.RUN), t.legalActions());
    }

    @Test
    void cottonsGiftThrowsTheCardsInAndTheHandIsCountedWithoutTheFourPoints() {
        // decision 7: elder scores 1, the cards are thrown in without play, nothing of the four points is
        // at stake, the deal passes (to seat 1, waiting here for its deck order).
        RuleSet rules = TestRules.COTTON;
        GameState s = GameState.start(rules, 0, withTurnUps(rules, "5H")).apply(Action.BEG);
        List<GameEvent> ev = new ArrayList<>();
        s = s.apply(0, Action.GIVE, ev::add);
        assertEquals(new GameEvent.Called(0, Call.GIVE), ev.get(0));
        assertEquals(new GameEvent.Awarded(award(1, 1, AwardReason.GIFT, null)), ev.get(1));
        GameEvent.HandCounted counted = (GameEvent.HandCounted) ev.get(2);
        assertEquals(3, ev.size(), "no trumps fixed, no deal (none supplied)");
        HandResult r = counted.result();
        assertTrue(r.thrownIn());
        assertEquals(Optional.empty(), r.high());
        assertEquals(HandResult.NOBODY, r.highSide());
        assertEquals(HandResult.NOBODY, r.lowSide());
        assertEquals(HandResult.NOBODY, r.jackSide());
        assertEquals(HandResult.NOBODY, r.gameSide());
        assertEquals(list("gift 1 +1"), awards(r.awards()));
        assertEquals(List.of(0, 1), counted.scores());
        assertEquals(Phase.DEAL, s.phase());
        assertEquals(1, s.dealer());
        assertEquals(1, s.handNumber());
    }

    @Test
    void aRunGivesThreeMoreToEachSeatFromElderAndANewSuitIsTrumps() {
        // decision 2. withTurnUps fills every other position in pack order without 2H and KS. Dealer 0:
        // deal 0-23 (seat 1: 2C 3C 4C + AC 2D 3D), 24 = 2H turned; the run gives 25-27 (KD AD 3H) to seat
        // 1, 28-30 (4H 5H 6H) to seat 2, 31-33 (7H 8H 9H) to seat 3, 34-36 (TH JH QH) to seat 0; 37 = KS
        // is a new suit: spades are trumps. A king scores nothing in Trinidad.
        GameState s = GameState.start(TRINIDAD, 0, withTurnUps(TRINIDAD, "2H", "KS")).apply(Action.BEG);
        List<GameEvent> ev = new ArrayList<>();
        s = s.apply(0, Action.RUN, ev::add);
        assertEquals(List.of(new GameEvent.Called(0, Call.RUN), new GameEvent.TurnedUp(card("KS"), 1),
            new GameEvent.TrumpsFixed(Suit.SPADES)), ev);
        assertEquals(cards("2C 3C 4C AC 2D 3D KD AD 3H"), s.hand(1));
        assertEquals(cards("5C 6C 7C 4D 5D 6D 4H 5H 6H"), s.hand(2));
        assertEquals(cards("8C 9C TC 7D 8D 9D 7H 8H 9H"), s.hand(3));
        assertEquals(cards("JC QC KC TD JD QD TH JH QH"), s.hand(0));
        assertEquals(cards("2H"), s.setAside());
        assertEquals(52 - 38, s.stockSize());
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct());
    }

    @Test
    void classicSetsRepeatedRoundsAsideUnseenAndKeepsOnlyTheFixingRound() {
        // decision 9. Classic, two seats, dealer 0. Filled in pack order without 5H 7H 8C: deal 0-11
        // (seat 1: 2C 3C 4C + 9C TC JC, seat 0: 5C 6C 7C + QC KC AC), 12 = 5H turned; round 1 gives 13-15
        // (2D 3D 4D) and 16-18 (5D 6D 7D), 19 = 7H repeats hearts: those six cards go face down out of
        // play; round 2 gives 20-22 (8D 9D TD) to seat 1 and 23-25 (JD QD KD) to seat 0, 26 = 8C: clubs.
        RuleSet rules = TestRules.CLASSIC;
        GameState s = GameState.start(rules, 0, withTurnUps(rules, "5H", "7H", "8C")).apply(Action.BEG).apply(Action.RUN);
        assertEquals(cards("2C 3C 4C 9C TC JC 8D 9D TD"), s.hand(1));
        assertEquals(cards("5C 6C 7C QC KC AC JD QD KD"), s.hand(0));
        assertEquals(cards("2D 3D 4D 5D 6D 7D"), s.discards());
        assertEquals(cards("5H 7H"), s.setAside());
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
        assertEquals(Phase.DISCARD, s.phase(), "nine cards: discard back to six");
        assertEquals(1, s.toAct());
    }

    @Test
    void aTurnUpDuringARunCanEndTheMatch() {
        // docs/rules.md "Order of scoring": the match ends the moment a side reaches the target, even in the
        // middle of a deal. Target 4: JH turned (3 to side 0), beg, run turns AH (hearts again, scores 1
        // under every-turn-up): side 0 reaches 4 mid-run; nothing more happens.
        RuleSet rules = TRINIDAD.withTarget(4);
        GameState s = GameState.start(rules, 0, DeckSource.of(withTurnUps(rules, "JH", "AH", "KS"))).apply(Action.BEG);
        List<GameEvent> ev = new ArrayList<>();
        GameState over = s.apply(0, Action.RUN, ev::add);
        assertEquals(List.of(new GameEvent.Called(0, Call.RUN), new GameEvent.TurnedUp(card("AH"), 1),
            new GameEvent.Awarded(award(0, 1, AwardReason.TURN_UP, "AH")),
            new GameEvent.MatchWon(0, List.of(4, 0))), ev);
        assertTrue(over.isOver());
        assertFalse(over.turnUp().equals(Optional.of(card("KS"))), "no further round is run");
        assertRefused(over, 1, Action.play(over.hand(1).toList().get(0)), Reason.MATCH_OVER);
        assertRefused(over, 0, Action.RUN, Reason.MATCH_OVER);
    }
}
