package io.github.allfours.examples.terminal;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.game.Action;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.Auction;
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
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One match at a terminal: a person at one seat, bots at the others. The person is shown only what
 * their seat's {@link SeatView} holds; the other seats' moves are told as they happen by a
 * {@link SeatNarrator}, which sees nothing else.
 *
 * <p>Input is read line by line ({@link Lines}: a plain reader, so a script can play by piping lines in,
 * or a JLine line reader on a terminal). A line is a choice's number, an action's text ({@code beg},
 * {@code play JH}, {@code discard 7C}, {@code throw-in}), a bare card ({@code 10h}, {@code J♥}: played,
 * or discarded while discarding), {@code ?} for a hint, or {@code quit}. A line that is none of these,
 * or an action the rules refuse, is answered with why (addressed to "you"), and the question is asked
 * again; nothing changes. When the seat has a single legal action it is taken without asking. The end
 * of input leaves the match unfinished.
 */
public final class PlaySession {
    /** How a session ended. */
    public enum Outcome {
        /** A side reached the target. */
        FINISHED,
        /** The person typed {@code quit}. */
        QUIT,
        /** The input ended before the match did. */
        INPUT_ENDED
    }

    /** Where the person's lines come from. */
    public interface Lines {
        /**
         * Shows {@code prompt} and reads one line.
         *
         * @param prompt  the prompt, such as {@code "> "}
         * @param choices what may be typed now, for completion (a plain reader ignores them)
         * @return the line without its line end, or {@code null} at the end of input
         * @throws IOException if reading fails
         */
        String read(String prompt, List<String> choices) throws IOException;
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

    /** The iterations of {@link #THINKING}. */
    public static final int THINKING_ITERATIONS = 300;

    /** How much a bot may think for one decision or one hint: a number of simulations, so a replay is the same. */
    public static final Budget THINKING = Budget.iterations(THINKING_ITERATIONS);

    private static final long BOT_SALT = 0x9E3779B97F4A7C15L;

    private final RuleSet rules;
    private final int human;
    private final long seed;
    private final Lines in;
    private final PrintWriter out;
    private final SplittableRandom bots;
    private final Bot bot;
    private final String level;
    private final Bot hints;
    private final CardFace face;
    private final SeatNarrator narrator;
    private GameRecordWriter record;
    private Observer observer = (before, seat, action, after) -> { };
    private GameState state;
    private final List<GameEvent> firstDeal = new ArrayList<>();
    private Outcome leaving = Outcome.QUIT;   // why ask() returned null

    /**
     * A session against random players, read from a plain reader, cards written plainly.
     *
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
     * A session whose other seats are played by {@code bot}, read from a plain reader, cards written
     * plainly, hints from the strongest bot.
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
        this(rules, seat, seed, plain(in, out, true), out, bot, bot.name(),
            BotLevels.byName(BotLevels.STRONGEST).orElseThrow(), CardFace.PLAIN);
    }

    /**
     * A session.
     *
     * @param rules the rule set
     * @param seat  the person's seat
     * @param seed  the seed of the deals and of the bots' choices
     * @param in    where the person's lines come from
     * @param out   where the match is told
     * @param bot   the bot at every other seat
     * @param level the name the person chose the bot by, such as {@code medium}
     * @param hints the bot whose {@link Bot#analyse} answers {@code ?}: the {@link BotLevels#STRONGEST} level
     * @param face  how cards are written
     * @throws IllegalArgumentException if {@code seat} is not a seat of the rule set
     */
    public PlaySession(RuleSet rules, int seat, long seed, Lines in, PrintWriter out, Bot bot, String level, Bot hints,
                CardFace face) {
        this.bot = Objects.requireNonNull(bot, "bot");
        this.level = Objects.requireNonNull(level, "level");
        this.hints = Objects.requireNonNull(hints, "hints");
        this.rules = Objects.requireNonNull(rules, "rules");
        if (seat < 0 || seat >= rules.seats()) {
            throw new IllegalArgumentException("there is no seat " + seat + " at a " + rules.seats() + "-seat table");
        }
        this.human = seat;
        this.seed = seed;
        this.in = Objects.requireNonNull(in, "in");
        this.out = out;
        this.face = Objects.requireNonNull(face, "face");
        this.bots = new SplittableRandom(seed ^ BOT_SALT);
        this.narrator = new SeatNarrator(out, rules, seat, face);
        this.state = GameState.start(rules, 0, DeckSource.seeded(seed), EventListener.seenBy(seat, firstDeal::add));
    }

