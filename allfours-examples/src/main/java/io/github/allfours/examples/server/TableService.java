package io.github.allfours.examples.server;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.Discard;
import io.github.allfours.engine.GameEvent;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import io.github.allfours.examples.BotLevels;
import io.github.allfours.record.ActionLine;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.InconsistentRecordException;
import io.github.allfours.record.MatchLine;
import io.github.allfours.record.PublicRecord;
import io.github.allfours.record.RecordFormatException;
import io.github.allfours.record.RecordLine;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * The rules of the table server, apart from HTTP: tables are created, joined, played and watched here;
 * moves are checked by the engine, applied at most once per version and stored (with the record lines they
 * wrote) before they are answered; bots play their seats and take over the seats of silent players;
 * finished and idle tables expire. Tables live in a {@link TableStore}; the ones in use are kept in memory
 * and rebuilt from their records when they are not. Thread-safe.
 */
public final class TableService implements AutoCloseable {
    /**
     * How the service treats tables.
     *
     * @param seatTimeout how long a player may stay silent when it is their turn before a bot takes over the
     *                    seat
     * @param takeoverBot the level of that bot
     * @param finishedTtl how long a finished table is kept
     * @param idleTtl     how long a table nobody moves at is kept
     * @param maxTables   how many tables the store may hold; further tables are refused
     */
    public record Config(Duration seatTimeout, String takeoverBot, Duration finishedTtl, Duration idleTtl,
                         long maxTables) {
        /** The defaults: 2 minutes, medium, 10 minutes, 1 hour, 100,000 tables. */
        public static final Config DEFAULT = new Config(Duration.ofMinutes(2), "medium", Duration.ofMinutes(10),
            Duration.ofHours(1), 100_000);

        /**
         * @param seatTimeout the seat timeout
         * @param takeoverBot the takeover level
         * @param finishedTtl the finished tables' lifetime
         * @param idleTtl     the idle tables' lifetime
         * @param maxTables   the most tables
         */
        public Config {
            Objects.requireNonNull(seatTimeout, "seatTimeout");
            Objects.requireNonNull(finishedTtl, "finishedTtl");
            Objects.requireNonNull(idleTtl, "idleTtl");
            if (BotLevels.byName(takeoverBot).isEmpty()) {
                throw new IllegalArgumentException("unknown bot level " + takeoverBot + "; known: " + BotLevels.NAMES);
            }
            if (maxTables < 1) {
                throw new IllegalArgumentException("maxTables must be at least 1");
            }
        }
    }

    /** Hears of changed and removed tables (the server-sent event streams). */
    public interface Listener {
        /**
         * A table changed: a move was made or a seat changed.
         *
         * @param id the table's id
         */
        void changed(String id);

        /**
         * A table was deleted or expired.
         *
         * @param id the table's id
         */
        void removed(String id);
    }

    private static final System.Logger LOG = System.getLogger(TableService.class.getName());
    /** How long a bot may think: as many iterations as {@code play}'s bots, and never more than a quarter second. */
    private static final Budget BOT_BUDGET = new Budget(300, 250);

    private final TableStore store;
    private final Config config;
    private final LongSupplier clock;
    private final RecordVerifier verifier = new RecordVerifier(Variants.resolver());
    private final Map<String, LiveTable> cache = new ConcurrentHashMap<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private final ExecutorService bots;
    private volatile boolean closed;

