package io.github.allfours.examples.server.table;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.engine.SeatView;
import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.game.Action;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bots of a {@link TableService}: each bot plays its seat as soon as it is the seat's turn, on threads of
 * their own, thinking outside the table's monitor and moving through the service like a player (the move is
 * checked, stored and answered at most once per version); and a bot of the configured level takes over the seat
 * of a player silent past the seat timeout. The moves are queued fairly ({@link BotQueue}): a move at a table
 * where a person plays a seat comes before any at a table of bots only, the clients that created the tables take
 * turns, and the moves of searching bots (hard, expert) are bounded at once: on the whole server to the processors
 * (at least two, at most {@value #THREADS}), at tables of bots only to one less, and per client there to the
 * processors less one (at least one). So one client's many busy tables of bots never hold up the bots at a table
 * where a person plays.
 */
final class TableBots implements AutoCloseable {
    /** Makes a move the way a player's is made: checked by the engine, stored, then told to the listeners. */
    @FunctionalInterface
    interface Mover {
        /**
         * @param live    the table
         * @param seat    the seat moving
         * @param action  the move
         * @param version the version it was chosen at
         * @param byBot   whether the seat's bot makes it
         * @return the seat's view after the move, or empty when the table must be reloaded and the move tried
         *     again
         * @throws ApiException a refusal (the table moved on, the seat changed hands)
         */
        Optional<Api.ViewMessage> apply(LiveTable live, int seat, Action action, long version, boolean byBot)
            throws ApiException;
    }

    private static final Logger LOG = LoggerFactory.getLogger(TableBots.class);
    /** How long a bot may think: as many iterations as {@code play}'s bots, and never more than a quarter second. */
    private static final Budget BUDGET = new Budget(300, 250);
    /** How many bot moves are made at once at most. */
    static final int THREADS = 8;

    private final TableCache cache;
    private final TableStore store;
    private final TableService.Config config;
    private final LongSupplier clock;
    private final Mover mover;
    private final Consumer<LiveTable> changed;
    private final BotQueue queue;
    private volatile boolean closed;
    /** The table/seat pairs whose unknown stored bot has been logged. */
    private final Set<String> unknownWarned = ConcurrentHashMap.newKeySet();

    /**
     * @param cache   the tables in memory
     * @param store   where they are stored
     * @param config  the seat timeout and the takeover bot's level
     * @param clock   the time in milliseconds since the epoch
     * @param mover   makes a bot's move
     * @param changed told of a table whose seats a bot took over
     */
    TableBots(TableCache cache, TableStore store, TableService.Config config, LongSupplier clock, Mover mover,
              Consumer<LiveTable> changed) {
        this.cache = cache;
        this.store = store;
        this.config = config;
        this.clock = clock;
        this.mover = mover;
        this.changed = changed;
        int cores = Runtime.getRuntime().availableProcessors();
        // eight threads (moves of the bots that do not search mostly wait for their commits); one client's searching
        // bots leave another client a core, and a thread, however many cores there are
        this.queue = new BotQueue(THREADS, Math.min(THREADS - 1, Math.max(1, cores - 1)),
            Math.min(THREADS, Math.max(2, cores)), "allfours-bot-");
    }

    /**
     * Starts the bot of the seat to act, if a bot plays it and none is thinking there yet.
     *
     * @param live the table
     */
    void schedule(LiveTable live) {
        long version;
        String client;
        boolean person = false;
        boolean searches;
        synchronized (live) {
            if (closed || live.gone || live.botPending || live.state.isOver() || !live.row.isFull()) {
                return;
            }
            int seat = live.state.toAct();
            if (seat < 0 || live.row.seats().get(seat).bot() == null) {
                return;
            }
            live.botPending = true;
            version = live.row.version();
            client = live.row.creator();
            for (StoredTable.Seat s : live.row.seats()) {
                person |= s.tokenHash() != null && s.bot() == null;        // a player's seat, not taken over
            }
            Bot bot = BotLevels.byName(live.row.seats().get(seat).bot()).orElse(null);
            searches = bot != RandomBot.INSTANCE && bot != RuleBot.INSTANCE;    // an unknown level: the takeover bot
        }
        try {
            queue.submit(client, person, searches, () -> move(live, version));
        } catch (RejectedExecutionException e) {
            synchronized (live) {
                live.botPending = false;
            }
        }
    }

    private void move(LiveTable live, long version) {
        int seat;
        Bot bot;
        SeatView view;
        long seed;
        synchronized (live) {
            if (live.gone || live.row.version() != version || live.state.isOver()) {
                live.botPending = false;
                return;
            }
            seat = live.state.toAct();
            String level = seat < 0 ? null : live.row.seats().get(seat).bot();
            if (level == null) {
                live.botPending = false;
                return;
            }
            bot = BotLevels.byName(level).orElseGet(() -> unknownLevel(live.id, seat, level));
            view = live.state.viewFor(seat);
            seed = live.row.seed();
        }
        Action action;
        try {
            // outside the table's monitor: a search bot may think a while, and views are served meanwhile
            action = bot.choose(view, new SplittableRandom(seed ^ (version * 0x9E3779B97F4A7C15L)), BUDGET);
        } finally {
            synchronized (live) {
                live.botPending = false;
            }
        }
        try {
            if (mover.apply(live, seat, action, version, true).isEmpty()) {
                schedule(cache.get(live.id));
            }
        } catch (ApiException e) {
            LOG.debug("bot move on table {} refused: {}", live.id, e.code());
        } catch (StoreException e) {
            LOG.warn("bot move on table {} not stored", live.id, e);
        }
    }

    /**
     * The bot of a seat whose stored level this server does not offer (a table stored by a build that had another
     * level, or a row edited by hand): the takeover bot plays it, and the log says so once a seat, rather than the
     * table waiting for a move that never comes.
     */
    private Bot unknownLevel(String table, int seat, String level) {
        if (unknownWarned.add(table + "/" + seat)) {
            LOG.warn("table {}: seat {} is stored as played by the bot '{}', which this server does not offer; the {} bot"
                + " plays it", table, seat, level, config.takeoverBot());
        }
        return BotLevels.byName(config.takeoverBot()).orElseThrow();     // Config refuses an unknown takeover bot
    }

    /**
     * One round of the sweep: lets bots take the seats of players silent past the timeout, and starts the
     * bots of tables waiting for one (after a restart, say).
     *
     * @param now the time
     */
    void sweep(long now) {
        long silentSince = now - config.seatTimeout().toMillis();
        for (String id : store.waiting(Math.max(silentSince, now - 2000), 1000)) {
            try {
                LiveTable live = cache.get(id);
                takeOverIfSilent(live, silentSince);
                schedule(live);
            } catch (ApiException e) {
                // deleted meanwhile, or damaged (the table cache logged why, once)
            } catch (RuntimeException e) {
                // one table's failure never stops the sweep of the others
                LOG.warn("table {}: the sweep failed", id, e);
            }
        }
    }

    private void takeOverIfSilent(LiveTable live, long silentSince) {
        boolean took = false;
        synchronized (live) {
            if (live.gone || live.state.isOver() || !live.row.isFull() || live.row.updatedAt() >= silentSince) {
                return;
            }
            int seat = live.state.toAct();
            if (seat < 0 || !live.row.takesOver(seat)) {
                return;         // nobody to act, or nobody waiting for the silent player (StoredTable.takesOver)
            }
            StoredTable.Seat s = live.row.seats().get(seat);
            if (s.bot() == null) {
                StoredTable after = live.row.withSeat(seat, s.playedBy(config.takeoverBot()), clock.getAsLong());
                if (store.updateSeats(after)) {
                    live.row = after;
                    took = true;
                    LOG.info("table {}: a {} bot takes seat {} over", live.id, config.takeoverBot(), seat);
                } else {
                    cache.evict(live);
                }
            }
        }
        if (took) {
            changed.accept(live);
        }
    }

    /** Stops the bots; moves queued and in progress finish (for at most five seconds). */
    @Override
    public void close() {
        closed = true;
        queue.close();
    }
}
