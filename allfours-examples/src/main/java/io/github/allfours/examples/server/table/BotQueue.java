package io.github.allfours.examples.server.table;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bots' moves of a {@link TableBots}, shared fairly. A move at a table where a person plays a seat comes
 * before any move at a table of bots only; within each kind the clients that created the tables take turns
 * (round robin), each client's moves in the order they came, so that one client's many tables never make
 * another client's table wait behind all of them. The moves whose bot searches (and so may think for a quarter
 * second of a core) are bounded at once: at tables of bots only, per client and to one less than the server's
 * bound (so that a searching bot at a person's table always finds room), and on the whole server. A move whose
 * bot does not search (a random or rule-based bot: microseconds, then a commit) is bounded only by the threads.
 * Thread-safe.
 */
final class BotQueue implements AutoCloseable {
    /** One move to make. */
    private record Task(Runnable work, boolean searches) {
    }

    /** One client's moves of one kind waiting, and its moves of that kind being made. */
    private static final class Client {
        final ArrayDeque<Task> waiting = new ArrayDeque<>();
        int running;
        int searching;
    }

    /** The moves of one kind (at tables with a person, or of bots only): the clients in turn. */
    private static final class Lane {
        /** The clients with moves waiting, in the order their turn comes. */
        final ArrayDeque<String> turns = new ArrayDeque<>();
        final Map<String, Client> clients = new HashMap<>();
        int searching;
    }

    private static final Logger LOG = LoggerFactory.getLogger(BotQueue.class);

    private final int searchesPerClient;
    private final int searches;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Lane people = new Lane();
    private final Lane botsOnly = new Lane();
    private final List<Thread> threads = new ArrayList<>();
    private boolean closed;

    /**
     * Starts the threads.
     *
     * @param threads           how many moves are made at once at most
     * @param searchesPerClient how many moves of searching bots at one client's tables of bots only are made at once
     *                          at most
     * @param searches          how many moves of searching bots are made at once at most (at tables of bots only, one
     *                          less)
     * @param name              the threads' name, to which each adds its number
     */
    BotQueue(int threads, int searchesPerClient, int searches, String name) {
        if (threads < 1 || searchesPerClient < 1 || searches < 2) {
            throw new IllegalArgumentException("a queue needs threads and searches: " + threads + ", " + searchesPerClient
                + ", " + searches);
        }
        this.searchesPerClient = searchesPerClient;
        this.searches = searches;
        for (int i = 1; i <= threads; i++) {
            Thread t = new Thread(this::work, name + i);
            t.setDaemon(true);
            t.start();
            this.threads.add(t);
        }
    }

    /**
     * Queues a move.
     *
     * @param client   the client whose table it is at (the table's creator)
     * @param person   whether a person plays a seat of that table
     * @param searches whether its bot searches
     * @param work     the move
     * @throws RejectedExecutionException once the queue is closed
     */
    void submit(String client, boolean person, boolean searches, Runnable work) {
        lock.lock();
        try {
            if (closed) {
                throw new RejectedExecutionException("the bots are stopped");
            }
            Lane lane = person ? people : botsOnly;
            Client c = lane.clients.computeIfAbsent(client, k -> new Client());
            if (c.waiting.isEmpty()) {
                lane.turns.addLast(client);
            }
            c.waiting.addLast(new Task(work, searches));
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Returns how many moves wait (for tests and reports). */
    int waiting() {
        lock.lock();
        try {
            int n = 0;
            for (Lane lane : List.of(people, botsOnly)) {
                for (Client c : lane.clients.values()) {
                    n += c.waiting.size();
                }
            }
            return n;
        } finally {
            lock.unlock();
        }
    }

    /** A move taken from a lane, with what to count it against. */
    private record Taken(Task task, Lane lane, String client) {
    }

    private void work() {
        while (true) {
            Taken taken;
            lock.lock();
            try {
                while ((taken = next()) == null) {
                    if (closed && people.turns.isEmpty() && botsOnly.turns.isEmpty()) {
                        return;         // stopped, and every move queued is made or being made
                    }
                    changed.await();
                }
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
            try {
                taken.task().work().run();
            } catch (RuntimeException e) {
                LOG.warn("a bot's move failed", e);
            } finally {
                done(taken);
            }
        }
    }

    /** The next move to make, a person's table's first. The caller holds the lock. */
    private Taken next() {
        int searching = people.searching + botsOnly.searching;
        Taken t = next(people, Integer.MAX_VALUE, searching < searches);
        return t != null ? t : next(botsOnly, searchesPerClient, searching < searches - 1);
    }

    /**
     * The first client in a lane's turn whose next move may start (a searching bot's only while its client and the
     * server are under their bounds); that client goes to the back of the turns, the clients passed over keep
     * their places.
     */
    private static Taken next(Lane lane, int perClient, boolean searchAllowed) {
        for (Iterator<String> it = lane.turns.iterator(); it.hasNext(); ) {
            String name = it.next();
            Client c = lane.clients.get(name);
            Task t = c.waiting.peekFirst();
            if (t.searches() && (!searchAllowed || c.searching >= perClient)) {
                continue;
            }
            c.waiting.pollFirst();
            it.remove();
            if (!c.waiting.isEmpty()) {
                lane.turns.addLast(name);
            }
            c.running++;
            if (t.searches()) {
                c.searching++;
                lane.searching++;
            }
            return new Taken(t, lane, name);
        }
        return null;
    }

    private void done(Taken taken) {
        lock.lock();
        try {
            Client c = taken.lane().clients.get(taken.client());
            c.running--;
            if (taken.task().searches()) {
                c.searching--;
                taken.lane().searching--;
            }
            if (c.waiting.isEmpty() && c.running == 0) {
                taken.lane().clients.remove(taken.client());     // a client is in the turns while it has moves waiting
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Stops taking moves; the moves queued and in progress are made, for at most {@code timeout}, then the threads
     * are interrupted.
     *
     * @param timeout how long to wait
     * @param unit    its unit
     * @throws InterruptedException if interrupted while waiting
     */
    void close(long timeout, TimeUnit unit) throws InterruptedException {
        lock.lock();
        try {
            closed = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        long until = System.nanoTime() + unit.toNanos(timeout);
        for (Thread t : threads) {
            t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime())));
        }
        for (Thread t : threads) {
            t.interrupt();
        }
    }

    /** Stops taking moves; the moves queued and in progress are made, for at most five seconds. */
    @Override
    public void close() {
        try {
            close(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
