package io.github.allfours.examples;

import io.github.allfours.examples.arena.ArenaCommand;
import io.github.allfours.examples.cli.BenchCommand;
import io.github.allfours.examples.cli.DemoCommand;
import io.github.allfours.examples.cli.FootprintCommand;
import io.github.allfours.examples.cli.LoadCommand;
import io.github.allfours.examples.cli.PlayCommand;
import io.github.allfours.examples.cli.ServeCommand;
import io.github.allfours.examples.cli.SimulateCommand;
import io.github.allfours.examples.cli.TrainCallsCommand;
import io.github.allfours.examples.cli.TrainPlayCommand;
import io.github.allfours.examples.cli.VariantsCommand;
import io.github.allfours.examples.cli.VerifyCommand;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import picocli.CommandLine.Command;
import picocli.CommandLine;

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
    subcommands = {DemoCommand.class, PlayCommand.class, ServeCommand.class, LoadCommand.class, SimulateCommand.class,
        ArenaCommand.class, TrainCallsCommand.class, TrainPlayCommand.class, VerifyCommand.class, VariantsCommand.class, BenchCommand.class,
        FootprintCommand.class, CommandLine.HelpCommand.class})
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
        CommandLine cmd = new CommandLine(new AllFours()).setCaseInsensitiveEnumValuesAllowed(true);
        for (CommandLine sub : cmd.getSubcommands().values()) {
            sub.getCommandSpec().versionProvider(new Version());   // demo --version says what allfours --version says
        }
        return cmd;
    }

    /** Without a subcommand: the usage help. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * The version shown by {@code --version}: the project's version and the time of the build, from the
     * resource {@value #VERSION_RESOURCE} that Maven fills in when it builds this module (so the classes of
     * a build and its jar say the same), and the Java runtime.
     */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties p = properties();
            return new String[] {"allfours " + p.getProperty("version") + " (built " + p.getProperty("built") + ")",
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
        }

        /**
         * The filled-in version resource.
         *
         * @return its {@code version} and {@code built}
         * @throws IOException if the resource is missing or was not filled in (the classes were not built by
         *                     Maven)
         */
        static Properties properties() throws IOException {
            Properties p = new Properties();
            try (InputStream in = AllFours.class.getResourceAsStream(VERSION_RESOURCE)) {
                if (in == null) {
                    throw new IOException("no " + VERSION_RESOURCE + " among the classes: build them with ./mvnw");
                }
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            for (String key : new String[] {"version", "built"}) {
                String value = p.getProperty(key);
                if (value == null || value.isBlank() || value.contains("${")) {
                    throw new IOException(VERSION_RESOURCE + " has no " + key + " (" + value
                        + "): build the classes with ./mvnw, which fills it in");
                }
            }
            return p;
        }
    }

    /** The resource holding the version and build time, filled in by Maven. */
    static final String VERSION_RESOURCE = "version.properties";
}
