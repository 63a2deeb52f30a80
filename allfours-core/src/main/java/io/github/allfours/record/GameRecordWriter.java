package io.github.allfours.record;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import java.io.Flushable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Writes game records in the {@code allfours-record/1} format (see {@link RecordLine}) while a match is
 * played: the writer applies each action (or supplied deal) itself and writes the action line followed
 * by the lines of what the engine reports it caused (points, the end of the hand, the next deal, the end
 * of the match), in the order it happened. Any number of matches may go into one output, one after the
 * other.
 *
 * <pre>{@code
 * GameRecordWriter w = new GameRecordWriter(out);
 * GameState s = w.start(rules, 0, DeckSource.seeded(7));
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
     * A writer of records to an output.
     *
     * @param out where the lines go, such as a {@link java.io.BufferedWriter} or a {@link StringBuilder}
     */
    public GameRecordWriter(Appendable out) {
        this.out = Objects.requireNonNull(out, "out");
    }

    /**
     * Starts a match and records its match line, its first deal and what that deal caused.
     *
     * @param rules       the rule set
     * @param firstDealer the seat that deals first
     * @param source      the deck orders
     * @return the first state of the match
     * @throws IllegalArgumentException if {@code firstDealer} is not a seat of the rule set
     */
    public GameState start(RuleSet rules, int firstDealer, DeckSource source) {
        List<RecordLine> caused = new ArrayList<>();
        GameState s = GameState.start(rules, firstDealer, source, EventLines.to(caused::add));
        write(MatchLine.of(rules, firstDealer));
        inMatch = true;
        writeAll(caused, s);
        return s;
    }

    /**
     * Opens a match that was started elsewhere: writes its match line and, when the state has been dealt,
     * the first deal line and the points of its turn-up (and the end line should those points already
     * win).
     *
     * @param initial the state returned by {@link GameState#start}: first hand, first deal, no action
     *                taken yet
     * @throws IllegalArgumentException if the state is not the start of a match
     */
    public void startMatch(GameState initial) {
        if (initial.handNumber() != 0 || initial.dealNumber() != 0 || initial.tricksPlayed() != 0
            || !initial.currentTrick().isEmpty() || initial.phase() == Phase.GIVE
            || initial.rules().begging().isPresent() && initial.phase() == Phase.PLAY) {
            throw new IllegalArgumentException("not the start of a match: " + initial);
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
     * Applies {@code action} for the seat to act and records it.
     *
     * @param before the current state
     * @param action the action of the seat to act
     * @return the new state
     * @throws io.github.allfours.engine.IllegalActionException if the action is not legal (nothing is
     *                                                          written then)
     * @throws IllegalStateException                            if no match is in progress
     */
    public GameState apply(GameState before, Action action) {
        return apply(before, before.toAct(), action);
    }

    /**
     * Applies {@code seat}'s {@code action} and records it: its action line (with the legal set of
     * {@code before}), then whatever the action caused.
     *
     * @param before the current state
     * @param seat   the seat acting
     * @param action the action
     * @return the new state
     * @throws io.github.allfours.engine.IllegalActionException if the action is not legal (nothing is
     *                                                          written then)
     * @throws IllegalStateException                            if no match is in progress
     */
    public GameState apply(GameState before, int seat, Action action) {
        return apply(before, seat, action, EventListener.NONE);
    }

    /**
     * Applies {@code seat}'s {@code action} and records it, passing the action's events on to
     * {@code alsoTo} as well (for a host that both records and follows the match).
     *
     * @param before the current state
     * @param seat   the seat acting
     * @param action the action
     * @param alsoTo another listener of the action's events
     * @return the new state
     * @throws io.github.allfours.engine.IllegalActionException if the action is not legal (nothing is
     *                                                          written then)
     * @throws IllegalStateException                            if no match is in progress
     */
    public GameState apply(GameState before, int seat, Action action, EventListener alsoTo) {
        requireMatch();
        List<RecordLine> caused = new ArrayList<>();
        EventListener lines = EventLines.to(caused::add);
        GameState after = before.apply(seat, action, alsoTo == EventListener.NONE ? lines : e -> {
            lines.on(e);
            alsoTo.on(e);
        });
        write(new ActionLine(seat, seat >= 0 && seat < before.rules().seats() ? before.legalActions(seat)
            : before.legalActions(), action));
        writeAll(caused, after);
        return after;
    }

    /**
     * Supplies {@code order} to a state waiting in {@link Phase#DEAL} and records the deal and what it
     * caused.
     *
     * @param before the waiting state
     * @param order  the deck order
     * @return the state after the deal
     * @throws IllegalStateException if no match is in progress or the state is not waiting for a deal
     */
    public GameState deal(GameState before, DeckOrder order) {
        requireMatch();
        List<RecordLine> caused = new ArrayList<>();
        GameState after = before.deal(order, EventLines.to(caused::add));
        writeAll(caused, after);
        return after;
    }

    /** Returns the number of lines written so far. */
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
        if (out instanceof Flushable f) {
            try {
                f.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private void writeAll(List<RecordLine> caused, GameState after) {
        for (RecordLine line : caused) {
            write(line);
        }
        if (after.isOver()) {
            inMatch = false;
        }
    }

    private void requireMatch() {
        if (!inMatch) {
            throw new IllegalStateException("no match in progress: call start or startMatch first");
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