    /**
     * Lines read from a plain reader, the prompt written to {@code out}.
     *
     * @param in   the reader
     * @param out  where the prompt goes
     * @param echo whether to write each line read after the prompt, as a terminal would have shown it
     *             (for input that is not typed at a terminal: the output then reads as a dialogue)
     * @return the lines
     */
    public static Lines plain(Reader in, PrintWriter out, boolean echo) {
        BufferedReader lines = in instanceof BufferedReader b ? b : new BufferedReader(in);
        return (prompt, choices) -> {
            out.print(prompt);
            out.flush();
            String line = boundedLine(lines);
            if (echo && line != null) {
                out.println(excerpt(line, MAX_ECHO));
            }
            return line;
        };
    }

    /** The longest line kept from plain input; the rest of a longer line is read and dropped. */
    static final int MAX_LINE = 1_000;
    /** The most characters of a line written back (echoed or quoted in a message). */
    static final int MAX_ECHO = 80;

    /**
     * Reads one line, keeping at most {@link #MAX_LINE} characters of it (memory bounded whatever the input),
     * or null at the end of the input. A line cut short ends with a note of its length, so that it is never
     * taken for an answer.
     */
    static String boundedLine(BufferedReader in) throws IOException {
        StringBuilder sb = new StringBuilder();
        long length = 0;
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (length++ < MAX_LINE) {
                sb.append((char) c);
            }
        }
        if (c < 0 && length == 0) {
            return null;
        }
        if (sb.length() > 0 && sb.charAt(sb.length() - 1) == '\r') {
            sb.setLength(sb.length() - 1);
        }
        if (length > MAX_LINE) {
            sb.append("... (").append(length).append(" characters)");
        }
        return sb.toString();
    }

