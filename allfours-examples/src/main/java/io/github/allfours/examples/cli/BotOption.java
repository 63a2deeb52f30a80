package io.github.allfours.examples.cli;

import io.github.allfours.bot.Bot;
import io.github.allfours.examples.catalogue.BotLevels;
import picocli.CommandLine;

/**
 * The bot an option of a command names ({@code demo --bots}, {@code play --bots}, {@code arena --bots}): any name
 * {@link BotLevels#forArena} knows, or a usage error that lists the names.
 */
public final class BotOption {
    private BotOption() {
    }

    /**
     * The bot of a name ({@link BotLevels}): a kind ({@code random}, {@code rule}) or a level for people
     * to play against ({@code easy} = random, {@code medium} = rule-based, {@code hard} = determinized
     * search, {@code expert} = determinized search with inference from the calls), or an experiment
     * ({@link BotLevels#forArena}: {@code yardstick}, {@code solver}, {@code search@random}, {@code hard*10}).
     *
     * @param name the option's value
     * @param cmd  the command, for the usage error
     * @return the bot
     * @throws CommandLine.ParameterException for an unknown name
     */
    public static Bot bot(String name, CommandLine cmd) {
        return BotLevels.forArena(name).orElseThrow(() ->
            new CommandLine.ParameterException(cmd, "Unknown bot '" + name + "': " + BotLevels.NAMES + "."));
    }
}
