package io.github.allfours.game;


/**
 * One call of a hand's auction, as every seat at the table heard it (Auction Pitch and Commercial Pitch,
 * docs/rules.md, "Bidding" and "Commercial Pitch"): a seat passed, bid, or (Commercial Pitch, elder
 * answering the high bid) sold or refused. {@link io.github.allfours.engine.GameState#auction()} and {@link io.github.allfours.engine.SeatView#auction()} list
 * a hand's calls oldest first; the high bid among them is the {@link Contract}.
 *
 * @param seat the seat that made the call
 * @param call what it said: {@link Call#PASS}, a {@link Bid}, or {@link Call#SELL} or {@link Call#REFUSE}
 */
public record AuctionCall(int seat, Action call) {
    /**
     * @param seat the seat that made the call, 0 or more
     * @param call {@link Call#PASS}, a {@link Bid}, {@link Call#SELL} or {@link Call#REFUSE}
     * @throws NullPointerException     if {@code call} is null
     * @throws IllegalArgumentException if {@code seat} is negative or {@code call} is no call of an auction
     */
    public AuctionCall {
        if (call == null) {
            throw new NullPointerException("call");
        }
        if (seat < 0) {
            throw new IllegalArgumentException("an auction call's seat is 0 or more, not " + seat);
        }
        if (!(call instanceof Bid || call == Call.PASS || call == Call.SELL || call == Call.REFUSE)) {
            throw new IllegalArgumentException("an auction call is pass, bid N, sell or refuse, not " + call.notation());
        }
    }

    /** Returns the call in the game's notation after its seat, such as {@code "seat 2: bid 3"}. */
    @Override
    public String toString() {
        return "seat " + seat + ": " + call.notation();
    }
}
