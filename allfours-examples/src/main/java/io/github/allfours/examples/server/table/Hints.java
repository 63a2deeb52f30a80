package io.github.allfours.examples.server.table;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.engine.SeatView;
import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.game.Action;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;

/**
 * {@code GET /tables/ID/hint}: the hard bot's value ({@link SearchBot#analyse}) of each action of a seat's own
 * turn, from that seat's view only, so a hint can never tell a hidden card; and, in table mode, the claims the seat
 * may make now ({@code call-revoke}, {@code retract}, ...), which the bots never make and so do not value: listed
 * without a value, also to a seat that is not to act. A search takes up to a quarter
 * second of a core, so hints are limited: an answer is kept per table, seat and version (asking again
 * costs nothing), each client address may have {@link #PER_MINUTE} new ones a minute, and at most
 * {@link #AT_ONCE} run at a time on the whole server; beyond that the answer is 429 {@code RATE_LIMITED}
 * with {@code Retry-After}. The same view always gets the same values (the search is seeded from the table
 * and version).
 */
public final class Hints {
    /** New hints a client address may ask for a minute. */
    static final int PER_MINUTE = 30;
    /** Searches running at once on the server. */
    static final int AT_ONCE = 2;
    /** How long one search may think: as long as a table's hard bot. */
    static final Budget BUDGET = new Budget(300, 250);

    private final TableService service;
    private final int perMinute;
    private final PerClientLimit perClient;
    private final Semaphore running = new Semaphore(AT_ONCE);
    /** The last hint of each table and seat ("ID/SEAT"). */
    private final Map<String, Api.Hint> last = new ConcurrentHashMap<>();

    /**
     * Hints at {@link #PER_MINUTE} new ones a minute for each client address.
     *
     * @param service the tables
     */
    public Hints(TableService service) {
        this(service, PER_MINUTE);
    }

    /**
     * @param service   the tables
     * @param perMinute new hints a client address may ask for a minute
     */
    public Hints(TableService service, int perMinute) {
        this.service = Objects.requireNonNull(service, "service");
        this.perMinute = perMinute;
        this.perClient = new PerClientLimit(perMinute);
        service.addListener(new TableService.Listener() {
            @Override
            public void changed(String id) {
                // a hint is kept for its version only: the next request sees the new version
            }

            @Override
            public void removed(String id) {
                last.keySet().removeIf(k -> k.startsWith(id + "/"));
            }
        });
    }

    /**
     * The hint for the seat whose token is presented, at the table's current version.
     *
     * @param id     the table
     * @param bearer the seat's token
     * @param client the client's address
     * @return the own turn's legal actions with their values, best first, and the claims the seat may make
     * @throws ApiException 401/403/404 as for the view; 409 {@code NOTHING_TO_DECIDE} when the seat has neither an
     *                      action of its own turn nor a claim to make; 429 {@code RATE_LIMITED}
     */
    public Api.Hint hint(String id, String bearer, String client) throws ApiException {
        TableService.Position p = service.position(id, bearer);
        SeatView view = p.view();
        String key = id + "/" + view.seat();
        Api.Hint known = last.get(key);
        if (known != null && known.version() == p.version()) {
            return known;
        }
        List<String> claims = new ArrayList<>();
        for (Action a : p.claims()) {
            claims.add(a.notation());
        }
        boolean toDecide = view.toAct() == view.seat() && !view.legalActions().isEmpty();
        if (!toDecide && claims.isEmpty()) {
            throw new ApiException(409, "NOTHING_TO_DECIDE", "seat " + view.seat() + " is not to act at version "
                + p.version() + " and has no claim to make");
        }
        Api.Hint hint = toDecide ? analysed(id, p, claims, client) : new Api.Hint(id, p.version(), view.seat(), List.of(),
            List.copyOf(claims));        // only claims, which the bot does not value: no search
        last.put(key, hint);
        return hint;
    }

    /** The bot's values of the seat's own actions (a search, limited per client and on the whole server). */
    private Api.Hint analysed(String id, TableService.Position p, List<String> claims, String client) throws ApiException {
        SeatView view = p.view();
        if (!perClient.allow(client)) {
            throw limited("this client may ask for " + perMinute + " hints a minute");
        }
        if (!running.tryAcquire()) {
            throw limited("the server is working out " + AT_ONCE + " hints already");
        }
        Map<Action, Double> values;
        try {
            long seed = id.hashCode() * 0x9E3779B97F4A7C15L ^ p.version() * 31 + view.seat();
            values = SearchBot.INSTANCE.analyse(view, new SplittableRandom(seed), BUDGET);
        } finally {
            running.release();
        }
        List<Api.HintValue> out = new ArrayList<>();
        values.forEach((a, v) -> out.add(new Api.HintValue(a.notation(), v)));
        out.sort(Comparator.comparingDouble(Api.HintValue::value).reversed());
        return new Api.Hint(id, p.version(), view.seat(), List.copyOf(out), List.copyOf(claims));
    }

    /** Forgets idle clients' limits. */
    public void forgetIdle() {
        perClient.forgetIdle();
    }

    /**
     * @param client a client's address
     * @return the seconds after which a client refused with 429 may try again
     */
    public long retryAfterSeconds(String client) {
        return perClient.retryAfterSeconds(client);
    }

    private static ApiException limited(String message) {
        return new ApiException(429, "RATE_LIMITED", message + "; try again later");
    }
}
