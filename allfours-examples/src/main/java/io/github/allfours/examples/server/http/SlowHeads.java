package io.github.allfours.examples.server.http;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Connector;

/**
 * The deadline of request heads. Jetty reads a request line and headers without a thread, but nothing in it
 * bounds how long they may take: a client sending a byte a second never meets the idle timeout. A sweep looks
 * at every connection: one with no request waiting for its answer (as many answers started as request heads
 * received, by Jetty's counts) that has received bytes since, and still has no complete head after the
 * request timeout, is closed without an answer (as Jetty does on an idle timeout while reading a head).
 * Bytes are only counted from the sweep that first sees them, so a head is cut off between one and two sweep
 * intervals past the deadline. (A request whose answer has started, such as an event stream, counts as
 * answered: a client that sends bytes on its connection meanwhile, which browsers do not, is held to the
 * same deadline.) Called by one thread at a time.
 */
final class SlowHeads {
    /** What a sweep saw of a connection: its request and answer counts, its bytes then, and since when it waits. */
    private static final class Seen {
        final long requests;
        final long answers;
        final long bytes;
        long waitingSince;

        Seen(long requests, long answers, long bytes) {
            this.requests = requests;
            this.answers = answers;
            this.bytes = bytes;
        }
    }

    private final long timeoutNanos;
    private final RefusalLog refusals;
    private final Map<EndPoint, Seen> seen = new HashMap<>();

    /**
     * @param timeoutNanos the request timeout
     * @param refusals     where closed connections are counted
     */
    SlowHeads(long timeoutNanos, RefusalLog refusals) {
        this.timeoutNanos = timeoutNanos;
        this.refusals = refusals;
    }

    /**
     * Looks at every connection once; closes those whose head is late.
     *
     * @param connectors the server's connectors
     */
    void sweep(Connector[] connectors) {
        long now = System.nanoTime();
        for (Connector c : connectors) {
            for (EndPoint ep : c.getConnectedEndPoints()) {
                Connection conn = ep.getConnection();
                if (conn != null && late(ep, conn, now)) {
                    seen.remove(ep);
                    refusals.note("connection closed: request head slower than the request timeout",
                        RequestGuard.remote(ep.getRemoteSocketAddress()));
                    ep.close(new TimeoutException("the request head was not complete within the request timeout"));
                }
            }
        }
        seen.keySet().removeIf(ep -> !ep.isOpen());
    }

    private boolean late(EndPoint ep, Connection conn, long now) {
        long requests = conn.getMessagesIn();
        long answers = conn.getMessagesOut();
        long bytes = conn.getBytesIn();
        Seen s = seen.get(ep);
        if (s == null || s.requests != requests || s.answers != answers) {
            seen.put(ep, new Seen(requests, answers, bytes));       // a new state: the bytes so far are the baseline
            return false;
        }
        if (requests > answers || bytes == s.bytes) {
            return false;       // a request in progress (the guard bounds its body), or idle (the idle timeout bounds it)
        }
        if (s.waitingSince == 0) {
            s.waitingSince = now;
            return false;
        }
        return now - s.waitingSince >= timeoutNanos;
    }
}
