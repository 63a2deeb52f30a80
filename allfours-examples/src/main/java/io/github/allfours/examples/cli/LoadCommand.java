package io.github.allfours.examples.cli;

import io.github.allfours.examples.catalogue.TableChoices;
import io.github.allfours.examples.load.LoadRunner;
import io.github.allfours.examples.load.LocalServer;
import io.github.allfours.examples.load.SlowClientProbe;
import io.github.allfours.examples.server.http.ServerConfig;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.table.TableService;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code allfours load}: starts a table server on 127.0.0.1 (on a new SQLite file, or the PostgreSQL
 * database of a JDBC URL), drives many concurrent tables over HTTP with racing clients while bots play
 * their seats, then re-verifies every table's stored record. Prints the stored moves per second and the
 * latency of move requests; exits with 1 if any check failed. With {@code --slow-clients N} it runs the
 * {@link SlowClientProbe} instead: N connections trickling request bodies while a normal client's latencies
 * are measured.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
    description = "Load-test the table server on this machine: concurrent tables, racing clients, bots; "
        + "then check every stored record.")
public final class LoadCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--tables", paramLabel = "N", defaultValue = "1000",
        description = "Concurrent tables (default: ${DEFAULT-VALUE}).")
    private int tables;

    @Option(names = "--moves", paramLabel = "N", defaultValue = "40",
        description = "Moves the clients make at each table at most; bots move in between (default: ${DEFAULT-VALUE}).")
    private int moves;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "60",
        description = "Time limit of the run (default: ${DEFAULT-VALUE}).")
    private int seconds;

    @Option(names = "--variant", paramLabel = "ID", defaultValue = "trinidad",
        description = "Variant of every table (default: ${DEFAULT-VALUE}).")
    private String variant;

    @Option(names = "--sides", paramLabel = "N",
        description = "Number of sides, where the variant has the number of seats both individually and in partnerships"
            + " (default: the first the catalogue lists).")
    private Integer sides;

    @Option(names = "--seats", paramLabel = "KIND,...", defaultValue = "player,easy,medium,easy", split = ",",
        description = "Each seat: player (a racing client) or a bot level (default: ${DEFAULT-VALUE}).")
    private String[] seats;

    @Option(names = "--workers", paramLabel = "N", defaultValue = "8",
        description = "Client threads (default: ${DEFAULT-VALUE}).")
    private int workers;

    @Option(names = "--db", paramLabel = "FILE|URL",
        description = "The server's database: a SQLite file or a JDBC URL (default: a new SQLite file in a temporary folder).")
    private String db;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
        description = "Seed of the deals and the clients' choices (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--slow-clients", paramLabel = "N",
        description = "Instead of the load: N connections that send a move's headers and then a body byte every 2 s"
            + " (replaced when answered), while a normal client asks /health and a view; for --seconds.")
    private Integer slowClients;

    @Option(names = "--slow-addresses", paramLabel = "K", defaultValue = "20",
        description = "The slow clients come from K loopback addresses, 127.0.0.2 upward (Linux); 0: from 127.0.0.1"
            + " (default: ${DEFAULT-VALUE}).")
    private int slowAddresses;

    @Option(names = "--slow-target", paramLabel = "seat|unknown-table", defaultValue = "seat",
        description = "seat: moves at a real table with a seat's token (the body must be read); unknown-table: moves"
            + " at no table without a token (default: ${DEFAULT-VALUE}).")
    private String slowTarget;

    /** Creates the command. */
    public LoadCommand() {
    }

    /**
     * Runs the load and the checks.
     *
     * @return 0 if every check passed, 1 otherwise
     * @throws Exception if the server cannot start or the run is interrupted
     */
    @Override
    public Integer call() throws Exception {
        CommandLine cmd = spec.commandLine();
        ServeCommand.quietLibraries();
        Variant v = Variants.byId(variant).orElseThrow(() ->
            new CommandLine.ParameterException(cmd, "Unknown variant '" + variant + "' (run 'allfours variants')."));
        try {
            TableChoices.table(v, seats.length, sides);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage() + " (--seats gives one entry a player).");
        }
        if (slowClients != null) {
            return probe(cmd);
        }
        LoadRunner.Plan plan;
        try {
            plan = new LoadRunner.Plan(tables, Arrays.asList(seats), v.id(), sides, moves, Duration.ofSeconds(seconds),
                workers, seed);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage());
        }
        PrintWriter out = cmd.getOut();
        try (LocalServer local = start(cmd, db, LocalServer.LOAD_TABLES)) {
            if (local == null) {
                return 1;
            }
            out.printf("load: %d tables of %s (%s) on %s, %d client threads, up to %d client moves a table, %d s at most%n",
                tables, variant, String.join(",", seats), local.store().describe(), workers, moves, seconds);
            out.flush();
            LoadRunner.Result r = new LoadRunner(local.server().url(), local.store()).run(plan);
            out.println(r.summary());
            for (String p : r.problems().subList(0, Math.min(20, r.problems().size()))) {
                out.println("  " + p);
            }
            out.flush();
            return r.problems().isEmpty() ? 0 : 1;
        }
    }

    private Integer probe(CommandLine cmd) throws Exception {
        SlowClientProbe.Plan plan;
        try {
            SlowClientProbe.Target target = switch (slowTarget) {
                case "seat" -> SlowClientProbe.Target.SEAT;
                case "unknown-table" -> SlowClientProbe.Target.UNKNOWN_TABLE;
                default -> throw new IllegalArgumentException("--slow-target is seat or unknown-table, not " + slowTarget);
            };
            plan = new SlowClientProbe.Plan(slowClients, slowAddresses, false, target, Duration.ofSeconds(seconds),
                Duration.ofSeconds(2));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage());
        }
        PrintWriter out = cmd.getOut();
        try (LocalServer local = start(cmd, null, TableService.Config.DEFAULT)) {
            if (local == null) {
                return 1;
            }
            ServerConfig config = local.config();
            out.printf("probe: %d slow clients against %s (request timeout %.0f s, minimum body rate %d bytes/s,"
                    + " %d requests in progress per address), %d s%n", slowClients, local.server().url(),
                config.requestTimeout().toMillis() / 1000.0, config.minRequestRate(), config.maxRequestsPerAddress(),
                seconds);
            out.flush();
            SlowClientProbe.Result r = new SlowClientProbe("127.0.0.1", local.server().port()).run(plan);
            out.println(r.summary());
            out.flush();
            return r.health().failures() == 0 && r.view().failures() == 0 ? 0 : 1;
        }
    }

    /** The server of a run, or {@code null} (the cause printed) when its database cannot be opened. */
    private static LocalServer start(CommandLine cmd, String db, TableService.Config tables) throws IOException {
        try {
            return LocalServer.start(db, tables);
        } catch (StoreException | IllegalArgumentException e) {
            cmd.getErr().println("allfours load: " + e.getMessage());
            cmd.getErr().flush();
            return null;
        }
    }
}
