package io.github.allfours.examples.server.http;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * How the HTTP side of the table server runs.
 *
 * @param host             the address to bind, such as {@code 127.0.0.1}
 * @param port             the port; 0 picks a free one
 * @param idleTimeout      how long a connection may stay silent (while a request is read or between
 *                         requests) before it is closed; event streams are sent a comment more often
 * @param minRequestRate   the slowest a request body may arrive, in bytes per second, measured from the end
 *                         of its headers (after a first second of grace); a slower body is answered 408
 * @param maxConnections   how many connections at once; further ones wait to be accepted
 * @param createsPerMinute how many tables one client (address) may create per minute
 * @param corsOrigins      the origins (such as {@code https://cards.example}) allowed to call from a browser;
 *                         {@code *} allows any; empty: none
 * @param accessLog        whether each request is logged, at INFO, to the logger {@link #ACCESS_LOGGER} (through
 *                         SLF4J, in the server log's format): the client's address, the method, the path
 *                         without its query, the status and the milliseconds taken; never a header or a token
 * @param sweepInterval    how often tables are swept (expiry, bots taking over silent seats)
 * @param requestTimeout   the deadline of a whole request (its request line, headers and body) from its first
 *                         byte: a body not complete by then is answered 408, a head not complete by then has
 *                         its connection closed
 * @param maxRequestsPerAddress how many requests one client address may have in progress at once (event
 *                         streams included); more are answered 429
 * @param trustedProxies   the addresses ({@code 10.0.0.5}) or networks ({@code 10.0.0.0/8}) of the proxies
 *                         whose {@code clientAddressHeader} is believed; empty: none
 * @param clientAddressHeader the header in which trusted proxies name the client, such as
 *                         {@code X-Forwarded-For} ({@code null}: none; required with trusted proxies)
 */
public record ServerConfig(String host, int port, Duration idleTimeout, long minRequestRate, int maxConnections,
                           int createsPerMinute, List<String> corsOrigins, boolean accessLog,
                           Duration sweepInterval, Duration requestTimeout, int maxRequestsPerAddress,
                           List<String> trustedProxies, String clientAddressHeader) {
    /** The largest request body accepted, in bytes. */
    public static final int MAX_BODY = 16 * 1024;
    /** The name of the access log's logger. */
    public static final String ACCESS_LOGGER = "allfours.access";

    /**
     * @param host             the address
     * @param port             the port
     * @param idleTimeout      the idle timeout
     * @param minRequestRate   the slowest request body rate
     * @param maxConnections   the most connections
     * @param createsPerMinute the tables one client may create per minute
     * @param corsOrigins      the allowed browser origins
     * @param accessLog        whether requests are logged
     * @param sweepInterval    the sweep interval
     * @param requestTimeout   the deadline of a whole request
     * @param maxRequestsPerAddress the requests one client address may have in progress
     * @param trustedProxies   the trusted proxies' addresses or networks
     * @param clientAddressHeader the header naming the client behind a trusted proxy
     * @throws IllegalArgumentException for a value out of range, a trusted proxy that is not an IP address or
     *                                  network, or trusted proxies without a header (or a header without them)
     */
    public ServerConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        Objects.requireNonNull(sweepInterval, "sweepInterval");
        Objects.requireNonNull(requestTimeout, "requestTimeout");
        corsOrigins = List.copyOf(corsOrigins);
        trustedProxies = List.copyOf(trustedProxies);
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0 to 65535, not " + port);
        }
        if (idleTimeout.toMillis() < 100 || sweepInterval.toMillis() < 10) {
            throw new IllegalArgumentException("the idle timeout and sweep interval are too short");
        }
        if (requestTimeout.toMillis() < 100) {
            throw new IllegalArgumentException("the request timeout must be at least 0.1 s, not " + requestTimeout);
        }
        if (createsPerMinute < 1 || maxConnections < 1 || minRequestRate < 0) {
            throw new IllegalArgumentException("createsPerMinute and maxConnections must be positive");
        }
        if (maxRequestsPerAddress < 1) {
            throw new IllegalArgumentException("maxRequestsPerAddress must be positive, not " + maxRequestsPerAddress);
        }
        for (String proxy : trustedProxies) {
            ClientAddresses.checkNetwork(proxy);
        }
        if (clientAddressHeader != null && !clientAddressHeader.matches("[A-Za-z0-9!#$%&'*+.^_`|~-]+")) {
            throw new IllegalArgumentException("\"" + clientAddressHeader + "\" is not a header name");
        }
        if (trustedProxies.isEmpty() != (clientAddressHeader == null)) {
            throw new IllegalArgumentException("trusted proxies and the client address header go together: "
                + (clientAddressHeader == null ? "name the header the proxies set" : "name the proxies to trust"));
        }
    }

    /**
     * The defaults on a host and port: 10 s idle timeout, 100 bytes/s, 10,000 connections, 60 tables a
     * minute per client, no CORS, no access log, a sweep every 5 s, 10 s for a whole request, 64 requests in
     * progress per client address, no trusted proxy.
     *
     * @param host the address
     * @param port the port
     * @return the configuration
     */
    public static ServerConfig defaults(String host, int port) {
        return new ServerConfig(host, port, Duration.ofSeconds(10), 100, 10_000, 60, List.of(), false,
            Duration.ofSeconds(5), Duration.ofSeconds(10), 64, List.of(), null);
    }

    /**
     * @param perMinute tables per client per minute
     * @return this configuration with that limit
     */
    public ServerConfig withCreatesPerMinute(int perMinute) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, perMinute, corsOrigins,
            accessLog, sweepInterval, requestTimeout, maxRequestsPerAddress, trustedProxies, clientAddressHeader);
    }

    /**
     * @param origins the allowed browser origins
     * @return this configuration with them
     */
    public ServerConfig withCorsOrigins(List<String> origins) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, createsPerMinute, origins,
            accessLog, sweepInterval, requestTimeout, maxRequestsPerAddress, trustedProxies, clientAddressHeader);
    }

    /**
     * @param log whether each request is logged to {@link #ACCESS_LOGGER}
     * @return this configuration with it
     */
    public ServerConfig withAccessLog(boolean log) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, createsPerMinute, corsOrigins,
            log, sweepInterval, requestTimeout, maxRequestsPerAddress, trustedProxies, clientAddressHeader);
    }

    /**
     * @param timeout the idle timeout
     * @param rate    the slowest request body rate
     * @return this configuration with them
     */
    public ServerConfig withTimeouts(Duration timeout, long rate) {
        return new ServerConfig(host, port, timeout, rate, maxConnections, createsPerMinute, corsOrigins, accessLog,
            sweepInterval, requestTimeout, maxRequestsPerAddress, trustedProxies, clientAddressHeader);
    }

    /**
     * @param interval the sweep interval
     * @return this configuration with it
     */
    public ServerConfig withSweepInterval(Duration interval) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, createsPerMinute, corsOrigins,
            accessLog, interval, requestTimeout, maxRequestsPerAddress, trustedProxies, clientAddressHeader);
    }

    /**
     * @param timeout     the deadline of a whole request
     * @param perAddress  the requests one client address may have in progress
     * @return this configuration with them
     */
    public ServerConfig withRequestLimits(Duration timeout, int perAddress) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, createsPerMinute, corsOrigins,
            accessLog, sweepInterval, timeout, perAddress, trustedProxies, clientAddressHeader);
    }

    /**
     * @param proxies the trusted proxies' addresses or networks
     * @param header  the header in which they name the client
     * @return this configuration with them
     */
    public ServerConfig withTrustedProxies(List<String> proxies, String header) {
        return new ServerConfig(host, port, idleTimeout, minRequestRate, maxConnections, createsPerMinute, corsOrigins,
            accessLog, sweepInterval, requestTimeout, maxRequestsPerAddress, proxies, header);
    }
}
