package io.github.allfours.examples.bench;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.ExpertBot;
import io.github.allfours.bot.IsmctsBot;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One decision of a search bot at a fixed iteration budget ({@value #ITERATIONS} iterations; the expert, whose
 * iterations solve, {@value #EXPERT_ITERATIONS}), cycling through {@value #POSITIONS} positions in which the seat to
 * act has a choice, taken from matches of rule-based players (every phase: stand or beg, give or run, bids, card
 * play): the cost of a search itself, apart from the machine's load, which moves {@code arena --millis} figures by
 * whole factors. The secondary result {@code iterations} counts the iterations the searches ran, so JMH reports
 * the time per iteration (microseconds); a 50 ms decision gets 50,000 microseconds divided by it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class Decide {
    /** The budget of the search and ISMCTS bots per decision. */
    static final int ITERATIONS = 1_000;
    /** The expert's budget per decision. */
    static final int EXPERT_ITERATIONS = 300;
    /** The positions decided in turn. */
    static final int POSITIONS = 120;

    /** The bot: {@code search} (the hard level), {@code ismcts} or {@code expert}. */
    @Param({"search", "ismcts", "expert"})
    public String bot;

    /** The variant, at its usual table. */
    @Param({"trinidad", "auction-pitch"})
    public String variant;

    private Bot searcher;
    private Budget budget;
    private final List<SeatView> views = new ArrayList<>();
    private final SplittableRandom random = new SplittableRandom(Fixtures.SEED + 31);
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public Decide() {
    }

    /** Picks the bot and collects the positions: about one in three of the rule-based players' choices. */
    @Setup
    public void setUp() {
        searcher = searcher(bot);
        budget = budget(bot);
        RuleSet rules = Variants.byId(variant).orElseThrow(() -> new IllegalArgumentException("no variant " + variant)).rules();
        views.addAll(positions(rules));
    }

    /**
     * The bot of a name this benchmark takes.
     *
     * @param name {@code search} (the hard level), {@code ismcts} or {@code expert}
     * @return the bot
     * @throws IllegalArgumentException for another name
     */
    static Bot searcher(String name) {
        return switch (name) {
            case "search" -> SearchBot.INSTANCE;
            case "ismcts" -> IsmctsBot.INSTANCE;
            case "expert" -> ExpertBot.INSTANCE;
            default -> throw new IllegalArgumentException("no bot " + name + "; the searches are search, ismcts and expert");
        };
    }

    /** The budget of a decision of the bot of that name: {@value #ITERATIONS} iterations, the expert {@value #EXPERT_ITERATIONS}. */
    static Budget budget(String name) {
        return Budget.iterations(name.equals("expert") ? EXPERT_ITERATIONS : ITERATIONS);
    }

    /**
     * The {@value #POSITIONS} positions: about one in three of the choices of classic rule-based players in matches of these
     * rules from fixed seeds, each as the seat to act sees it.
     *
     * @param rules the rules
     * @return the positions
     */
    static List<SeatView> positions(RuleSet rules) {
        List<SeatView> out = new ArrayList<>();
        SplittableRandom pick = new SplittableRandom(Fixtures.SEED + 30);
        GameState s = GameState.start(rules, 0, DeckSource.seeded(Fixtures.SEED + 30));
        while (out.size() < POSITIONS) {
            if (s.isOver()) {
                s = GameState.start(rules, 0, DeckSource.seeded(pick.nextLong()));
            }
            SeatView v = s.viewFor(s.toAct());
            if (v.legalActions().size() > 1 && pick.nextInt(3) == 0) {
                out.add(v);
            }
            s = s.apply(RuleBot.CLASSIC.choose(v, pick, Budget.UNLIMITED));
        }
        return out;
    }

    /** The iterations the searches ran: JMH reports the time per iteration. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Iterations {
        /** The iterations run so far in this iteration of the benchmark. */
        public long iterations;

        /** Creates the counter; JMH calls this. */
        public Iterations() {
        }

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void clear() {
            iterations = 0;
        }
    }

    /** One decision at the position next in turn. */
    @Benchmark
    public Object decide(Iterations counter) {
        i = i + 1 == POSITIONS ? 0 : i + 1;
        Object chosen = searcher.choose(views.get(i), random, budget);
        counter.iterations += SearchBot.lastIterations();
        return chosen;
    }
}
