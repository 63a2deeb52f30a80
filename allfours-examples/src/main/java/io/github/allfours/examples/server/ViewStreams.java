package io.github.allfours.examples.server;

import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server-sent event streams of the tables ({@code GET /tables/ID/events} and
 * {@code .../spectate/events}): each stream is sent every version of its table in order, as its reader may see
 * it (event {@code view}, id the version), a version again when its seats change, the quick messages said at
 * the table (event {@code say}, no id: the last few at once, then each as it is said), the rematch of a
 * finished table (event {@code rematch}, once, with the reader's new seat token) and {@code gone} when the
 * table is deleted or expires. Changes are pushed from a pool of two threads, never from the thread that
 * made them.
 */
final class ViewStreams implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ViewStreams.class);

    private final TableService service;
    private final Map<String, List<Subscriber>> subscribers = new ConcurrentHashMap<>();
    private final ExecutorService pushes;

    /** One open event stream. */
    private static final class Subscriber {
        final String table;
        final int seat;
        final SseClient client;
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

        Subscriber(String table, int seat, SseClient client, String bearer, long last, boolean latestFirst) {
            this.table = table;
            this.seat = seat;
            this.client = client;
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
        this.service = service;
        AtomicInteger n = new AtomicInteger();
        this.pushes = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "allfours-push-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        service.addListener(new TableService.Listener() {
            @Override
            public void changed(String id) {
                if (subscribers.containsKey(id)) {
                    pushes.execute(() -> push(id));
                }
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

    /**
     * Answers a request with the event stream of a table's seat or of its spectators: without
     * {@code Last-Event-ID} the current view first, with it every version after that one (-1: from version 0),
     * then each new one.
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
                last = Long.parseLong(lastId.strip());
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("the Last-Event-ID header must be a version number, found "
                    + RequestJson.quote(lastId));
            }
        }
        long from = last;
        // without Last-Event-ID the current view comes first; "Last-Event-ID: -1" asks for every version from 0
        boolean latestFirst = lastId == null || lastId.isBlank();
        EventStreams.open(ctx, client -> {
            client.keepAlive();
            Subscriber sub = new Subscriber(id, seat, client, bearer, from, latestFirst);
            List<Subscriber> subs = subscribers.computeIfAbsent(id, k -> new CopyOnWriteArrayList<>());
            subs.add(sub);
            client.onClose(() -> {
                subs.remove(sub);
                subscribers.computeIfPresent(id, (k, v) -> v.isEmpty() ? null : v);
            });
            send(sub);
        });
    }

    private void push(String id) {
        List<Subscriber> subs = subscribers.get(id);
        if (subs != null) {
            for (Subscriber s : subs) {
                send(s);
            }
        }
    }

    private void send(Subscriber s) {
        synchronized (s) {
            if (s.client.terminated()) {
                return;
            }
            boolean latest = s.latestFirst;
            s.latestFirst = false;
            try {
                List<Api.ViewMessage> news = service.since(s.table, s.seat, s.last, latest);
                if (news.isEmpty() && s.last >= 0 && s.seatsSent == null) {
                    // a stream resumed at the current version: its seats are the ones to compare later changes with
                    List<Api.ViewMessage> now = service.since(s.table, s.seat, s.last - 1, false);
                    s.seatsSent = seatsOf(now.get(now.size() - 1));
                } else if (news.isEmpty() && s.last >= 0) {
                    // no move, but a seat changed (a player joined, a bot took a silent seat over or gave it back):
                    // the same version again, with its new seats
                    List<Api.ViewMessage> again = service.since(s.table, s.seat, s.last - 1, false);
                    Api.ViewMessage m = again.get(again.size() - 1);
                    if (!seatsOf(m).equals(s.seatsSent)) {
                        news = List.of(m);
                    }
                }
                for (Api.ViewMessage m : news) {
                    s.client.sendEvent("view", JsonSupport.mapper().writeValueAsString(m), Long.toString(m.version()));
                    s.last = m.version();
                    s.seatsSent = seatsOf(m);
                }
                sendExtras(s);
            } catch (ApiException e) {
                closeGone(s);
            } catch (RuntimeException e) {
                LOG.debug("event stream of table {} failed", s.table, e);
                s.client.close();
            }
        }
    }

    /** After the views: the quick messages not yet sent, and the rematch notice once. The caller holds {@code s}. */
    private void sendExtras(Subscriber s) throws ApiException {
        TableService.StreamExtras x = service.extras(s.table, s.seat, s.bearer, s.lastSaid);
        for (Api.Said m : x.heard().messages()) {
            s.client.sendEvent("say", JsonSupport.mapper().writeValueAsString(m), null);
        }
        s.lastSaid = x.heard().upTo();
        if (x.rematch() != null && !s.rematchSent) {
            s.client.sendEvent("rematch", JsonSupport.mapper().writeValueAsString(x.rematch()), null);
            s.rematchSent = true;
        }
    }

    private static String seatsOf(Api.ViewMessage m) {
        return m.seats() + "@" + m.takeoverAt() + "@" + m.names();
    }

    private static void closeGone(Subscriber s) {
        synchronized (s) {
            if (!s.client.terminated()) {
                s.client.sendEvent("gone", "{\"table\":\"" + s.table + "\"}", null);
                s.client.close();
            }
        }
    }

    /** Sends every open stream a comment, which keeps it from the idle timeout. */
    void heartbeat() {
        for (List<Subscriber> subs : subscribers.values()) {
            for (Subscriber s : subs) {
                synchronized (s) {
                    if (!s.client.terminated()) {
                        s.client.sendComment("keep-alive");
                    }
                }
            }
        }
    }

    /** Closes every stream and stops pushing. */
    @Override
    public void close() {
        for (List<Subscriber> subs : subscribers.values()) {
            for (Subscriber s : subs) {
                s.client.close();
            }
        }
        subscribers.clear();
        pushes.shutdownNow();
    }
}
