package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.withCardsAt;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.CardSet;
import io.github.allfours.game.Action;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link StockDrawsMechanic}: after each trick the winner, then the loser, draws from the stock; High, Low and Jack
 * are judged over the cards played. Every expectation is worked out by hand from docs/rules.md,
 * "California Jack" and "Shasta Sam".
 *
 * <p>Two seats, seat 0 deals in threes: positions 0-2 and 6-8 go to elder (seat 1), 3-5 and 9-11 to seat 0,
 * the stock starts at position 12, and the bottom card (position 51) fixes trumps. Positions not named are
 * filled with the unused cards in pack order (clubs 2 up, then diamonds, ...).
 */
class StockDrawsMechanicTest {
    static final RuleSet UP = TestRules.TRINIDAD_TWO.withTrumps(Stock.FACE_UP);
    static final RuleSet DOWN = TestRules.TRINIDAD_TWO.withTrumps(Stock.FACE_DOWN);

    /** Seat 1 AC KC QC 2S 3S 4S; seat 0 2H..7H; stock AS, KS, then 2C, 3C, ...; bottom 2D: diamonds. */
    static GameState plain(RuleSet rules) {
        return GameState.start(rules, 0, withCardsAt(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 51},
            "AC KC QC 2H 3H 4H 2S 3S 4S 5H 6H 7H AS KS 2D"));
    }

    @Test
    void theWinnerThenTheLoserDraws() {
        List<GameEvent> events = new ArrayList<>();
        GameState s = moves(plain(UP), "AC");
        s = s.apply(0, Action.play(card("2H")), events::add);      // clubs led, 2H is no trump: seat 1 wins
        assertEquals(List.of(new GameEvent.Drew(1, Optional.of(card("AS")), true),
            new GameEvent.Drew(0, Optional.of(card("KS")), true)),
            events.stream().filter(e -> e instanceof GameEvent.Drew).toList(), "winner (1) first: AS, then KS");
        assertEquals(cards("KC QC 2S 3S 4S AS"), s.hand(1));
        assertEquals(cards("3H 4H 5H 6H 7H KS"), s.hand(0));
        assertEquals(38, s.stockSize());
        assertEquals(Optional.of(card("2C")), s.stockTop(), "position 14: the first filler card");

        // seat 1 leads 2S; seat 0 must follow with KS and wins; so seat 0 draws first (2C), then seat 1 (3C)
        s = moves(s, "2S KS");
        assertEquals(cards("3H 4H 5H 6H 7H 2C"), s.hand(0));
        assertEquals(cards("KC QC 3S 4S AS 3C"), s.hand(1));
        assertEquals(0, s.toAct(), "the winner leads");
    }

    @Test
    void aFaceUpDrawIsKnownToBothAFaceDownOneIsNot() {
        GameState up = moves(plain(UP), "AC 2H");
        assertEquals(cards("AS KS").bits(), up.deal.shown, "face up: both drawn cards are shown");
        assertEquals(cards("AS"), up.viewFor(0).knownCards().get(1));
        assertEquals(cards("KS"), up.viewFor(1).knownCards().get(0));
        assertEquals(CardSet.EMPTY, moves(up, "AS").viewFor(0).knownCards().get(1), "played: no longer known");

        List<GameEvent> seenBy0 = new ArrayList<>();
        GameState down = moves(plain(DOWN), "AC");
        down = down.apply(0, Action.play(card("2H")), EventListener.seenBy(0, seenBy0::add));
        assertEquals(0L, down.deal.shown, "face down: nothing is shown");
        assertEquals(List.of(new GameEvent.Drew(1, Optional.empty(), false),
            new GameEvent.Drew(0, Optional.of(card("KS")), false)),
            seenBy0.stream().filter(e -> e instanceof GameEvent.Drew).toList(), "seat 0 sees only its own card");
        assertEquals(cards("KC QC 2S 3S 4S AS"), down.hand(1), "the draw itself is the same face down");
    }

    @Test
    void highLowAndJackAreJudgedOverTheCardsPlayed() {
        // bottom 9D: diamonds. Seat 1: 5D JD KC 2S 3S 4S; seat 0: 8D QD 2H 3H 4H 5H; stock 3D, AD, 2C, 3C...
        GameState s = GameState.start(UP, 0, withCardsAt(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 51},
            "5D JD KC 8D QD 2H 2S 3S 4S 3H 4H 5H 3D AD 9D"));
        assertEquals(cards("5D JD KC 2S 3S 4S"), s.hand(1));
        assertEquals(cards("8D QD 2H 3H 4H 5H"), s.hand(0));
        // T1 5D 8D: seat 0 wins; High so far 8D (played by seat 0), Low 5D played by seat 1 and captured by 0
        s = moves(s, "5D 8D");
        assertEquals(card("8D").index(), s.deal.count.highCard);
        assertEquals(0, s.deal.count.highSeat);
        assertEquals(card("5D").index(), s.deal.count.lowCard);
        assertEquals(1, s.deal.count.lowSeat);
        assertEquals(0, CountFacts.captor(s.deal.count.lowCard, s));
        assertEquals(GameState.NONE, s.deal.count.jackSeat, "the jack is not played yet");
        assertEquals(cards("QD 2H 3H 4H 5H 3D"), s.hand(0), "seat 0 won and drew 3D");
        assertEquals(cards("JD KC 2S 3S 4S AD"), s.hand(1), "seat 1 drew AD");
        // T2 QD JD: seat 0 wins; High QD; Jack played by seat 1, captured by seat 0; Low still 5D
        s = moves(s, "QD JD");
        assertEquals(card("QD").index(), s.deal.count.highCard);
        assertEquals(1, s.deal.count.jackSeat);
        assertEquals(0, CountFacts.captor(s.deal.count.jackCard(s.deal.trump), s));
        assertEquals(card("5D").index(), s.deal.count.lowCard);
        // T3 3D AD (seat 1 must trump with its only diamond): seat 1 wins; High AD by seat 1; Low 3D by seat 0,
        // captured by seat 1
        s = moves(s, "3D AD");
        assertEquals(card("AD").index(), s.deal.count.highCard);
        assertEquals(1, s.deal.count.highSeat);
        assertEquals(card("3D").index(), s.deal.count.lowCard);
        assertEquals(0, s.deal.count.lowSeat);
        assertEquals(1, CountFacts.captor(s.deal.count.lowCard, s));
    }

    @Test
    void noDrawOnceTheStockIsEmpty() {
        GameState s = plain(UP);
        while (s.stockSize() > 0) {
            GameState led = s.apply(s.legalAction(0));
            s = led.apply(led.legalAction(0));
        }
        assertEquals(6, s.hand(0).size(), "20 tricks, each followed by two draws");
        GameState led = s.apply(s.legalAction(0));
        s = led.apply(led.legalAction(0));
        assertEquals(5, s.hand(0).size(), "the hands are played out without drawing");
        assertEquals(5, s.hand(1).size());
    }
}
