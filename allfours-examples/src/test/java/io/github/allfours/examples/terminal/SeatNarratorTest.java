package io.github.allfours.examples.terminal;

import static io.github.allfours.testkit.Scenario.layout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.variants.Variants;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeatNarratorTest {
    /**
     * Trinidad, four players, dealer 0: the turn-up and both runs turn hearts, after which one card is
     * left, too few for a third run, so seat 0 deals again. The stock then holds as many cards as it did
     * before the run, which once hid the redeal from a narrator that compared views; the events say so.
     */
    @Test
    void aRunThatEndsInARedealIsToldAsARedeal() {
        List<Card> top = new ArrayList<>();
        String[] dealt = {"2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC",
            "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD"};
        for (String c : dealt) {
            top.add(Card.parse(c));
        }
        top.add(Card.parse("2H"));                  // turned up: hearts
        for (String c : new String[] {"AC", "AD", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS"}) {
            top.add(Card.parse(c));
        }
        top.add(Card.parse("3H"));                  // first run: hearts again
        for (String c : new String[] {"QS", "KS", "AS", "4H", "5H", "7H", "8H", "9H", "TH", "JH", "QH", "KH"}) {
            top.add(Card.parse(c));
        }
        top.add(Card.parse("AH"));                  // second run: hearts again (scores 1 for the ace)
        DeckOrder first = DeckOrder.startingWith(top);   // 6H is left at the bottom
        DeckOrder second = DeckOrder.startingWith(List.of());
        StringWriter text = new StringWriter();
        SeatNarrator narrator = new SeatNarrator(new PrintWriter(text, true), Variants.TRINIDAD, 2);
        List<GameEvent> events = new ArrayList<>();
        GameState s = GameState.start(Variants.TRINIDAD, 0, DeckSource.of(first, second),
            EventListener.seenBy(2, events::add));
        narrator.start(events, s.viewFor(2), "the random bot", 1);
        events.clear();
        s = s.apply(1, Action.BEG, EventListener.seenBy(2, events::add));
        narrator.step(events, s.viewFor(2));
        events.clear();
        assertEquals(Phase.GIVE, s.phase());
        text.getBuffer().setLength(0);
        GameState after = s.apply(0, Action.RUN, EventListener.seenBy(2, events::add));
        assertEquals(1, after.dealNumber());
        assertEquals(s.stockSize(), after.stockSize(), "the case that once hid the redeal");
        narrator.step(events, after.viewFor(2));
        String told = text.toString();
        assertTrue(told.contains("The pack runs out before a new suit turns up: your partner deals again"), told);
        assertTrue(told.contains("for turning up the ace (AH)"), told);
        assertFalse(told.contains("are trumps"), told);
        assertTrue(told.contains("Turned up 3H: hearts again"), told);
        assertTrue(told.contains("Your hand: "), told);
    }

    /**
     * Table mode (docs/rules.md, "Table mode"), Trinidad for four, TH turned: seat 2 revokes 2C on seat 1's 6D (it
     * holds 5D), seat 3 calls it while the trick is being played, and seat 2 corrects it: the call lapses, and seat 1
     * (seat 3's partner) is told so.
     */
    @Test
    void aCallThatLapsesIsTold() {
        RuleSet rules = Variants.TRINIDAD.withTableMode(TableMode.STANDARD);
        GameState s = GameState.start(rules, 0, layout(rules, 0)
            .hands("", "6D QH 8D 9D 2S 3S", "2C 5D AH 5S 6S 7S", "").turnUp("TH").build());
        s = s.apply(Action.STAND).apply(Action.play(Card.parse("6D"))).apply(Action.play(Card.parse("2C")));
        s = s.apply(3, Action.CALL_REVOKE);
        StringWriter text = new StringWriter();
        SeatNarrator narrator = new SeatNarrator(new PrintWriter(text, true), rules, 1);
        List<GameEvent> events = new ArrayList<>();
        GameState after = s.apply(2, Action.RETRACT, EventListener.seenBy(1, events::add));
        narrator.step(events, after.viewFor(1));
        String told = text.toString();
        assertTrue(told.contains("The call of 2C by your partner lapses: the revoke was corrected before the trick was "
            + "complete, so it costs nothing."), told);
    }
}
