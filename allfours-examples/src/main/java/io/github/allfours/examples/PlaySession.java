package io.github.allfours.examples;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.EventListener;
import io.github.allfours.engine.GameEvent;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Phase;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import io.github.allfours.rules.RuleSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One match at a terminal: a person at one seat, players choosing a random legal action (as in
 * {@code demo}) at the others. The person is shown only what their seat's {@link SeatView} holds;
 * the other seats' moves are told as they happen by a {@link SeatNarrator}, which sees nothing else.
 *
 * <p>Input is read line by line, so a script can play by piping lines in. A line is a choice's
 * number, an action's text ({@code beg}, {@code play JH}, {@code discard 7C}, {@code throw-in}), a
 * bare card ({@code 10h}: played, or discarded while discarding), or {@code quit}. A line that is none
 * of these, or an action the rules refuse, is answered with why, and the question is asked again;
 * nothing changes. The end of input leaves the match unfinished.
 */
final class PlaySession {
    /** How a session ended. */
    enum Outcome {
        /** A side reached the target. */
        FINISHED,
        /** The person typed {@code quit}. */
        QUIT,
        /** The input ended before the match did. */
        INPUT_ENDED
    }

    /** Told of every change of state, before it is narrated (for tests that check what was printed when). */
    interface Observer {
        /**
         * @param before the state before the action, or {@code null} for the first deal
         * @param seat   the seat that acted (-1 for the first deal)
         * @param action the action, or {@code null} for the first deal
         * @param after  the new state
         */
        void moved(GameState before, int seat, Action action, GameState after);
    }

    private static final long BOT_SALT = 0x9E3779B97F4A7C15L;

    private final RuleSet rules;
    private final int human;
    private final BufferedReader in;
    private final PrintWriter out;
    private final SplittableRandom bots;
    private final Bot bot;
    private final SeatNarrator narrator;
    private Observer observer = (before, seat, action, after) -> { };
    private GameState state;
    private final List<GameEvent> firstDeal = new ArrayList<>();
    private Outcome leaving = Outcome.QUIT;   // why ask() returned null

    /**
     * @param rules the rule set
     * @param seat  the person's seat
     * @param seed  the seed of the deals and of the other players' choices
     * @param in    where the person's lines come from
     * @param out   where the match is told
     * @throws IllegalArgumentException if {@code seat} is not a seat of the rule set
     */
    PlaySession(RuleSet rules, int seat, long seed, Reader in, PrintWriter out) {
        this(rules, seat, seed, in, out, RandomBot.INSTANCE);
    }

    /**
     * A session whose other seats are played by {@code bot}.
     *
     * @param rules the rule set
     * @param seat  the person's seat
     * @param seed  the seed of the deals and of the bots' choices
     * @param in    where the person's lines come from
     * @param out   where the match is told
     * @param bot   the bot at every other seat
     * @throws IllegalArgumentException if {@code seat} is not a seat of the rule set
     */
    PlaySession(RuleSet rules, int seat, long seed, Reader in, PrintWriter out, Bot bot) {
        this.bot = Objects.requireNonNull(bot, "bot");
        this.rules = Objects.requireNonNull(rules, "rules");
        if (seat < 0 || seat >= rules.seats()) {
            throw new IllegalArgumentException("there is no seat " + seat + " at a " + rules.seats() + "-seat table");
        }
        this.human = seat;
        this.in = in instanceof BufferedReader ? (BufferedReader) in : new BufferedReader(in);
        this.out = out;
        this.bots = new SplittableRandom(seed ^ BOT_SALT);
        this.narrator = new SeatNarrator(out, rules, seat);
        this.state = GameState.start(rules, 0, DeckSource.seeded(seed), EventListener.seenBy(seat, firstDeal::add));
    }

    /** Sets the observer told of each change of state (replacing any earlier one). */
    PlaySession observe(Observer o) {
        this.observer = Objects.requireNonNull(o, "observer");
        return this;
    }

    /** Returns the current state: the final one once {@link #run()} has returned. */
    GameState state() {
        return state;
    }

