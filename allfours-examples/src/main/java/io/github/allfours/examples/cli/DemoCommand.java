package io.github.allfours.examples.cli;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.terminal.Narrator;
import io.github.allfours.examples.terminal.PlaySession;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.rules.RuleSet;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code allfours demo}: one whole match between players who pick a random legal action each turn,
 * told hand by hand: the cards dealt, the turn-ups, every beg, gift and run, each trick and its
 * winner, every award and why, the score after each hand, and the winner. The same seed always tells
 * the same match.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
    description = "Play one match between random players (or bots) and tell it hand by hand.")
public final class DemoCommand implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private VariantChoice variant = new VariantChoice();

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "Seed of the shuffles and of the players' choices (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--bots", paramLabel = "A[,B]", split = ",",
        description = "Bots instead of random players: one for every seat, or two (the first for side 0, the "
            + "second for the others). A bot is a kind: " + BotLevels.KINDS + "; or a level: " + BotLevels.LEVELS
            + ". Search bots think " + PlaySession.THINKING_ITERATIONS + " iterations a decision.")
    private String[] bots;

    /** Creates the command. */
    public DemoCommand() {
    }

    /** Plays and tells the match. */
    @Override
    public void run() {
        RuleSet rules = variant.rules(spec.commandLine());
        PrintWriter out = spec.commandLine().getOut();
        SplittableRandom random = new SplittableRandom(seed);
        out.printf(Locale.ROOT, "%s, %d players: %s. First to %d points.%n", rules.name(), rules.seats(),
            Narrator.table(rules), rules.target());
        Bot[] byLevel = bots == null ? null : new Bot[] {BotOption.bot(bots[0], spec.commandLine()),
            BotOption.bot(bots[bots.length > 1 ? 1 : 0], spec.commandLine())};
        if (bots != null && bots.length > 2) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--bots takes one or two levels");
        }
        out.printf(Locale.ROOT, byLevel == null ? "Every decision is a random legal choice (seed %d).%n"
            : "Side 0 is played by the " + byLevel[0].name() + " bot, the others by the " + byLevel[1].name()
                + " bot (seed %d).%n", seed);
        Narrator narrator = new Narrator(out, rules, Narrator.EVERYONE);
        List<GameEvent> events = new ArrayList<>();
        GameState s = GameState.start(rules, 0, DeckSource.seeded(seed), events::add);
        while (true) {
            GameState now = s;
            narrator.tell(events, seat -> Optional.of(now.hand(seat)));
            events.clear();
            if (s.isOver()) {
                break;
            }
            int seat = s.toAct();
            Action action = byLevel == null ? s.legalActions().get(random.nextInt(RandomBot.choices(s)))
                : byLevel[rules.sideOf(seat) == 0 ? 0 : 1].choose(s.viewFor(seat), random, PlaySession.THINKING);
            s = s.apply(seat, action, events::add);
        }
        out.flush();
    }
}
