package io.github.allfours.examples.server;

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
 * The bots' moves of a {@link TableBots}, fair between the clients that created their tables: its threads take
 * the clients in turn (round robin), each client's moves in the order they came, so that one client's many
 * tables never make another client's table wait behind all of them; and the moves whose bot searches (and so
 * may think for a quarter second of a core) are bounded at once, per client and on the whole server, so that one
 * client's busy tables leave the other clients' bots a core to think on. A move whose bot does not search (a
 * random or rule-based bot: microseconds, then a commit) is bounded only by the threads. Thread-safe.
 */
final class BotQueue implements AutoCloseable {
    /** One move to make. */
    private record Task(Runnable work, boolean searches) {
    }

    /** One client's moves waiting, and its moves being made. */
    private static final class Client {
        final ArrayDeque<Task> waiting = new ArrayDeque<>();
        int running;
        int searching;
    }

    private static final Logger LOG = LoggerFactory.getLogger(BotQueue.class);

    private final int searchesPerClient;
    private final int searches;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    /** The clients with moves waiting, in the order their turn comes. */
    private final ArrayDeque<String> turns = new ArrayDeque<>();
    private final Map<String, Client> clients = new HashMap<>();
    private final List<Thread> threads = new ArrayList<>();
    private int searching;
    private boolean closed;

    /**
     * Starts the threads.
     *
     * @param threads           how many moves are made at once at most
     * @param searchesPerClient how many moves of one client's searching bots are made at once at most
     * @param searches          how many moves of searching bots are made at once at most
     * @param name              the threads' name, to which each adds its number
     */
    BotQueue(int threads, int searchesPerClient, int searches, String name) {
        if (threads < 1 || searchesPerClient < 1 || searches < searchesPerClient) {
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
     * @param searches whether its bot searches
     * @param work     the move
     * @throws RejectedExecutionException once the queue is closed
     */
    void submit(String client, boolean searches, Runnable work) {
        lock.lock();
        try {
            if (closed) {
                throw new RejectedExecutionException("the bots are stopped");
            }
            Client c = clients.computeIfAbsent(client, k -> new Client());
            if (c.waiting.isEmpty()) {
                turns.addLast(client);
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
            for (Client c : clients.values()) {
                n += c.waiting.size();
            }
            return n;
        } finally {
            lock.unlock();
        }
    }

    private void work() {
        while (true) {
            Task task;
            String client;
            lock.lock();
            try {
                String[] chosen = new String[1];
                while ((task = next(chosen)) == null) {
                    if (closed && turns.isEmpty()) {
                        return;         // stopped, and every move queued is made or being made
                    }
                    changed.await();
                }
                client = chosen[0];
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
            try {
                task.work().run();
            } catch (RuntimeException e) {
                LOG.warn("a bot's move failed", e);
            } finally {
                done(client, task);
            }
        }
    }

    /**
     * The next move to make: the first client in turn whose next move may start (a searching bot's only while its
     * client and the server are under their bounds); that client goes to the back of the turns. The caller holds
     * the lock.
     */
    private Task next(String[] chosen) {
        for (Iterator<String> it = turns.iterator(); it.hasNext(); ) {
            String name = it.next();
            Client c = clients.get(name);
            Task t = c.waiting.peekFirst();
            if (t.searches() && (c.searching >= searchesPerClient || searching >= searches)) {
                continue;
            }
            c.waiting.pollFirst();
            it.remove();
            if (!c.waiting.isEmpty()) {
                turns.addLast(name);
            }
            c.running++;
            if (t.searches()) {
                c.searching++;
                searching++;
            }
            chosen[0] = name;
            return t;
        }
        return null;
    }

    private void done(String client, Task task) {
        lock.lock();
        try {
            Client c = clients.get(client);
            c.running--;
            if (task.searches()) {
                c.searching--;
                searching--;
            }
            if (c.waiting.isEmpty() && c.running == 0) {
                clients.remove(client);         // not in the turns either: a client is there while it has moves waiting
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

    @Override
    public void close() {
        try {
            close(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
