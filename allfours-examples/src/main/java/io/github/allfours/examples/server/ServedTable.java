package io.github.allfours.examples.server;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Violation;
import io.github.allfours.rules.RuleSet;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One match hosted by the {@link GameServer}: its state (with the seeded deck source that deals it,
 * kept here and never sent), one secret token per seat, and a version that counts the moves made. A
 * move names the version it was chosen at; it is applied only if the table is still at that version,
 * by a compare-and-set of the state, so of two clients racing from the same version exactly one wins
 * and the other gets {@code STALE_VERSION}. A refused move changes nothing.
 */
final class ServedTable {
    /**
     * One moment of the table.
     *
     * @param state   the game state (server-side only)
     * @param version the number of moves made to reach it
     */
    record Snapshot(GameState state, long version) {
    }

    private final String id;
    private final RuleSet rules;
    private final byte[][] tokens;
    private final AtomicReference<Snapshot> current;

    /**
     * @param id     the table's id
     * @param rules  the rule set
     * @param seed   the seed of every deal (never revealed)
     * @param tokens one secret per seat, seat 0 first
     */
    ServedTable(String id, RuleSet rules, long seed, List<String> tokens) {
        if (tokens.size() != rules.seats()) {
            throw new IllegalArgumentException(tokens.size() + " tokens for " + rules.seats() + " seats");
        }
        this.id = id;
        this.rules = rules;
        this.tokens = new byte[tokens.size()][];
        for (int i = 0; i < tokens.size(); i++) {
            this.tokens[i] = tokens.get(i).getBytes(StandardCharsets.UTF_8);
        }
        this.current = new AtomicReference<>(new Snapshot(GameState.start(rules, 0, DeckSource.seeded(seed)), 0));
    }

    /** Returns the table's id. */
    String id() {
        return id;
    }

    /** Returns the rule set. */
    RuleSet rules() {
        return rules;
    }

    /**
     * The seat a token belongs to. Every seat's token is compared in full, in time that does not depend
     * on where the texts differ.
     *
     * @param token a token from a request, or {@code null}
     * @return its seat, or -1 if it is no token of this table
     */
    int seatOf(String token) {
        if (token == null) {
            return -1;
        }
        byte[] t = token.getBytes(StandardCharsets.UTF_8);
        int seat = -1;
        for (int i = 0; i < tokens.length; i++) {
            if (MessageDigest.isEqual(tokens[i], t)) {
                seat = i;
            }
        }
        return seat;
    }

    /** Returns the current moment. */
    Snapshot snapshot() {
        return current.get();
    }

    /**
     * Applies {@code seat}'s move if the table is still at {@code version} and the rules allow it.
     *
     * @return the new moment
     * @throws ApiException 409 {@code STALE_VERSION} if another move came first; 422 with the
     *                      {@link io.github.allfours.engine.Reason} name if the rules refuse the move
     */
    Snapshot apply(int seat, Action action, long version) throws ApiException {
        Snapshot s = current.get();
        if (s.version() != version) {
            throw stale(s.version(), version);
        }
        Optional<Violation> why = s.state().check(seat, action);
        if (why.isPresent()) {
            throw new ApiException(422, why.get().reason().name(), why.get().message());
        }
        Snapshot next = new Snapshot(s.state().apply(seat, action), s.version() + 1);
        if (!current.compareAndSet(s, next)) {
            throw stale(current.get().version(), version);
        }
        return next;
    }

    private static ApiException stale(long now, long sent) {
        return new ApiException(409, "STALE_VERSION", "the table is at version " + now + ", not " + sent
            + ": another move was made; fetch the view and choose again");
    }
}
