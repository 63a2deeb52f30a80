package io.github.allfours.examples.catalogue;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.ExpertBot;
import io.github.allfours.bot.IsmctsBot;
import io.github.allfours.bot.LearnedCallsBot;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.RuleStrategy;
import io.github.allfours.bot.SearchBot;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The bots by name, for {@code arena}, {@code play} and the table server's bot seats: a kind ({@code random}, {@code rule}) or a level
 * for people to play against ({@code easy} = random, {@code medium} = rule-based with the learned trump decisions,
 * {@code hard} = determinized search with play-outs by that bot, {@code expert} = the same search with inference from
 * the calls; {@code ismcts} names the tree search). The one place that maps names to bots.
 */
public final class BotLevels {
    /**
     * The names that {@link #byName} knows, for messages and for the commands' help ({@code demo},
     * {@code play}, {@code arena}), which take their lists of bots from this class only.
     */
    public static final String NAMES = "random, rule, search, ismcts, easy, medium, hard or expert";

    /** The bots by kind, each with what it is: for the commands' help. */
    public static final String KINDS = "random (uniformly random legal moves), rule (the rule-based bot, no search), "
        + "search (determinized search) or ismcts (information-set Monte Carlo tree search)";

    /** The levels for people to play against, each with the bot it names: for the commands' help. */
    public static final String LEVELS = "easy (= random), medium (= rule), hard (= search) or expert (search with "
        + "inference from the calls)";

    /**
     * The experiments the arena accepts besides the names: for the commands' help.
     */
    public static final String MODELLED = "yardstick is the fixed measure: the hard level as issue 41 found it (the search "
        + "with play-outs by the classic rule-based bot), kept however the levels change; rule:classic is that "
        + "rule-based bot; "
        + "search@random (or search@rule, the same as search) is the search told how "
        + "the other side plays; in the arena, NAME*K (hard*10) is a bot given K times every budget (2 to 1000), "
        + "NAME+calls a search taking its trump decisions from the learned evaluator, NAME+infer a search with "
        + "inference from the calls, solver the search with the end of each sampled deal solved exactly (the expert "
        + "level until issue 41) and solver:N (solver:24) that search solving once at most N cards are in play (4 to "
        + "52; solver solves 12, a four-handed hand's last three tricks)";

    /** The fewest cards in play {@code solver:N} solves at once: the last trick of a hand of four. */
    private static final int MIN_SOLVED = 4;

    /** The level whose {@link Bot#analyse} gives {@code play}'s hints: the strongest. */
    public static final String STRONGEST = "expert";

    private BotLevels() {
    }

    /**
     * The bot of a name: a kind or a level, as {@code play}, {@code demo} and a table's bot seats take them.
     *
     * @param name a kind or a level, surrounding blanks ignored
     * @return the bot, or empty for an unknown name (the arena's experiments, such as {@code search@random}, are
     *         {@link #forArena}'s)
     */
    public static Optional<Bot> byName(String name) {
        return simple(name);
    }

    /**
     * The bot of a name as the arena takes it: any name {@link #byName} knows; {@code yardstick}
     * ({@link SearchBot#YARDSTICK}, the fixed measure every level is compared with); {@code rule:NAME}
     * ({@code rule:classic}): the rule-based bot of a named {@link RuleStrategy}; {@code search@random} (or
     * {@code hard@easy}): the search with a model of the other side, which must be {@code random} or {@code rule}
     * ({@code search@rule} is plain {@code search}); {@code solver} (the solver search, {@link ExpertBot});
     * {@code solver:N} ({@code solver:24}):
     * the expert solving each sampled deal once at most {@code N} (4 to 52) cards are in play, at every table
     * ({@code solver} is {@code solver:12}; 24 solves a four-handed hand from its first lead); {@code NAME+calls}:
     * that bot taking its trump decisions from the learned evaluator ({@link LearnedCallsBot}); {@code NAME+infer}:
     * that search with inference from the calls; or {@code NAME*K}
     * ({@code hard*10}, {@code solver:24*2}): the bot of that name given {@code K} (2 to
     * {@value ScaledBot#MAX_FACTOR}) times every budget. These are experiments of what more thinking is worth, and
     * only the arena takes them: a table's bot seats and {@code play} take {@link #byName}, so no client can ask a
     * server for a bot that thinks a thousand times longer.
     *
     * @param name a name, surrounding blanks ignored
     * @return the bot, or empty for an unknown name, a multiple outside 2..1000 or a count of cards outside 4..52
     */
    public static Optional<Bot> forArena(String name) {
        String n = name.strip();
        if (n.endsWith("+calls")) {
            return forArena(n.substring(0, n.length() - "+calls".length())).map(LearnedCallsBot::new);
        }
        if (n.endsWith("+infer")) {
            return forArena(n.substring(0, n.length() - "+infer".length())).filter(b -> b instanceof SearchBot)
                .map(b -> ((SearchBot) b).withInference());
        }
        int star = n.lastIndexOf('*');
        if (star < 0) {
            return arenaBase(n);
        }
        String k = n.substring(star + 1).strip();
        if (!k.matches("[0-9]{1,4}") || Integer.parseInt(k) < 2 || Integer.parseInt(k) > ScaledBot.MAX_FACTOR) {
            return Optional.empty();
        }
        return arenaBase(n.substring(0, star)).map(b -> new ScaledBot(b, Integer.parseInt(k)));
    }

