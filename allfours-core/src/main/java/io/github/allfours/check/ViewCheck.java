package io.github.allfours.check;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Play;
import io.github.allfours.rules.Stock;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The invariant checker's view secrecy: for each seat, {@link GameState#viewFor(int)} shows no card hidden
 * from that seat, in its card fields or as a token of its text; the state's own {@code toString} names no
 * hidden card.
 */
final class ViewCheck {
    private ViewCheck() {
    }

    /** No view shows a card hidden from its seat. */
    static void check(GameState s, long knownSeen, long[] playedBy, Consumer<String> violation) {
        int seats = s.rules().seats();
        long stockAndDiscards = s.stock().bits() | s.discards().bits();
        for (int seat = 0; seat < seats; seat++) {
            SeatView v = s.viewFor(seat);
            AuctionCheck.view(s, v, "seat " + seat + "'s view", violation);
            boolean handHidden = s.handHiddenFrom(seat);
            if (v.handHidden() != handHidden) {
                violation.accept("view of seat " + seat + ": handHidden " + v.handHidden() + " but the state says " + handHidden);
            }
            CardSet expectHand = handHidden ? CardSet.EMPTY : s.hand(seat);
            if (!v.hand().equals(expectHand)) {
                violation.accept("view of seat " + seat + ": hand " + v.hand() + " instead of " + expectHand);
            }
            long hidden = stockAndDiscards | (handHidden ? s.handBits(seat) : 0);
            long open = checkStockView(s, seat, v, knownSeen, playedBy, violation);   // cards a face-up stock makes public
            for (int other = 0; other < seats; other++) {
                if (v.handSize(other) != Long.bitCount(s.handBits(other))) {
                    violation.accept("view of seat " + seat + ": seat " + other + " holds " + v.handSize(other)
                        + " cards instead of " + Long.bitCount(s.handBits(other)));
                }
                if (other != seat) {
                    hidden |= s.handBits(other);
                }
            }
            long shown = v.hand().bits() | v.played().bits() | v.setAside().bits() | v.currentTrick().cardSet().bits()
                | v.turnUp().map(Card::bit).orElse(0L);
            if (s.tricksPlayed() > 0) {
                // before the hand's first trick is complete the last trick is the previous hand's
                shown |= v.lastTrick().map(t -> t.cardSet().bits()).orElse(0L);
            }
            for (Action a : v.legalActions()) {
                if (a instanceof Play p) {
                    shown |= p.card().bit();
                } else if (a instanceof Discard d) {
                    shown |= d.card().bit();
                }
            }
            hidden &= ~open;
            if ((shown & hidden) != 0) {
                violation.accept("view of seat " + seat + " shows hidden " + CardSet.ofBits(shown & hidden));
            }
            List<Action> expectLegal = seat == s.toAct() ? s.legalActions() : List.of();
            if (!v.legalActions().equals(expectLegal)) {
                violation.accept("view of seat " + seat + ": legal actions " + v.legalActions() + " instead of " + expectLegal);
            }
            if (hidden != 0) {
                String text = v.toString();
                long named = InvariantChecker.cardsNamed(text);
                if ((named & hidden) != 0) {
                    violation.accept("view text of seat " + seat + " names hidden " + CardSet.ofBits(named & hidden) + ": " + text);
                }
            }
        }
        String logged = s.toString();
        long inLog = InvariantChecker.cardsNamed(logged);
        long hands = 0;
        for (int seat = 0; seat < seats; seat++) {
            hands |= s.handBits(seat);
        }
        if ((inLog & (hands | stockAndDiscards)) != 0) {
            violation.accept("the state's toString names hidden " + CardSet.ofBits(inLog & (hands | stockAndDiscards)));
        }
    }

    /**
     * The stock's part of a view (California Jack, Shasta Sam): the top card shown exactly when the rules
     * lay the stock face up, and then it is the real top (the first stock card of the deck order). The cards known
     * to be in a hand are those of it the checker knows every seat to know ({@code knownSeen}: known when it
     * started, then drawn from a face-up stock or exposed in table mode).
     *
     * @return the cards the view may show although they lie in the stock or another hand
     */
    private static long checkStockView(GameState s, int seat, SeatView v, long knownSeen, long[] playedBy,
                                       Consumer<String> violation) {
        boolean faceUp = s.rules().trumps() instanceof Stock st && st.faceUp();
        Optional<DeckOrder> deck = s.deckOrder();
        Optional<Card> top = faceUp && deck.isPresent() && s.stockSize() > 0
            ? Optional.of(deck.get().get(deck.get().size() - s.stockSize())) : Optional.empty();
        if (!v.stockTop().equals(top)) {
            violation.accept("view of seat " + seat + ": stock top " + v.stockTop() + " instead of " + top);
        }
        long open = top.map(Card::bit).orElse(0L);
        long mine = s.uncalledRevokes().bits() & playedBy[seat];
        if (v.revokes().bits() != mine) {
            violation.accept("view of seat " + seat + ": its revokes are " + v.revokes() + " instead of " + CardSet.ofBits(mine));
        }
        for (int other = 0; other < s.rules().seats(); other++) {
            CardSet known = v.knownCards().get(other);
            long expect = s.handBits(other) & knownSeen;
            if (known.bits() != expect) {
                violation.accept("view of seat " + seat + ": seat " + other + " known to hold " + known + " instead of "
                    + CardSet.ofBits(expect));
            }
            open |= expect;
        }
        return open;
    }

}
