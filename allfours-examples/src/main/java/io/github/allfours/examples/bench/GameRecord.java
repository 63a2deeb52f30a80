package io.github.allfours.examples.bench;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.RecordFormatException;
import io.github.allfours.record.RecordLine;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Game records of whole Trinidad (four player) matches, {@value #MATCHES} different matches taken in
 * turn: {@code write} records one match with {@link GameRecordWriter} from its states and actions
 * (played beforehand, so the engine's own work is not counted) into an output that only counts
 * characters; {@code read} parses one pre-written record with {@link GameRecordReader#readAll(String)};
 * {@code verify} replays and checks one with {@link RecordVerifier} (which reads it too).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GameRecord {
    /** Matches the benchmark cycles through. */
    static final int MATCHES = 8;

    private GameState[][] states;
    private Action[][] actions;
    private String[] texts;
    private RecordVerifier verifier;
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public GameRecord() {
    }

    /** Plays the matches and writes their records. */
    @Setup
    public void setUp() {
        states = new GameState[MATCHES][];
        actions = new Action[MATCHES][];
        texts = new String[MATCHES];
        SplittableRandom random = new SplittableRandom(Fixtures.SEED + 10);
        for (int m = 0; m < MATCHES; m++) {
            List<GameState> ss = new ArrayList<>();
            List<Action> as = new ArrayList<>();
            GameState s = GameState.start(Variants.TRINIDAD, random.nextInt(4), DeckSource.seeded(Fixtures.SEED + m));
            ss.add(s);
            while (!s.isOver()) {
                Action a = Fixtures.randomLegal(s, random);
                as.add(a);
                s = s.apply(a);
                ss.add(s);
            }
            states[m] = ss.toArray(new GameState[0]);
            actions[m] = as.toArray(new Action[0]);
            StringBuilder text = new StringBuilder();
            write(states[m], actions[m], text);
            texts[m] = text.toString();
        }
        verifier = new RecordVerifier(RuleSetResolver.of(Variants.TRINIDAD));
        for (String text : texts) {
            VerificationResult r = verifier.verify(text);
            if (!r.isOk()) {
                throw new IllegalStateException("fixture record does not verify: " + r);
            }
        }
    }

    private static void write(GameState[] states, Action[] actions, Appendable out) {
        GameRecordWriter w = new GameRecordWriter(out);
        w.startMatch(states[0]);
        GameState s = states[0];
        for (Action a : actions) {
            s = w.apply(s, a);
        }
    }

    private int next() {
        i = (i + 1) & (MATCHES - 1);
        return i;
    }

    /** Returns the number of characters written for one match. */
    @Benchmark
    public long write() {
        int m = next();
        Discard out = new Discard();
        write(states[m], actions[m], out);
        return out.chars;
    }

    /**
     * Returns the lines of one record.
     *
     * @throws RecordFormatException never: the records are well formed
     */
    @Benchmark
    public List<RecordLine> read() throws RecordFormatException {
        return GameRecordReader.readAll(texts[next()]);
    }

    /** Returns the verification of one record. */
    @Benchmark
    public VerificationResult verify() {
        return verifier.verify(texts[next()]);
    }

    /** An output that keeps nothing but the number of characters appended. */
    static final class Discard implements Appendable {
        long chars;

        @Override
        public Appendable append(CharSequence csq) {
            chars += csq.length();
            return this;
        }

        @Override
        public Appendable append(CharSequence csq, int start, int end) {
            chars += end - start;
            return this;
        }

        @Override
        public Appendable append(char c) {
            chars++;
            return this;
        }
    }
}
