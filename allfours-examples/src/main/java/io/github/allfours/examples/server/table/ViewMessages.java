package io.github.allfours.examples.server.table;

import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.game.Action;
import io.github.allfours.game.Discard;
import io.github.allfours.game.GameEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The view messages of a table ({@link Api.ViewMessage}): what one seat, or a spectator, may see of one
 * version, with the move that made it and the events it caused as that reader may know them. A face-down
 * discard of another seat is {@code "discard"} without its card; a spectator is sent the library's
 * {@link GameState#spectatorView()}: no hand, no legal actions. A message's view carries the current hand's
 * awards only ({@link #currentHand}), so a message's size is bounded by its rule set (its seats and pack),
 * however long the match has run.
 */
final class ViewMessages {
    private final Duration seatTimeout;

    /**
     * @param seatTimeout how long a player may stay silent before a bot takes the seat over (for
     *                    {@link Api.ViewMessage#takeoverAt()})
     */
    ViewMessages(Duration seatTimeout) {
        this.seatTimeout = seatTimeout;
    }

    /**
     * The message of one version for one reader. The caller holds the table's monitor.
     *
     * @param live    the table
     * @param seat    the reader's seat, or -1 for a spectator
     * @param version the version
     * @param s       the state at that version
     * @return the message
     */
    Api.ViewMessage message(LiveTable live, int seat, long version, GameState s) {
        Api.LastMove last = null;
        if (version > 0) {
            LiveTable.Move m = live.moveOf(version);
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
        return new Api.ViewMessage(live.id, version, last, events, live.seatNames(), live.displayNames(),
            takeoverAt(live, version, s), live.row.seedChosen(), claims,
            currentHand(seat < 0 ? s.spectatorView() : s.viewFor(seat), s));
    }

    /**
     * A view as a message carries it: with the current hand's awards only ({@link GameState#handAwards()}), not
     * every award of the match, so that its size does not grow with the match: {@code scores} holds the match's
     * totals, {@code lastHandResult} the last hand's awards, and the table's record every award.
     *
     * @param v the library's view
     * @param s the state it is of
     * @return the view with the current hand's awards
     */
    static SeatView currentHand(SeatView v, GameState s) {
        return new SeatView(v.rules(), v.seat(), v.phase(), v.toAct(), v.dealer(), v.handNumber(), v.dealNumber(),
            v.hand(), v.handHidden(), v.handSizes(), v.inPlay(), v.trump(), v.turnUp(), v.setAside(), v.stockSize(),
            v.discardCount(), v.currentTrick(), v.lastTrick(), v.tricksPlayed(), v.played(), v.scores(), s.handAwards(),
            v.lastHandResult(), v.winner(), v.legalActions(), v.contract(), v.auction(), v.stockTop(), v.knownCards(),
            v.thrownIn(), v.revokes(), v.tricks(), v.tableCalls());
    }

    /**
     * The messages a reader has not seen: one per version after {@code after}, up to the current one, when the
     * table still keeps them all ({@link LiveTable#KEPT}); from further back, or from a version after the current
     * one (made up, or seen at another instance sharing the database before this one heard of it), only the
     * current one, as a new stream is sent. So a reader is sent at most {@value LiveTable#KEPT} + 1 messages at
     * once, however long the match has run. The caller holds the table's monitor.
     *
     * @param live   the table
     * @param seat   the reader's seat, or -1 for a spectator
     * @param after  the last version seen, or -1 for none
     * @param latest when {@code after} is -1, only the current version (not every version from 0)
     * @param limit  the most messages: the first ones
     * @return the messages, oldest first (empty when there is nothing new)
     */
    List<Api.ViewMessage> since(LiveTable live, int seat, long after, boolean latest, int limit) {
        long now = live.row.version();
        if (after == now) {
            return List.of();
        }
        long from = after + 1;
        if (after < 0 && latest || after > now || from < live.oldest()) {
            from = now;
        }
        List<Api.ViewMessage> out = new ArrayList<>();
        GameState s = live.stateAt(from);
        for (long v = from; ; v++) {
            out.add(message(live, seat, v, s));
            if (v == now || out.size() == limit) {
                return out;
            }
            s = v + 1 == now ? live.state : LiveTable.replayed(s, live.moveOf(v + 1));
        }
    }

    /**
     * When a bot takes the seat to act over if its player stays silent: only at the current version, and only
     * where it would ({@link StoredTable#takesOver}).
     */
    private Long takeoverAt(LiveTable live, long version, GameState s) {
        if (version != live.row.version() || s.isOver() || !live.row.isFull() || s.toAct() < 0
            || !live.row.takesOver(s.toAct())) {
            return null;
        }
        StoredTable.Seat toAct = live.row.seats().get(s.toAct());
        if (toAct.bot() != null || toAct.tokenHash() == null) {
            return null;
        }
        return live.row.updatedAt() + seatTimeout.toMillis();
    }
}
