package io.github.allfours.examples.server.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A token bucket per client address: so many requests a minute, refilled evenly, with a client's full
 * bucket forgotten. Limits {@code POST /tables} ({@code --creates-per-minute}) and new hints.
 */
public final class PerClientLimit {
    private final int perMinute;
    private final Map<String, double[]> buckets = new ConcurrentHashMap<>();

    /**
     * @param perMinute requests a client may make a minute
     */
    public PerClientLimit(int perMinute) {
        this.perMinute = perMinute;
    }

    /**
     * Takes one request of a client's allowance.
     *
     * @param client the client's key
     * @return whether the client may make the request
     */
    public boolean allow(String client) {
        long now = System.nanoTime();
        double[] b = buckets.computeIfAbsent(client, k -> new double[] {perMinute, now});
        synchronized (b) {
            b[0] = Math.min(perMinute, b[0] + (now - b[1]) / 60e9 * perMinute);
            b[1] = now;
            if (b[0] >= 1) {
                b[0] -= 1;
                return true;
            }
            return false;
        }
    }

    /**
     * @param client the client's key
     * @return the seconds until the client may make a request again (at least 1)
     */
    public long retryAfterSeconds(String client) {
        double[] b = buckets.get(client);
        if (b == null) {
            return 1;
        }
        synchronized (b) {
            return Math.max(1, (long) Math.ceil((1 - b[0]) * 60.0 / perMinute));
        }
    }

    /** Forgets the clients whose allowance is full again. */
    public void forgetIdle() {
        long now = System.nanoTime();
        List<String> full = new ArrayList<>();
        buckets.forEach((k, b) -> {
            synchronized (b) {
                if (b[0] + (now - b[1]) / 60e9 * perMinute >= perMinute) {
                    full.add(k);
                }
            }
        });
        full.forEach(buckets::remove);
    }
}
