package io.github.allfours.examples.server;

import io.github.allfours.engine.Action;
import io.github.allfours.engine.Discard;
import io.github.allfours.engine.GameEvent;
import io.github.allfours.engine.GameState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The view messages of a table ({@link Api.ViewMessage}): what one seat, or a spectator, may see of one
 * version, with the move that made it and the events it caused as that reader may know them. A face-down
 * discard of another seat is {@code "discard"} without its card; a spectator is sent the library's
 * {@link GameState#spectatorView()}: no hand, no legal actions.
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
        return new Api.ViewMessage(live.id, version, last, events, live.seatNames(), live.displayNames(),
            takeoverAt(live, version, s),
            live.row.seedChosen(), claims, seat < 0 ? s.spectatorView() : s.viewFor(seat));
    }

    /**
     * The messages a reader has not seen: one per version after {@code after}, up to the current one. The
     * caller holds the table's monitor.
     *
     * @param live   the table
     * @param seat   the reader's seat, or -1 for a spectator
     * @param after  the last version seen, or -1 for none
     * @param latest when {@code after} is -1, only the current version (not every version from 0)
     * @return the messages, oldest first (empty when there is nothing new)
     */
    List<Api.ViewMessage> since(LiveTable live, int seat, long after, boolean latest) {
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
