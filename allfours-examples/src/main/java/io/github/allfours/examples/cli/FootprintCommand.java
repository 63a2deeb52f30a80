package io.github.allfours.examples.cli;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.variants.Variants;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.openjdk.jol.info.ClassLayout;
import org.openjdk.jol.info.GraphLayout;
import org.openjdk.jol.vm.VM;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code allfours footprint}: how much memory a {@link GameState} takes, measured with JOL on this JVM
 * (sizes depend on the JVM, its heap size and compressed references). It plays a Trinidad match (four
 * players) by random legal actions to the middle of a hand (the first follow of the hand's third
 * trick) and prints:
 *
 * <ul>
 *   <li>the retained size: every object reachable from the state, including what all the states of
 *       the match share (the rules, the compiled table, the deck orders, the award history);</li>
 *   <li>the rule set's own graph, part of that and shared by every state of every match under it;</li>
 *   <li>the state object alone (its header and fields);</li>
 *   <li>what a new state after one card play adds: the objects reachable from the new state and not
 *       from its predecessor, which it shares everything else with.</li>
 * </ul>
 */
@Command(name = "footprint", mixinStandardHelpOptions = true,
    description = "Measure a game state's memory with JOL: retained, alone, and added by one card play.")
public final class FootprintCommand implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "Seed of the match and of the random players (default: ${DEFAULT-VALUE}).")
    private long seed;

    /** Creates the command. */
    public FootprintCommand() {
    }

    /** Measures and prints. */
    @Override
    public void run() {
        quietJol();
        PrintWriter out = spec.commandLine().getOut();
        GameState before = midHand(seed);
        List<Action> legal = before.legalActions();
        Action play = legal.get(new SplittableRandom(seed).nextInt(legal.size()));
        GameState after = before.apply(play);

        long retained = GraphLayout.parseInstance(before).totalSize();
        long rules = GraphLayout.parseInstance(before.rules()).totalSize();
        long alone = ClassLayout.parseInstance(before).instanceSize();
        // one walk over both states counts every shared object once: the union less the old graph is what
        // only the new state reaches (walking both in one go keeps object identities stable across a GC)
        long both = GraphLayout.parseInstance(before, after).totalSize();
        GraphLayout added = GraphLayout.parseInstance(after).subtract(GraphLayout.parseInstance(before));
        long newState = GraphLayout.parseInstance(after).totalSize();

        out.printf(Locale.ROOT, "Trinidad All Fours, 4 players, seed %d: hand %d, trick %d, %s; then %s.%n",
            seed, before.handNumber(), before.tricksPlayed(), before.phase(), play);
        out.printf(Locale.ROOT, "  retained size of the state   %,8d bytes   everything reachable from it, shared parts included%n",
            retained);
        out.printf(Locale.ROOT, "    of which the rule set      %,8d bytes   the RuleSet's graph, shared by every state of every match under it%n",
            rules);
        out.printf(Locale.ROOT, "    and the rest               %,8d bytes   this match's deal, hands, tricks, scores and history%n",
            retained - rules);
        out.printf(Locale.ROOT, "  the state object alone       %,8d bytes   GameState's header and fields, without what they point to%n",
            alone);
        out.printf(Locale.ROOT, "  added by one card play       %,8d bytes   objects the new state reaches that its predecessor does not%n",
            both - retained);
        out.printf(Locale.ROOT, "    (JOL subtract)             %,8d bytes   the same by GraphLayout.subtract, in %d objects%n",
            added.totalSize(), added.totalCount());
        out.printf(Locale.ROOT, "  retained size after the play %,8d bytes   the new state counted on its own%n", newState);
        out.printf(Locale.ROOT, "Sizes are this JVM's (%s %s, %s), worked out by JOL from its object layout.%n",
            System.getProperty("java.vm.name"), System.getProperty("java.version"), System.getProperty("java.vm.info"));
        out.flush();
    }

    /**
     * Without an agent JOL sizes objects from the JVM's own layout (field offsets, header and alignment):
     * skip its attempts to attach one, and the warning it prints on the standard output about that.
     */
    private static void quietJol() {
        System.setProperty("jol.skipDynamicAttach", "true");
        System.setProperty("jol.skipInstallAttach", "true");
        System.setProperty("jol.magicFieldOffset", "true");     // the rule set's parts are records
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8));
        try {
            VM.current().sizeOf(new Object());
        } finally {
            System.setOut(stdout);
        }
    }

    /** The first follow of the third trick of a hand with at least three tricks to play. */
    static GameState midHand(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long deck = seed;
        while (true) {
            GameState s = GameState.start(Variants.TRINIDAD, 0, DeckSource.seeded(deck++));
            while (!s.isOver()) {
                if (s.phase() == Phase.PLAY && s.tricksPlayed() == 2 && s.currentTrick().size() == 1
                    && s.legalActions().get(0) instanceof Play) {
                    return s;
                }
                List<Action> legal = s.legalActions();
                s = s.apply(legal.get(random.nextInt(legal.size())));
            }
        }
    }
}
