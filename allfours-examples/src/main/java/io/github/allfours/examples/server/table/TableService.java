package io.github.allfours.examples.server.table;

import io.github.allfours.engine.SeatView;
import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.DisplayNames;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.examples.server.store.DamagedTableException;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.game.Action;
import io.github.allfours.record.PublicRecord;
import io.github.allfours.record.RecordFormatException;
import io.github.allfours.rules.RuleSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rules of the table server, apart from HTTP: tables are created, joined, played and watched here;
 * moves are checked by the engine, applied at most once per version and stored (with the record lines they
 * wrote) before they are answered; bots play their seats and take over the seats of silent players;
 * finished and idle tables expire. Tables live in a {@link TableStore}; the ones in use are kept in memory
 * ({@link TableCache}) and rebuilt from their records when they are not. The bots are {@link TableBots}', the
 * view messages {@link ViewMessages}'. Thread-safe.
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
        public static final Config DEFAULT = new Config(Duration.ofMinutes(2), BotLevels.SUGGESTED,
            Duration.ofMinutes(10), Duration.ofHours(1), 100_000);

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

    /**
     * How many versions before the current one a table keeps to send again ({@link #since}): a stream resumed from
     * further back is sent the current view only.
     */
    public static final int KEPT_VERSIONS = LiveTable.KEPT;

    private static final Logger LOG = LoggerFactory.getLogger(TableService.class);

    private final TableStore store;
    private final Config config;
    private final LongSupplier clock;
    private final TableCache cache;
    private final TableBots bots;
    private final ViewMessages messages;
    private final TableMoves moves;
    private final TablePages pages;
    private final Rematches rematches;
    private final TableTalk talk;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
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
        this.cache = new TableCache(store, this::scheduleBot);
        this.messages = new ViewMessages(config.seatTimeout());
        this.pages = new TablePages(store, cache::isDamaged);
        this.moves = new TableMoves(cache, store, clock, messages, this::changed);
        this.bots = new TableBots(cache, store, config, clock, moves::apply, this::changed);
        this.rematches = new Rematches(this, cache, store, clock, this::changed);
        this.talk = new TableTalk(cache, store, clock, this::changed);
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
        String name = DisplayNames.check(req.name(), "name");
        List<String> kinds = req.seats() == null ? java.util.Collections.nCopies(players, "open") : req.seats();
        if (kinds.size() != players) {
            throw ApiException.badRequest("field 'seats' must have one entry a seat: " + rules.id() + " has " + players
                + " here, not " + kinds.size());
        }
        List<StoredTable.Seat> seats = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        for (String kind : kinds) {
            if (kind == null) {
                throw ApiException.badRequest("field 'seats' has a null; use \"open\", \"player\" or a bot: " + BotLevels.NAMES);
            }
            String token = null;
            if (kind.equals("open")) {
                seats.add(StoredTable.Seat.OPEN);
            } else if (kind.equals("player")) {
                token = Tokens.newToken();
                seats.add(new StoredTable.Seat(Tokens.hash(token), null, name, null));
            } else if (BotLevels.byName(kind).isPresent()) {
                seats.add(new StoredTable.Seat(null, kind.strip()));
            } else {
                throw ApiException.badRequest("field 'seats' has an unknown seat, " + RequestJson.quote(kind)
                    + "; use \"open\", \"player\" or a bot: " + BotLevels.NAMES);
            }
            tokens.add(token);
        }
        checkRoom();
        String owner = Tokens.newToken();
        LiveTable live = prepare(Tokens.newId(), rules, seats, client, req.seed(), Tokens.hash(owner),
            Boolean.TRUE.equals(req.takeoverAlways()));
        store.create(live.row, live.buffer.toString());
        live.buffer.setLength(0);
        started(live);
        return new Api.Created(live.id, rules.id(), rules.seats(), owner, tokens, live.seatNames(), live.displayNames());
    }

    /** Refuses a new table when the store holds as many as it may: 503 {@code TOO_MANY_TABLES}. */
    void checkRoom() throws ApiException {
        if (store.count() >= config.maxTables()) {
            throw new ApiException(503, "TOO_MANY_TABLES", "this server holds " + config.maxTables() + " tables already");
        }
    }

    /**
     * A new table, dealt and ready to store: its row (revision 0, version 0, standing after the first deal) and,
     * in its buffer, chunk 0 of its record. Nothing is stored or kept yet.
     *
     * @param id             the table's id
     * @param rules          its rule set
     * @param seats          its seats
     * @param client         the creating client
     * @param seed           the seed a client chose, or {@code null} for a secret random one
     * @param ownerHash      the owner token's hash
     * @param takeoverAlways whether silent players are taken over with no other person at the table
     * @return the table
     */
    LiveTable prepare(String id, RuleSet rules, List<StoredTable.Seat> seats, String client, Long seed, String ownerHash,
                      boolean takeoverAlways) {
        long now = clock.getAsLong();
        StoredTable row = new StoredTable(id, rules.id(), rules.seats(), rules.sides(),
            seed == null ? Tokens.newSeed() : seed, 0, 0, false, ownerHash, seats, client, now, now, seed != null,
            StoredTable.Standing.UNKNOWN, null, takeoverAlways, 0);
        LiveTable live = LiveTable.fresh(row, rules);
        String chunk0 = live.buffer.toString();
        StoredTable.Standing standing = StoredTable.Standing.of(live.state);
        live.row = new StoredTable(row.id(), row.variant(), row.players(), row.sides(), row.seed(), 0, 0,
            live.state.isOver(), row.ownerHash(), seats, client, now, now, row.seedChosen(), standing, null,
            takeoverAlways, 0);
        live.buffer.setLength(0);
        live.buffer.append(chunk0);
        return live;
    }

    /** A table just stored: kept in memory, and its bot started if one is to act. */
    void started(LiveTable live) {
        cache.add(live);
        scheduleBot(live);
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
        String name = DisplayNames.check(req.name(), "name");
        for (int attempt = 0; ; attempt++) {
            if (attempt > 10) {
                throw new ApiException(409, "SEAT_TAKEN", "seat " + seat + " keeps changing");
            }
            LiveTable live = cache.get(id);
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
                StoredTable.Seat was = live.row.seats().get(seat);
                // a seat kept for a rematch's player is taken only by that player (POST .../rematch), or given to a
                // bot by the owner when that player does not come
                if (!was.isOpen() && !(was.isInvited() && req.bot() != null)) {
                    throw new ApiException(409, "SEAT_TAKEN", "seat " + seat + (was.isInvited()
                        ? " is kept for its player at the table before, asked to this rematch" : " is taken"));
                }
                StoredTable.Seat to;
                if (req.bot() != null) {
                    live.requireOwner(bearer);
                    if (BotLevels.byName(req.bot()).isEmpty()) {
                        throw ApiException.badRequest("field 'bot' names no bot: " + RequestJson.quote(req.bot())
                            + "; the bots are " + BotLevels.NAMES);
                    }
                    if (req.name() != null) {
                        throw ApiException.badRequest("field 'name' is a player's: a bot's seat has no name");
                    }
                    to = new StoredTable.Seat(null, req.bot().strip());
                } else {
                    token = Tokens.newToken();
                    to = new StoredTable.Seat(Tokens.hash(token), null, name, null);
                }
                after = live.row.withSeat(seat, to, clock.getAsLong());
                if (store.updateSeats(after)) {
                    live.row = after;
                } else {
                    cache.evict(live);
                    if (attempt < 2) {
                        continue;
                    }
                    throw new ApiException(409, "SEAT_TAKEN", "seat " + seat + " changed meanwhile");
                }
            }
            changed(live);
            return new Api.Joined(id, seat, token, LiveTable.seatNames(after), after.seedChosen(),
                LiveTable.displayNames(after));
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
            LiveTable live = cache.get(id);
            boolean changed = false;
            Api.ViewMessage answer;
            synchronized (live) {
                if (live.gone) {
                    continue;
                }
                int seat = live.seatOf(bearer);
                StoredTable.Seat s = live.row.seats().get(seat);
                if (s.bot() != null) {
                    StoredTable after = live.row.withSeat(seat, s.playedBy(null), clock.getAsLong());
                    if (!store.updateSeats(after)) {
                        cache.evict(live);
                        continue;
                    }
                    live.row = after;
                    changed = true;
                    LOG.info("table {}: the player of seat {} reclaims it", live.id, seat);
                }
                answer = messages.message(live, seat, live.row.version(), live.state);
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
        cache.catchUp(id);
        return cache.withTable(id, live -> messages.message(live, live.seatOf(bearer), live.row.version(), live.state));
    }

    /**
     * Where a seat stands, for a hint: its version, the seat's own view as the library makes it (every award of the
     * match, not only the current hand's as the view message carries them) and the claims it may make now.
     *
     * @param version the table's version
     * @param view    the seat's view
     * @param claims  table mode's claims the seat may make now (for the seat to act, those among its legal
     *                actions); empty otherwise
     */
    record Position(long version, SeatView view, List<Action> claims) {
    }

    /**
     * The position of the seat whose token is presented.
     *
     * @param id     the table
     * @param bearer the seat's token
     * @return its version, view and claims
     * @throws ApiException 404 {@code UNKNOWN_TABLE}, 401 {@code MISSING_TOKEN}, 403 {@code UNKNOWN_TOKEN}
     */
    Position position(String id, String bearer) throws ApiException {
        cache.catchUp(id);
        return cache.withTable(id, live -> {
            int seat = live.seatOf(bearer);
            List<Action> claims = new ArrayList<>();
            for (Action a : live.state.legalActions(seat)) {
                if (a.isClaim()) {
                    claims.add(a);
                }
            }
            return new Position(live.row.version(), live.state.viewFor(seat), List.copyOf(claims));
        });
    }

    /**
     * The spectators' view: no hand, no legal actions.
     *
     * @param id the table
     * @return the view at the current version
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public Api.ViewMessage spectate(String id) throws ApiException {
        cache.catchUp(id);
        return cache.withTable(id, live -> messages.message(live, -1, live.row.version(), live.state));
    }

    /**
     * Makes a move for the seat whose token is presented.
     *
     * @param id      the table
     * @param bearer  the seat's token
     * @param text    the move's text
     * @param version the version the move was chosen at
     * @return the seat's view after the move
     * @throws ApiException as {@link TableMoves#act}
     */
    public Api.ViewMessage act(String id, String bearer, String text, long version) throws ApiException {
        return moves.act(id, bearer, text, version);
    }

    // ------------------------------------------------------------------------------------ rematches and talk

    /**
     * Asks for the rematch of a finished table, or accepts the one asked for ({@link Rematches}).
     *
     * @param id     the finished table
     * @param bearer the caller's seat token there
     * @param client the caller's address
     * @return the caller's seat at the rematch, with its token (and, for the caller who made it, its owner token)
     * @throws ApiException as {@link Rematches#rematch}
     */
    public Api.Rematched rematch(String id, String bearer, String client) throws ApiException {
        return rematches.rematch(id, bearer, client);
    }

    /**
     * Declines the rematch of a finished table: the caller's seat kept there opens.
     *
     * @param id     the finished table
     * @param bearer the caller's seat token there
     * @throws ApiException as {@link Rematches#decline}
     */
    public void declineRematch(String id, String bearer) throws ApiException {
        rematches.decline(id, bearer);
    }

    /**
     * Says a quick message for the seat whose token is presented ({@link TableTalk}).
     *
     * @param id      the table
     * @param bearer  the seat's token
     * @param message the message's word
     * @throws ApiException as {@link TableTalk#say}
     */
    public void say(String id, String bearer, String message) throws ApiException {
        talk.say(id, bearer, message);
    }

    /**
     * @param id     a table
     * @param bearer a seat's token there
     * @return the seconds after which that seat may say something again
     * @throws ApiException 401/403/404
     */
    public long sayRetryAfter(String id, String bearer) throws ApiException {
        int seat = seat(id, bearer);
        return talk.retryAfterSeconds(id, seat);
    }

    /**
     * What an event stream sends besides the views: the quick messages not yet heard, and the rematch notice.
     *
     * @param id     the table
     * @param seat   the reader's seat, or -1
     * @param bearer the reader's token, or {@code null}
     * @param after  the last message heard, or -1 for a stream just opened
     * @return the messages, the number heard up to, and the rematch notice ({@code null} while there is none)
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public StreamExtras extras(String id, int seat, String bearer, long after) throws ApiException {
        return cache.withTable(id, live -> new StreamExtras(talk.since(live, after),
            live.state.isOver() ? Rematches.notice(live, seat, bearer) : null));
    }

    /**
     * What a stream sends besides the views.
     *
     * @param heard   the quick messages not yet heard
     * @param rematch the rematch notice, or {@code null}
     */
    public record StreamExtras(TableTalk.Heard heard, Api.RematchNotice rematch) {
    }

    // ------------------------------------------------------------------------------------ events

    /**
     * The views a seat (or a spectator) has not seen: one per version after {@code after}, up to the current
     * one, while the table keeps them all (its last {@value LiveTable#KEPT} versions); from further back, the
     * current one.
     *
     * @param id     the table
     * @param seat   the seat, or -1 for a spectator
     * @param after  the last version seen, or -1 for none
     * @param latest when {@code after} is -1, only the current view (not every version from 0)
     * @return the views, oldest first (empty when there is nothing new)
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public List<Api.ViewMessage> since(String id, int seat, long after, boolean latest) throws ApiException {
        return since(id, seat, after, latest, Integer.MAX_VALUE);
    }

    /**
     * The first views a seat (or a spectator) has not seen, as {@link #since(String, int, long, boolean)}, at most
     * {@code limit} of them: the next ones are asked for after these.
     *
     * @param id     the table
     * @param seat   the seat, or -1 for a spectator
     * @param after  the last version seen, or -1 for none
     * @param latest when {@code after} is -1, only the current view
     * @param limit  the most views
     * @return the views, oldest first
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public List<Api.ViewMessage> since(String id, int seat, long after, boolean latest, int limit) throws ApiException {
        return cache.withTable(id, live -> messages.since(live, seat, after, latest, limit));
    }

    /**
     * The message of a table's current version for one reader, as a stream sends it.
     *
     * @param id   the table
     * @param seat the seat, or -1 for a spectator
     * @return the message
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public Api.ViewMessage current(String id, int seat) throws ApiException {
        return cache.withTable(id, live -> messages.message(live, seat, live.row.version(), live.state));
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
            return cache.withTable(id, live -> live.seatOf(bearer));
        } catch (ApiException e) {
            if (!store.isShared() || !e.code().equals("UNKNOWN_TOKEN")) {
                throw e;
            }
            cache.catchUp(id);        // the seat may have been taken on another instance
            return cache.withTable(id, live -> live.seatOf(bearer));
        }
    }

    private void changed(LiveTable live) {
        for (Listener l : listeners) {
            try {
                l.changed(live.id);
            } catch (RuntimeException e) {
                LOG.warn("a listener failed", e);
            }
        }
        scheduleBot(live);
    }

    /** Another instance changed a table: forget this instance's copy and tell the listeners. */
    private void changedElsewhere(String id) {
        if (closed) {
            return;
        }
        cache.forget(id);
        boolean exists;
        try {
            exists = store.revision(id) >= 0;
        } catch (StoreException e) {
            LOG.warn("cannot read table {} after another instance changed it", id, e);
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

    private void scheduleBot(LiveTable live) {
        bots.schedule(live);
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
        bots.sweep(now);
        talk.forgetIdle();
        return expired;
    }

    /**
     * Deletes a table (the owner's token is required), a damaged one too: its owner's token is checked against
     * the owner's hash its row still holds.
     *
     * @param id     the table
     * @param bearer the owner's token
     * @throws ApiException 404, 401, 403
     */
    public void delete(String id, String bearer) throws ApiException {
        try {
            cache.withTable(id, live -> {
                live.requireOwner(bearer);
                return null;
            });
        } catch (ApiException e) {
            if (!e.code().equals("TABLE_DAMAGED")) {
                throw e;
            }
            LiveTable.requireOwner(damagedOwner(id), bearer);
        }
        store.delete(id);
        drop(id);
    }

    /** The owner's hash of a damaged table's row, or {@code null} when it cannot be read either. */
    private String damagedOwner(String id) throws ApiException {
        try {
            return store.find(id).orElseThrow(() -> TableCache.unknownTable(id)).ownerHash();   // its record is damaged
        } catch (DamagedTableException e) {
            return e.table().ownerHash();
        }
    }

    private void drop(String id) {
        cache.forget(id);
        for (Listener l : listeners) {
            l.removed(id);
        }
    }

    /**
     * One page of the tables, newest first ({@link TablePages}).
     *
     * @param openOnly only tables with an open seat
     * @param variant  only tables of this game (an id or alias), or {@code null}
     * @param after    the {@code next} cursor of the page before, or {@code null} for the first page
     * @param limit    the most tables, 1 to {@link TablePages#MAX_LIMIT}
     * @return the page
     * @throws ApiException 400 for an unknown game or a string that is not a cursor
     */
    public Api.TableList list(boolean openOnly, String variant, String after, int limit) throws ApiException {
        return pages.list(openOnly, variant, after, limit);
    }

    /**
     * One table, as anyone may see it.
     *
     * @param id the table
     * @return its summary
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    public Api.TableSummary table(String id) throws ApiException {
        return pages.one(id);
    }

    // ------------------------------------------------------------------------------------ the record

    /**
     * The table's game record: the whole {@code allfours-record/1} text once the match is over; before that,
     * only its public lines, as the library's {@link PublicRecord} writes them (no deal lines, no legal sets,
     * face-down discards without their card).
     *
     * @param id the table
     * @return the record text, one JSON object a line
     * @throws ApiException 404 {@code UNKNOWN_TABLE}; 500 {@code TABLE_DAMAGED} for a record that cannot be read
     */
    public String record(String id) throws ApiException {
        // one read of the record: a table deleted or expired before it has no chunks (404), never an empty record
        List<String> chunks = store.chunks(id);
        if (chunks.isEmpty()) {
            throw TableCache.unknownTable(id);
        }
        String text = String.join("", chunks);
        try {
            return PublicRecord.of(text);      // the library decides what is public: in full once the match is over
        } catch (RecordFormatException e) {
            throw cache.damagedRecord(id, "its record cannot be read: " + e);
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
        return cache.withTable(id, live -> live.state.isOver());
    }

    /** Stops the bots (moves in progress finish) and forgets the tables in memory; the store stays open. */
    @Override
    public void close() {
        closed = true;
        bots.close();
        cache.clear();
    }
}
