package io.github.allfours.examples.server.store;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How the server instances sharing a PostgreSQL database tell each other of the tables they changed: after
 * a change is committed its table's id is queued, and one thread sends the queue in batches with
 * {@code pg_notify} on {@link #CHANNEL} (PostgreSQL commits the transactions that notify one at a time, so a
 * {@code NOTIFY} inside every move's transaction would take turns at the disk instead of sharing its
 * flushes); another thread {@code LISTEN}s on its own connection and hands on the ids that other instances
 * sent. A crash between a commit and its batch leaves the others' copies of those tables stale until the
 * tables change again; no move is lost either way. {@link #listen} returns once the {@code LISTEN} is in place, so
 * that no notice sent after it returns is missed (a notice sent before would reach nobody).
 */
final class PostgresNotices implements AutoCloseable {
    /** The PostgreSQL channel on which instances announce changed tables. */
    static final String CHANNEL = "allfours_tables";

    private static final Logger LOG = LoggerFactory.getLogger(PostgresNotices.class);

    private final HikariDataSource pool;
    private final String url;
    private final String user;
    private final String password;
    private final String instance = UUID.randomUUID().toString();
    private final Set<String> pending = ConcurrentHashMap.newKeySet();
    private final Thread notifier;
    private volatile Thread listener;
    private volatile boolean closed;
    /** Counted down once the first {@code LISTEN} is in place. */
    private final CountDownLatch listening = new CountDownLatch(1);

    /** How long {@link #listen} waits for the {@code LISTEN} to be in place before it lets the server go on. */
    private static final long LISTEN_WAIT_SECONDS = 10;

    /**
     * Starts the thread that sends the notices.
     *
     * @param pool     the store's connections, for sending
     * @param url      the database's JDBC URL, for the listening connection of its own
     * @param user     the user, or {@code null}
     * @param password the password, or {@code null}
     */
    PostgresNotices(HikariDataSource pool, String url, String user, String password) {
        this.pool = pool;
        this.url = url;
        this.user = user;
        this.password = password;
        notifier = new Thread(this::notifyLoop, "allfours-db-notify");
        notifier.setDaemon(true);
        notifier.start();
    }

    /**
     * Queues the notice of a changed table, after its change is committed.
     *
     * @param id the table's id
     */
    void announce(String id) {
        pending.add(id);
        synchronized (pending) {
            pending.notifyAll();
        }
    }

    private void notifyLoop() {
        while (true) {
            synchronized (pending) {
                while (pending.isEmpty() && !closed) {
                    try {
                        pending.wait(1000);
                    } catch (InterruptedException e) {
                        if (closed) {
                            break;
                        }
                    }
                }
            }
            if (pending.isEmpty() && closed) {
                return;
            }
            List<String> batch = new ArrayList<>();
            for (var it = pending.iterator(); it.hasNext(); ) {
                batch.add(it.next());
                it.remove();
            }
            try (Connection c = pool.getConnection();
                 PreparedStatement ps = c.prepareStatement("SELECT pg_notify(?, ?)")) {
                StringBuilder payload = new StringBuilder(instance).append(' ');
                int start = payload.length();
                for (int i = 0; i < batch.size(); i++) {
                    if (payload.length() > start) {
                        payload.append(',');
                    }
                    payload.append(batch.get(i));
                    if (payload.length() > 7000 || i == batch.size() - 1) {   // a payload holds under 8000 bytes
                        ps.setString(1, CHANNEL);
                        ps.setString(2, payload.toString());
                        ps.execute();
                        payload.setLength(start);
                    }
                }
                c.commit();
            } catch (SQLException | RuntimeException e) {
                if (!closed) {
                    LOG.warn("cannot tell the other instances of {} changed tables", batch.size(), e);
                }
            }
        }
    }

    /**
     * Starts listening for the other instances' notices (once), and returns when the {@code LISTEN} is in place: a
     * notice another instance sends after this returns is not missed. If the database does not answer within
     * {@value #LISTEN_WAIT_SECONDS} seconds it returns anyway (the thread keeps trying) and logs a warning.
     *
     * @param onChange gets the id of each table another instance changed
     */
    synchronized void listen(Consumer<String> onChange) {
        if (listener != null) {
            return;
        }
        Thread t = new Thread(() -> listenLoop(onChange), "allfours-db-listen");
        t.setDaemon(true);
        listener = t;
        t.start();
        try {
            if (!listening.await(LISTEN_WAIT_SECONDS, TimeUnit.SECONDS)) {
                LOG.warn("not yet listening for other instances' changes after {} s; going on", LISTEN_WAIT_SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void listenLoop(Consumer<String> onChange) {
        while (!closed) {
            try (Connection c = DriverManager.getConnection(url, user, password)) {
                try (Statement st = c.createStatement()) {
                    st.execute("LISTEN " + CHANNEL);
                }
                listening.countDown();
                PGConnection pg = c.unwrap(PGConnection.class);
                while (!closed) {
                    PGNotification[] got = pg.getNotifications(500);
                    if (got == null) {
                        continue;
                    }
                    for (PGNotification n : got) {
                        String p = n.getParameter();
                        int sp = p.indexOf(' ');
                        if (sp > 0 && !p.substring(0, sp).equals(instance)) {
                            for (String id : p.substring(sp + 1).split(",")) {
                                onChange.accept(id);
                            }
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (!closed) {
                    LOG.warn("listening for other instances' changes failed; retrying", e);
                    try {
                        Thread.sleep(1000);
                    } catch (InterruptedException ie) {
                        return;
                    }
                }
            }
        }
    }

    /** Stops listening, and sends the last batch (waiting up to five seconds) before the pool closes. */
    @Override
    public void close() {
        closed = true;
        Thread t = listener;
        if (t != null) {
            t.interrupt();
        }
        synchronized (pending) {
            pending.notifyAll();
        }
        try {
            notifier.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
