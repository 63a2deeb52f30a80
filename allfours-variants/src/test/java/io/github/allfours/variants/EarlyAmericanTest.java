package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.discards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Discard;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * All Fours in the early 19th-century American books: pagat.com "All Fours",
 * North American (first paragraphs: two players, to 10, discard to six after a run) with the turned-jack
 * rule of the same section (only the card that finally fixes trumps scores); docs/rules.md decision 6 and
 * "Timing and order of awards". Two players, dealer 0, elder seat 1.
 */
class EarlyAmericanTest {
    static final RuleSet RULES = EarlyAmerican.TWO;

    static GameState deal(String turnUp) {
        return GameState.start(RULES, 0, layout(RULES, 0).turnUp(turnUp).build());
    }

    @Test
    @DisplayName("ruling 6 (final-only scope) / timing: a turned jack scores when elder stands, not at the deal")
    void jackScoredAtStand() {
        GameState s = deal("JH");
        assertTrue(s.awards().isEmpty(), "not yet final: elder may beg");
        s = moves(s, "stand");
        assertEquals(list("turn-up 0 +1 JH"), awards(s.awards()));
        assertEquals(Phase.PLAY, s.phase());
    }

    @Test
    @DisplayName("decision 6 / timing: at a give, the turned jack is scored before the gift point")
    void jackScoredBeforeGift() {
        GameState s = moves(deal("JH"), "beg give");
        assertEquals(list("turn-up 0 +1 JH", "gift 1 +1"), awards(s.awards()));
        assertEquals(Phase.PLAY, s.phase(), "the gift does not end the hand here");
        assertEquals(Optional.of(Suit.HEARTS), s.trump());

        // the order decides a close match: with the target lowered to 1 (so both players need only one
        // point), the dealer's jack comes first and wins; elder's gift is never scored
        RuleSet toOne = RULES.withTarget(1);
        GameState close = moves(GameState.start(toOne, 0, layout(toOne, 0).turnUp("JH").build()), "beg give");
        assertTrue(close.isOver());
        assertEquals(0, close.winner().getAsInt());
        assertEquals(list("turn-up 0 +1 JH"), awards(close.awards()));
    }

    @Test
    @DisplayName("ruling 6: a jack turned first is not scored once the cards are run to a new suit")
    void jackNotScoredWhenRunAway() {
        DeckOrder order = layout(RULES, 0).turnUp("JH").run("5C").build();
        GameState s = moves(GameState.start(RULES, 0, order), "beg run");
        assertTrue(s.awards().isEmpty());
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
    }

    /*
     * The run-and-discard hand. Dealt: elder AH KH QH 2C 3C 4C, dealer 5S..TS, JH turned. Elder begs,
     * the dealer runs: elder 5C 6C 2D, dealer AC KC 3D, and JC turns: clubs are trumps and the JC,
     * the card that finally fixes them, scores 1 for the dealer. Each holds nine and discards three,
     * elder first: elder 2C 2D QH, dealer 5S 6S 7S.
     * In play (held at the first lead): clubs AC KC (dealer), 3C 4C 5C 6C (elder). The 2C was discarded,
     * so Low is the 3C; the JC is the turn-up, not in play: no Jack point.
     *  1 elder AH, dealer 3D (void in hearts)   -> elder,  4
     *  2 elder KH, dealer KC (trumps)           -> dealer, 6
     *  3 dealer AC, elder 3C                     -> dealer, 4
     *  4 dealer TS, elder 4C (void in spades)   -> elder,  10
     *  5 elder 5C, dealer 8S                     -> elder,  0
     *  6 elder 6C, dealer 9S                     -> elder,  0
     * Elder 14, dealer 10: Game to elder.
     */
    static DeckOrder runAndDiscardDeal() {
        return layout(RULES, 0)
            .hands("5S 6S 7S 8S 9S TS", "AH KH QH 2C 3C 4C")
            .turnUp("JH")
            .run("JC", "AC KC 3D", "5C 6C 2D")
            .build();
    }

