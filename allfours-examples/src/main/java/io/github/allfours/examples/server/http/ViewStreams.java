package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.AsciiNumbers;
import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.examples.server.table.TableService;
import io.javalin.http.Context;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server-sent event streams of the tables ({@code GET /tables/ID/events} and
 * {@code .../spectate/events}): each stream is sent every version of its table in order, as its reader may see
 * it (event {@code view}, id the version), a version again when its seats change, the quick messages said at
 * the table (event {@code say}, no id: the last few at once, then each as it is said), the rematch of a
 * finished table (event {@code rematch}, once, with the reader's new seat token) and {@code gone} when the
 * table is deleted or expires. A stream resumed from further back than the table keeps
 * ({@link TableService#KEPT_VERSIONS} versions) starts at the current view.
 *
 * <p>Changes are pushed from a pool of two threads, never from the thread that made them; at most one push of a
 * table waits at a time, however fast the table moves, and a push sends each stream at most {@link #SLICE}
 * messages, the tables' pushes taking turns, so a fast table's backlog never holds up another table's pushes. A
 * push only queues: each stream has a queue of its
 * own, written as its connection takes it ({@link EventStreams}), so a reader that reads slowly or not at all
 * never holds a push thread, and so never delays another stream or another table. A stream whose reader falls
 * more than {@link #QUEUE_LIMIT} bytes behind is closed (its client may reconnect with {@code Last-Event-ID});
 * each closed stream is logged once, whatever was still to be sent to it.
 */
final class ViewStreams implements AutoCloseable {
    /**
     * The most bytes a stream may have queued and not yet taken by its reader (1 MiB): more than a stream resumed
     * from {@value TableService#KEPT_VERSIONS} versions back is sent (each message a few kilobytes), so a reader that
     * keeps up is never closed, and little memory for one that does not.
     */
    static final long QUEUE_LIMIT = 1L << 20;

    /** The most messages a push sends a stream: the rest waits for the table's next turn. */
    static final int SLICE = 16;

    private static final Logger LOG = LoggerFactory.getLogger(ViewStreams.class);

    private final TableService service;
    private final long queueLimit;
    private final Map<String, List<Subscriber>> subscribers = new ConcurrentHashMap<>();
    /** The tables whose push is queued and not yet begun. */
    private final Set<String> due = ConcurrentHashMap.newKeySet();
    private final ExecutorService pushes;

    /** One open event stream. */
    private static final class Subscriber {
        final String table;
        final int seat;
        final EventStreams.Stream stream;
        /** The reader's seat token, or {@code null}: the token of its seat at a rematch is derived from it. */
        final String bearer;
        long last;
        /** The number of the last quick message sent, or -1 before the first send. */
        long lastSaid = -1;
        /** Whether the rematch notice was sent. */
        boolean rematchSent;
        /** Whether the first send is only the current view (a stream opened without Last-Event-ID). */
        boolean latestFirst;
        /** The seats and takeover deadline of the last message sent, to send its version again when they change. */
        String seatsSent;

        Subscriber(String table, int seat, EventStreams.Stream stream, String bearer, long last, boolean latestFirst) {
            this.table = table;
            this.seat = seat;
            this.stream = stream;
            this.bearer = bearer;
            this.last = last;
            this.latestFirst = latestFirst;
        }
    }

    /**
     * Streams of the tables of a service, pushed as they change.
     *
     * @param service the tables
     */
    ViewStreams(TableService service) {
        this(service, QUEUE_LIMIT);
    }

    /**
     * @param service    the tables
     * @param queueLimit the most bytes a stream may have queued
     */
    ViewStreams(TableService service, long queueLimit) {
        this.service = service;
        this.queueLimit = queueLimit;
        AtomicInteger n = new AtomicInteger();
        this.pushes = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "allfours-push-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        service.addListener(new TableService.Listener() {
            @Override
            public void changed(String id) {
                schedule(id);
            }

            @Override
            public void removed(String id) {
                List<Subscriber> subs = subscribers.remove(id);
                if (subs != null) {
                    pushes.execute(() -> subs.forEach(ViewStreams::closeGone));
                }
            }
        });
    }

    /** Queues a push of a table, unless one is queued and not yet begun. */
    private void schedule(String id) {
        if (subscribers.containsKey(id) && due.add(id)) {
            try {
                pushes.execute(() -> {
                    due.remove(id);         // a change from now on queues another push
                    push(id);
                });
            } catch (RejectedExecutionException e) {
                due.remove(id);             // stopped
            }
        }
    }

    /**
     * Answers a request with the event stream of a table's seat or of its spectators: without
     * {@code Last-Event-ID} the current view first, with it every version after that one (-1: from version 0) if
     * the table still keeps them, else the current view; then each new one.
     *
     * @param ctx    the request
     * @param id     the table
     * @param seat   the seat, or -1 for a spectator
     * @param bearer the seat's token, or {@code null} for a spectator
     * @throws ApiException 400 for a {@code Last-Event-ID} that is not a version number
     */
    void open(Context ctx, String id, int seat, String bearer) throws ApiException {
        String lastId = ctx.header("Last-Event-ID");
        long last = -1;
        if (lastId != null && !lastId.isBlank()) {
            try {
                last = AsciiNumbers.parse(lastId.strip(), -1, Long.MAX_VALUE);
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("the Last-Event-ID header must be a version number (or -1), found "
                    + RequestJson.quote(lastId));
            }
        }
        long from = last;
        // without Last-Event-ID the current view comes first; "Last-Event-ID: -1" asks for every version from 0
        boolean latestFirst = lastId == null || lastId.isBlank();
        EventStreams.open(ctx, queueLimit, stream -> {
            Subscriber sub = new Subscriber(id, seat, stream, bearer, from, latestFirst);
            List<Subscriber> subs = subscribers.computeIfAbsent(id, k -> new CopyOnWriteArrayList<>());
            subs.add(sub);
            stream.onClose(why -> {
                subs.remove(sub);
                subscribers.computeIfPresent(id, (k, v) -> v.isEmpty() ? null : v);
                closed(sub, why);
            });
            if (send(sub, new Push())) {
                schedule(id);           // the rest of a resumed stream's versions: a slice a push
            }
        });
    }

    /** The one log line of a closed stream. */
    private void closed(Subscriber s, EventStreams.Closed why) {
        String reader = s.seat < 0 ? "a spectator's" : "seat " + s.seat + "'s";
        if (why == EventStreams.Closed.TOO_SLOW) {
            LOG.info("table {}: {} event stream closed: its reader fell more than {} bytes behind (at version {})",
                s.table, reader, queueLimit, s.last);
        } else if (LOG.isDebugEnabled()) {
            LOG.debug("table {}: {} event stream closed ({}) at version {}", s.table, reader,
                why == EventStreams.Closed.GONE ? "its client went away" : "by the server", s.last);
        }
    }

    /** What one push made: readers of the same seat (spectators, say) at the same version share it. */
    private static final class Push {
        final Map<String, List<Api.ViewMessage>> messages = new HashMap<>();
        final Map<Api.ViewMessage, byte[]> frames = new IdentityHashMap<>();

        /** The message as an event, framed once a push. */
        byte[] frame(Api.ViewMessage m) {
            return frames.computeIfAbsent(m, x -> EventStreams.frame("view", JsonSupport.mapper().writeValueAsString(x),
                Long.toString(x.version())));
        }
    }

    /**
     * Pushes a table's new versions to its streams, at most {@link #SLICE} to each: a table whose streams have more to
     * be sent (a fast table of bots, a stream resumed from 100 versions back) is pushed again after the pushes of the
     * other tables queued meanwhile, so no table's pushes wait for another's backlog.
     */
    private void push(String id) {
        List<Subscriber> subs = subscribers.get(id);
        if (subs != null) {
            Push push = new Push();
            boolean more = false;
            for (Subscriber s : subs) {
                more |= send(s, push);
            }
            if (more) {
                schedule(id);
            }
        }
    }

    /**
     * Queues what a stream has not been sent, at most {@link #SLICE} messages.
     *
     * @return whether it may have more to be sent
     */
    private boolean send(Subscriber s, Push push) {
        synchronized (s) {
            if (s.stream.isClosed()) {
                return false;
            }
            boolean latest = s.latestFirst;
            s.latestFirst = false;
            try {
                String key = s.seat + "/" + s.last + "/" + latest;
                List<Api.ViewMessage> news = push.messages.get(key);
                if (news == null) {
                    news = service.since(s.table, s.seat, s.last, latest, SLICE);
                    push.messages.put(key, news);
                }
                if (news.isEmpty()) {
                    news = seatsChanged(s);
                }
                for (Api.ViewMessage m : news) {
                    if (!s.stream.send(push.frame(m))) {
                        return false;   // closed: its reader went away or fell too far behind
                    }
                    s.last = m.version();
                    s.seatsSent = seatsOf(m);
                }
                sendExtras(s);
                return news.size() == SLICE;
            } catch (ApiException e) {
                closeGone(s);
            } catch (RuntimeException e) {
                LOG.warn("table {}: an event stream failed", s.table, e);
                s.stream.close();
            }
            return false;
        }
    }

    /**
     * No move since the last version sent: that version again if its seats changed (a player joined, a bot took a
     * silent seat over or gave it back), else nothing.
     */
    private List<Api.ViewMessage> seatsChanged(Subscriber s) throws ApiException {
        Api.ViewMessage now = service.current(s.table, s.seat);
        if (now.version() != s.last) {
            return List.of();           // moved meanwhile: the next push sends it
        }
        if (s.seatsSent == null) {      // a stream resumed at the current version: what later changes are compared with
            s.seatsSent = seatsOf(now);
            return List.of();
        }
        return seatsOf(now).equals(s.seatsSent) ? List.of() : List.of(now);
    }

    /** After the views: the quick messages not yet sent, and the rematch notice once. The caller holds {@code s}. */
    private void sendExtras(Subscriber s) throws ApiException {
        TableService.StreamExtras x = service.extras(s.table, s.seat, s.bearer, s.lastSaid);
        for (Api.Said m : x.heard().messages()) {
            if (!s.stream.send("say", JsonSupport.mapper().writeValueAsString(m), null)) {
                return;
            }
        }
        s.lastSaid = x.heard().upTo();
        if (x.rematch() != null && !s.rematchSent
                && s.stream.send("rematch", JsonSupport.mapper().writeValueAsString(x.rematch()), null)) {
            s.rematchSent = true;
        }
    }

    private static String seatsOf(Api.ViewMessage m) {
        return m.seats() + "@" + m.takeoverAt() + "@" + m.names();
    }

    private static void closeGone(Subscriber s) {
        s.stream.finish("gone", "{\"table\":\"" + s.table + "\"}");
    }

    /** Queues a comment on every open stream, which keeps it from the idle timeout. */
    void heartbeat() {
        for (List<Subscriber> subs : subscribers.values()) {
            for (Subscriber s : subs) {
                s.stream.comment("keep-alive");
            }
        }
    }

    /** Returns the number of open streams. */
    int openStreams() {
        int n = 0;
        for (List<Subscriber> subs : subscribers.values()) {
            n += subs.size();
        }
        return n;
    }

    /** Closes every stream and stops pushing. */
    @Override
    public void close() {
        for (List<Subscriber> subs : subscribers.values()) {
            for (Subscriber s : subs) {
                s.stream.close();
            }
        }
        subscribers.clear();
        pushes.shutdownNow();
    }
}
