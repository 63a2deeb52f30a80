package io.github.allfours.bot;

import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.AllPass;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Inference from the calls: how likely the other seats' calls of this hand's auction were, had they held the cards a
 * sampled deal gives them, under the learned trump-decision evaluator ({@link CallModel}) read as a policy that makes
 * each legal call with a probability growing with its value ({@code exp(value / temperature)}, normalized; the
 * temperature fitted to the search's own calls when the model was fitted). A search weighs each sampled deal by this
 * likelihood, so that a deal in which a seat that bid 3 holds nothing counts for little (policy-based inference:
 * Rebstock, Solinas, Buro, Sturtevant, CoG 2019).
 *
 * <p>Made once per decision from the searching seat's view; {@link #weight} then reads only the sampled hands and
 * allocates nothing but the features of each call. Not thread-safe: part of one search.
 */
final class CallLikelihood {
    /** One call of another seat: its context but the hand, the legal calls then, and the call made. */
    private record Observed(int seat, CallContext context, Action[] legal, int chosen) {
    }

    private final List<Observed> calls;
    private final long[] playedBy;
    private final CallModel model;
    private final double temperature;
    private final double[] values = new double[8];

    private CallLikelihood(List<Observed> calls, long[] playedBy, CallModel model, double temperature) {
        this.calls = calls;
        this.playedBy = playedBy;
        this.model = model;
        this.temperature = temperature;
    }

    /**
     * The likelihood of the other seats' calls in a view's auction, or null when there is nothing to weigh: no call
     * of another seat the model values, or a model without a fitted temperature.
     *
     * @param view the searching seat's view
     * @return the likelihood, or null
     */
    static CallLikelihood of(SeatView view) {
        RuleSet rules = view.rules();
        CallModel model = CallModel.resource();
        double temperature = model.temperature(CallContext.BID);
        if (!(rules.trumps() instanceof Auction a) || view.auction().isEmpty() || !(temperature > 0)) {
            return null;
        }
        List<Observed> calls = new ArrayList<>();
        int high = 0;
        int holder = -1;
        int seats = rules.seats();
        for (AuctionCall call : view.auction()) {
            if (!(call.call() instanceof Bid) && call.call() != Call.PASS) {
                break;                                  // a sale or refusal ends what the model values
            }
            int seat = call.seat();
            if (seat != view.seat()) {
                int mySide = rules.sideOf(seat);
                int theirs = Integer.MIN_VALUE;
                for (int side = 0; side < rules.sides(); side++) {
                    if (side != mySide) {
                        theirs = Math.max(theirs, view.score(side));
                    }
                }
                int place = Math.floorMod(seat - view.dealer() - 1, seats);
                CallContext c = new CallContext(CallContext.BID, seats, rules.sides(), a.dealerMayTake(),
                    a.allPass() == AllPass.DEALER_MUST_BID ? 'M' : a.allPass() == AllPass.NEXT_DEALER_DEALS ? 'N' : 'E',
                    a.minimumBid(), a.maximumBid(), place, 0L, -1, high,
                    holder < 0 ? 0 : rules.sideOf(holder) == mySide ? 1 : 2, view.score(mySide), theirs, rules.target());
                if (CallFeatures.covers(c) && model.covers(c)) {
                    Action[] legal = legal(a, place == seats - 1, high);
                    int chosen = indexOf(legal, call.call());
                    if (chosen >= 0) {
                        calls.add(new Observed(seat, c, legal, chosen));
                    }
                }
            }
            if (call.call() instanceof Bid b) {
                high = b.points();
                holder = seat;
            }
        }
        if (calls.isEmpty()) {
            return null;
        }
        long[] playedBy = new long[seats];
        List<Trick> tricks = new ArrayList<>(view.tricks());
        tricks.add(view.currentTrick());
        for (Trick t : tricks) {
            for (int i = 0; i < t.size(); i++) {
                playedBy[t.seatAt(i)] |= t.cardAt(i).bit();
            }
        }
        return new CallLikelihood(calls, playedBy, model, temperature);
    }

    /** The calls a seat could make: pass (unless the dealer must bid), and each bid the auction allowed. */
    private static Action[] legal(Auction a, boolean dealer, int high) {
        List<Action> legal = new ArrayList<>();
        if (!(dealer && high == 0 && a.allPass() == AllPass.DEALER_MUST_BID)) {
            legal.add(Call.PASS);
        }
        int lowest = Math.max(a.minimumBid(), dealer && a.dealerMayTake() && high > 0 ? high : high + 1);
        for (int n = lowest; n <= a.maximumBid(); n++) {
            legal.add(Bid.of(n));
        }
        return legal.toArray(new Action[0]);
    }

    private static int indexOf(Action[] legal, Action a) {
        for (int i = 0; i < legal.length; i++) {
            if (legal[i].equals(a)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The likelihood of the observed calls in a sampled deal: the product, over the other seats' calls, of the
     * probability of the call made among the calls the seat could make, given the hand the deal gives it (the cards it
     * holds and those it has played this hand).
     *
     * @param deal a sampled deal
     * @return a weight, greater than 0
     */
    double weight(Playout deal) {
        double logLikelihood = 0;
        for (Observed o : calls) {
            long hand = deal.handBits(o.seat()) | playedBy[o.seat()];
            CallContext c = o.context().withHand(hand);
            int n = o.legal().length;
            model.values(c, o.legal(), n, values);
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                max = Math.max(max, values[i]);
            }
            double sum = 0;
            for (int i = 0; i < n; i++) {
                sum += Math.exp((values[i] - max) / temperature);
            }
            logLikelihood += (values[o.chosen()] - max) / temperature - Math.log(sum);
        }
        return Math.exp(logLikelihood);
    }
}
