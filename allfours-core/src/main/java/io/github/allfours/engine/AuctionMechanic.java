package io.github.allfours.engine;

import io.github.allfours.game.EventListener;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.Pitch;

/**
 * Trumps chosen by an auction (docs/rules.md, "Bidding"): after the deal the auction's {@link BidPhase}
 * runs (from elder, or from elder's left when elder sells or refuses), then its winner pitches, and the suit of that first lead is trumps, as in {@link PitchMechanic}.
 */
final class AuctionMechanic implements TrumpChoice {
    private final PitchMechanic pitch = new PitchMechanic(Pitch.PLAIN);

    /** The mechanic; the auction's numbers and turn order belong to the table's {@link BidPhase}. */
    AuctionMechanic() {
    }

    @Override
    public void afterDeal(GameState s, EventListener events) {
        CompiledRules compiled = s.match.compiled;
        s.enter(Phase.BID, compiled.bidding().firstBidder(compiled, s.match.dealer));
    }

    @Override
    public void pitched(GameState s, int card, EventListener events) {
        pitch.pitched(s, card, events);
    }

    @Override
    public void startRebuiltPlay(GameState s, int trump) {
        pitch.startRebuiltPlay(s, trump);
    }

    @Override
    public boolean handHiddenFrom(GameState s, int seat) {
        return false;
    }
}
