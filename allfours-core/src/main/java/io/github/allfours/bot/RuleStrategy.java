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