    /** At most {@code max} characters of {@code text}, marked when cut. */
    static String excerpt(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max) + "... (" + text.length() + " characters)";
    }

    /** Sets the observer told of each change of state (replacing any earlier one). */
    PlaySession observe(Observer o) {
        this.observer = Objects.requireNonNull(o, "observer");
        return this;
    }

    /**
     * Records the match: before {@link #run()}, the match line and first deal are written to
     * {@code writer}, then every action and what it caused (the allfours-record/1 format, which
     * {@code allfours verify} checks). A match left unfinished is recorded as far as it went.
     *
     * @param writer where the record goes
     * @return this session
     */
    public PlaySession record(GameRecordWriter writer) {
        this.record = Objects.requireNonNull(writer, "writer");
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
    public Outcome run() throws IOException {
        if (record != null) {
            record.startMatch(state);
        }
        observer.moved(null, -1, null, state);
        narrator.start(firstDeal, state.viewFor(human),
            "the " + level + " bot" + (level.equals(bot.name()) ? "" : " (" + bot.name() + ")"), seed);
        out.flush();
        while (!state.isOver()) {
            int seat = state.toAct();
            if (seat < 0) {
                throw new IllegalStateException("nobody is to act in phase " + state.phase());
            }
            SeatView before = state.viewFor(human);
            Action action;
            if (seat == human) {
                List<Action> choices = SeatNarrator.choices(before);
                if (choices.size() == 1) {
                    action = choices.get(0);
                    out.println("  (You have one choice, taken for you.)");
                } else {
                    narrator.prompt(before);
                    action = ask(before, choices);
                    if (action == null) {
                        return leaving;
                    }
                }
            } else {
                action = bot.choose(state.viewFor(seat), bots, THINKING);
            }
            List<GameEvent> events = new ArrayList<>();
            EventListener seen = EventListener.seenBy(human, events::add);
            GameState next = record != null ? record.apply(state, seat, action, seen) : state.apply(seat, action, seen);
            out.flush();
            observer.moved(state, seat, action, next);
            state = next;
            narrator.step(events, state.viewFor(human));
            out.flush();
        }
        if (record != null) {
            record.flush();
        }
        return Outcome.FINISHED;
    }

    /** Reads lines until one is a legal action (returned) or the person leaves ({@code null}). */
    private Action ask(SeatView v, List<Action> choices) throws IOException {
        List<String> typed = new ArrayList<>();
        for (Action a : choices) {
            typed.add(CardFace.PLAIN.rewrite(a.notation()));
        }
        while (true) {
            out.flush();
            String line = in.read("> ", typed);
            if (line == null) {
                out.println();
                out.println("The input ended: the match is left unfinished.");
                narrator.score(v);
                out.flush();
                leaving = Outcome.INPUT_ENDED;
                return null;
            }
            String text = line.strip();
            String lower = text.toLowerCase(Locale.ROOT);
            if (lower.equals("quit") || lower.equals("exit")) {
                out.println("You leave the table; the match is left unfinished.");
                narrator.score(v);
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
                action = read(text, v.phase(), choices, bids(rules));
            } catch (IllegalArgumentException e) {
                out.println(e.getMessage());
                out.flush();
                continue;
            }
            Violation why = state.check(human, action).orElse(null);
            if (why != null) {
                out.println("Not allowed: " + cardLists(toYou(why.message(), human)) + ". Choose from 1 to "
                    + choices.size() + ".");
                out.flush();
                continue;
            }
            return action;
        }
    }

    /**
     * A hint: the five best choices by the hint bot's {@link Bot#analyse}, best first, each with the value
     * the {@link BotLevels#STRONGEST} bot gives it, the estimated chance that the person's side wins the
     * match after it ({@code 62% chance to win the match}).
     */
    private void hint(SeatView v) {
        Map<Action, Double> values = hints.analyse(v, new SplittableRandom(seed ^ v.handNumber()), THINKING);
        List<Map.Entry<Action, Double>> ranked = new ArrayList<>(values.entrySet());
        ranked.sort((a, b) -> Double.compare(b.getValue(), a.getValue()));
        out.println("  Hint (the " + BotLevels.STRONGEST + " bot's estimates, best first):");
        int width = 0;
        for (Map.Entry<Action, Double> e : ranked) {
            width = Math.max(width, CardFace.PLAIN.rewrite(e.getKey().notation()).length());
        }
        for (int i = 0; i < ranked.size() && i < 5; i++) {
            Action a = ranked.get(i).getKey();
            String pad = " ".repeat(width - CardFace.PLAIN.rewrite(a.notation()).length());
            out.printf(Locale.ROOT, "    %s%s  %s%n", narrator.label(a), pad, chance(ranked.get(i).getValue()));
        }
        out.flush();
    }

    /**
     * A chance of winning the match in words, in whole per cent: {@code 62% chance to win the match}.
     * A chance short of certainty is never rounded to 100%, nor one above nothing to 0%.
     *
     * @param chance from 0 to 1
     * @return the words
     */
    static String chance(double chance) {
        long percent = Math.round(chance * 100);
        if (percent == 100 && chance < 1) {
            percent = 99;
        } else if (percent == 0 && chance > 0) {
            percent = 1;
        }
        return String.format(Locale.ROOT, "%3d%% chance to win the match", percent);
    }

    /** The lowest and highest bid of the rules' auction; 1 and {@link Auction#MAX_BID} where there is none. */
    static int[] bids(RuleSet rules) {
        return rules.trumps() instanceof Auction a ? new int[] {a.minimumBid(), a.maximumBid()}
            : new int[] {1, Auction.MAX_BID};
    }

    /** A bid of any points, or none: {@code bid 5}, {@code bid}, {@code BID x}. */
    private static final Pattern BID = Pattern.compile("(?i)bid(\\s.*)?");

    private static final Pattern CARD_LIST = Pattern.compile("\\[((?:[2-9TJQKA][CDHS] ?)*)]");

    /** A message with its card lists ({@code [3D 5D 7H]}, as the engine writes them) in the face's order and form. */
    private String cardLists(String message) {
        Matcher m = CARD_LIST.matcher(message);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            CardSet cards = CardSet.EMPTY;
            for (String c : m.group(1).strip().split(" ")) {
                if (!c.isEmpty()) {
                    cards = cards.with(Card.parse(c));
                }
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(cards.isEmpty() ? "no cards" : face.cards(cards)));
        }
        m.appendTail(sb);
        return face.rewrite(sb.toString());
    }

    private static final Pattern SEAT_AND_VERB = Pattern.compile("\\bseat (\\d+)( \\([a-z]+\\))?( [a-z]+)?");

    /**
     * A refusal's message (which names the acting seat, "seat 2 must follow hearts") addressed to the
     * person at that seat: "you must follow hearts". Other seats stay named.
     *
     * @param message the engine's message
     * @param seat    the person's seat
     * @return the message in the second person
     */
    static String toYou(String message, int seat) {
        Matcher m = SEAT_AND_VERB.matcher(message);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            if (Integer.parseInt(m.group(1)) != seat) {
                continue;
            }
            String role = m.group(2) == null ? "" : m.group(2);
            String verb = m.group(3) == null ? "" : " " + secondPerson(m.group(3).strip());
            m.appendReplacement(sb, Matcher.quoteReplacement("you" + role + verb));
        }
        m.appendTail(sb);
        return sb.toString().replace("'s turn, not you's", "'s turn, not yours").replace("; holds ", "; you hold ")
            .replace(": holds ", ": you hold ").replace("while holding", "while you hold").replace(" its hand", " your hand")
            .replace("a card it holds", "a card you hold");
    }

    private static String secondPerson(String verb) {
        return switch (verb) {
            case "holds" -> "hold";
            case "has" -> "have";
            case "does" -> "do";
            case "is" -> "are";
            case "deals" -> "deal";
            case "was" -> "were";
            default -> verb;
        };
    }

    /**
     * Reads one line of input as an action: a choice number, an action's text or a bare card.
     *
     * @param text    the line
     * @param phase   the phase (a bare card is discarded while discarding, else played)
     * @param choices the choices as numbered for the person
     * @return the action the line names (not necessarily a legal one)
     * @throws IllegalArgumentException with a message for the person when the line is none of these
     */
    static Action read(String text, Phase phase, List<Action> choices) {
        return read(text, phase, choices, new int[] {1, Auction.MAX_BID});
    }

    /**
     * Reads one line of input as an action, as {@link #read(String, Phase, List)} does, a bid outside
     * {@code bids} answered with the range.
     *
     * @param text    the line
     * @param phase   the phase (a bare card is discarded while discarding, else played)
     * @param choices the choices as numbered for the person
     * @param bids    the lowest and the highest bid of the game's auction
     * @return the action the line names (not necessarily a legal one)
     * @throws IllegalArgumentException with a message for the person when the line is none of these
     */
    static Action read(String text, Phase phase, List<Action> choices, int[] bids) {
        int count = choices.size();
        if (text.chars().allMatch(Character::isDigit)) {
            int n = text.length() > 6 ? Integer.MAX_VALUE : Integer.parseInt(text);
            if (n < 1 || n > count) {
                throw new IllegalArgumentException("There is no choice " + text + ": choose from 1 to " + count + ".");
            }
            return choices.get(n - 1);
        }
        try {
            return Action.parse(text);
        } catch (CardFormatException e) {
            throw new IllegalArgumentException("Not a card: " + e.getMessage() + ".", e);
        } catch (IllegalArgumentException notAnAction) {
            // perhaps a bare card: "JH", "10h"
        }
        Matcher bid = BID.matcher(text);
        if (bid.matches()) {
            throw new IllegalArgumentException("There is no \"" + excerpt(text, 40) + "\": bids run from " + bids[0]
                + " to " + bids[1] + ".");
        }
        try {
            Card card = Card.parse(text);
            return phase == Phase.DISCARD ? Action.discard(card) : Action.play(card);
        } catch (CardFormatException e) {
            if (text.length() <= 3 && text.chars().noneMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException("Not a card: " + e.getMessage() + ".", e);
            }
            throw new IllegalArgumentException("Not understood: \"" + excerpt(text, 40) + "\". Enter a number from 1 to "
                + count + ", an action such as " + SeatNarrator.example(choices) + ", or \"quit\".", e);
        }
    }
}
