package io.github.allfours.examples.cli;

import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.server.http.ServerConfig;
import io.github.allfours.examples.server.http.TableServer;
import io.github.allfours.examples.server.store.JdbcTableStore;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.table.TableService;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code allfours serve}: the table server ({@link TableServer}): tables stored as game records in a SQLite
 * file (by default) or PostgreSQL, seats held with bearer tokens, views pushed as server-sent events, bots.
 * It listens on the loopback interface unless told otherwise, and runs until stopped (Ctrl-C); tables
 * resume from their records when it starts again.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = "Host matches over HTTP: stored tables, seat tokens, pushed views, spectators, bots.")
public final class ServeCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", paramLabel = "P", defaultValue = "8080",
        description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
        description = "Address to bind (default: ${DEFAULT-VALUE}, this machine only). Tokens travel in plain HTTP:"
            + " put a TLS proxy in front before binding to other addresses.")
    private String host;

    @Option(names = "--db", paramLabel = "FILE|URL", defaultValue = "allfours-tables.db",
        description = "Where tables are stored: a SQLite file, or a JDBC URL (jdbc:postgresql://HOST/DB to share tables"
            + " between several servers) (default: ${DEFAULT-VALUE}).")
    private String db;

    @Option(names = "--db-user", paramLabel = "USER", description = "Database user (PostgreSQL).")
    private String dbUser;

    @Option(names = "--db-password-env", paramLabel = "VAR", defaultValue = "ALLFOURS_DB_PASSWORD",
        description = "Environment variable holding the database password (default: ${DEFAULT-VALUE}).")
    private String dbPasswordEnv;

    @Option(names = "--idle-timeout", paramLabel = "SECONDS", defaultValue = "10",
        description = "Close a connection silent this long, also while its request is read (default: ${DEFAULT-VALUE}).")
    private double idleTimeout;

    @Option(names = "--min-request-rate", paramLabel = "BYTES/S", defaultValue = "100",
        description = "Answer 408 to a request body arriving slower than this (default: ${DEFAULT-VALUE}).")
    private long minRate;

    @Option(names = "--request-timeout", paramLabel = "SECONDS", defaultValue = "10",
        description = "A request's line, headers and body must all arrive within this long of its first byte: a late"
            + " body is answered 408, a late head has its connection closed (default: ${DEFAULT-VALUE}).")
    private double requestTimeout;

    @Option(names = "--max-requests-per-address", paramLabel = "N", defaultValue = "64",
        description = "Requests one client address may have in progress at once, event streams included; more are"
            + " answered 429 (default: ${DEFAULT-VALUE}).")
    private int maxRequestsPerAddress;

    @Option(names = "--trusted-proxy", paramLabel = "ADDR[/BITS]",
        description = "A proxy (an IP address or network) whose --client-address-header is believed. Repeatable.")
    private List<String> trustedProxies = new ArrayList<>();

    @Option(names = "--client-address-header", paramLabel = "NAME",
        description = "The header in which trusted proxies name the client, such as X-Forwarded-For; the rightmost"
            + " address in it that is not a trusted proxy's is the client.")
    private String clientAddressHeader;

    @Option(names = "--max-connections", paramLabel = "N", defaultValue = "10000",
        description = "Connections at once (default: ${DEFAULT-VALUE}).")
    private int maxConnections;

    @Option(names = "--creates-per-minute", paramLabel = "N", defaultValue = "60",
        description = "Tables one client address may create per minute (default: ${DEFAULT-VALUE}).")
    private int createsPerMinute;

    @Option(names = "--max-tables", paramLabel = "N", defaultValue = "100000",
        description = "Tables stored at most (default: ${DEFAULT-VALUE}).")
    private long maxTables;

    @Option(names = "--cors-origin", paramLabel = "ORIGIN",
        description = "A browser origin allowed to call the API, such as https://cards.example; * for any. Repeatable.")
    private List<String> corsOrigins = new ArrayList<>();

    @Option(names = "--access-log", paramLabel = "-|log|off|FILE", defaultValue = "-",
        description = "Where the access log (the logger allfours.access: a line a request, in the log's format, never a"
            + " token) goes: - for standard output, log for wherever the logging configuration sends the rest, off for"
            + " nowhere, or a file to append to (default: ${DEFAULT-VALUE}).")
    private String accessLog;

    @Option(names = "--log-config", paramLabel = "FILE",
        description = "A java.util.logging properties file configuring the log (SLF4J writes to java.util.logging):"
            + " handlers, format, levels. Default: the JVM's java.util.logging.config.file if set, else the jar's"
            + " (one line a record on standard error, TIME LEVEL LOGGER: MESSAGE; the server at INFO, its libraries"
            + " at WARNING).")
    private Path logConfig;

    @Option(names = "--seat-timeout", paramLabel = "SECONDS", defaultValue = "120",
        description = "A bot takes the seat of a player silent this long on their turn (default: ${DEFAULT-VALUE}).")
    private double seatTimeout;

    @Option(names = "--takeover-bot", paramLabel = "LEVEL", defaultValue = BotLevels.SUGGESTED,
        description = "The level of that bot: " + BotLevels.LEVELS + " (default: ${DEFAULT-VALUE}).")
    private String takeoverBot;

    @Option(names = "--finished-ttl", paramLabel = "SECONDS", defaultValue = "600",
        description = "Keep a finished table this long (default: ${DEFAULT-VALUE}).")
    private double finishedTtl;

    @Option(names = "--idle-ttl", paramLabel = "SECONDS", defaultValue = "3600",
        description = "Keep a table nobody moves at this long (default: ${DEFAULT-VALUE}).")
    private double idleTtl;

    /** The libraries' loggers held here: java.util.logging keeps only weak references to them. */
    private static final List<java.util.logging.Logger> QUIET = new ArrayList<>();

    /** Creates the command. */
    public ServeCommand() {
    }

    /**
     * Keeps the libraries' start-up chatter (Flyway, HikariCP, Jetty, Javalin) to warnings and errors, for the
     * commands that start a server of their own ({@code load}); {@code serve} has its logging configuration.
     */
    static void quietLibraries() {
        synchronized (QUIET) {
            if (QUIET.isEmpty()) {
                for (String name : List.of("org.flywaydb", "com.zaxxer.hikari", "org.eclipse.jetty", "io.javalin")) {
                    java.util.logging.Logger l = java.util.logging.Logger.getLogger(name);
                    l.setLevel(java.util.logging.Level.WARNING);
                    QUIET.add(l);
                }
            }
        }
    }

    /** Why a file could not be read or written, in words (a NoSuchFileException's message is only the path). */
    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage();
    }

    /**
     * Serves until the process is stopped.
     *
     * @return 1 if the database cannot be opened or the address bound (otherwise it does not return until
     *     interrupted, then 0)
     */
    @Override
    public Integer call() {
        CommandLine cmd = spec.commandLine();
        ServerConfig config;
        TableService.Config tables;
        try {
            try {
                ServeLogging.configure(logConfig);
            } catch (IOException e) {
                throw new IOException("cannot read the logging configuration " + logConfig + ": " + reason(e), e);
            }
            boolean logRequests;
            try {
                logRequests = ServeLogging.accessLog(accessLog, System.out);
            } catch (IOException e) {
                throw new IOException("cannot open the access log " + accessLog + ": " + reason(e), e);
            }
            config = new ServerConfig(host, port, seconds(idleTimeout), minRate, maxConnections, createsPerMinute,
                corsOrigins, logRequests, Duration.ofSeconds(2), seconds(requestTimeout), maxRequestsPerAddress,
                trustedProxies, clientAddressHeader);
            tables = new TableService.Config(seconds(seatTimeout), takeoverBot, seconds(finishedTtl), seconds(idleTtl),
                maxTables);
        } catch (IllegalArgumentException | IOException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage());
        }
        JdbcTableStore store;
        try {
            store = db.startsWith("jdbc:") ? JdbcTableStore.open(db, dbUser, System.getenv(dbPasswordEnv))
                : JdbcTableStore.sqlite(Path.of(db));
        } catch (StoreException | IllegalArgumentException e) {
            cmd.getErr().println("allfours serve: " + e.getMessage());      // a store's message names the cause
            cmd.getErr().flush();
            return 1;
        }
        TableService service = new TableService(store, tables, System::currentTimeMillis);
        TableServer server;
        try {
            server = TableServer.start(service, config);
        } catch (RuntimeException e) {
            service.close();
            store.close();
            cmd.getErr().println("allfours serve: cannot listen on " + host + ":" + port + ": " + e.getMessage());
            cmd.getErr().flush();
            return 1;
        }
        PrintWriter out = cmd.getOut();
        out.printf("allfours serving on %s/ (tables in %s): POST /tables to open a table. Ctrl-C stops.%n",
            server.url(), store.describe());
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runnable stop = () -> {
            server.close();
            service.close();
            store.close();
            stopped.countDown();
        };
        Thread hook = new Thread(stop, "allfours-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            Runtime.getRuntime().removeShutdownHook(hook);
            stop.run();
        }
        return 0;
    }

    private static Duration seconds(double s) {
        if (!(s > 0) || s > 1e7) {
            throw new IllegalArgumentException("a duration must be a positive number of seconds, not " + s);
        }
        return Duration.ofMillis(Math.round(s * 1000));
    }
}
