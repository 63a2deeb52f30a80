package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Reason;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import io.github.allfours.rules.RuleSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
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
    void houseRulesFromTheReadme() {
        RuleSet club = Variants.TRINIDAD.toBuilder().id("our-club").noUndertrumping(true).target(11).build();
        assertEquals(11, club.target());
        assertTrue(club.follow().noUndertrumping());
        assertTrue(Variants.TRINIDAD.withForcedBegWithoutTrump(true).begging().orElseThrow().forcedWithoutTrump());
    }
}