    @Test
    @DisplayName("timing section: after a run, discards to six, elder first, each seat down to six before the next")
    void discardAfterRun() {
        GameState s = moves(GameState.start(RULES, 0, runAndDiscardDeal()), "beg run");
        assertEquals(list("turn-up 0 +1 JC"), awards(s.awards()), "the fixing jack is scored before the discards");
        assertEquals(Phase.DISCARD, s.phase());
        assertEquals(1, s.toAct(), "elder discards first");
        assertEquals(9, s.hand(1).size());
        assertEquals(9, s.hand(0).size());
        assertEquals(9, s.legalActions().size(), "any of the nine cards");
        assertRefused(s, 0, Discard.of(card("5S")), Reason.NOT_YOUR_TURN);
        assertRefused(s, Discard.of(card("5S")), Reason.CARD_NOT_HELD);
        assertRefused(s, Play.of(card("AH")), Reason.WRONG_PHASE);

        s = discards(s, "2C 2D");
        assertEquals(1, s.toAct(), "elder is still above six");
        s = discards(s, "QH");
        assertEquals(0, s.toAct(), "elder has six; the dealer discards");
        assertEquals(Phase.DISCARD, s.phase());
        s = discards(s, "5S 6S 7S");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct(), "elder leads");
        assertEquals(cards("AH KH 3C 4C 5C 6C"), s.hand(1));
        assertEquals(cards("8S 9S TS AC KC 3D"), s.hand(0));

        // the discards are out of play and nobody sees them
        assertEquals(cards("2C 2D QH 5S 6S 7S"), s.discards());
        for (int seat = 0; seat < 2; seat++) {
            SeatView v = s.viewFor(seat);
            assertEquals(6, v.discardCount());
            assertTrue(v.played().isEmpty());
            for (Card c : s.discards()) {
                assertFalse(v.hand().contains(c), c + " shown to seat " + seat);
                assertFalse(v.setAside().contains(c), c + " shown to seat " + seat);
            }
        }
        assertEquals(cards("JH"), s.setAside(), "the first turn-up, face up");
    }

    @Test
    @DisplayName("timing section: High and Low are the trumps held at the first lead, after the discards")
    void runAndDiscardHandPlayedOut() {
        GameState s = moves(GameState.start(RULES, 0, runAndDiscardDeal()), "beg run");
        s = discards(s, "2C 2D QH 5S 6S 7S");
        s = moves(s, "AH 3D KH KC AC 3C TS 4C 5C 8S 6C 9S");
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(14, r.gameValue(1));
        assertEquals(10, r.gameValue(0));
        assertEquals(Optional.of(card("AC")), r.high());
        assertEquals(Optional.of(card("3C")), r.low(), "the 2C was discarded");
        assertEquals(HandResult.NOBODY, r.jackSide(), "the JC was the turn-up, not in play");
        assertEquals(list("turn-up 0 +1 JC", "high 0 +1 AC", "low 1 +1 3C", "game 1 +1"), awards(r.awards()));
        assertEquals(2, s.score(0));
        assertEquals(2, s.score(1));
    }

    @Test
    @DisplayName("timing section: a jack of trumps discarded after the run is not in play: no Jack point")
    void discardedJackIsNotInPlay() {
        DeckOrder order = layout(RULES, 0).hands(null, "JC 2S 3S 4S 5S 6S").turnUp("5H").run("7C").build();
        GameState s = moves(GameState.start(RULES, 0, order), "beg run");
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
        s = discards(s, "JC 2S 3S");
        assertEquals(0, s.toAct());
        while (s.phase() == Phase.DISCARD) { // the dealer discards any three
            s = s.apply(s.legalActions().get(0));
        }
        s = Scenario.playOutHand(s);
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(Optional.empty(), r.jack());
        assertEquals(HandResult.NOBODY, r.jackSide());
    }

    @Test
    @DisplayName("ruling 6: two runs (a repeat, then a jack of a new suit): only the final jack scores; twelve cards are discarded to six")
    void twoRunsThenDiscardFromTwelve() {
        DeckOrder order = layout(RULES, 0).turnUp("5H").run("7H").run("JD").build();
        GameState s = moves(GameState.start(RULES, 0, order), "beg run");
        assertEquals(list("turn-up 0 +1 JD"), awards(s.awards()));
        assertEquals(Phase.DISCARD, s.phase());
        assertEquals(12, s.hand(1).size());
        for (int i = 0; i < 6; i++) {
            assertEquals(1, s.toAct());
            s = s.apply(s.legalActions().get(0));
        }
        assertEquals(0, s.toAct());
        assertEquals(6, s.hand(1).size());
    }

    @Test
    @DisplayName("pagat North American: early American play is to 10, two players")
    void target() {
        assertEquals(10, RULES.target());
        assertEquals(2, RULES.seats());
        assertRefused(deal("5H"), Action.BUNCH, Reason.NOT_IN_THESE_RULES);
    }
}
