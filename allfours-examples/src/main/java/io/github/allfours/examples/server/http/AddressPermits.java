package io.github.allfours.examples.server.http;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How many requests each client address has in progress, bounded: a request takes a permit when it arrives
 * and gives it back when its answer is complete (an event stream when it ends). An address's count is
 * forgotten when it falls to zero, so the map holds only the addresses with requests in progress.
 * Thread-safe.
 */
final class AddressPermits {
    private final int max;
    private final Map<String, int[]> inProgress = new ConcurrentHashMap<>();

    /**
     * @param max the requests one address may have in progress at once
     */
    AddressPermits(int max) {
        this.max = max;
    }

    /**
     * Takes a permit if the address has fewer than the maximum in progress.
     *
     * @param key the address's key ({@link ClientAddresses#key})
     * @return whether it was taken
     */
    boolean tryAcquire(String key) {
        boolean[] taken = {false};
        inProgress.compute(key, (k, n) -> {
            if (n == null) {
                taken[0] = true;
                return new int[] {1};
            }
            if (n[0] < max) {
                n[0]++;
                taken[0] = true;
            }
            return n;
        });
        return taken[0];
    }

    /**
     * Gives a permit back.
     *
     * @param key the address's key
     */
    void release(String key) {
        inProgress.computeIfPresent(key, (k, n) -> --n[0] <= 0 ? null : n);
    }

    /** Returns the most requests one address may have in progress. */
    int max() {
        return max;
    }

    /**
     * @param key an address's key
     * @return its requests in progress
     */
    int inProgress(String key) {
        int[] n = inProgress.get(key);
        return n == null ? 0 : n[0];
    }
}