    /**
     * A service on a store.
     *
     * @param store  where tables live
     * @param config how tables are treated
     * @param clock  the time in milliseconds since the epoch ({@code System::currentTimeMillis})
     */
    public TableService(TableStore store, Config config, LongSupplier clock) {
        this.store = Objects.requireNonNull(store, "store");
        this.config = Objects.requireNonNull(config, "config");
        this.clock = Objects.requireNonNull(clock, "clock");
        AtomicInteger n = new AtomicInteger();
        this.bots = Executors.newFixedThreadPool(8, r -> {   // bot moves mostly wait for their commits
            Thread t = new Thread(r, "allfours-bot-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        store.listen(this::changedElsewhere);
    }

    /** Returns the store. */
    public TableStore store() {
        return store;
    }

    /**
     * Adds a listener of changes.
     *
     * @param listener the listener
     */
    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    // ------------------------------------------------------------------------------------ creating and joining

    /**
     * Creates a table.
     *
     * @param req    the request
     * @param client the creating client (its address)
     * @return the answer, with the owner's token and the tokens of the seats the creator took
     * @throws ApiException 400 {@code BAD_REQUEST} for an unknown variant, table size or seat kind; 503
     *                      {@code TOO_MANY_TABLES}
     */
    public Api.Created create(Api.CreateTable req, String client) throws ApiException {
        RuleSet rules = TableRules.of(req);
        int players = rules.seats();
        List<String> kinds = req.seats() == null ? java.util.Collections.nCopies(players, "open") : req.seats();
        if (kinds.size() != players) {
            throw ApiException.badRequest("\"seats\" has " + kinds.size() + " entries for " + players + " seats");
        }
        List<StoredTable.Seat> seats = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        for (String kind : kinds) {
            if (kind == null) {
                throw ApiException.badRequest("a seat is null; use \"open\", \"player\" or a bot level");
            }
            String token = null;
            if (kind.equals("open")) {
                seats.add(StoredTable.Seat.OPEN);
            } else if (kind.equals("player")) {
                token = Tokens.newToken();
                seats.add(new StoredTable.Seat(Tokens.hash(token), null));
            } else if (BotLevels.byName(kind).isPresent()) {
                seats.add(new StoredTable.Seat(null, kind.strip()));
            } else {
                throw ApiException.badRequest("unknown seat \"" + excerpt(kind) + "\"; use \"open\", \"player\" or a bot: "
                    + BotLevels.NAMES);
            }
            tokens.add(token);
        }
        if (store.count() >= config.maxTables()) {
            throw new ApiException(503, "TOO_MANY_TABLES", "this server holds " + config.maxTables() + " tables already");
        }
        long seed = req.seed() == null ? Tokens.newSeed() : req.seed();
        String owner = Tokens.newToken();
        long now = clock.getAsLong();
        StoredTable row = new StoredTable(Tokens.newId(), rules.id(), rules.seats(), rules.sides(), seed, 0, 0, false,
            Tokens.hash(owner), seats, client, now, now, req.seed() != null);
        LiveTable live = fresh(row, rules);
        String chunk0 = live.buffer.toString();
        live.row = new StoredTable(row.id(), row.variant(), row.players(), row.sides(), row.seed(), 0, 0,
            live.state.isOver(), row.ownerHash(), seats, client, now, now, row.seedChosen());
        store.create(live.row, chunk0);
        cache.put(live.id, live);
        scheduleBot(live);
        return new Api.Created(live.id, rules.id(), rules.seats(), owner, tokens, live.seatNames());
    }

    private static LiveTable fresh(StoredTable row, RuleSet rules) {
        GameState waiting = GameState.start(rules, 0, DeckSource.none());
        StringBuilder chunk0 = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(chunk0);
        w.startMatch(waiting);
        GameState first = LiveTable.dealt(waiting, DeckSource.seeded(row.seed()), w);
        LiveTable live = new LiveTable(row, rules, waiting, first, List.of());
        live.writer.startMatch(waiting);   // the table's own writer is now in the match
        live.buffer.setLength(0);
        live.buffer.append(chunk0);
        return live;
    }

    /**
     * Takes an open seat, or (with the owner's token) gives it to a bot.
     *
     * @param id     the table
     * @param seat   the seat
     * @param req    the request
     * @param bearer the presented token, or {@code null}
     * @return the answer, with the seat's token for a player
     * @throws ApiException 404 {@code UNKNOWN_TABLE} or {@code UNKNOWN_SEAT}, 409 {@code SEAT_TAKEN}, 400 for
     *                      an unknown bot level, 401/403 when a bot is asked for without the owner's token
     */
    public Api.Joined join(String id, int seat, Api.Join req, String bearer) throws ApiException {
        for (int attempt = 0; ; attempt++) {
            if (attempt > 10) {
                throw new ApiException(409, "SEAT_TAKEN", "seat " + seat + " keeps changing");
            }
            LiveTable live = live(id);
            String token = null;
            StoredTable after;
            synchronized (live) {
                if (live.gone) {
                    continue;           // evicted meanwhile: reload
                }
                if (seat < 0 || seat >= live.row.players()) {
                    throw new ApiException(404, "UNKNOWN_SEAT", "table " + id + " has seats 0 to "
                        + (live.row.players() - 1) + ", not " + seat);
                }
                if (!live.row.seats().get(seat).isOpen()) {
                    throw new ApiException(409, "SEAT_TAKEN", "seat " + seat + " is taken");
                }
                StoredTable.Seat to;
                if (req.bot() != null) {
                    requireOwner(live, bearer);
                    if (BotLevels.byName(req.bot()).isEmpty()) {
                        throw ApiException.badRequest("unknown bot \"" + excerpt(req.bot()) + "\"; known: "
                            + BotLevels.NAMES);
                    }
                    to = new StoredTable.Seat(null, req.bot().strip());
                } else {
                    token = Tokens.newToken();
                    to = new StoredTable.Seat(Tokens.hash(token), null);
                }
                after = live.row.withSeat(seat, to, clock.getAsLong());
                if (store.updateSeats(after)) {
                    live.row = after;
                } else {
                    evict(live);
                    if (attempt < 2) {
                        continue;
                    }
                    throw new ApiException(409, "SEAT_TAKEN", "seat " + seat + " changed meanwhile");
                }
            }
            changed(live);
            return new Api.Joined(id, seat, token, LiveTable.seatNames(after));
        }
    }

    /**
     * Gives a seat that a bot took over (its player was silent too long) back to its player. A seat that its
     * player holds already is left as it is, so a client may call this whenever it comes back.
     *
     * @param id     the table
     * @param bearer the seat's token
     * @return the seat's view
     * @throws ApiException 404 {@code UNKNOWN_TABLE}, 401 {@code MISSING_TOKEN}, 403 {@code UNKNOWN_TOKEN}
     */
    public Api.ViewMessage reclaim(String id, String bearer) throws ApiException {
        for (int attempt = 0; attempt < 10; attempt++) {
            LiveTable live = live(id);
            boolean changed = false;
            Api.ViewMessage answer;
            synchronized (live) {
                if (live.gone) {
                    continue;
                }
                int seat = seatOf(live, bearer);
                StoredTable.Seat s = live.row.seats().get(seat);
                if (s.bot() != null) {
                    StoredTable after = live.row.withSeat(seat, new StoredTable.Seat(s.tokenHash(), null), clock.getAsLong());
                    if (!store.updateSeats(after)) {
                        evict(live);
                        continue;
                    }
                    live.row = after;
                    changed = true;
                    LOG.log(System.Logger.Level.INFO, "table " + live.id + ": the player of seat " + seat + " reclaims it");
                }
                answer = message(live, seat, live.row.version(), live.state);
            }
            if (changed) {
                changed(live);
            }
            return answer;
        }
        throw new ApiException(409, "STALE_VERSION", "the table keeps changing; try again");
    }

    // ------------------------------------------------------------------------------------ playing

    /**
     * The view of the seat whose token is presented.
     *
     * @param id     the table
     * @param bearer the seat's token
     * @return the view at the current version
     * @throws ApiException 404 {@code UNKNOWN_TABLE}, 401 {@code MISSING_TOKEN}, 403 {@code UNKNOWN_TOKEN}
     */
    public Api.ViewMessage view(String id, String bearer) throws ApiException {
        catchUp(id);
        return withTable(id, live -> message(live, seatOf(live, bearer), live.row.version(), live.state));
    }

    /**
     * The spectators' view: no hand, no legal actions.
     *
     * @param id the table
     * @return the view at the current version
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public Api.ViewMessage spectate(String id) throws ApiException {
        catchUp(id);
        return withTable(id, live -> message(live, -1, live.row.version(), live.state));
    }

    /**
     * Makes a move for the seat whose token is presented.
     *
     * @param id      the table
     * @param bearer  the seat's token
     * @param text    the move's text
     * @param version the version the move was chosen at
     * @return the seat's view after the move
     * @throws ApiException 400 {@code MALFORMED_ACTION}; 401/403; 404; 409 {@code STALE_VERSION},
     *                      {@code TABLE_NOT_READY} or {@code SEAT_PLAYED_BY_BOT}; 422 with the engine's
     *                      {@link io.github.allfours.engine.Reason} name
     */
    public Api.ViewMessage act(String id, String bearer, String text, long version) throws ApiException {
        Action action;
        try {
            action = Action.parse(text);
        } catch (IllegalArgumentException e) {   // a CardFormatException too: "play ZZ"
            throw new ApiException(400, "MALFORMED_ACTION", e.getMessage());
        }
        for (int attempt = 0; ; attempt++) {
            if (attempt > 10) {
                throw new ApiException(409, "STALE_VERSION", "the table keeps changing; fetch the view and choose again");
            }
            LiveTable live = live(id);
            int seat;
            synchronized (live) {
                if (live.gone) {
                    continue;           // evicted meanwhile: reload
                }
                try {
                    seat = seatOf(live, bearer);
                } catch (ApiException e) {
                    if (attempt == 0 && store.isShared() && e.code().equals("UNKNOWN_TOKEN")) {
                        evict(live);      // the seat may have been taken on another instance: reload
                        continue;
                    }
                    throw e;
                }
                if (live.row.seats().get(seat).bot() != null) {
                    throw new ApiException(409, "SEAT_PLAYED_BY_BOT", "a bot plays seat " + seat
                        + " (its player was silent too long)");
                }
                if (version > live.row.version() && attempt == 0 && store.isShared()) {
                    evict(live);      // another instance is ahead of this one's memory
                    continue;
                }
            }
            Optional<Api.ViewMessage> done = apply(live, seat, action, version, false);
            if (done.isPresent()) {
                return done.get();
            }
            if (attempt >= 2) {
                throw new ApiException(409, "STALE_VERSION", "the table changed meanwhile; fetch the view and choose again");
            }
        }
    }

    /**
     * Applies a move under the table's lock and stores it.
     *
     * @param byBot whether the seat's bot makes the move (else its player)
     * @return the mover's view, or empty when the stored row had changed under this instance (the table was
     *     reloaded: try again)
     */
    private Optional<Api.ViewMessage> apply(LiveTable live, int seat, Action action, long version, boolean byBot)
        throws ApiException {
        Api.ViewMessage answer;
        synchronized (live) {
            if (live.gone) {
                return Optional.empty();    // evicted meanwhile: the caller reloads and tries again
            }
            if (version != live.row.version()) {
                throw stale(live.row.version(), version);
            }
            if (byBot != (live.row.seats().get(seat).bot() != null)) {
                // a bot took the seat over, or its player reclaimed it, while the move was being chosen
                throw new ApiException(409, "SEAT_PLAYED_BY_BOT", byBot ? "seat " + seat + " was reclaimed by its player"
                    : "a bot plays seat " + seat + " (its player was silent too long)");
            }
            if (!live.row.isFull()) {
                List<Integer> open = new ArrayList<>();
                for (int s = 0; s < live.row.players(); s++) {
                    if (live.row.seats().get(s).isOpen()) {
                        open.add(s);
                    }
                }
                throw new ApiException(409, "TABLE_NOT_READY", "the match starts when every seat is taken; open: " + open);
            }
            Optional<Violation> why = live.state.check(seat, action);
            if (why.isPresent()) {
                throw new ApiException(422, why.get().reason().name(), why.get().message());
            }
            live.buffer.setLength(0);
            GameState next;
            StoredTable after;
            boolean stored;
            try {
                next = live.dealt(live.writer.apply(live.state, seat, action));
                after = live.row.afterMove(next.isOver(), clock.getAsLong());
                stored = store.commitMove(after, live.buffer.toString());
            } catch (RuntimeException e) {
                evict(live);        // the writer may have moved on: rebuild from the store next time
                throw e;
            }
            if (!stored) {
                evict(live);
                return Optional.empty();
            }
            live.state = next;
            live.row = after;
            live.moves.add(new LiveTable.Move(seat, action));
            answer = message(live, seat, after.version(), next);
        }
        changed(live);
        return Optional.of(answer);
    }

    private static ApiException stale(long now, long sent) {
        return new ApiException(409, "STALE_VERSION", "the table is at version " + now + ", not " + sent
            + ": another move was made; fetch the view and choose again");
    }

    // ------------------------------------------------------------------------------------ events

    /**
     * The views a seat (or a spectator) has not seen: one per version after {@code after}, up to the current
     * one.
     *
     * @param id     the table
     * @param seat   the seat, or -1 for a spectator
     * @param after  the last version seen, or -1 for none
     * @param latest when {@code after} is -1, only the current view (not every version from 0)
     * @return the views, oldest first (empty when there is nothing new)
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public List<Api.ViewMessage> since(String id, int seat, long after, boolean latest) throws ApiException {
        return withTable(id, live -> {
            long now = live.row.version();
            if (after >= now) {
                return List.of();
            }
            long from = after < 0 && latest ? now : Math.max(0, after + 1);
            List<Api.ViewMessage> out = new ArrayList<>();
            GameState s = live.stateAt(from);
            for (long v = from; ; v++) {
                out.add(message(live, seat, v, s));
                if (v == now) {
                    return out;
                }
                LiveTable.Move m = live.moves.get((int) v);
                s = v + 1 == now ? live.state : live.replayed(s, m);
            }
        });
    }

    /**
     * The seat of a token at a table.
     *
     * @param id     the table
     * @param bearer the token, or {@code null}
     * @return the seat
     * @throws ApiException 404, 401, 403
     */
    public int seat(String id, String bearer) throws ApiException {
        try {
            return withTable(id, live -> seatOf(live, bearer));
        } catch (ApiException e) {
            if (!store.isShared() || !e.code().equals("UNKNOWN_TOKEN")) {
                throw e;
            }
            catchUp(id);        // the seat may have been taken on another instance
            return withTable(id, live -> seatOf(live, bearer));
        }
    }

    private Api.ViewMessage message(LiveTable live, int seat, long version, GameState s) {
        Api.LastMove last = null;
        if (version > 0) {
            LiveTable.Move m = live.moves.get((int) version - 1);
            String text = m.action() instanceof Discard && m.seat() != seat ? "discard" : m.action().notation();
            last = new Api.LastMove(m.seat(), text);
        }
        List<GameEvent> events = new ArrayList<>();
        for (GameEvent e : live.eventsOf(version)) {
            events.add(e.seenBy(seat));     // seat -1, a spectator: every card a seat may hide is removed
        }
        List<String> claims = new ArrayList<>();
        if (seat >= 0 && seat != s.toAct()) {
            for (Action a : s.legalActions(seat)) {     // table mode's out-of-turn claims; none otherwise
                claims.add(a.notation());
            }
        }
        return new Api.ViewMessage(live.id, version, last, events, live.seatNames(), takeoverAt(live, version, s),
            live.row.seedChosen(), claims, seat < 0 ? s.spectatorView() : s.viewFor(seat));
    }

    /** When a bot takes the seat to act over if its player stays silent: only at the current version. */
    private Long takeoverAt(LiveTable live, long version, GameState s) {
        if (version != live.row.version() || s.isOver() || !live.row.isFull() || s.toAct() < 0) {
            return null;
        }
        StoredTable.Seat toAct = live.row.seats().get(s.toAct());
        if (toAct.bot() != null || toAct.tokenHash() == null) {
            return null;
        }
        return live.row.updatedAt() + config.seatTimeout().toMillis();
    }

    private void changed(LiveTable live) {
        for (Listener l : listeners) {
            try {
                l.changed(live.id);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a listener failed", e);
            }
        }
        scheduleBot(live);
    }

    /** Another instance changed a table: forget this instance's copy and tell the listeners. */
    private void changedElsewhere(String id) {
        if (closed) {
            return;
        }
        LiveTable live = cache.remove(id);
        if (live != null) {
            synchronized (live) {
                live.gone = true;
            }
        }
        boolean exists;
        try {
            exists = store.find(id).isPresent();
        } catch (StoreException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot read table " + id + " after another instance changed it", e);
            return;
        }
        for (Listener l : listeners) {
            if (exists) {
                l.changed(id);
            } else {
                l.removed(id);
            }
        }
    }

    // ------------------------------------------------------------------------------------ bots

    private void scheduleBot(LiveTable live) {
        long version;
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
        }
        try {
            bots.execute(() -> botMove(live, version));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            synchronized (live) {
                live.botPending = false;
            }
        }
    }

    private void botMove(LiveTable live, long version) {
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
            bot = BotLevels.byName(level).orElseThrow();
            view = live.state.viewFor(seat);
            seed = live.row.seed();
        }
        Action action;
        try {
            // outside the table's lock: a search bot may think a while, and views are served meanwhile
            action = bot.choose(view, new SplittableRandom(seed ^ (version * 0x9E3779B97F4A7C15L)), BOT_BUDGET);
        } finally {
            synchronized (live) {
                live.botPending = false;
            }
        }
        try {
            if (apply(live, seat, action, version, true).isEmpty()) {
                LiveTable again = live(live.id);
                scheduleBot(again);
            }
        } catch (ApiException e) {
            LOG.log(System.Logger.Level.DEBUG, "bot move on table " + live.id + " refused: " + e.code());
        } catch (StoreException e) {
            LOG.log(System.Logger.Level.WARNING, "bot move on table " + live.id + " not stored", e);
        }
    }

    // ------------------------------------------------------------------------------------ housekeeping

    /**
     * One round of housekeeping: expires finished and idle tables, lets bots take the seats of players silent
     * past the timeout, and starts the bots of tables waiting for one (after a restart, say).
     *
     * @return how many tables expired
     */
    public int sweep() {
        long now = clock.getAsLong();
        int expired = 0;
        long finishedBefore = now - config.finishedTtl().toMillis();
        long idleBefore = now - config.idleTtl().toMillis();
        for (String id : store.expired(finishedBefore, idleBefore, 1000)) {
            if (store.expire(id, finishedBefore, idleBefore)) {     // still due: a move meanwhile keeps it
                expired++;
                drop(id);
            }
        }
        long silentSince = now - config.seatTimeout().toMillis();
        for (String id : store.waiting(Math.max(silentSince, now - 2000), 1000)) {
            try {
                LiveTable live = live(id);
                takeOverIfSilent(live, silentSince);
                scheduleBot(live);
            } catch (ApiException e) {
                // deleted meanwhile
            } catch (StoreException | IllegalStateException e) {
                LOG.log(System.Logger.Level.WARNING, "table " + id + " cannot be loaded", e);
            }
        }
        return expired;
    }

    private void takeOverIfSilent(LiveTable live, long silentSince) {
        boolean changed = false;
        synchronized (live) {
            if (live.gone || live.state.isOver() || !live.row.isFull() || live.row.updatedAt() >= silentSince) {
                return;
            }
            int seat = live.state.toAct();
            if (seat < 0) {
                return;
            }
            StoredTable.Seat s = live.row.seats().get(seat);
            if (s.bot() == null) {
                StoredTable after = live.row.withSeat(seat, new StoredTable.Seat(s.tokenHash(), config.takeoverBot()),
                    clock.getAsLong());
                if (store.updateSeats(after)) {
                    live.row = after;
                    changed = true;
                    LOG.log(System.Logger.Level.INFO, "table " + live.id + ": a " + config.takeoverBot()
                        + " bot takes seat " + seat + " over");
                } else {
                    evict(live);
                }
            }
        }
        if (changed) {
            changed(live);
        }
    }

    /**
     * Deletes a table (the owner's token is required).
     *
     * @param id     the table
     * @param bearer the owner's token
     * @throws ApiException 404, 401, 403
     */
    public void delete(String id, String bearer) throws ApiException {
        withTable(id, live -> {
            requireOwner(live, bearer);
            return null;
        });
        store.delete(id);
        drop(id);
    }

    private void drop(String id) {
        LiveTable live = cache.remove(id);
        if (live != null) {
            synchronized (live) {
                live.gone = true;
            }
        }
        for (Listener l : listeners) {
            l.removed(id);
        }
    }

    /**
     * @param limit how many at most
     * @return the newest tables
     */
    public Api.TableList list(int limit) {
        List<Api.TableSummary> out = new ArrayList<>();
        for (StoredTable t : store.list(limit)) {
            out.add(new Api.TableSummary(t.id(), t.variant(), t.players(), t.version(), t.finished(),
                LiveTable.seatNames(t), t.createdAt(), t.updatedAt()));
        }
        return new Api.TableList(out);
    }

    // ------------------------------------------------------------------------------------ the record

    /**
     * The table's game record: the whole {@code allfours-record/1} text once the match is over; before that,
     * only its public lines (no deal lines, no legal sets, face-down discards without their card).
     *
     * @param id the table
     * @return the record text, one JSON object a line
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public String record(String id) throws ApiException {
        catchUp(id);
        isOver(id);     // 404 for a table that does not exist
        String text = String.join("", store.chunks(id));
        try {
            return PublicRecord.of(text);      // the library decides what is public: in full once the match is over
        } catch (RecordFormatException e) {
            throw new IllegalStateException("the stored record of table " + id + " is malformed: " + e.getMessage(), e);
        }
    }

    /**
     * Whether a table's match is over.
     *
     * @param id the table
     * @return whether it is over
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public boolean isOver(String id) throws ApiException {
        return withTable(id, live -> live.state.isOver());
    }

    // ------------------------------------------------------------------------------------ loading

    /**
     * Before a read on a store several instances share: forgets this instance's copy of a table if the stored
     * table is newer (another instance changed it, and its notice has not arrived yet) or gone, so that a
     * read after a move answered 200 by any instance shows that move or a later one. One indexed read of the
     * table's revision; nothing on a store only this instance uses.
     */
    private void catchUp(String id) {
        if (!store.isShared()) {
            return;
        }
        LiveTable live = cache.get(id);
        if (live == null) {
            return;             // the read loads the table from the store
        }
        long stored = store.revision(id);
        synchronized (live) {
            if (!live.gone && (stored < 0 || live.row.revision() < stored)) {
                evict(live);
            }
        }
    }

    private LiveTable live(String id) throws ApiException {
        LiveTable live = cache.get(id);
        if (live != null) {
            return live;
        }
        Optional<StoredTable> row = store.find(id);
        if (row.isEmpty()) {
            throw unknownTable(id);
        }
        List<String> chunks = store.chunks(id, row.get().version());
        if (chunks.size() != row.get().version() + 1 && store.find(id).isEmpty()) {
            throw unknownTable(id);     // deleted between reading its row and its record
        }
        LiveTable loaded = load(row.get(), chunks);
        LiveTable raced = cache.putIfAbsent(id, loaded);
        if (raced != null) {
            return raced;
        }
        scheduleBot(loaded);
        return loaded;
    }

    /** Rebuilds a table from its stored record. */
    private LiveTable load(StoredTable row, List<String> chunks) {
        if (chunks.size() != row.version() + 1) {
            throw new IllegalStateException("table " + row.id() + " is at version " + row.version() + " but its record has "
                + chunks.size() + " chunks");
        }
        String text = String.join("", chunks);
        GameState end;
        List<LiveTable.Move> moves = new ArrayList<>();
        MatchLine match = null;
        try {
            end = verifier.resume(text);
            for (RecordLine line : GameRecordReader.readAll(text)) {
                if (line instanceof ActionLine a) {
                    moves.add(new LiveTable.Move(a.seat(), a.action()));
                } else if (line instanceof MatchLine m) {
                    match = m;
                }
            }
        } catch (InconsistentRecordException | RecordFormatException e) {
            throw new IllegalStateException("the record of table " + row.id() + " does not replay: " + e.getMessage(), e);
        }
        if (moves.size() != row.version() || match == null) {
            throw new IllegalStateException("table " + row.id() + " is at version " + row.version() + " but its record has "
                + moves.size() + " moves");
        }
        RuleSet rules = end.rules();
        GameState initial = GameState.start(rules, match.firstDealer(), DeckSource.none());
        DeckSource deals = DeckSource.seeded(row.seed());
        LiveTable out = new LiveTable(row, rules, initial, LiveTable.dealt(end, deals, null),
            moves);
        out.writer.startMatch(initial);
        out.buffer.setLength(0);
        return out;
    }

    private void evict(LiveTable live) {
        live.gone = true;
        cache.remove(live.id, live);
    }

    /** Work on a table under its lock. */
    @FunctionalInterface
    private interface Locked<T> {
        T apply(LiveTable live) throws ApiException;
    }

    /**
     * Runs {@code fn} on the table under its lock, reloading it from the store if it was evicted meanwhile.
     *
     * @throws ApiException 404 {@code UNKNOWN_TABLE}, or what {@code fn} throws
     */
    private <T> T withTable(String id, Locked<T> fn) throws ApiException {
        for (int attempt = 0; attempt < 10; attempt++) {
            LiveTable live = live(id);
            synchronized (live) {
                if (!live.gone) {
                    return fn.apply(live);
                }
            }
        }
        throw new ApiException(409, "STALE_VERSION", "the table keeps changing; try again");
    }

    private static ApiException unknownTable(String id) {
        return new ApiException(404, "UNKNOWN_TABLE", "there is no table " + excerpt(id));
    }

    private static int seatOf(LiveTable live, String bearer) throws ApiException {
        if (bearer == null) {
            throw new ApiException(401, "MISSING_TOKEN", "send the seat's token as Authorization: Bearer TOKEN");
        }
        String h = Tokens.hash(bearer);
        int seat = -1;
        List<StoredTable.Seat> seats = live.row.seats();
        for (int i = 0; i < seats.size(); i++) {
            if (Tokens.matches(h, seats.get(i).tokenHash())) {
                seat = i;
            }
        }
        if (seat < 0) {
            throw new ApiException(403, "UNKNOWN_TOKEN", "the token is not a seat's token of this table");
        }
        return seat;
    }

    private static void requireOwner(LiveTable live, String bearer) throws ApiException {
        if (bearer == null) {
            throw new ApiException(401, "MISSING_TOKEN", "send the owner's token as Authorization: Bearer TOKEN");
        }
        if (!Tokens.matches(Tokens.hash(bearer), live.row.ownerHash())) {
            throw new ApiException(403, "NOT_OWNER", "only the table's owner token may do this");
        }
    }

    static String excerpt(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "…" : s;
    }

    /** Stops the bots (moves in progress finish) and forgets the tables in memory; the store stays open. */
    @Override
    public void close() {
        closed = true;
        bots.shutdown();
        try {
            if (!bots.awaitTermination(5, TimeUnit.SECONDS)) {
                bots.shutdownNow();
            }
        } catch (InterruptedException e) {
            bots.shutdownNow();
            Thread.currentThread().interrupt();
        }
        cache.clear();
    }
}
