package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.IsmctsBot;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Reason;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.RuleSetResolver;
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

/** The README's Java examples, run as tests and compared with the README's text, so the documentation cannot go stale. */
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

        // --- begin README rule sets, records and bots ---
        RuleSet sevenUp = Variants.byId("seven-up").orElseThrow().rules(3);  // an id or an alias ("old-sledge"), 3 players
        RuleSet pitchPairs = Variants.byId("pitch").orElseThrow().rules(4, 2); // 4 players in 2 partnerships
        for (Variant v : Variants.all()) {
            System.out.println(v.id() + " " + v.aliases() + ": " + v.playerCounts() + " players"); // every variant
        }

        StringBuilder saved = new StringBuilder();                     // a game record: the saved form of a game
        GameRecordWriter writer = new GameRecordWriter(saved);
        GameState pitch = writer.start(pitchPairs, 0, DeckSource.seeded(5));
        pitch = writer.apply(pitch, pitch.legalActions().get(0));     // elder pitches
        RecordVerifier verifier = new RecordVerifier(Variants.resolver()); // the resolver knows every variant by id
        GameState resumed = verifier.resume(saved.toString());        // the same state, checked move by move

        Bot bot = SearchBot.INSTANCE;                                   // the `hard` level
        Action move = bot.choose(resumed.viewFor(resumed.toAct()), random, Budget.iterations(200));
        // bot.choose(view, random, Budget.UNLIMITED) throws IllegalArgumentException: a search needs a limit
        // --- end README rule sets, records and bots ---

        assertEquals(List.of(3, 3), List.of(sevenUp.seats(), sevenUp.sides()), "three players, each for themselves");
        assertEquals(Variants.byId("old-sledge").orElseThrow().rules(3), sevenUp);
        assertEquals(List.of(4, 2), List.of(pitchPairs.seats(), pitchPairs.sides()));
        assertEquals(pitch, resumed, "the record gives back the state it was written from");
        assertTrue(resumed.legalActions().contains(move));
        SeatView view = resumed.viewFor(resumed.toAct());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
            () -> bot.choose(view, random, Budget.UNLIMITED));
        assertTrue(refused.getMessage().contains("a search needs a limit"), refused.getMessage());
        assertThrows(IllegalArgumentException.class,
            () -> IsmctsBot.INSTANCE.choose(view, random, new Budget(Budget.NO_LIMIT, Budget.NO_LIMIT)));
        assertTrue(resumed.legalActions().contains(RuleBot.INSTANCE.choose(view, random, Budget.UNLIMITED)),
            "a bot that does not search takes any budget");
        assertSame(pitchPairs, RuleSetResolver.of(pitchPairs).resolve("pitch", 4, 2));
        assertNull(RuleSetResolver.of(pitchPairs).resolve("pitch", 4, 4));

        String readme = Files.readString(Path.of("..", "README.md"));
        for (String block : List.of("quick start", "rule sets, records and bots")) {
            String code = markedBlock(block);
            assertTrue(readme.contains(code), () -> "README.md no longer shows the " + block + " as this test runs it:\n"
                + code);
        }
    }

    /**
     * The lines of this test between {@code // --- begin README NAME ---} and {@code // --- end README NAME ---},
     * without the indentation of the method, as the README shows them.
     */
    private static String markedBlock(String name) throws Exception {
        List<String> lines = Files.readAllLines(Path.of("src", "test", "java", "io", "github", "allfours", "variants",
            "ReadmeExampleTest.java"));
        int begin = lines.indexOf("        // --- begin README " + name + " (keep in step with README.md) ---");
        if (begin < 0) {
            begin = lines.indexOf("        // --- begin README " + name + " ---");
        }
        int end = lines.indexOf("        // --- end README " + name + " ---");
        assertTrue(begin >= 0 && end > begin, "no marked block " + name);
        StringBuilder sb = new StringBuilder();
        for (String line : lines.subList(begin + 1, end)) {
            sb.append(line.length() >= 8 ? line.substring(8) : line.strip()).append('\n');
        }
        return sb.toString();
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
