package io.github.allfours.engine;

import java.util.List;

/**
 * Commercial Pitch, after the auction (docs/rules.md, "Commercial Pitch"): elder sells or refuses. A sale
 * scores the high bid for elder's side at once (reason {@code sale}), and the high bidder pitches under
 * its bid; a refusal makes elder's side the contractor for the same number of points, and elder pitches.
 */
final class SalePhase extends PhaseRules {
    private static final int SELL_OR_REFUSE = bit(Call.SELL) | bit(Call.REFUSE);

    @Override
    long decide(GameState s) {
        return SELL_OR_REFUSE;
    }

    @Override
    List<Action> legalActions(GameState s) {
        return calls(s.legal);
    }

    @Override
    Reason refuse(GameState s, int seat, Action action) {
        return null;    // elder may say either
    }

    @Override
    void apply(GameState s, int seat, Action action, EventListener events) {
        Call call = (Call) action;
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Called(seat, call));
        }
        Deal d = s.writableDeal();
        if (call == Call.SELL) {
            d.firstLeader = d.contractor;
            s.award(s.match.table.sideOf[seat], d.contract, AwardReason.SALE, GameState.NONE, events);
        } else {
            d.contractor = (byte) seat;
            d.firstLeader = (byte) seat;
        }
        TrickPlay.start(s);
    }

    @Override
    String expected(GameState s) {
        return "seat " + s.toAct + " (elder) must sell or refuse the bid of " + s.deal.contract;
    }
}