    /** A name {@link #byName} knows, {@code yardstick}, {@code solver}, {@code search@MODEL}, {@code rule:NAME},
     * {@code search:NAME} or {@code solver:N}. */
    private static Optional<Bot> arenaBase(String name) {
        String n = name.strip();
        int at = n.indexOf('@');
        if (at >= 0) {
            // determinized search with a model of the other side (search@random, hard@rule)
            String kind = n.substring(0, at).strip();
            if (!kind.equals("search") && !kind.equals("hard")) {
                return Optional.empty();
            }
            // the model plays every play-out move of the other side, so it must be one that needs no budget
            return simple(n.substring(at + 1)).filter(model -> model == RandomBot.INSTANCE || model == RuleBot.INSTANCE)
                .map(model -> new SearchBot(RuleBot.INSTANCE, model));
        }
        int colon = n.indexOf(':');
        if (colon < 0) {
            return n.equals("yardstick") ? Optional.of(SearchBot.YARDSTICK)
                : n.equals("solver") ? Optional.of(ExpertBot.INSTANCE) : byName(n);
        }
        if (n.substring(0, colon).strip().equals("rule")) {
            return RuleStrategy.byName(n.substring(colon + 1).strip()).map(RuleBot::of);
        }
        if (n.substring(0, colon).strip().equals("search")) {
            return RuleStrategy.byName(n.substring(colon + 1).strip()).map(s -> new SearchBot(RuleBot.of(s)));
        }
        String cards = n.substring(colon + 1).strip();
        if (!n.substring(0, colon).strip().equals("solver") || !cards.matches("[0-9]{1,2}")
            || Integer.parseInt(cards) < MIN_SOLVED || Integer.parseInt(cards) > 52) {
            return Optional.empty();
        }
        int c = Integer.parseInt(cards);
        return Optional.of(new ExpertBot(RuleBot.INSTANCE, c, c));
    }

    private static Optional<Bot> simple(String name) {
        String n = name.strip();
        for (Named b : ALL) {
            if (b.name().equals(n)) {
                return Optional.of(b.bot());
            }
        }
        return Optional.empty();
    }

    /**
     * A bot a name chooses.
     *
     * @param name        its name, such as {@code medium}
     * @param level       whether it is a level for people to play against; otherwise a kind of bot
     * @param sameAs      for a level that is a kind by another name, that kind ({@code rule} for {@code medium});
     *                    otherwise {@code null}
     * @param description what it is, in a few words (a level that is a kind says what the kind is)
     * @param bot         the bot
     */
    public record Named(String name, boolean level, String sameAs, String description, Bot bot) {
        /**
         * Checks the parts.
         *
         * @param name        the name
         * @param level       whether it is a level
         * @param sameAs      the kind it is, or {@code null}
         * @param description what it is
         * @param bot         the bot
         */
        public Named {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(bot, "bot");
        }
    }

    /**
     * Every bot a name chooses, the kinds then the levels: the one list of bot names, which {@link #byName} reads,
     * the table server serves ({@code GET /bots}) and its client offers. The commands' help ({@link #NAMES},
     * {@link #KINDS}, {@link #LEVELS}) must be constants for picocli's annotations; {@code BotLevelsTest} holds
     * them to this list.
     */
    private static final List<Named> ALL;

    static {
        Named random = kind("random", "uniformly random legal moves", RandomBot.INSTANCE);
        Named rule = kind("rule", "the rule-based bot, no search", RuleBot.INSTANCE);
        Named search = kind("search", "determinized search", SearchBot.INSTANCE);
        Named ismcts = kind("ismcts", "information-set Monte Carlo tree search", IsmctsBot.INSTANCE);
        ALL = List.of(random, rule, search, ismcts, level("easy", random), level("medium", rule), level("hard", search),
            new Named("expert", true, null, "search with inference from the calls", SearchBot.EXPERT));
    }

    /** The level offered first where a bot is to be chosen: the table server's client, {@code play}. */
    public static final String SUGGESTED = "medium";

    /**
     * Returns every bot a name chooses, the kinds then the levels (each level easiest first).
     *
     * @return the list, unmodifiable
     */
    public static List<Named> all() {
        return ALL;
    }

    private static Named kind(String name, String description, Bot bot) {
        return new Named(name, false, null, description, bot);
    }

    /** A level that is a kind by another name. */
    private static Named level(String name, Named kind) {
        return new Named(name, true, kind.name(), kind.description(), kind.bot());
    }
}
