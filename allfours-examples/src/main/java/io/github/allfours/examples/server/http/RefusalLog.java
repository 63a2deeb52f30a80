package io.github.allfours.examples.server.http;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server log's account of refused requests (too slow, too large, malformed, over a limit) that cannot
 * be flooded: each refusal is counted, and logged on its own only at DEBUG; at most one WARNING line an
 * interval sums up what was refused since the last one. Thread-safe.
 */
final class RefusalLog {
    private static final Logger LOG = LoggerFactory.getLogger(RefusalLog.class);

    private final long intervalNanos;
    private final LongSupplier nanoClock;
    private final Map<String, Long> sinceLast = new TreeMap<>();
    private final Map<String, Long> totals = new TreeMap<>();
    private long lastLine;
    private boolean logged;

    /**
     * @param intervalNanos the least time between two summary lines
     * @param nanoClock     the clock ({@code System::nanoTime})
     */
    RefusalLog(long intervalNanos, LongSupplier nanoClock) {
        this.intervalNanos = intervalNanos;
        this.nanoClock = nanoClock;
    }

    /**
     * Counts a refusal; logs the summary if one is due.
     *
     * @param what   what was refused, such as {@code 413 BODY_TOO_LARGE}
     * @param client the client's address
     */
    void note(String what, String client) {
        LOG.debug("refused {} from {}", what, client);
        synchronized (this) {
            sinceLast.merge(what, 1L, Long::sum);
            totals.merge(what, 1L, Long::sum);
        }
        flushIfDue();
    }

    /** Logs the summary of the refusals counted since the last line, if there are some and the interval has passed. */
    void flushIfDue() {
        String line;
        synchronized (this) {
            long now = nanoClock.getAsLong();
            if (sinceLast.isEmpty() || (logged && now - lastLine < intervalNanos)) {
                return;
            }
            long n = sinceLast.values().stream().mapToLong(Long::longValue).sum();
            StringBuilder b = new StringBuilder("refused ").append(n).append(n == 1 ? " request" : " requests");
            b.append(logged ? " since the last summary: " : ": ");
            String sep = "";
            for (Map.Entry<String, Long> e : sinceLast.entrySet()) {
                b.append(sep).append(e.getValue()).append(" × ").append(e.getKey());
                sep = ", ";
            }
            b.append(" (at most one such line every ").append(intervalNanos / 1_000_000_000L)
                .append(" s; each refusal is logged at DEBUG)");
            line = b.toString();
            sinceLast.clear();
            lastLine = now;
            logged = true;
        }
        LOG.warn(line);
    }

    /**
     * @param what what was refused, such as {@code 413 BODY_TOO_LARGE}
     * @return how many such refusals were counted since the server started
     */
    synchronized long total(String what) {
        return totals.getOrDefault(what, 0L);
    }
}
