package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Award;
import io.github.allfours.game.Contract;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.TableCalls;
import io.github.allfours.game.Trick;
import io.github.allfours.internal.LazyList;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game state as one seat may see it: what a server sends to that player, and all a bot may look at.
 * It holds the seat's own hand, the other hands only as card counts, the cards on the table and already
 * played, the turn-ups, the calls of the hand's auction, the scores and awards, and the seat's legal actions
 * when it is its turn. It holds no deck order, no stock order and no other seat's cards, so nothing hidden can
 * leak through it.
 * Made by {@link GameState#viewFor(int)}; two states that look the same to a seat give equal views.
 *
 * @param rules          the rule set of the match
 * @param seat           the seat this view belongs to
 * @param phase          the current phase
 * @param toAct          the seat to act, or -1 when nobody is
 * @param dealer         the dealer of the current hand
 * @param handNumber     the current hand, counted from 0: the hands completed so far ({@link GameState#handNumber()})
 * @param dealNumber     the current deal of the match, redeals included, counted from 0 ({@link GameState#dealNumber()})
 * @param hand           the viewer's own cards; empty while {@code handHidden}
 * @param handHidden     whether the viewer may not look at their own hand: the pitcher's partner before
 *                       the pitch under the West Yorkshire rule
 * @param handSizes      how many cards each seat holds, by seat
 * @param inPlay         whether each seat is still in the hand (a West Yorkshire throw-in takes one out)
 * @param trump          the trump suit, once known
 * @param turnUp         the card turned up for trumps, if any
 * @param setAside       earlier turn-ups of this deal, replaced by a run (they were shown face up)
 * @param stockSize      how many cards are left undealt (their order is not shown)
 * @param discardCount   how many cards lie face down out of play (which ones is not shown)
 * @param currentTrick   the trick on the table
 * @param lastTrick      the most recently completed trick, if any
 * @param tricksPlayed   tricks completed in this hand
 * @param played         every card played to a trick this hand, the current trick included
 * @param scores         every side's points, by side
 * @param awards         every award of the match so far, oldest first (a view made by {@link GameState#viewFor}
 *                       copies them out of the state only when first read, so that making a view costs the same
 *                       however long the match has run)
 * @param lastHandResult the result of the last completed hand, if any
 * @param winner         the winning side, once the match is over
 * @param legalActions   the viewer's legal actions when it is the viewer's turn, else empty
 * @param contract       the high bid of the hand's auction so far, if any (games with an auction)
 * @param auction        every call of the hand's auction so far, oldest first, as every seat heard it: who
 *                       passed, who bid what, and (Commercial Pitch) elder's sale or refusal
 *                       ({@link GameState#auction()}); empty before anyone speaks and in games without an auction;
 *                       in a game started from a position given without its calls, the calls made since
 * @param stockTop       the top card of a face-up stock (California Jack), else empty
 * @param knownCards     for each seat, the cards every seat knows it holds: those it drew from a face-up
 *                       stock and has not yet played (California Jack), or exposed (table mode; a card taken
 *                       back by a retract is known again if it was known before it was played, and only
 *                       then); empty sets otherwise
 * @param thrownIn       for each seat, the cards it has thrown in this hand (West Yorkshire): a seat that throws
 *                       in lays its cards face up on the trick, so every seat saw whose they were; empty sets
 *                       otherwise (and once the hand is over)
 * @param revokes        table mode: the viewer's own revokes this hand that nobody has called yet (other seats'
 *                       views never show that a card was a revoke)
 * @param tricks         every trick completed in this hand, oldest first: who played which card and who
 *                       took it (every seat saw them played face up); the deal sampler reads the voids a
 *                       seat has shown from them
 * @param tableCalls     table mode: what has been called aloud, or exposed, at the table this hand (revokes
 *                       called, cards exposed and those of them called, sides barred from Game, waiting partners
 *                       who peeked); {@link TableCalls#NONE} in the strict default
 */
public record SeatView(RuleSet rules, int seat, Phase phase, int toAct, int dealer, int handNumber, int dealNumber,
                       CardSet hand, boolean handHidden, List<Integer> handSizes, List<Boolean> inPlay,
                       Optional<Suit> trump, Optional<Card> turnUp, CardSet setAside, int stockSize, int discardCount,
                       Trick currentTrick, Optional<Trick> lastTrick, int tricksPlayed, CardSet played,
                       List<Integer> scores, List<Award> awards, Optional<HandResult> lastHandResult,
                       OptionalInt winner, List<Action> legalActions, Optional<Contract> contract,
                       List<AuctionCall> auction, Optional<Card> stockTop, List<CardSet> knownCards, List<CardSet> thrownIn,
                       CardSet revokes, List<Trick> tricks,
                       TableCalls tableCalls) {
    /**
     * @param rules          the rule set
     * @param seat           the viewer
     * @param phase          the phase
     * @param toAct          the seat to act
     * @param dealer         the dealer
     * @param handNumber     the hand number
     * @param dealNumber     the deal number
     * @param hand           the viewer's cards
     * @param handHidden     whether they are hidden from the viewer
     * @param handSizes      the hand sizes
     * @param inPlay         which seats are in the hand
     * @param trump          the trump suit
     * @param turnUp         the turn-up
     * @param setAside       the set-aside turn-ups
     * @param stockSize      the stock's size
     * @param discardCount   the number of face-down discards
     * @param currentTrick   the current trick
     * @param lastTrick      the last trick
     * @param tricksPlayed   tricks completed
     * @param played         cards played this hand
     * @param scores         the scores
     * @param awards         the awards
     * @param lastHandResult the last hand's result
     * @param winner         the winner
     * @param legalActions   the viewer's legal actions
     * @param contract       the auction's high bid so far, if any (empty in games without an auction)
     * @param auction        the auction's calls so far, oldest first (empty in games without an auction)
     * @param stockTop       the top card of a face-up stock, if any
     * @param knownCards     each seat's cards that every seat knows it holds
     * @param thrownIn       each seat's cards thrown in this hand
     * @param revokes        the viewer's own uncalled revokes (table mode)
     * @param tricks         the hand's completed tricks, oldest first
     * @param tableCalls     what has been called aloud this hand (table mode)
     */
    public SeatView {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(hand, "hand");
        handSizes = List.copyOf(handSizes);
        inPlay = List.copyOf(inPlay);
        Objects.requireNonNull(trump, "trump");
        Objects.requireNonNull(turnUp, "turnUp");
        Objects.requireNonNull(contract, "contract");
        auction = List.copyOf(auction);
        Objects.requireNonNull(stockTop, "stockTop");
        knownCards = List.copyOf(knownCards);
        thrownIn = List.copyOf(thrownIn);
        Objects.requireNonNull(revokes, "revokes");
        tricks = List.copyOf(tricks);
        Objects.requireNonNull(tableCalls, "tableCalls");
        Objects.requireNonNull(setAside, "setAside");
        Objects.requireNonNull(currentTrick, "currentTrick");
        Objects.requireNonNull(lastTrick, "lastTrick");
        Objects.requireNonNull(played, "played");
        scores = List.copyOf(scores);
        awards = awards instanceof LazyList ? awards : List.copyOf(awards);     // a view's own: copied when first read
        Objects.requireNonNull(lastHandResult, "lastHandResult");
        Objects.requireNonNull(winner, "winner");
        legalActions = List.copyOf(legalActions);
    }

    /** Returns elder: the seat after the dealer, who begs (or pitches) and leads first. */
    public int elder() {
        return (dealer + 1) % rules.seats();
    }

    /**
     * How many cards a seat holds.
     *
     * @param seat any seat
     * @return how many cards that seat holds
     * @throws IllegalArgumentException if there is no such seat
     */
    public int handSize(int seat) {
        return handSizes.get(checkSeat(seat));
    }

    /**
     * Whether a seat is still in the hand.
     *
     * @param seat any seat
     * @return {@code false} once that seat has thrown in for the rest of the hand (West Yorkshire)
     * @throws IllegalArgumentException if there is no such seat
     */
    public boolean inPlay(int seat) {
        return inPlay.get(checkSeat(seat));
    }

    /**
     * One side's points in the match.
     *
     * @param side a side
     * @return its points in the match
     * @throws IllegalArgumentException if there is no such side
     */
    public int score(int side) {
        if (side < 0 || side >= scores.size()) {
            throw new IllegalArgumentException("there is no side " + side + "; sides are 0.." + (scores.size() - 1));
        }
        return scores.get(side);
    }

    /**
     * The cards this view's seat cannot see that {@code other} has shown it does not hold, or did not hold when it
     * played: a card it played would not have been playable, under the engine's own follow rules, had it held any
     * of them. Under "follow suit or trump" a trump played to a plain lead proves nothing; with no undertrumping a
     * low trump played over a higher one proves the player held nothing else it could play. Nothing is proved by a
     * lead, in table mode (where a revoke is accepted), or, where cards are drawn face down from a stock, by
     * tricks before the last draw.
     *
     * @param other any seat
     * @return those cards; empty for a seat that has shown nothing
     * @throws IllegalArgumentException if there is no such seat
     */
    public CardSet ruledOut(int other) {
        return CardSet.ofBits(Evidence.ruledOut(this, checkSeat(other)));
    }

    private int checkSeat(int s) {
        if (s < 0 || s >= handSizes.size()) {
            throw new IllegalArgumentException("there is no seat " + s + " at a " + handSizes.size() + "-seat table");
        }
        return s;
    }

    /** Returns a readable summary: only what the viewer may see. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("SeatView[seat ").append(seat).append(", ").append(phase)
            .append(", hand ").append(handHidden ? "(not yet seen)" : hand.toString());
        trump.ifPresent(t -> sb.append(", trumps ").append(t));
        turnUp.ifPresent(c -> sb.append(", turn-up ").append(c));
        stockTop.ifPresent(c -> sb.append(", stock top ").append(c));
        contract.ifPresent(c -> sb.append(", contract ").append(c.points()).append(" by seat ").append(c.seat()));
        if (!auction.isEmpty()) {
            sb.append(", auction ").append(auction);
        }
        sb.append(", hand sizes ").append(handSizes);
        if (knownCards.stream().anyMatch(k -> !k.isEmpty())) {
            sb.append(", known in hands ").append(knownCards);
        }
        if (thrownIn.stream().anyMatch(k -> !k.isEmpty())) {
            sb.append(", thrown in ").append(thrownIn);
        }
        if (!currentTrick.isEmpty()) {
            sb.append(", trick ").append(currentTrick);
        }
        return sb.append(", scores ").append(scores).append(']').toString();
    }
}
