package io.github.allfours.examples.server;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * How the HTTP side of the table server runs.
 *
 * @param host             the address to bind, such as {@code 127.0.0.1}
 * @param port             the port; 0 picks a free one
 * @param idleTimeout      how long a connection may stay silent (while a request is read or between
 *                         requests) before it is closed; event streams are sent a comment more often
 * @param minRequestRate   the slowest a request body may arrive, in bytes per second, once the body has
 *                         started (so that clients trickling bytes cannot hold the server's threads)
 * @param maxConnections   how many connections at once; further ones wait to be accepted
 * @param createsPerMinute how many tables one client (address) may create per minute
 * @param corsOrigins      the origins (such as {@code https://cards.example}) allowed to call from a browser;
 *                         {@code *} allows any; empty: none
 * @param accessLog        where each request's access log line goes ({@code null}: nowhere)
 * @param sweepInterval    how often tables are swept (expiry, bots taking over silent seats)
 */
public record ServerConfig(String host, int port, Duration idleTimeout, long minRequestRate, int maxConnections,
                           int createsPerMinute, List<String> corsOrigins, Consumer<String> accessLog,
                           Duration sweepInterval) {
    /** The largest request body accepted, in bytes. */
    public static final int MAX_BODY = 16 * 1024;

    /**
     * @param host             the address
     * @param port             the port
     * @param idleTimeout      the idle timeout
     * @param minRequestRate   the slowest request body rate
     * @param maxConnections   the most connections
     * @param createsPerMinute the tables one client may create per minute
     * @param corsOrigins      the allowed browser origins
     * @param accessLog        the access log
     * @param sweepInterval    the sweep interval
     */
    public ServerConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        Objects.requireNonNull(sweepInterval, "sweepInterval");
        corsOrigins = List.copyOf(corsOrigins);
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0 to 65535, not " + port);
        }
        if (idleTimeout.toMillis() < 100 || sweepInterval.toMillis() < 10) {
            throw new IllegalArgumentException("the idle timeout and sweep interval are too short");
        }
        if (createsPerMinute < 1 || maxConnections < 1 || minRequestRate < 0) {
            throw new IllegalArgumentException("createsPerMinute and maxConnections must be positive");
        }
    }

    /**
     * The defaults on a host and port: 10 s idle timeout, 100 bytes/s, 10,000 connections, 60 tables a
     * minute per client, no CORS, no access log, a sweep every 5 s.
     *
     * @param host the address
     * @param port the port
     * @return the configuration
     */
    public static ServerConfig defaults(String host, int port) {
        return new ServerConfig(host, port, Duration.ofSeconds(10), 100, 10_000, 60, List.of(), null,
            Duration.ofSeconds(5));
    }

    /**
     * @param perMinute tables per client per minute
     * @return this configuration with that limit
     */
    public ServerConfig withCreatesPerMinute(int perMinute) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, perMinute, corsOrigins,
            accessLog, sweepInterval);
    }

    /**
     * @param origins the allowed browser origins
     * @return this configuration with them
     */
    public ServerConfig withCorsOrigins(List<String> origins) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, createsPerMinute, origins,
            accessLog, sweepInterval);
    }

    /**
     * @param log where access log lines go
     * @return this configuration with it
     */
    public ServerConfig withAccessLog(Consumer<String> log) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, createsPerMinute, corsOrigins,
            log, sweepInterval);
    }

    /**
     * @param timeout the idle timeout
     * @param rate    the slowest request body rate
     * @return this configuration with them
     */
    public ServerConfig withTimeouts(Duration timeout, long rate) {
        return new ServerConfig(host, port, timeout, rate, maxConnections, createsPerMinute, corsOrigins, accessLog,
            sweepInterval);
    }

    /**
     * @param interval the sweep interval
     * @return this configuration with it
     */
    public ServerConfig withSweepInterval(Duration interval) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, createsPerMinute, corsOrigins,
            accessLog, interval);
    }
}
