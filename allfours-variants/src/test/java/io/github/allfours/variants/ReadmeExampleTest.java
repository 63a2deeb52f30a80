package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import io.github.allfours.record.InconsistentRecordException;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The README's getting-started {@code main}, run as a test with assertions on what it computes, and compared with
 * the README's text, so the front door cannot go stale; and the house rules and events that docs/embedding.md shows.
 * (Every Java snippet of the README and the guides is also compiled and run by the snippet tests.)
 */
class ReadmeExampleTest {
    /** The signature of the README's {@code main}: its {@code throws} clause says what it may throw. */
    private static final String MAIN =
        "    public static void main(String[] args) throws InconsistentRecordException {\n";

    @Test
    void gettingStartedRuns() throws Exception {
        // --- begin README getting started (the body of its main, as README.md shows it) ---
        // a whole match of Trinidad All Fours between random players; seat 0 deals first
        GameState game = GameState.start(Variants.TRINIDAD, 0, DeckSource.seeded(42));
        Random random = new Random(7);
        while (!game.isOver()) {
            List<Action> legal = game.legalActions();                   // e.g. [beg, stand] or [play 2C, play JH]
            game = game.apply(legal.get(random.nextInt(legal.size()))); // a new state; the old one is unchanged
        }
        System.out.println("side " + game.winner().getAsInt() + " wins " + game.scores());

        // what a server asks: is this move legal, and what may seat 1 see?
        GameState next = GameState.start(Variants.TRINIDAD, 0, DeckSource.seeded(43));
        Optional<Violation> why = next.check(3, Action.parse("beg"));  // seat 3 is not elder: NOT_YOUR_TURN
        SeatView forSeat1 = next.viewFor(1);                          // send this to seat 1, never the GameState
        System.out.println(why.orElseThrow().reason() + "; seat 1 holds " + forSeat1.hand());

        // Pitch for four in two partnerships, saved as a game record while it is played, resumed, and a bot's move
        RuleSet pitchPairs = Variants.byId("pitch").orElseThrow().rules(4, 2);
        StringBuilder saved = new StringBuilder();
        GameRecordWriter writer = new GameRecordWriter(saved);
        GameState pitch = writer.start(pitchPairs, 0, DeckSource.seeded(5));
        pitch = writer.apply(pitch, pitch.legalActions().get(0));     // elder pitches
        GameState resumed = new RecordVerifier(Variants.resolver()).resume(saved.toString()); // checked line by line
        Action move = SearchBot.INSTANCE.choose(resumed.viewFor(resumed.toAct()), random, Budget.iterations(200));
        System.out.println("the hard bot, seat " + resumed.toAct() + ", chooses " + move);
        // --- end README getting started ---

        assertTrue(game.isOver() && game.score(game.winner().getAsInt()) >= 14);
        assertEquals(Reason.NOT_YOUR_TURN, why.orElseThrow().reason());
        assertEquals(next.hand(1), forSeat1.hand());
        assertEquals(List.of(4, 2), List.of(pitchPairs.seats(), pitchPairs.sides()));
        assertEquals(pitch, resumed, "the record gives back the state it was written from");
        assertTrue(resumed.legalActions().contains(move));
        SeatView view = resumed.viewFor(resumed.toAct());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
            () -> SearchBot.INSTANCE.choose(view, random, Budget.UNLIMITED));
        assertTrue(refused.getMessage().contains("a search needs a limit"), refused.getMessage());
        assertThrows(IllegalArgumentException.class,
            () -> IsmctsBot.INSTANCE.choose(view, random, new Budget(Budget.NO_LIMIT, Budget.NO_LIMIT)));
        assertTrue(resumed.legalActions().contains(RuleBot.INSTANCE.choose(view, random, Budget.UNLIMITED)),
            "a bot that does not search takes any budget");
        assertSame(pitchPairs, RuleSetResolver.of(pitchPairs).resolve("pitch", 4, 2).orElseThrow());
        assertTrue(RuleSetResolver.of(pitchPairs).resolve("pitch", 4, 4).isEmpty());
        assertThrows(InconsistentRecordException.class,
            () -> new RecordVerifier(Variants.resolver()).resume(saved + "{\"type\":\"action\",\"seat\":9}\n"),
            "resume throws what the README's main declares");

        String readme = Files.readString(Path.of("..", "README.md"));
        String code = markedBlock("getting started");
        assertTrue(readme.contains(MAIN + code + "    }\n}\n"),
            () -> "README.md no longer shows the getting-started main as this test runs it (after its signature):\n"
                + code);
    }

    @Test
    void variantsByIdAliasAndTable() {
        RuleSet sevenUp = Variants.byId("seven-up").orElseThrow().rules(3);
        assertEquals(List.of(3, 3), List.of(sevenUp.seats(), sevenUp.sides()), "three players, each for themselves");
        assertEquals(Variants.byId("old-sledge").orElseThrow().rules(3), sevenUp);
        for (Variant v : Variants.all()) {
            assertTrue(v.playerCounts().contains(v.defaultPlayers()), v::id);
        }
    }

    /**
     * The lines of this test between {@code // --- begin README NAME ...} and {@code // --- end README NAME ---}, as
     * they are: the body of the README's {@code main} is indented as this method's body is.
     */
    private static String markedBlock(String name) throws Exception {
        List<String> lines = Files.readAllLines(Path.of("src", "test", "java", "io", "github", "allfours", "variants",
            "ReadmeExampleTest.java"));
        int begin = -1;
        for (int i = 0; i < lines.size() && begin < 0; i++) {
            if (lines.get(i).startsWith("        // --- begin README " + name + " ")) {
                begin = i;
            }
        }
        int end = lines.indexOf("        // --- end README " + name + " ---");
        assertTrue(begin >= 0 && end > begin, "no marked block " + name);
        StringBuilder sb = new StringBuilder();
        for (String line : lines.subList(begin + 1, end)) {
            sb.append(line).append('\n');
        }
        return sb.toString();
    }

    @Test
    void houseRulesAndEventsOfTheEmbeddingGuide() throws Exception {
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
                System.out.println(a.award());                  // the side, the points, the reason and the card
            }
            seen.add(event);
        });
        // elder's first decision in Trinidad is a call (stand or beg), reported as one Called event
        assertTrue(seen.get(0) instanceof GameEvent.Called c && c.seat() == game.toAct(), seen.toString());
        assertEquals(game.awardCount() + seen.stream().filter(e -> e instanceof GameEvent.Awarded).count(),
            after.awardCount());

        String text = Files.readString(Path.of("..", "docs", "embedding.md"));
        for (String snippet : List.of("Variants.TRINIDAD.withNoUndertrumping(true)", ".withTarget(11)",
                "Variants.TRINIDAD.withFollow(f -> f.withNoTrumpingIn(true))",
                "Variants.TRINIDAD.withOptions(Map.of(\"noUndertrumping\", true, \"lowTakenBy\", \"captor\"))",
                "if (event instanceof GameEvent.Awarded a) {")) {
            assertTrue(text.contains(snippet), "docs/embedding.md no longer shows " + snippet);
        }
    }
}
