package io.github.allfours.bot;

import io.github.allfours.engine.Action;
import io.github.allfours.engine.Playout;
import java.util.random.RandomGenerator;

/**
 * The play-out policies on a scratch state ({@link Playout}): the choice a bot would make from the view of the
 * seat to act, read from the determinized deal in place. A {@link RuleBot} (of any strategy) and {@link RandomBot}
 * choose on it
 * directly, without a view and (in trick play) without allocating; any other bot is shown the seat's view, made
 * from the play-out's state.
 */
final class PlayoutPolicy {
    private PlayoutPolicy() {
    }

    /**
     * The action {@code bot} chooses for the seat to act.
     *
     * @param bot    the policy
     * @param p      the play-out, with a seat to act and no hand counted since its reset
     * @param facts  the reader of the seat to act, reused
     * @param random the source of the random policy's draws
     * @return one of the seat's legal actions
     */
    static Action choose(Bot bot, Playout p, PlayoutFacts facts, RandomGenerator random) {
        if (bot instanceof RuleBot rule) {
            return rule.chooseInPlace(p, facts);
        }
        if (bot == RandomBot.INSTANCE) {
            return RandomBot.choose(p, random);
        }
        return bot.choose(p.toState().viewFor(p.toAct()), random, Budget.UNLIMITED);
    }
}
