package io.github.allfours.bot;

import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Learn the early decisions, search the play: a bot that takes its trump decisions (a bid or a pass, stand or beg,
 * give or run) from the learned trump-decision evaluator ({@link CallModel}, through the rule-based bot of the learned
 * strategy) wherever the evaluator was trained, and every other decision from another bot, a search. The evaluator
 * values each call by what it was worth when forced and the hand played out by the search at every seat, where a
 * search values a call by play-outs of the rule-based bot; it costs no search at all.
 */
public final class LearnedCallsBot implements Bot {
    private final Bot other;

    /**
     * A bot taking its trump decisions from the evaluator and the others from {@code other}.
     *
     * @param other the bot of every other decision
     */
    public LearnedCallsBot(Bot other) {
        this.other = Objects.requireNonNull(other, "other");
    }

    @Override
    public Action choose(SeatView view, RandomGenerator random, Budget budget) {
        return learned(view) ? RuleBot.INSTANCE.choose(view, random, budget) : other.choose(view, random, budget);
    }

    @Override
    public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
        return learned(view) ? RuleBot.INSTANCE.analyse(view, random, budget) : other.analyse(view, random, budget);
    }

    /** {@code NAME+calls}, after the other bot's name. */
    @Override
    public String name() {
        return other.name() + "+calls";
    }

    /** Returns the bot of the decisions the evaluator does not take. */
    public Bot other() {
        return other;
    }

    /** Whether the evaluator takes the decision of this view. */
    static boolean learned(SeatView view) {
        char kind = CallModel.kindOf(view.phase());
        return kind != 0 && view.toAct() == view.seat() && CallContext.hasKind(view.rules(), kind)
            && CallModel.resource().covers(CallContext.of(new SeatFacts().read(view), kind));
    }
}
