package io.github.allfours.bot;

import io.github.allfours.game.Action;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;

/**
 * The calls of {@link RuleStrategy#LEARNED}: a bid or a pass, stand or beg, give or run valued by the learned
 * trump-decision evaluator ({@link CallModel}) where it has been trained (four seats in two partnerships: Auction Pitch
 * and its options of the dealer's privilege and of the next dealer dealing when all pass; Trinidad and Tobago, see
 * {@code CallFeatures.covers}); every other call, the pitch and the games and tables the model does not cover
 * (Commercial Pitch, other bids, other targets, other tables) as {@link ClassicCalls} values them. The legal calls are the engine's, so the bot honours every
 * rule option (a dealer who must bid has no pass to choose; under the dealer's privilege the dealer may take the high
 * bid at its value, and the model values that call as a bid of that value by the dealer).
 */
final class LearnedCalls implements RuleCalls {
    /** The one instance: it reads the model of the resource when it first values a call. */
    static final LearnedCalls INSTANCE = new LearnedCalls();

    private LearnedCalls() {
    }

    @Override
    public double call(SeatFacts v, Action a) {
        CallContext c = context(v, a);
        return c == null ? ClassicCalls.INSTANCE.call(v, a) : CallModel.resource().value(c, a);
    }

    @Override
    public void calls(SeatFacts v, Action[] calls, int n, double[] out) {
        CallContext c = n == 0 ? null : context(v, calls[0]);
        for (int i = 1; c != null && i < n; i++) {
            if (kind(calls[i]) != c.kind()) {
                c = null;                       // not one decision of the model's: valued call by call
            }
        }
        if (c == null) {
            RuleCalls.super.calls(v, calls, n, out);
        } else {
            CallModel.resource().values(c, calls, n, out);
        }
    }

    /** The context of a call the model values here, or null when it does not. */
    private static CallContext context(SeatFacts v, Action a) {
        char kind = kind(a);
        if (kind == 0 || !CallContext.hasKind(v.rules(), kind)) {
            return null;
        }
        CallContext c = CallContext.of(v, kind);
        return CallModel.resource().covers(c) ? c : null;
    }

    /** The kind of decision a call belongs to, or 0 for one the model does not value. */
    private static char kind(Action a) {
        return a instanceof Bid || a == Call.PASS ? CallContext.BID
            : a == Call.STAND || a == Call.BEG ? CallContext.STAND
            : a == Call.GIVE || a == Call.RUN ? CallContext.GIVE : 0;
    }

    @Override
    public double pitch(SeatFacts v, int card) {
        return ClassicCalls.INSTANCE.pitch(v, card);
    }
}
