package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertLegal;
import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.discards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.playOutHand;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link DiscardPhase}: after a run, elder first, each seat discards one card at a time, face down, back
 * to six, then the next seat; play begins after the dealer. Expectations worked out by hand from
 * docs/rules.md "Running the cards", "Seven Up", decision 8 and "Timing and order of awards" ("in play"
 * means held at the first lead, after any discards).
 *
 * <p>Seven Up for three, dealer 0, elder 1: 2H turned and begged, the run gives each seat three more
 * and turns 5S, which elder keeps. Spades dealt: JS to seat 1, 3S to seat 2, AS to seat 0.
 */
class DiscardPhaseTest {
    static final RuleSet RULES = TestRules.SEVEN_UP_THREE;

    static DeckOrder deck(RuleSet rules) {
        return layout(rules, 0)
            .hands("TC JC QC KC AC 9H", "2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D")
            .turnUp("2H")
            .run("5S", "AS TD JD", "JS 8C 9C", "3S 8D 9D")
            .build();
    }

    static GameState discarding() {
        return GameState.start(RULES, 0, deck(RULES)).apply(Action.BEG).apply(Action.RUN).apply(Action.KEEP);
    }

    @Test
    void elderDiscardsAnyHeldCardAndNothingElse() {
        GameState s = discarding();
        assertEquals(Phase.DISCARD, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(cards("2C 3C 4C 5C 6C 7C 8C 9C JS"), s.hand(1));
        List<Action> expected = new ArrayList<>();
        for (var c : cards("2C 3C 4C 5C 6C 7C 8C 9C JS")) {
            expected.add(Action.discard(c));
        }
        assertEquals(expected, s.legalActions());
        assertEquals(9, s.legalActionCount());
        assertLegal(s, Action.discard(card("JS")));
        assertRefused(s, Action.discard(card("AS")), Reason.CARD_NOT_HELD);
        assertRefused(s, Action.play(card("2C")), Reason.WRONG_PHASE);
        assertRefused(s, Action.KEEP, Reason.WRONG_PHASE);
        assertRefused(s, 2, Action.discard(card("2D")), Reason.NOT_YOUR_TURN);
    }

    @Test
    void tableModeClaimsAreNotInTheStrictRules() {
        // an expose or a card call while discarding once threw a ClassCastException (the discard phase took
        // every card action that was not a play for a discard)
        GameState s = discarding();
        assertRefused(s, Action.parse("expose JS"), Reason.NOT_IN_THESE_RULES);
        assertRefused(s, Action.parse("call JS"), Reason.NOT_IN_THESE_RULES);
        assertRefused(s, Action.RETRACT, Reason.NOT_IN_THESE_RULES);
        assertRefused(s, 2, Action.parse("expose 2D"), Reason.NOT_YOUR_TURN);
    }

    @Test
    void eachSeatDiscardsDownToSixBeforeTheNextAndPlayFollowsTheDealer() {
        GameState s = discarding();
        List<GameEvent> ev = new ArrayList<>();
        s = s.apply(1, Action.discard(card("JS")), ev::add);
        assertEquals(List.of(new GameEvent.Discarded(1, Optional.of(card("JS")))), ev);
        // the discard is face down: another seat's stream shows no card, the discarder's own does
        assertEquals(new GameEvent.Discarded(1, Optional.empty()), ev.get(0).seenBy(2));
        assertEquals(ev.get(0), ev.get(0).seenBy(1));
        assertEquals(1, s.toAct(), "still eight cards: elder goes on");
        assertEquals(cards("JS"), s.discards());
        assertEquals(1, s.viewFor(2).discardCount());

        s = discards(s, "8C 9C");
        assertEquals(6, s.hand(1).size());
        assertEquals(2, s.toAct());
        s = discards(s, "7D 8D 9D");
        assertEquals(0, s.toAct());
        s = discards(s, "TD JD 9H");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct(), "elder leads");
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(6, s.hand(seat).size());
        }
        assertEquals(cards("JS 8C 9C 7D 8D 9D TD JD 9H"), s.discards());
    }

    @Test
    void aDiscardedTrumpIsNotInPlay() {
        // "In play means held in a hand when the first card is led, after any discards": with JS discarded
        // there is no Jack point; the trumps in play are AS (seat 0) and 3S (seat 2): High to side 0,
        // Low to side 2 (one side per seat with three players).
        GameState s = discards(discarding(), "JS 8C 9C 7D 8D 9D TD JD 9H");
        GameState done = playOutHand(s);
        HandResult r = done.lastHandResult().orElseThrow();
        assertEquals(Optional.of(card("AS")), r.high());
        assertEquals(0, r.highSide());
        assertEquals(Optional.of(card("3S")), r.low());
        assertEquals(2, r.lowSide());
        assertEquals(Optional.empty(), r.jack());
        assertEquals(HandResult.NOBODY, r.jackSide());
    }

    @Test
    void twelveOrMoreLeavesNineCardHandsAsTheyAre() {
        // docs/rules.md "Seven Up", discardAfterRun: twelve-or-more: after one run (nine cards) no discards.
        RuleSet twelve = RULES.withBegging(b -> b.withRun(b.run().withDiscard(DiscardRule.TWELVE_OR_MORE)));
        GameState s = GameState.start(twelve, 0, deck(twelve)).apply(Action.BEG).apply(Action.RUN).apply(Action.KEEP);
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(9, s.hand(1).size());

        // two rounds (7H repeats hearts, then 5S) make twelve cards: discard back to six
        DeckOrder twoRuns = layout(twelve, 0).turnUp("2H").run("7H").run("5S").build();
        GameState t = GameState.start(twelve, 0, twoRuns).apply(Action.BEG).apply(Action.RUN).apply(Action.KEEP);
        assertEquals(Phase.DISCARD, t.phase());
        assertEquals(12, t.hand(1).size());
        GameState afterElder = t;
        for (int i = 0; i < 6; i++) {
            afterElder = afterElder.apply(afterElder.legalAction(0));
        }
        assertEquals(6, afterElder.hand(1).size());
        assertEquals(2, afterElder.toAct());
    }
}
