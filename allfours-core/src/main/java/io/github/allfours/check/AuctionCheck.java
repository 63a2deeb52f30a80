package io.github.allfours.check;

import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.GameEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The auction's record ({@link GameState#auction()}): it follows the calls actually made, as the events report
 * them, and every seat's view (and a spectator's) shows it whole. Part of {@link InvariantChecker}.
 */
final class AuctionCheck {
    private AuctionCheck() {
    }

    /**
     * After one action: the state's calls are the calls before it plus those the action's events report
     * ({@link GameEvent.BidMade}, and {@link GameEvent.Called} with pass, sell or refuse), or none when the
     * action led to a new deal.
     */
    static void step(GameState before, List<GameEvent> events, GameState after, Consumer<String> violation) {
        List<AuctionCall> expected = new ArrayList<>(before.auction());
        for (GameEvent e : events) {
            if (e instanceof GameEvent.BidMade b) {
                expected.add(new AuctionCall(b.seat(), Bid.of(b.points())));
            } else if (e instanceof GameEvent.Called c && (c.call() == Call.PASS || c.call() == Call.SELL || c.call() == Call.REFUSE)) {
                expected.add(new AuctionCall(c.seat(), c.call()));
            }
        }
        if (after.dealNumber() != before.dealNumber()) {
            expected = List.of();
        }
        if (!after.auction().equals(expected)) {
            violation.accept("auction: the state lists " + after.auction() + ", but the calls made are " + expected);
        }
    }

    /**
     * One view of a state lists the state's calls (the auction is public: every seat, and a spectator, hears it
     * all). {@code ViewCheck} calls this for each seat's view it builds; a spectator's is checked here when the
     * hand has calls.
     */
    static void view(GameState s, SeatView v, String whose, Consumer<String> violation) {
        List<AuctionCall> calls = s.auction();
        if (!v.auction().equals(calls)) {
            violation.accept("auction: " + whose + " lists " + v.auction() + ", the state " + calls);
        }
        if (v.seat() == 0 && !calls.isEmpty()) {
            SeatView spectator = s.spectatorView();
            if (!spectator.auction().equals(calls)) {
                violation.accept("auction: a spectator's view lists " + spectator.auction() + ", the state " + calls);
            }
        }
    }
}
