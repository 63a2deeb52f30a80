package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.RedealCause;
import io.github.allfours.json.AllFoursJson;
import io.github.allfours.json.JsonFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * JSON written before its word values became lower kebab-case (CONTRIBUTING.md, "API rules"): a phase was written
 * {@code "MATCH_OVER"} and a redeal's cause {@code "PACK_EXHAUSTED"}, where they are now {@code "match-over"} and
 * {@code "pack-exhausted"}. The files under {@code old-json/} were written by the library of that time
 * ({@code AllFoursJson.write}): the view of seat 1 after a Trinidad match for four, seed 42, played by a
 * {@code java.util.Random(7)} choosing among the legal actions (the README's quick start), and two {@code redealt}
 * events. They read back as before, and are written again in the new words.
 */
class OldJsonWordsTest {
    @Test
    void anOldViewReadsBackAndIsWrittenInTheNewWords() throws IOException {
        String old = resource("trinidad-view-match-over.json");
        assertTrue(old.contains("\"phase\":\"MATCH_OVER\""), "the file is of the old form");
        SeatView view = AllFoursJson.readView(old, Variants.resolver());
        assertEquals(Phase.MATCH_OVER, view.phase());
        assertEquals(sameMatch().viewFor(1), view, "the view of the same match, made now");
        String now = AllFoursJson.write(view);
        assertEquals(old.replace("\"phase\":\"MATCH_OVER\"", "\"phase\":\"match-over\""), now);
    }

    @Test
    void oldEventsReadBackAndAreWrittenInTheNewWords() throws IOException {
        List<String> lines = resource("redealt-events.jsonl").lines().toList();
        assertEquals(new GameEvent.Redealt(2, RedealCause.PACK_EXHAUSTED), AllFoursJson.readEvent(lines.get(0)));
        assertEquals(new GameEvent.Redealt(1, RedealCause.BUNCHED), AllFoursJson.readEvent(lines.get(1)));
        assertEquals("{\"type\":\"redealt\",\"dealer\":2,\"cause\":\"pack-exhausted\"}",
            AllFoursJson.write(AllFoursJson.readEvent(lines.get(0))));
    }

    @Test
    void aRefusalNamesOnlyTheNewWords() throws IOException {
        String bad = resource("trinidad-view-match-over.json")
            .replace("\"phase\":\"MATCH_OVER\"", "\"phase\":\"Match_Over\"");
        JsonFormatException e = assertThrows(JsonFormatException.class, () -> AllFoursJson.readView(bad,
            Variants.resolver()));
        assertEquals("phase", e.path());
        assertTrue(e.getMessage().contains("match-over"), e.getMessage());
        assertFalse(e.getMessage().contains("MATCH_OVER"), e.getMessage());
    }

    private static GameState sameMatch() {
        GameState game = GameState.start(Variants.TRINIDAD, 0, DeckSource.seeded(42));
        Random random = new Random(7);
        while (!game.isOver()) {
            List<Action> legal = game.legalActions();
            game = game.apply(legal.get(random.nextInt(legal.size())));
        }
        return game;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = OldJsonWordsTest.class.getResourceAsStream("/old-json/" + name)) {
            if (in == null) {
                throw new IOException("no test resource old-json/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        }
    }
}
