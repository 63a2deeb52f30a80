package io.github.allfours.game;

import io.github.allfours.card.CardSet;
import java.util.List;
import java.util.Objects;

/**
 * What has been called aloud, or exposed, at the table this hand, in table mode (docs/rules.md, "Table mode"):
 * every seat heard these calls and saw these cards, so every seat's view shows them. In the strict default, and
 * in a hand where nothing was called or exposed, this is {@link #NONE}.
 *
 * <p>A revoke that nobody has called is not here: only the revoker knows its card was one
 * ({@link io.github.allfours.engine.SeatView#revokes()}).
 *
 * @param revokesCalled the revokes an opponent called this hand and still on the tricks. One on a completed trick
 *                      has been judged (penalised, or forfeiting the match); one on the trick being played is judged
 *                      when that trick is complete (its caller is in {@code revokeCallers}): until then its player
 *                      may take it back by a retract, and the call lapses
 * @param cardsCalled   the exposed cards an opponent called this hand: each must be played by its holder as
 *                      soon as that is legal
 * @param sidesBarred   the sides barred from Game this hand by a called revoke, in increasing order
 * @param seatsPeeked   the waiting partners who looked at their hand before the pitch (West Yorkshire), in
 *                      increasing order
 * @param cardsExposed  the cards exposed this hand ({@code expose}: shown other than in normal play) that are still
 *                      held, or lie on the trick being played (a retract returns them to the hand exposed): the
 *                      only cards an opponent may call. The cards the rules show (a face-up stock's, a turn-up,
 *                      cards laid face up by a seat that throws in) are never among them
 * @param revokeCallers the calls waiting for the trick being played to be complete: for each seat, by seat, the seat
 *                      that called the revoke it has on that trick, or -1; an empty list when there is no such call
 */
public record TableCalls(CardSet revokesCalled, CardSet cardsCalled, List<Integer> sidesBarred, List<Integer> seatsPeeked,
                         CardSet cardsExposed, List<Integer> revokeCallers) {
    /** Nothing called. */
    public static final TableCalls NONE = new TableCalls(CardSet.EMPTY, CardSet.EMPTY, List.of(), List.of(), CardSet.EMPTY,
        List.of());

    /**
     * @param revokesCalled the revokes called this hand
     * @param cardsCalled   the exposed cards called this hand
     * @param sidesBarred   the sides barred from Game this hand
     * @param seatsPeeked   the seats that peeked this hand
     * @param cardsExposed  the exposed cards still held or on the current trick
     * @param revokeCallers by seat, who called its revoke on the trick being played (-1: nobody), or empty
     * @throws NullPointerException if any component or list element is null
     */
    public TableCalls {
        Objects.requireNonNull(revokesCalled, "revokesCalled");
        Objects.requireNonNull(cardsCalled, "cardsCalled");
        sidesBarred = List.copyOf(sidesBarred);
        seatsPeeked = List.copyOf(seatsPeeked);
        Objects.requireNonNull(cardsExposed, "cardsExposed");
        revokeCallers = List.copyOf(revokeCallers);
    }

    /** Returns {@code true} when nothing has been called or exposed this hand. */
    public boolean isEmpty() {
        return revokesCalled.isEmpty() && cardsCalled.isEmpty() && sidesBarred.isEmpty() && seatsPeeked.isEmpty()
            && cardsExposed.isEmpty() && revokeCallers.isEmpty();
    }
}
