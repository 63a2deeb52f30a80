package io.github.allfours.game;

import io.github.allfours.rules.Auction;

/**
 * A bid in an auction (Auction Pitch): the seat undertakes that its side will take at least
 * {@code points} of the hand's four points if it wins the auction and pitches (docs/rules.md, "Bidding").
 *
 * @param points the points bid, 1..{@link Auction#MAX_BID}
 */
public record Bid(int points) implements Action {
    private static final Bid[] CACHE = new Bid[Auction.MAX_BID + 1];

    static {
        for (int n = 1; n <= Auction.MAX_BID; n++) {
            CACHE[n] = new Bid(n);
        }
    }

    /**
     * @param points the points bid
     * @throws IllegalArgumentException outside 1..{@link Auction#MAX_BID}
     */
    public Bid {
        if (points < 1 || points > Auction.MAX_BID) {
            throw new IllegalArgumentException("a bid is 1.." + Auction.MAX_BID + " points, not " + points);
        }
    }

    /**
     * The shared action bidding {@code points}.
     *
     * @param points 1..{@link Auction#MAX_BID}
     * @return the shared bid
     * @throws IllegalArgumentException outside that range
     */
    public static Bid of(int points) {
        if (points < 1 || points > Auction.MAX_BID) {
            throw new IllegalArgumentException("a bid is 1.." + Auction.MAX_BID + " points, not " + points);
        }
        return CACHE[points];
    }

    @Override
    public boolean isClaim() {
        return false;
    }

    @Override
    public String notation() {
        return "bid " + points;
    }

    @Override
    public String toString() {
        return notation();
    }
}
