package io.github.allfours.record;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Phase;
import java.io.Flushable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;

/**
 * Writes game records in the {@code allfours-record/1} format (see {@link RecordLine}) while a match
 * is played: tell it the first state, then each action (or supplied deal) with the states before and
 * after, and it writes the action and everything the engine did in response (points, the end of the
 * hand, the next deal, the end of the match) in the order it happened. Any number of matches may go
 * into one output, one after the other.
 *
 * <pre>{@code
 * GameRecordWriter w = new GameRecordWriter(out);
 * GameState s = GameState.start(rules, 0, DeckSource.seeded(7));
 * w.startMatch(s);
 * while (!s.isOver()) {
 *     s = w.apply(s, chooseAction(s));   // applies for the seat to act and records
 * }
 * w.flush();
 * }</pre>
 *
 * <p>Lines end with {@code '\n'}. Failures of the underlying {@link Appendable} are rethrown as
 * {@link UncheckedIOException}. Not thread-safe: use one writer per thread, or one per match and join
 * the texts in order.
 */
public final class GameRecordWriter implements Flushable {
    private final Appendable out;
    private boolean inMatch;
    private long lines;

    /**
     * @param out where the lines go, such as a {@link java.io.BufferedWriter} or a {@link StringBuilder}
     */
    public GameRecordWriter(Appendable out) {
        this.out = Objects.requireNonNull(out, "out");
    }

    /**
     * Opens a match: writes its match line and, when the state has been dealt, the first deal line and
     * the points of its turn-up (and the end line should those points already win).
     *
     * @param initial the state returned by {@link GameState#start}: first hand, first deal, no action
     *                taken yet
     * @throws IllegalArgumentException if the state is not the start of a match
     */
    public void startMatch(GameState initial) {
        if (initial.handNumber() != 0 || initial.dealNumber() != 0 || initial.tricksPlayed() != 0
            || initial.phase() == Phase.GIVE || initial.rules().begging() && initial.phase() == Phase.PLAY) {
            throw new IllegalArgumentException("not the start of a match: " + initial);
        }
        if (!initial.currentTrick().isEmpty()) {
            throw new IllegalArgumentException("not the start of a match: a card has been played");
        }
        write(MatchLine.of(initial.rules(), initial.dealer()));
        inMatch = true;
        if (initial.deckOrder().isPresent()) {
            write(new DealLine(initial.dealer(), initial.deckOrder().get()));
            for (var a : initial.awards()) {
                write(PointsLine.of(a));
            }
            if (initial.isOver()) {
                write(EndLine.of(initial.winner().getAsInt(), initial.scores()));
                inMatch = false;
            }
        }
    }

    /**
     * Records one action: its action line (with the legal set of {@code before}), then whatever the
     * action caused.
     *
     * @param before the state the action was taken in
     * @param seat   the seat that acted
     * @param action the action
     * @param after  {@code before.apply(seat, action)}
     * @throws IllegalStateException if no match has been started, or the last one is over
     */
    public void action(GameState before, int seat, Action action, GameState after) {
        requireMatch();
        List<Action> legal = before.legalActions();
        write(new ActionLine(seat, legal, action));
        transition(before, after);
    }

    /**
     * Applies {@code action} for the seat to act and records it.
     *
     * @param before the current state
     * @param action the action of the seat to act
     * @return the new state
     * @throws io.github.allfours.engine.IllegalActionException if the action is not legal (nothing is
     *                                                          written then)
     */
    public GameState apply(GameState before, Action action) {
        requireMatch();
        int seat = before.toAct();
        GameState after = before.apply(seat, action);
        action(before, seat, action, after);
        return after;
    }

    /**
     * Records a deal supplied by the host to a state that was waiting in {@link Phase#DEAL}: the deal
     * line, the points of its turn-up, and the end line should they win the match.
     *
     * @param before the waiting state
     * @param order  the deck order supplied
     * @param after  {@code before.deal(order)}
     */
    public void deal(GameState before, DeckOrder order, GameState after) {
        requireMatch();
        if (before.phase() != Phase.DEAL) {
            throw new IllegalArgumentException("the state was not waiting for a deal: " + before.phase());
        }
        transition(before, after);
    }

    /**
     * Supplies {@code order} to a state waiting in {@link Phase#DEAL} and records the deal.
     *
     * @param before the waiting state
     * @param order  the deck order
     * @return the state after the deal
     */
    public GameState deal(GameState before, DeckOrder order) {
        requireMatch();
        GameState after = before.deal(order);
        deal(before, order, after);
        return after;
    }

    /** @return the number of lines written so far */
    public long linesWritten() {
        return lines;
    }

    /**
     * Flushes the underlying output when it is {@link Flushable}.
     *
     * @throws UncheckedIOException if flushing fails
     */
    @Override
    public void flush() {
        if (out instanceof Flushable) {
            try {
                ((Flushable) out).flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private void transition(GameState before, GameState after) {
        Transitions.emit(before, after, this::write);
        if (after.isOver()) {
            inMatch = false;
        }
    }

    private void requireMatch() {
        if (!inMatch) {
            throw new IllegalStateException("no match in progress: call startMatch first");
        }
    }

    private void write(RecordLine line) {
        try {
            out.append(line.toJson()).append('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        lines++;
    }
}
