package io.github.allfours.engine;

import io.github.allfours.card.CardSet;
import java.util.Arrays;
import java.util.Objects;

/**
 * {@link GameState}'s equality, hash code and summaries: two states are equal when they are the same moment
 * of the same match (see {@link GameState#equals(Object)}).
 */
final class StateEquality {
    private StateEquality() {
    }

    static boolean equal(GameState a, GameState x) {
        Deal d = a.deal;
        Deal e = x.deal;
        Match m = a.match;
        Match n = x.match;
        return m.rules.equals(n.rules) && m.dealNumber == n.dealNumber && m.handNumber == n.handNumber
            && m.dealer == n.dealer && Arrays.equals(m.scores, n.scores) && m.handAwardStart == n.handAwardStart
            && m.winner == n.winner && Chain.equal(m.awards, n.awards) && Chain.equal(m.results, n.results)
            && Objects.equals(d.deck, e.deck) && d.deckPos == e.deckPos && d.thrownIn == e.thrownIn
            && d.setAside == e.setAside && d.discards == e.discards && d.turnUp == e.turnUp && d.trump == e.trump
            && d.contract == e.contract && d.contractor == e.contractor && d.auction == e.auction
            && a.knownBits() == x.knownBits()
            && Irregular.of(d).withExposed(0).equals(Irregular.of(e).withExposed(0)) && a.exposedBits() == x.exposedBits()
            && a.phase == x.phase && a.toAct == x.toAct && a.active == x.active && handsEqual(a, x)
            && a.trickOrder == x.trickOrder && a.trickSeats == x.trickSeats && a.trickSize == x.trickSize
            && a.tricksPlayed == x.tricksPlayed && a.jackCaptor == x.jackCaptor && a.lowCaptor == x.lowCaptor
            && (a.lastTrick == null ? x.lastTrick == null : a.lastTrick.sameAs(x.lastTrick))
            && Arrays.equals(TrickPlayPhase.capturedBySide(a), TrickPlayPhase.capturedBySide(x));
    }

    private static boolean handsEqual(GameState a, GameState x) {
        if (a.held != x.held) {
            return false;
        }
        for (int seat = 0; seat < a.match.table.seats; seat++) {
            if (a.handOf(seat) != x.handOf(seat)) {
                return false;
            }
        }
        return true;
    }

    static int hash(GameState a) {
        int h = Objects.hash(a.match.rules, a.match.dealNumber, a.deal.deckPos, a.match.handNumber, a.match.dealer, a.phase, a.toAct,
            a.deal.turnUp, a.deal.trump, a.trickOrder, a.tricksPlayed, a.match.winner);
        for (int seat = 0; seat < a.match.table.seats; seat++) {
            h = 31 * h + Long.hashCode(a.handOf(seat));
        }
        h = 31 * h + a.deal.auction;
        h = 31 * h + Arrays.hashCode(a.match.scores);
        return 31 * h + Chain.hash(a.match.awards);
    }


    static String summary(GameState a, boolean showHands) {
        StringBuilder sb = new StringBuilder("GameState[").append(a.match.rules.id())
            .append(", hand ").append(a.match.handNumber).append(", dealer ").append(a.match.dealer)
            .append(", ").append(a.phase);
        if (a.toAct >= 0) {
            sb.append(", seat ").append(a.toAct).append(" to act");
        }
        a.trump().ifPresent(t -> sb.append(", trumps ").append(t));
        sb.append(", scores ").append(Arrays.toString(a.match.scores));
        for (int s = 0; s < a.match.table.seats; s++) {
            sb.append(", seat ").append(s).append(' ');
            if (showHands) {
                sb.append(CardSet.ofBits(a.handOf(s)));
            } else {
                sb.append(Long.bitCount(a.handOf(s))).append(" cards");
            }
        }
        if (a.trickSize > 0) {
            sb.append(", trick ").append(a.currentTrick());
        }
        return sb.append(']').toString();
    }
}
