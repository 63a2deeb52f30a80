package io.github.allfours.bot.sample;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Trick;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks {@link DealSampler} makes of a view's shape before it reads anything of it: the seats, the lists and
 * the counts fit the table, and every card shown lies in one place only. A view made by the engine always passes;
 * one built or decoded elsewhere (a client's, tampered with) is refused with an {@link IllegalArgumentException}
 * that says why, in time linear in its size.
 */
final class ViewShape {
    private ViewShape() {
    }

    /**
     * Checks what the sampler relies on before reading anything: a view made by the engine always passes;
     * one built or decoded elsewhere is refused, in time linear in its size, if its parts do not fit.
     */
    static void check(SeatView v, int seats) {
        if (v.seat() < 0 || v.seat() >= seats || v.dealer() < 0 || v.dealer() >= seats || v.toAct() < -1
            || v.toAct() >= seats) {
            throw inconsistent("a seat is not one of the table's " + seats);
        }
        if (v.handSizes().size() != seats || v.inPlay().size() != seats || v.knownCards().size() != seats
            || v.thrownIn().size() != seats || v.scores().size() != v.rules().sides()) {
            throw inconsistent("its lists do not match the table's " + seats + " seats");
        }
        if (v.stockSize() < 0 || v.stockSize() > 52 || v.discardCount() < 0 || v.discardCount() > 52
            || v.tricksPlayed() != v.tricks().size()) {
            throw inconsistent("a count is out of range");
        }
        // every card the view shows lies in one place only
        long placed = 0;
        long[] parts = {v.hand().bits(), v.played().bits(), v.setAside().bits(),
            v.turnUp().map(Card::bit).orElse(0L), v.stockTop().map(Card::bit).orElse(0L)};
        for (long part : parts) {
            if ((placed & part) != 0) {
                throw inconsistent("it shows " + CardSet.ofBits(placed & part) + " in two places");
            }
            placed |= part;
        }
        if (v.handHidden() ? !v.hand().isEmpty() : v.hand().size() != v.handSize(v.seat())) {
            throw inconsistent("the viewer's hand does not hold as many cards as its hand size");
        }
        long known = 0;
        for (int s = 0; s < seats; s++) {
            long k = v.knownCards().get(s).bits();
            boolean own = s == v.seat() && !v.handHidden();
            if ((known & k) != 0 || (own ? (k & ~v.hand().bits()) != 0 : (k & placed) != 0)) {
                throw inconsistent("a card known to be in seat " + s + "'s hand is also elsewhere");
            }
            known |= k;
        }
        for (int side : v.tableCalls().sidesBarred()) {
            if (side < 0 || side >= v.scores().size()) {
                throw inconsistent("a side barred from Game is not one of the table's");
            }
        }
        for (int seat : v.tableCalls().seatsPeeked()) {
            if (seat < 0 || seat >= seats) {
                throw inconsistent("a seat that peeked is not one of the table's");
            }
        }
        List<Integer> callers = v.tableCalls().revokeCallers();
        if (!callers.isEmpty() && (callers.size() != seats || callers.stream().anyMatch(c -> c < -1 || c >= seats))) {
            throw inconsistent("the revoke callers are not one seat (or -1) for each seat");
        }
        // a called revoke lies on the tricks (one taken back by a retract is called no longer)
        if ((v.revokes().bits() & ~v.played().bits()) != 0
            || (v.tableCalls().revokesCalled().bits() & ~v.played().bits()) != 0
            || (v.tableCalls().cardsCalled().bits() & ~(v.played().bits() | known)) != 0) {
            throw inconsistent("a revoke or a called card was neither played nor exposed");
        }
        if ((v.tableCalls().cardsExposed().bits() & ~(known | v.currentTrick().cardSet().bits())) != 0) {
            throw inconsistent("an exposed card is neither known in a hand nor on the current trick");
        }
        long onTricks = 0;
        long thrownOnTricks = 0;
        List<Trick> all = new ArrayList<>(v.tricks());
        all.add(v.currentTrick());
        for (Trick t : all) {
            for (int i = 0; i < t.size(); i++) {
                long bit = t.cardAt(i).bit();
                if ((onTricks & bit) != 0 || t.seatAt(i) < 0 || t.seatAt(i) >= seats) {
                    throw inconsistent("a trick repeats a card or names a seat not at the table");
                }
                onTricks |= bit;
            }
            if ((onTricks & t.thrownIn().bits()) != 0) {
                throw inconsistent("a card thrown in was also played");
            }
            onTricks |= t.thrownIn().bits();
            thrownOnTricks |= t.thrownIn().bits();
        }
        if (onTricks != v.played().bits()) {
            throw inconsistent("the cards played are not the cards on its tricks");
        }
        // each card thrown in was thrown by one seat, which left the hand
        long thrown = 0;
        for (int s = 0; s < seats; s++) {
            long mine = v.thrownIn().get(s).bits();
            if ((thrown & mine) != 0 || (mine != 0 && v.inPlay(s))) {
                throw inconsistent("seat " + s + "'s thrown-in cards are another seat's too, or it is still in the hand");
            }
            thrown |= mine;
        }
        if (thrown != thrownOnTricks) {
            throw inconsistent("the cards thrown in by the seats, " + CardSet.ofBits(thrown) + ", are not those on its tricks, "
                + CardSet.ofBits(thrownOnTricks));
        }
    }

    /** The refusal of a view whose parts do not fit, saying why. */
    static IllegalArgumentException inconsistent(String why) {
        return new IllegalArgumentException("the view is inconsistent: " + why);
    }
}
