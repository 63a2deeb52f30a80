package io.github.allfours.examples.catalogue;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * An experiment for the arena, not a level: a bot given a multiple of every budget it is handed (its iterations and
 * its time, each limit that is set), to measure what more thinking of the same kind is worth against the same bot
 * at the plain budget. Named {@code NAME*K}, such as {@code hard*10}.
 *
 * @param bot    the bot given the larger budget
 * @param factor the multiple, 2 to {@value #MAX_FACTOR}
 */
public record ScaledBot(Bot bot, int factor) implements Bot {
    /** The largest multiple accepted. */
    public static final int MAX_FACTOR = 1000;

    /**
     * Checks the parts.
     *
     * @throws IllegalArgumentException if the factor is outside 2..{@value #MAX_FACTOR}
     */
    public ScaledBot {
        Objects.requireNonNull(bot, "bot");
        if (factor < 2 || factor > MAX_FACTOR) {
            throw new IllegalArgumentException("the budget's multiple must be 2 to " + MAX_FACTOR + ", not " + factor);
        }
    }

    @Override
    public Action choose(SeatView view, RandomGenerator random, Budget budget) {
        return bot.choose(view, random, scaled(budget));
    }

    @Override
    public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
        return bot.analyse(view, random, scaled(budget));
    }

    @Override
    public String name() {
        return bot.name() + "*" + factor;
    }

    /** The budget with each set limit multiplied, capped at the largest a budget allows. */
    Budget scaled(Budget budget) {
        long iterations = budget.iterations() == Budget.NO_LIMIT ? Budget.NO_LIMIT
            : Math.min(Budget.MAX_ITERATIONS, budget.iterations() * factor);
        long millis = budget.millis() == Budget.NO_LIMIT ? Budget.NO_LIMIT
            : Math.min(Budget.MAX_MILLIS, budget.millis() * factor);
        return new Budget(iterations, millis);
    }
}
