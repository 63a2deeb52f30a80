package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.game.Trick;
import java.util.ArrayList;
import java.util.List;

/**
 * What the tricks of a hand prove about the cards a seat does not hold, for {@link SeatView#ruledOut(int)}
 * (among the cards the viewer cannot see): a card played proves that its player held no card that would have made it illegal, as the engine's own
 * follow rules decide. Nothing is proved in table mode (a revoke is accepted), by a lead, or before trumps
 * are known; where cards are drawn face down from a stock, only tricks after the last draw count.
 */
final class Evidence {
    private Evidence() {
    }

    /** The cards the viewer of {@code v} cannot see. */
    static long unseen(SeatView v) {
        long seen = v.played().bits() | v.setAside().bits();
        if (!v.handHidden()) {
            seen |= v.hand().bits();
        }
        for (CardSet k : v.knownCards()) {
            seen |= k.bits();
        }
        seen |= v.turnUp().map(Card::bit).orElse(0L) | v.stockTop().map(Card::bit).orElse(0L);
        return CardSet.ALL_BITS & ~seen;
    }

    static long ruledOut(SeatView v, int seat) {
        CompiledRules compiled = CompiledRules.of(v.rules());
        if (!compiled.play.provesVoids() || v.trump().isEmpty()) {
            return 0;
        }
        long hidden = unseen(v);
        int firstTelling = 0;
        if (compiled.trickEnd.drawsFaceDown()) {
            int inHands = 0;
            for (int s = 0; s < compiled.seats; s++) {
                inHands += v.handSize(s);
            }
            firstTelling = (inHands + v.played().size() - compiled.seats * compiled.handSize) / compiled.seats;
        }
        GameState probe = new GameState();
        probe.match = new Match();
        probe.match.compiled = compiled;
        probe.deal = new Deal();
        probe.deal.trump = (byte) v.trump().get().ordinal();
        List<Trick> tricks = new ArrayList<>(v.tricks());
        tricks.add(v.currentTrick());
        long out = 0;
        for (int t = 0; t < tricks.size(); t++) {
            Trick trick = tricks.get(t);
            for (int i = 0; i < trick.size(); i++) {
                int card = trick.cardAt(i).index();
                if (i == 0) {
                    probe.ledSuit = (byte) (card >>> 4);
                    probe.winCard = (byte) card;
                    continue;
                }
                if (t >= firstTelling && trick.seatAt(i) == seat) {
                    probe.trickSize = (byte) i;
                    long bit = 1L << card;
                    for (long u = hidden & ~out; u != 0; u &= u - 1) {
                        long x = u & -u;
                        if ((compiled.play.followable(probe, bit | x) & bit) == 0) {
                            out |= x;
                        }
                    }
                }
                if (TrickPlayPhase.beats(card, probe.winCard, probe.deal.trump)) {
                    probe.winCard = (byte) card;
                }
            }
        }
        return out;
    }
}
