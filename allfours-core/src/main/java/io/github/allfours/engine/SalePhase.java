package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Reason;
import java.util.List;

/**
 * Commercial Pitch, after the auction (docs/rules.md, "Commercial Pitch"): elder sells or refuses. A sale
 * scores the high bid for elder's side at once (reason {@code sale}), and the high bidder pitches under
 * its bid; a refusal makes elder's side the contractor for the same number of points, and elder pitches.
 * With partners, elder may not sell to its own side: when the high bidder is elder's partner, elder must
 * refuse. The answer is recorded with the bids as the auction's last call ({@link GameState#auction()}): every
 * seat hears it.
 */
final class SalePhase extends PhaseRules {
    private static final int SELL_OR_REFUSE = bit(Call.SELL) | bit(Call.REFUSE);
    private static final int REFUSE_ONLY = bit(Call.REFUSE);

    @Override
    long decide(GameState s) {
        int[] sideOf = s.match.compiled.sideOf;
        return sideOf[s.deal.contractor] == sideOf[s.toAct] ? REFUSE_ONLY : SELL_OR_REFUSE;
    }

    @Override
    List<Action> legalActions(GameState s) {
        return calls(s.legal);
    }

    @Override
    Reason refuse(GameState s, int seat, Action action) {
        return holds(s.legal, (Call) action) ? null : Reason.CANNOT_SELL_TO_PARTNER;
    }

    @Override
    void apply(GameState s, int seat, Action action, EventListener events) {
        Call call = (Call) action;
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Called(seat, call));
        }
        Deal d = s.writableDeal();
        AuctionLog.record(d, seat, call == Call.SELL ? AuctionLog.SELL : AuctionLog.REFUSE);
        if (call == Call.SELL) {
            d.firstLeader = d.contractor;
            s.award(s.match.compiled.sideOf[seat], d.contract, AwardReason.SALE, GameState.NONE, events);
        } else {
            d.contractor = (byte) seat;
            d.firstLeader = (byte) seat;
        }
        TrickPlayPhase.start(s);
    }

    @Override
    String expected(GameState s) {
        return "seat " + s.toAct + " (elder) must sell or refuse the bid of " + s.deal.contract;
    }
}
