package io.github.allfours.record;

import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import java.util.function.Consumer;

/**
 * The one place that decides which record lines the engine's events become, shared by the writer (which
 * writes them) and the verifier (which expects them), so the two cannot disagree. A deal becomes a
 * {@link DealLine}, an award a {@link PointsLine}, a call that lapsed (table mode) a {@link LapseLine}, a counted
 * hand a {@link HandLine} and the end of the match an {@link EndLine}, in the order the engine reports them; every
 * other event follows from the deck orders and the actions and is not written.
 */
final class EventLines {
    private EventLines() {
    }

    /** Returns the line {@code event} is written as, or null when a record does not hold it. */
    static RecordLine of(GameEvent event) {
        if (event instanceof GameEvent.Dealt d) {
            return new DealLine(d.dealer(), d.deck().orElseThrow(
                () -> new IllegalArgumentException("a deal seen by one seat has no deck order to record")));
        }
        if (event instanceof GameEvent.Awarded a) {
            return PointsLine.of(a.award());
        }
        if (event instanceof GameEvent.CallLapsed l) {
            return new LapseLine(l.seat(), l.card());
        }
        if (event instanceof GameEvent.HandCounted h) {
            return new HandLine(h.scores(), h.result().allFourSide());
        }
        if (event instanceof GameEvent.MatchWon w) {
            return new EndLine(w.side(), w.scores());
        }
        return null;
    }

    /** Returns a listener that passes the lines of the events it hears to {@code out}. */
    static EventListener to(Consumer<RecordLine> out) {
        return event -> {
            RecordLine line = of(event);
            if (line != null) {
                out.accept(line);
            }
        };
    }
}
