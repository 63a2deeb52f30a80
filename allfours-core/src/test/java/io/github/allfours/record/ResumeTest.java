package io.github.allfours.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A record is a saved game: resuming it gives back the exact state, and a tampered one is refused. */
class ResumeTest {
    private static final RecordVerifier VERIFIER = new RecordVerifier(TestMatches.RESOLVER);

    @Test
    void aRecordCutAtAnyActionResumesToTheSameState() throws Exception {
        for (long seed = 1; seed <= 5; seed++) {
            StringBuilder text = new StringBuilder();
            GameRecordWriter writer = new GameRecordWriter(text);
            GameState s = GameState.start(TestMatches.TRINIDAD, (int) (seed % 4), DeckSource.seeded(seed));
            writer.startMatch(s);
            SplittableRandom rnd = new SplittableRandom(seed);
            for (int i = 0; i < 60 && !s.isOver(); i++) {
                s = writer.apply(s, s.legalAction(rnd.nextInt(s.legalActionCount())));
                GameState resumed = VERIFIER.resume(text.toString());
                assertEquals(s, resumed, "seed " + seed + " after action " + i);
                assertEquals(s.legalActions(), resumed.legalActions());
            }
        }
    }

    @Test
    void theResumedGamePlaysOnLikeTheOriginal() throws Exception {
        StringBuilder text = new StringBuilder();
        GameRecordWriter writer = new GameRecordWriter(text);
        GameState s = GameState.start(TestMatches.TRINIDAD, 0, DeckSource.seeded(77));
        writer.startMatch(s);
        SplittableRandom rnd = new SplittableRandom(3);
        for (int i = 0; i < 40; i++) {
            s = writer.apply(s, s.legalAction(rnd.nextInt(s.legalActionCount())));
        }
        GameState resumed = VERIFIER.resume(text.toString());
        // the resumed state has no deck source: the host supplies each later deal, as after any load
        while (!s.isOver()) {
            Action a = s.legalAction(rnd.nextInt(s.legalActionCount()));
            s = s.apply(a);
            resumed = resumed.apply(a);
            while (resumed.phase() == io.github.allfours.game.Phase.DEAL) {
                resumed = resumed.deal(DeckSource.seeded(77).order(resumed.dealNumber()));
            }
            assertEquals(s, resumed);
        }
    }

    @Test
    void aTamperedSaveIsRefusedWithItsLine() {
        StringBuilder text = new StringBuilder();
        GameRecordWriter writer = new GameRecordWriter(text);
        GameState s = GameState.start(TestMatches.TRINIDAD, 0, DeckSource.seeded(5));
        writer.startMatch(s);
        SplittableRandom rnd = new SplittableRandom(9);
        for (int i = 0; i < 30; i++) {
            s = writer.apply(s, s.legalAction(rnd.nextInt(s.legalActionCount())));
        }
        List<String> lines = new ArrayList<>(Arrays.asList(text.toString().split("\n")));
        int i = lines.size() - 1;
        while (!lines.get(i).contains("\"play ")) {
            i--;
        }
        String line = lines.get(i);
        String played = line.substring(line.lastIndexOf("\"play ") + 6, line.lastIndexOf("\"}"));
        // a card played earlier in the record: no seat can hold it any more, so playing it is illegal
        String first = lines.stream().filter(l -> l.contains("\"action\":\"play ")).findFirst().orElseThrow();
        String gone = first.substring(first.lastIndexOf("\"play ") + 6, first.lastIndexOf("\"}"));
        lines.set(i, line.replace("\"action\":\"play " + played + "\"", "\"action\":\"play " + gone + "\""));
        InconsistentRecordException e = assertThrows(InconsistentRecordException.class,
            () -> VERIFIER.resume(String.join("\n", lines) + "\n"));
        assertEquals(i + 1, e.discrepancy().lineNumber(), e::getMessage);
        assertTrue(e.getMessage().contains("line") || e.getMessage().length() > 10);
        assertThrows(InconsistentRecordException.class, () -> VERIFIER.resume(""));
    }
}
