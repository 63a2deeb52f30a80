package io.github.allfours.engine;

import io.github.allfours.rules.Pitch;

/**
 * Trumps chosen by an auction (docs/rules.md, "Bidding"): after the deal the auction's {@link BidPhase}
 * runs, then its winner pitches, and the suit of that first lead is trumps, as in {@link PitchChoice}.
 */
final class AuctionChoice implements TrumpChoice {
    private final PitchChoice pitch = new PitchChoice(Pitch.PLAIN);

    AuctionChoice() {
        // the auction's numbers belong to its BidPhase; choosing trumps is the pitch's
    }

    @Override
    public void afterDeal(GameState s, EventListener events) {
        s.enter(Phase.BID, s.match.table.next(s.match.dealer));
    }

    @Override
    public void pitched(GameState s, int card, EventListener events) {
        pitch.pitched(s, card, events);
    }

    @Override
    public boolean handHiddenFrom(GameState s, int seat) {
        return false;
    }
}
