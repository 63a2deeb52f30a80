package io.github.allfours.examples.terminal;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.json.AllFoursJson;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The hand that ends a match on High, from a fixed deck: Trinidad for two to 1 point. Worked by hand
 * (docs/rules.md, "Order of scoring"): seat 0 holds AH KH and seat 1 JH 3H, hearts are trumps (2H turned,
 * no turn-up points). Seat 0 takes High (AH) and with it the target; Low (3H, seat 1), the hang jack (JH
 * captured by seat 0 from seat 1) and Game (seat 0, 8 to 0 in card values) are taken but never scored.
 * The story of {@code demo} and of {@code play} says so, and the JSON of the hand's result says which
 * points were scored.
 */
class CountStopsNarrationTest {
    static final RuleSet RULES = TestRules.TRINIDAD_TWO.withTarget(1);

    private static DeckOrder deal() {
        return layout(RULES, 0).hands("AH KH 2D 3D 4D 5D", "JH 3H 2C 3C 4C 5C").turnUp("2H").build();
    }

    private static String story(int viewer, List<GameEvent> events, GameState after) {
        StringWriter text = new StringWriter();
        Narrator n = new Narrator(new PrintWriter(text, true), RULES, viewer);
        n.tell(events, seat -> viewer == Narrator.EVERYONE || seat == viewer
            ? Optional.of(after.viewFor(seat).hand()) : Optional.<CardSet>empty());
        return text.toString();
    }

    @Test
    void theCountStopsAtHighAndTheStoryAndTheJsonSaySo() {
        GameState s = moves(GameState.start(RULES, 0, DeckSource.of(deal(), deal())).apply(Action.STAND),
            "JH AH KH 3H 2D 2C 3D 3C 4D 4C 5D");
        List<GameEvent> events = new ArrayList<>();
        GameState over = s.apply(1, Action.play(card("5C")), events::add);
        assertEquals(1, over.score(0));
        assertEquals(0, over.score(1));

        String demo = story(Narrator.EVERYONE, events, over);
        assertTrue(demo.contains("    High (AH): seat 0 scores 1.\n"), demo);
        assertFalse(demo.contains("Low (3H)"), demo);
        assertFalse(demo.contains("Hang jack"), demo);
        assertTrue(demo.contains("  The count stops at the target: Low, Jack and Game are not scored.\n"), demo);
        assertTrue(demo.contains("  Score after hand 0: seat 0 1, seat 1 0."), demo);

        String seat1 = story(1, events.stream().map(e -> e.seenBy(1)).toList(), over);
        assertTrue(seat1.contains("  The count stops at the target: Low, Jack and Game are not scored.\n"), seat1);

        HandResult r = over.lastHandResult().orElseThrow();
        String json = AllFoursJson.write(r);
        assertTrue(json.contains("\"highSide\":0,\"highScored\":true,\"low\":\"3H\",\"lowSide\":1,\"lowScored\":false,"), json);
        assertTrue(json.contains("\"jackScored\":false,\"gameSide\":0,\"gameScored\":false,\"gameValues\":[8,0],"
            + "\"countStopped\":true,"), json);
    }
}