    /**
     * Plays until the match ends, the person quits, or the input ends.
     *
     * @return how it ended
     * @throws IOException if reading the input fails
     */
    Outcome run() throws IOException {
        observer.moved(null, -1, null, state);
        narrator.start(firstDeal, state.viewFor(human));
        out.flush();
        while (!state.isOver()) {
            int seat = state.toAct();
            if (seat < 0) {
                throw new IllegalStateException("nobody is to act in phase " + state.phase());
            }
            SeatView before = state.viewFor(human);
            Action action;
            if (seat == human) {
                narrator.prompt(before);
                action = ask(before);
                if (action == null) {
                    return leaving;
                }
            } else {
                action = bot.choose(state.viewFor(seat), bots, Budget.UNLIMITED);
            }
            List<GameEvent> events = new ArrayList<>();
            GameState next = state.apply(seat, action, EventListener.seenBy(human, events::add));
            out.flush();
            observer.moved(state, seat, action, next);
            state = next;
            narrator.step(events, state.viewFor(human));
            out.flush();
        }
        return Outcome.FINISHED;
    }

    /** Reads lines until one is a legal action (returned) or the person leaves ({@code null}). */
    private Action ask(SeatView v) throws IOException {
        List<Action> legal = v.legalActions();
        while (true) {
            out.print("> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println("The input ended: the match is left unfinished.");
                out.flush();
                leaving = Outcome.INPUT_ENDED;
                return null;
            }
            String text = line.strip();
            String lower = text.toLowerCase(Locale.ROOT);
            if (lower.equals("quit") || lower.equals("exit")) {
                out.println("You leave the table; the match is left unfinished.");
                out.flush();
                leaving = Outcome.QUIT;
                return null;
            }
            if (text.isEmpty() || lower.equals("help")) {
                narrator.prompt(v);
                continue;
            }
            if (lower.equals("?") || lower.equals("hint")) {
                hint(v);
                continue;
            }
            Action action;
            try {
                action = read(text, v.phase(), legal);
            } catch (IllegalArgumentException e) {
                out.println(e.getMessage());
                continue;
            }
            Optional<Violation> why = state.check(human, action);
            if (why.isPresent()) {
                out.println("Not allowed: " + why.get().message() + ". Choose from 1 to " + legal.size() + ".");
                continue;
            }
            return action;
        }
    }

    /** A hint: the rule-based bot's value of each choice, best first. */
    private void hint(SeatView v) {
        Map<Action, Double> values = RuleBot.INSTANCE.analyse(v, new SplittableRandom(0), Budget.UNLIMITED);
        List<Map.Entry<Action, Double>> ranked = new ArrayList<>(values.entrySet());
        ranked.sort((a, b) -> Double.compare(b.getValue(), a.getValue()));
        out.println("  Hint (the rule-based bot's values, best first):");
        for (int i = 0; i < ranked.size() && i < 5; i++) {
            out.printf(Locale.ROOT, "    %-14s %6.2f%n", ranked.get(i).getKey().notation(), ranked.get(i).getValue());
        }
        out.flush();
    }

    /**
     * Reads one line of input as an action: a choice number, an action's text or a bare card.
     *
     * @throws IllegalArgumentException with a message for the person when the line is none of these
     */
    static Action read(String text, Phase phase, List<Action> legal) {
        int choices = legal.size();
        if (text.chars().allMatch(Character::isDigit)) {
            int n = text.length() > 6 ? Integer.MAX_VALUE : Integer.parseInt(text);
            if (n < 1 || n > choices) {
                throw new IllegalArgumentException("There is no choice " + text + ": choose from 1 to " + choices + ".");
            }
            return legal.get(n - 1);
        }
        try {
            return Action.parse(text);
        } catch (CardFormatException e) {
            throw new IllegalArgumentException("Not a card: " + e.getMessage() + ".", e);
        } catch (IllegalArgumentException notAnAction) {
            // perhaps a bare card: "JH", "10h"
        }
        try {
            Card card = Card.parse(text);
            return phase == Phase.DISCARD ? Action.discard(card) : Action.play(card);
        } catch (CardFormatException e) {
            if (text.length() <= 3 && text.chars().noneMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException("Not a card: " + e.getMessage() + ".", e);
            }
            throw new IllegalArgumentException("Not understood: \"" + text + "\". Enter a number from 1 to "
                + choices + ", an action such as " + SeatNarrator.example(legal) + ", or \"quit\".", e);
        }
    }
}
