package io.github.allfours.examples.cli;

import io.github.allfours.examples.server.http.ServerConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

/**
 * The one logging set-up of {@code allfours serve}. The server, Jetty, Javalin, Flyway and HikariCP all log
 * through SLF4J, whose provider here is {@code slf4j-jdk14}: java.util.logging. Its configuration is a
 * properties file: {@code --log-config FILE}, else the JVM's {@code java.util.logging.config.file}, else
 * {@link #DEFAULT} in the jar (every line {@code TIME LEVEL LOGGER: MESSAGE} on standard error, the time in
 * ISO 8601 with its offset from UTC; the server at INFO, the libraries at WARNING). The access log is the
 * logger {@link ServerConfig#ACCESS_LOGGER} at INFO, written in the same format; {@code --access-log}
 * sends it to standard output ({@code -}), to a file, with the rest of the log ({@code log}: where the
 * configuration sends it) or nowhere ({@code off}).
 */
final class ServeLogging {
    /** The logging configuration in the jar. */
    static final String DEFAULT = "/io/github/allfours/examples/logging.properties";

    /** The loggers configured here, held: java.util.logging keeps only weak references to them. */
    private static final List<Logger> HELD = new ArrayList<>();

    private ServeLogging() {
    }

    /**
     * Reads the logging configuration: the file given, else the JVM's own if it names one, else the jar's.
     *
     * @param file a java.util.logging properties file, or {@code null}
     * @throws IOException if the file cannot be read
     */
    static void configure(Path file) throws IOException {
        if (file != null) {
            try (InputStream in = Files.newInputStream(file)) {
                LogManager.getLogManager().readConfiguration(in);
            }
        } else if (System.getProperty("java.util.logging.config.file") == null
            && System.getProperty("java.util.logging.config.class") == null) {
            try (InputStream in = ServeLogging.class.getResourceAsStream(DEFAULT)) {
                if (in == null) {
                    throw new IOException("the jar lacks " + DEFAULT);
                }
                LogManager.getLogManager().readConfiguration(in);
            }
        }
    }

    /**
     * Sends the access log where {@code --access-log} says. With {@code -} or a file the logger logs at INFO
     * whatever the configuration says; with {@code log} its level and handlers are the configuration's.
     *
     * @param where {@code -} (standard output), {@code log} (with the rest of the log), {@code off}, or a file
     *              (appended to)
     * @param out   standard output
     * @return whether requests are to be logged at all
     * @throws IOException if the file cannot be opened (the logger is then left as it was)
     */
    static boolean accessLog(String where, PrintStream out) throws IOException {
        OutputStream to = switch (where) {
            case "off", "log" -> null;
            case "-" -> out;
            default -> Files.newOutputStream(Path.of(where), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        };
        Logger access = Logger.getLogger(ServerConfig.ACCESS_LOGGER);
        synchronized (HELD) {
            HELD.add(access);
        }
        if (where.equals("log")) {
            return true;
        }
        for (Handler h : access.getHandlers()) {
            access.removeHandler(h);
        }
        if (where.equals("off")) {
            access.setLevel(Level.OFF);
            return false;
        }
        access.setLevel(Level.INFO);
        access.addHandler(new EachLine(to, formatter()));
        access.setUseParentHandlers(false);
        return true;
    }

    /** The formatter of the log's first handler, so that the access log looks like the rest; else the plain one. */
    private static Formatter formatter() {
        for (Handler h : Logger.getLogger("").getHandlers()) {
            if (h.getFormatter() != null) {
                return h.getFormatter();
            }
        }
        return new SimpleFormatter();
    }

    /** A handler writing each record at once (a line of the access log must not wait in a buffer). */
    private static final class EachLine extends StreamHandler {
        EachLine(OutputStream out, Formatter formatter) {
            super(out, formatter);
            setLevel(Level.ALL);
        }

        @Override
        public synchronized void publish(LogRecord record) {
            super.publish(record);
            flush();
        }

        @Override
        public synchronized void close() {
            flush();        // standard output stays open; a file is closed with the process
        }
    }
}
