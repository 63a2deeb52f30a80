package io.github.allfours.bot;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link RuleBot} is made of beside its fixed tactics: how it values its calls (bids, passes, stand or beg,
 * give or run, sales, discards, the pitch) and the weights of its card play. Chosen once, when the bot is made
 * ({@link RuleBot#of}).
 *
 * <p>{@link #CLASSIC} is the rule-based bot as it was when the arena's fixed yardstick was set (issue 41): its calls
 * read the simulated {@link BidTable}, its card play the classic weights. The search that plays out with it is the
 * yardstick ({@link SearchBot#YARDSTICK}), so every later strategy is measured against the same opponent.
 */
public final class RuleStrategy {
    /** The calls and card play of the rule-based bot when the yardstick was fixed: never changed. */
    public static final RuleStrategy CLASSIC = new RuleStrategy("classic", ClassicCalls.INSTANCE, PlayWeights.CLASSIC);

    /**
     * The learned strategy: bids and passes, stand or beg, give or run valued by the learned trump-decision evaluator
     * ({@link CallModel}, the resource {@code call-model.csv}) where it was trained, every other call as the classic
     * strategy's; the classic card play. The levels' strategy before the card play was distilled, kept for the arena
     * ({@code rule:learned}, {@code search:learned}).
     */
    public static final RuleStrategy LEARNED = new RuleStrategy("learned", LearnedCalls.INSTANCE,
        PlayWeights.CLASSIC);

    /**
     * The learned calls of {@link #LEARNED} with the distilled card play: weights fitted so that the bot's card play
     * comes as close as it can to the search's ({@code hard}'s) choices, the resource {@code play-weights.csv}, made
     * by {@code allfours train-play} ({@link CardPlayDistillation}). The strategy of the levels ({@link RuleBot#INSTANCE}:
     * {@code medium}, and the play-outs of {@code hard} and {@code expert}).
     */
    public static final RuleStrategy DISTILLED = new RuleStrategy("distilled", LearnedCalls.INSTANCE,
        PlayWeights.resource());

    /** Every named strategy. */
    private static final List<RuleStrategy> ALL = List.of(CLASSIC, LEARNED, DISTILLED);

    private final String name;
    private final RuleCalls calls;
    private final PlayWeights weights;

    RuleStrategy(String name, RuleCalls calls, PlayWeights weights) {
        this.name = Objects.requireNonNull(name, "name");
        this.calls = Objects.requireNonNull(calls, "calls");
        this.weights = Objects.requireNonNull(weights, "weights");
    }

    /**
     * The strategy of a name.
     *
     * @param name a strategy's {@link #name()}
     * @return the strategy, or empty for an unknown name
     */
    public static Optional<RuleStrategy> byName(String name) {
        return ALL.stream().filter(s -> s.name.equals(name)).findFirst();
    }

    /** Returns the strategy's name ({@code classic}, ...), as a bot's name shows it. */
    public String name() {
        return name;
    }

    /**
     * This strategy's calls with other card-play weights: those {@link CardPlayDistillation#fit} returns, in the
     * text form of the resource {@code play-weights.csv} (a line {@code name,value} per weight; lines starting with
     * {@code #} are comments). {@code RuleBot.of} makes a bot of it.
     *
     * @param name    the new strategy's name: lower-case letters, digits and hyphens ({@code my-fit})
     * @param weights every card-play weight, once each
     * @return the strategy
     * @throws IllegalArgumentException if the name is not of that form, or (naming the line) a line is not a known
     *                                  weight's {@code name,value}, a weight is given twice, or one is missing or is
     *                                  not a finite number
     */
    public RuleStrategy withCardPlay(String name, String weights) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(weights, "weights");
        if (!name.matches("[a-z0-9][a-z0-9-]{0,39}")) {
            throw new IllegalArgumentException("a strategy's name is 1 to 40 lower-case letters, digits and hyphens: "
                + name);
        }
        return new RuleStrategy(name, calls, PlayWeights.parse(weights));
    }

    RuleCalls calls() {
        return calls;
    }

    PlayWeights weights() {
        return weights;
    }

    @Override
    public String toString() {
        return name;
    }
}
