package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.layout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What one seat may see (as OpenSpiel's information state of a player and boardgame.io's player view: a
 * player's view must never contain a card that player may not see). In Trinidad the turned-up cards are face up for
 * everyone (pagat.com "All Fours", Trinidad, "Deal").
 */
@DisplayName("Trinidad: seat views hide the other hands")
class TrinidadViewTest {
    static final RuleSet FOUR = Trinidad.FOUR;
    static final String[] HANDS = {
        "AH QC 5C 7D 8D 4S",
        "KH TH 3C 4C 5S 6S",
        "9H 4H AC KC QD 2S",
        "2C AD KD 3D 4D 3S"};
    /** A card written as two characters standing alone (so the TS inside "HEARTS" does not count). */
    static final Pattern CARD = Pattern.compile("(?<![A-Za-z0-9])[2-9TJQKA][CDHS](?![A-Za-z0-9])");

    static GameState fresh() {
        return GameState.start(FOUR, 0,
            layout(FOUR, 0).hands(HANDS).turnUp("2H").run("QS", "JC JD JH", "JS TC TD", "TS 9C 9D", "9S 8C 8H")
                .build());
    }

    static CardSet cardsIn(String text) {
        CardSet out = CardSet.EMPTY;
        Matcher m = CARD.matcher(text);
        while (m.find()) {
            out = out.with(Card.parse(m.group()));
        }
        return out;
    }

    /**
     * Checks seat {@code v}'s view of {@code s}: its own hand and every public card, no other hand.
     *
     * @param publicCards the cards on the table that everyone has seen
     */
    static void assertViewHides(GameState s, int v, CardSet publicCards) {
        SeatView view = s.viewFor(v);
        assertEquals(s.hand(v), view.hand(), "own hand visible");
        for (int k = 0; k < 4; k++) {
            assertEquals(s.hand(k).size(), view.handSize(k), "count of seat " + k);
        }
        assertEquals(s.turnUp(), view.turnUp());
        assertEquals(s.trump(), view.trump());
        String text = view.toString();
        CardSet shown = cardsIn(text);
        assertTrue(shown.minus(s.hand(v)).minus(publicCards).isEmpty(),
            "seat " + v + " sees only its hand and public cards, but the view shows " + shown + ": " + text);
        for (int k = 0; k < 4; k++) {
            if (k != v) {
                assertFalse(shown.intersects(s.hand(k)), "seat " + k + "'s cards leak into seat " + v + "'s view: " + text);
            }
        }
        if (v == s.toAct()) {
            assertEquals(s.legalActions(), view.legalActions());
        } else {
            assertEquals(List.of(), view.legalActions(), "no actions shown to a seat that is not to act");
        }
    }

    @Test
    @DisplayName("after the deal: own six cards, the others as counts, the turn-up face up")
    void afterDeal() {
        GameState s = fresh();
        for (int v = 0; v < 4; v++) {
            assertViewHides(s, v, CardSet.parse("2H"));
            assertEquals(Optional.of(Card.parse("2H")), s.viewFor(v).turnUp());
            assertEquals(6, s.viewFor(v).handSize((v + 1) % 4));
        }
        assertTrue(s.viewFor(1).toString().contains("2H"), "the turn-up is shown");
        assertEquals(List.of(Action.BEG, Action.STAND), s.viewFor(1).legalActions());
    }

    @Test
    @DisplayName("after a run: nine cards each, the old turn-up set aside face up, the stock only as a count")
    void afterRun() {
        GameState s = fresh().apply(Action.BEG).apply(Action.RUN);
        // 2H set aside, QS turned: spades are trumps. 52 - 24 - 1 - 12 - 1 = 14 in the stock.
        for (int v = 0; v < 4; v++) {
            SeatView view = s.viewFor(v);
            assertViewHides(s, v, CardSet.parse("2H QS"));
            assertEquals(CardSet.parse("2H"), view.setAside());
            assertEquals(14, view.stockSize());
            assertEquals(9, view.hand().size());
        }
    }

    @Test
    @DisplayName("during play: the trick on the table is public, the hands still are not")
    void duringPlay() {
        GameState s = fresh().apply(Action.STAND)
            .apply(Action.play(Card.parse("KH"))).apply(Action.play(Card.parse("4H")));
        CardSet table = CardSet.parse("2H KH 4H");
        for (int v = 0; v < 4; v++) {
            assertViewHides(s, v, table);
            assertEquals(CardSet.parse("KH 4H"), s.viewFor(v).played());
        }
        assertTrue(s.viewFor(0).toString().contains("KH"), "the trick is shown to everyone");
        assertEquals(5, s.viewFor(0).handSize(1));
        assertEquals(6, s.viewFor(0).handSize(3));
    }
}
