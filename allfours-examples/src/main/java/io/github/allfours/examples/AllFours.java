package io.github.allfours.examples;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code allfours} command: watch a match ({@code demo}), play one at the terminal ({@code play}),
 * host matches over HTTP ({@code serve}) and load-test that server ({@code load}), play many at random and measure ({@code simulate}, with
 * {@code --check} a soak test of the engine's invariants), check a game record ({@code verify}), list
 * the rule sets ({@code variants}), run the JMH benchmarks ({@code bench}) and measure a state's memory
 * ({@code footprint}).
 *
 * <pre>
 * java -jar allfours-examples/target/allfours.jar demo
 * java -jar allfours-examples/target/allfours.jar play --variant west-yorkshire --seat 1
 * java -jar allfours-examples/target/allfours.jar serve --port 8080
 * java -jar allfours-examples/target/allfours.jar load --tables 1000
 * java -jar allfours-examples/target/allfours.jar simulate --matches 20000 --record games.jsonl
 * java -jar allfours-examples/target/allfours.jar simulate --check --all-variants --matches 2700
 * java -jar allfours-examples/target/allfours.jar verify games.jsonl
 * java -jar allfours-examples/target/allfours.jar bench -f 1 -wi 3 -i 5 -prof gc LegalActions
 * java -jar allfours-examples/target/allfours.jar footprint
 * </pre>
 */
@Command(name = "allfours",
    mixinStandardHelpOptions = true,
    versionProvider = AllFours.Version.class,
    description = "All Fours rules engine: demo, play, serve, simulation, game records, benchmarks.",
    subcommands = {DemoCommand.class, PlayCommand.class, ServeCommand.class, LoadCommand.class, SimulateCommand.class, ArenaCommand.class,
        VerifyCommand.class, VariantsCommand.class, BenchCommand.class, FootprintCommand.class,
        CommandLine.HelpCommand.class})
public final class AllFours implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the top-level command; picocli fills in its subcommands. */
    public AllFours() {
    }

    /**
     * Runs the command line and exits with its exit code.
     *
     * @param args the arguments, such as {@code demo --seed 7}
     */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /**
     * The command line, ready to {@link CommandLine#execute(String...)}; tests capture its output with
     * {@link CommandLine#setOut} and {@link CommandLine#setErr}.
     *
     * @return a new command line for {@code allfours}
     */
    public static CommandLine commandLine() {
        return new CommandLine(new AllFours()).setCaseInsensitiveEnumValuesAllowed(true);
    }

    /** Without a subcommand: the usage help. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version shown by {@code --version}: the jar's implementation version when packaged. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = AllFours.class.getPackage().getImplementationVersion();
            return new String[] {"allfours " + (v == null ? "(development build)" : v)};
        }
    }
}
