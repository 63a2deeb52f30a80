package io.github.allfours.examples.server.table;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.QuickMessages;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.examples.server.store.TableStore;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The quick messages of the tables ({@code POST /tables/ID/say}): a seat says one of the fixed
 * {@link QuickMessages#WORDS}, at most {@link QuickMessages#PER_MINUTE} a minute; it is stored with its table
 * ({@link TableStore#say}, so every server instance sharing the database can send it) and sent to every event
 * stream of the table as a {@code say} event. Saying something is not a move: the table's version and
 * revision stay as they are.
 */
final class TableTalk {
    /** The messages a newly opened stream is sent: the newest, up to this many... */
    static final int RECENT = 10;
    /** ...and said at most this long ago (milliseconds). */
    static final long RECENT_MS = 10 * 60_000L;

    private final TableCache cache;
    private final TableStore store;
    private final LongSupplier clock;
    private final Consumer<LiveTable> changed;
    private final PerClientLimit perSeat = new PerClientLimit(QuickMessages.PER_MINUTE);

    /**
     * @param cache   the tables in memory
     * @param store   where messages are stored
     * @param clock   the time in milliseconds since the epoch
     * @param changed told of each table where something was said
     */
    TableTalk(TableCache cache, TableStore store, LongSupplier clock, Consumer<LiveTable> changed) {
        this.cache = cache;
        this.store = store;
        this.clock = clock;
        this.changed = changed;
    }

    /**
     * Says a quick message for the seat whose token is presented.
     *
     * @param id      the table
     * @param bearer  the seat's token
     * @param message the message's word
     * @throws ApiException 400 for a word not in the set; 401/403/404 as for a view; 429 {@code RATE_LIMITED}
     */
    void say(String id, String bearer, String message) throws ApiException {
        if (message == null || !QuickMessages.WORDS.contains(message)) {
            throw ApiException.badRequest("field 'message' must be one of " + QuickMessages.WORDS + ", found "
                + (message == null ? "nothing" : RequestJson.quote(message)));
        }
        for (int attempt = 0; attempt < 10; attempt++) {
            LiveTable live = cache.get(id);
            synchronized (live) {
                if (live.gone) {
                    continue;
                }
                int seat = live.seatOf(bearer);
                if (!perSeat.allow(id + "/" + seat)) {
                    throw new ApiException(429, "RATE_LIMITED", "a seat may say " + QuickMessages.PER_MINUTE
                        + " messages a minute; try again later");
                }
                long n = store.say(id, seat, message, clock.getAsLong());
                if (n < 0) {
                    throw TableCache.unknownTable(id);
                }
                live.row = live.row.withSaid(Math.max(n, live.row.said()));
            }
            changed.accept(live);
            return;
        }
        throw new ApiException(409, "STALE_VERSION", "the table keeps changing; try again");
    }

    /**
     * @param id     a table
     * @param seat   a seat
     * @return the seconds after which the seat may say something again
     */
    long retryAfterSeconds(String id, int seat) {
        return perSeat.retryAfterSeconds(id + "/" + seat);
    }

    /**
     * What a reader has not heard yet.
     *
     * @param messages the messages, oldest first
     * @param upTo     the number of the table's last message: what the reader has now heard up to
     */
    public record Heard(List<Api.Said> messages, long upTo) {
    }

    /**
     * The messages said at a table after a number: none, without reading the store, when the table has said
     * nothing newer. A reader that has heard nothing yet ({@code after} -1: a stream just opened) is sent the
     * last {@link #RECENT} said in the last {@link #RECENT_MS} milliseconds. The caller holds the table's monitor.
     *
     * @param live  the table
     * @param after the number of the last message heard, or -1
     * @return the messages, and the number heard up to
     */
    Heard since(LiveTable live, long after) {
        long upTo = live.row.said();
        long from = after < 0 ? Math.max(0, upTo - RECENT) : after;
        if (upTo <= from) {
            return new Heard(List.of(), upTo);
        }
        long oldest = after < 0 ? clock.getAsLong() - RECENT_MS : Long.MIN_VALUE;
        List<Api.Said> out = new ArrayList<>();
        for (TableStore.Said s : store.said(live.id, from)) {
            if (s.at() >= oldest) {
                out.add(new Api.Said(s.seq(), s.seat(), s.message(), s.at()));
            }
            upTo = Math.max(upTo, s.seq());
        }
        return new Heard(out, upTo);
    }

    /** Forgets the seats whose allowance is full again. */
    void forgetIdle() {
        perSeat.forgetIdle();
    }
}
