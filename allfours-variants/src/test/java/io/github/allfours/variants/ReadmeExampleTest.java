package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameEvent;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Reason;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The README's quick start, run as a test so the documentation cannot go stale. */
class ReadmeExampleTest {
    @Test
    void quickStartRuns() throws Exception {
        // --- begin README quick start (keep in step with README.md) ---
        GameState game = GameState.start(Variants.TRINIDAD, 0, DeckSource.seeded(42)); // seat 0 deals first
        Random random = new Random(7);
        while (!game.isOver()) {
            List<Action> legal = game.legalActions();            // e.g. [beg, stand] or [play 2C, play JH]
            game = game.apply(legal.get(random.nextInt(legal.size()))); // a new state; the old one is unchanged
        }
        System.out.println("side " + game.winner().getAsInt() + " wins " + Arrays.toString(game.scores()));

        GameState next = GameState.start(Variants.TRINIDAD, 0, DeckSource.seeded(43));
        Optional<Violation> why = next.check(3, Action.parse("beg"));  // seat 3 is not elder: NOT_YOUR_TURN
        SeatView forSeat1 = next.viewFor(1);                         // send this to seat 1, never the GameState
        // --- end README quick start ---

        assertTrue(game.score(game.winner().getAsInt()) >= 14);
        assertEquals(Reason.NOT_YOUR_TURN, why.orElseThrow().reason());
        assertEquals(next.hand(1), forSeat1.hand());

        Path readme = Path.of("..", "README.md");
        if (Files.exists(readme)) {
            String text = Files.readString(readme);
            assertTrue(text.contains("GameState game = GameState.start(Variants.TRINIDAD, 0, DeckSource.seeded(42));"),
                "README quick start no longer matches this test");
            assertTrue(text.contains("Optional<Violation> why = next.check(3, Action.parse(\"beg\"));"));
        }
    }

    @Test
    void houseRulesFromTheReadme() throws Exception {
        RuleSet noUnder = Variants.TRINIDAD.withNoUndertrumping(true);
        assertTrue(noUnder.follow().noUndertrumping());
        assertFalse(noUnder.isNamed());
        assertEquals(Variants.TRINIDAD, noUnder.origin());
        assertEquals(Map.of("noUndertrumping", true), noUnder.optionsDifferingFrom(noUnder.origin()));
        assertEquals(11, Variants.TRINIDAD.withTarget(11).target());
        assertTrue(Variants.TRINIDAD.withFollow(f -> f.withNoTrumpingIn(true)).follow().noTrumpingIn());
        RuleSet byWords = Variants.TRINIDAD.withOptions(Map.of("noUndertrumping", true, "lowTakenBy", "captor"));
        assertTrue(byWords.follow().noUndertrumping());
        assertEquals(PointTaker.CAPTOR, byWords.scoring().low());

        GameState game = GameState.start(Variants.TRINIDAD, 0, DeckSource.seeded(42));
        List<GameEvent> seen = new ArrayList<>();
        GameState after = game.apply(game.toAct(), game.legalActions().get(0), event -> {
            if (event instanceof GameEvent.Awarded a) {
                System.out.println(a.award());               // the side, the points, the reason and the card
            }
            seen.add(event);
        });
        // elder's first decision in Trinidad is a call (stand or beg), reported as one Called event
        assertTrue(seen.get(0) instanceof GameEvent.Called c && c.seat() == game.toAct(), seen.toString());
        assertEquals(game.awardCount() + seen.stream().filter(e -> e instanceof GameEvent.Awarded).count(),
            after.awardCount());

        String text = Files.readString(Path.of("..", "README.md"));
        for (String snippet : List.of("Variants.TRINIDAD.withNoUndertrumping(true)", "Variants.TRINIDAD.withTarget(11)",
                "rules.withFollow(f -> f.withNoTrumpingIn(true))",
                "Variants.TRINIDAD.withOptions(Map.of(\"noUndertrumping\", true, \"lowTakenBy\", \"captor\"))",
                "if (event instanceof GameEvent.Awarded a) {")) {
            assertTrue(text.contains(snippet), "README no longer shows " + snippet);
        }
    }
}
