package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link Counting}: the end of a hand counts it, keeps and reports its result, and passes the deal (the facts
 * the count rests on: {@link CountFactsTest}). Expectations worked out by hand from docs/rules.md "Terms" (in play), "Order of scoring" and
 * "Timing and order of awards".
 */
class CountingTest {
    static final RuleSet TWO = TestRules.TRINIDAD_TWO;

    @Test
    void theEndOfAHandCountsItReportsItAndPassesTheDeal() {
        // FourPointsMechanicTest deal A: side 0 scores High, hang jack 3 and Game, side 1 Low: 5 to 1. Then dealer
        // 1 deals the plain pack: 12 cards, position 12 (AC) turned, 1 to the dealer's side 1.
        DeckOrder first = layout(TWO, 0).hands("AH KH 2D 3D 4D 5D", "JH 3H 2C 3C 4C 5C").turnUp("2H").build();
        DeckOrder second = DeckOrder.parse(DealingTest.PACK);
        GameState s = moves(GameState.start(TWO, 0, DeckSource.of(first, second)).apply(Action.STAND),
            "JH AH KH 3H 2D 2C 3D 3C 4D 4C 5D");
        List<GameEvent> ev = new ArrayList<>();
        GameState next = s.apply(1, Action.play(card("5C")), ev::add);
        assertEquals(new GameEvent.Played(1, card("5C")), ev.get(0));
        assertInstanceOf(GameEvent.TrickTaken.class, ev.get(1));
        List<String> awarded = new ArrayList<>();
        for (GameEvent e : ev.subList(2, 6)) {
            Award a = ((GameEvent.Awarded) e).award();
            awarded.add(a.reason().code() + " " + a.side() + " +" + a.points());
        }
        assertEquals(list("high 0 +1", "low 1 +1", "hang-jack 0 +3", "game 0 +1"), awarded);
        GameEvent.HandCounted counted = (GameEvent.HandCounted) ev.get(6);
        assertEquals(List.of(5, 1), counted.scores());
        assertEquals(0, counted.result().hand());
        assertEquals(0, counted.result().dealer());
        assertEquals(new GameEvent.Dealt(1, 1, 1, Optional.of(second)), ev.get(7));
        assertEquals(new GameEvent.TurnedUp(card("AC"), 0), ev.get(8));
        assertEquals(new GameEvent.Awarded(new Award(1, 1, 1, 1, AwardReason.TURN_UP, card("AC"))), ev.get(9));
        assertEquals(10, ev.size());

        assertEquals(List.of(counted.result()), next.handResults());
        assertSame(counted.result(), next.lastHandResult().orElseThrow());
        assertEquals(1, next.handNumber());
        assertEquals(1, next.dealer());
        assertEquals(List.of(5, 2), next.scoreList());
        assertEquals(list("turn-up 1 +1 AC"), awards(next.handAwards()), "the new hand's awards only");
        assertEquals(0, next.tricksPlayed());
        assertEquals(Phase.BEG, next.phase());
    }
}
