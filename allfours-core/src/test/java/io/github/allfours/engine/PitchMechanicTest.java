package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link PitchMechanic}: no card is turned, elder's first lead fixes trumps, and under the West Yorkshire
 * rule the pitcher's partner may not see their hand until the pitch. Expectations worked out by hand from
 * docs/rules.md "Pitching", "West Yorkshire" and decision 11 (pagat.com All Fours, West Yorkshire).
 *
 * <p>Four seats in two partnerships (side 0 = seats 0 and 2, side 1 = seats 1 and 3), deals of [2, 2, 2].
 */
class PitchMechanicTest {
    static final RuleSet WY = TestRules.WEST_YORKSHIRE;

    static DeckOrder deal(RuleSet rules, int dealer) {
        return layout(rules, dealer).hands("2D 3D 4D 5D 6D 7D", "7S 2C 3C 4C 5C 6C", "8S 9S 2H 3H 4H 5H", "AS 7C 8C 9C TC JC")
            .build();
    }

    @Test
    void noCardIsTurnedAndElderLeadsAtOnce() {
        List<GameEvent> ev = new ArrayList<>();
        DeckOrder order = deal(WY, 0);
        GameState s = GameState.start(WY, 0, DeckSource.of(order), ev::add);
        assertEquals(List.of(new GameEvent.Dealt(0, 0, 0, Optional.of(order))), ev);
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(Optional.empty(), s.trump());
        assertEquals(Optional.empty(), s.turnUp());
        assertEquals(52 - 24, s.stockSize());
        assertEquals(s.hand(1), s.legalPlays(), "any card may be pitched");
        assertRefused(s, Action.BEG, Reason.NOT_IN_THESE_RULES);
        assertRefused(s, Action.STAND, Reason.NOT_IN_THESE_RULES);
    }

    @Test
    void thePitchFixesTrumpsForTheHand() {
        List<GameEvent> ev = new ArrayList<>();
        GameState s = GameState.start(WY, 0, deal(WY, 0)).apply(1, Action.play(card("7S")), ev::add);
        assertEquals(List.of(new GameEvent.Played(1, card("7S")), new GameEvent.TrumpsFixed(Suit.SPADES)), ev);
        assertEquals(Optional.of(Suit.SPADES), s.trump());
        // the pitch is a trump lead: seat 2 must play a spade
        assertEquals(cards("8S 9S"), s.legalPlays());
        assertRefused(s, Action.play(card("2H")), Reason.MUST_PLAY_TRUMP);
        // a later lead of another suit does not change trumps
        s = moves(s, "9S AS 2D");
        assertEquals(3, s.toAct());
        s = moves(s, "7C");
        assertEquals(Optional.of(Suit.SPADES), s.trump());
    }

    @Test
    void thePitchersPartnerWaitsUntilThePitch() {
        // Dealer 0: seat 1 pitches, partner seat 3. Dealer 3: seat 0 pitches, partner seat 2.
        GameState s = GameState.start(WY, 0, deal(WY, 0));
        assertTrue(s.handHiddenFrom(3));
        assertFalse(s.handHiddenFrom(1));
        assertFalse(s.handHiddenFrom(0));
        assertFalse(s.handHiddenFrom(2));
        GameState pitched = moves(s, "7S");
        for (int seat = 0; seat < 4; seat++) {
            assertFalse(pitched.handHiddenFrom(seat), "after the pitch, seat " + seat);
        }
        GameState other = GameState.start(WY, 3, deal(WY, 3));
        assertTrue(other.handHiddenFrom(2));
        assertFalse(other.handHiddenFrom(1));
        // without the rule (Lancashire's plain pitch in the test rules) nobody waits
        GameState plain = GameState.start(TestRules.LANCASHIRE, 0, deal(TestRules.LANCASHIRE, 0));
        for (int seat = 0; seat < 4; seat++) {
            assertFalse(plain.handHiddenFrom(seat));
        }
    }
}
