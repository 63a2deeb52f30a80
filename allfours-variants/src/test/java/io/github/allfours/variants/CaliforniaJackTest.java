package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.withCardsAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * California Jack and Shasta Sam: Wikipedia "All fours", related games, California jack; docs/rules.md,
 * "California Jack" and "Shasta Sam". Expectations worked out by hand from the deck order below.
 *
 * <p>Seat 0 deals; packets of three from elder (seat 1): positions 0-2 and 6-8 to seat 1 (AC KC QC 2S
 * 3S 4S), 3-5 and 9-11 to seat 0 (2H 3H 4H 5H 6H 7H); position 12 (AS) and 13 (KS) are the stock's first
 * two cards; the bottom card, position 51, is 2D: diamonds are trumps.
 */
class CaliforniaJackTest {
    static final int[] POSITIONS = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 51};
    static final String CARDS = "AC KC QC 2H 3H 4H 2S 3S 4S 5H 6H 7H AS KS 2D";

    private static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, withCardsAt(POSITIONS, CARDS));
    }

    @Test
    @DisplayName("Wikipedia California jack: the bottom card fixes trumps; elder leads at once; the stock's top is shown")
    void bottomCardAndStock() {
        GameState s = deal(CaliforniaJack.TWO);
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(Optional.of(Suit.DIAMONDS), s.trump());
        assertEquals(cards("AC KC QC 2S 3S 4S"), s.hand(1));
        assertEquals(40, s.stockSize());
        assertEquals(Optional.of(card("AS")), s.viewFor(0).stockTop());
        assertEquals(Optional.of(card("AS")), s.viewFor(1).stockTop());
        assertEquals(Optional.empty(), deal(ShastaSam.TWO).viewFor(0).stockTop(), "Shasta Sam's stock is face down");
    }

    @Test
    @DisplayName("Wikipedia California jack: the winner, then the loser, draws; a face-up draw is known to both")
    void draws() {
        List<GameEvent> events = new ArrayList<>();
        GameState s = deal(CaliforniaJack.TWO);
        s = moves(s, "AC");
        s = s.apply(0, io.github.allfours.game.Action.play(card("2H")), events::add);
        assertEquals(cards("KC QC 2S 3S 4S AS"), s.hand(1), "seat 1 won the trick and drew AS");
        assertEquals(cards("3H 4H 5H 6H 7H KS"), s.hand(0), "seat 0 drew KS");
        assertEquals(38, s.stockSize());
        assertEquals(cards("AS"), s.viewFor(0).knownCards().get(1));
        assertEquals(cards("KS"), s.viewFor(1).knownCards().get(0));
        assertEquals(List.of(new GameEvent.Drew(1, Optional.of(card("AS")), true),
            new GameEvent.Drew(0, Optional.of(card("KS")), true)),
            events.stream().filter(e -> e instanceof GameEvent.Drew).toList());
        s = moves(s, "AS");
        assertEquals(CardSet.EMPTY, s.viewFor(0).knownCards().get(1), "a known card leaves the list when played");
    }

    @Test
    @DisplayName("Shasta Sam: a card drawn face down is seen by its drawer alone")
    void faceDownDraws() {
        List<GameEvent> seenBy0 = new ArrayList<>();
        GameState s = moves(deal(ShastaSam.TWO), "AC");
        s = s.apply(0, io.github.allfours.game.Action.play(card("2H")),
            io.github.allfours.game.EventListener.seenBy(0, seenBy0::add));
        assertEquals(List.of(new GameEvent.Drew(1, Optional.empty(), false),
            new GameEvent.Drew(0, Optional.of(card("KS")), false)),
            seenBy0.stream().filter(e -> e instanceof GameEvent.Drew).toList());
        assertEquals(CardSet.EMPTY, s.viewFor(0).knownCards().get(1));
        assertEquals(Optional.empty(), s.viewFor(0).stockTop());
    }

    @Test
    @DisplayName("every card is played: High is the ace of trumps, Low the two; Low and Jack to their captor; Game adds to 80")
    void wholeHand() {
        GameState s = deal(CaliforniaJack.TWO);
        List<Trick> tricks = new ArrayList<>();
        int hand = s.handNumber();
        while (s.handNumber() == hand && !s.isOver()) {
            s = s.apply(s.toAct(), s.legalAction(0), e -> {
                if (e instanceof GameEvent.TrickTaken t) {
                    tricks.add(t.trick());
                }
            });
        }
        assertEquals(26, tricks.size(), "52 cards in 26 tricks");
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(Optional.of(card("AD")), r.high());
        assertEquals(Optional.of(card("2D")), r.low());
        assertEquals(Optional.of(card("JD")), r.jack());
        assertEquals(80, r.gameValue(0) + r.gameValue(1));
        assertEquals(captor(tricks, card("2D")), r.lowSide(), "Low to the seat that captured the two of trumps");
        assertEquals(captor(tricks, card("JD")), r.jackSide(), "Jack to its captor");
        assertEquals(captor(tricks, card("AD")), r.highSide(), "the ace of trumps always wins its trick");
        assertTrue(r.awards().size() >= 3);
    }

    private static int captor(List<Trick> tricks, Card card) {
        return tricks.stream().filter(t -> t.cards().contains(card)).findFirst().orElseThrow().winner().getAsInt();
    }

    @Test
    @DisplayName("tables: two players; aliases; target 10; option three cards each")
    void tables() {
        assertEquals("california-jack", Variants.byId("french-fours").orElseThrow().id());
        assertEquals(List.of(2), Variants.byId("shasta-sam").orElseThrow().playerCounts());
        assertEquals(10, CaliforniaJack.TWO.target());
        RuleSet three = CaliforniaJack.TWO.withPackets(List.of(3));
        GameState s = GameState.start(three, 0, DeckOrder.shuffled(new java.util.SplittableRandom(1)));
        assertEquals(3, s.hand(0).size());
        assertEquals(46, s.stockSize());
    }
}
