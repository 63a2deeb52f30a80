package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game state as one seat may see it: what a server sends to that player. It holds the seat's own
 * hand, the other hands only as card counts, the cards on the table and already played, the turn-ups,
 * the scores and awards, and the seat's legal actions when it is its turn. It holds no deck order, no
 * stock order and no other seat's cards, so nothing hidden can leak through it. Immutable.
 */
public final class SeatView {
    private final RuleSet rules;
    private final int seat;
    private final Phase phase;
    private final int toAct;
    private final int dealer;
    private final int handNumber;
    private final CardSet hand;
    private final boolean handHidden;
    private final int[] handSizes;
    private final Optional<Suit> trump;
    private final Optional<Card> turnUp;
    private final CardSet setAside;
    private final int stockSize;
    private final int discardCount;
    private final Trick currentTrick;
    private final Trick lastTrick;
    private final CardSet played;
    private final int[] scores;
    private final List<Award> awards;
    private final HandResult lastHand;
    private final int winner;
    private final List<Action> legalActions;
    private final int dealNumber;
    private final int tricksPlayed;
    private final int active;

    SeatView(RuleSet rules, int seat, Phase phase, int toAct, int dealer, int handNumber, CardSet hand,
             boolean handHidden, int[] handSizes, Optional<Suit> trump, Optional<Card> turnUp, CardSet setAside,
             int stockSize, int discardCount, Trick currentTrick, Trick lastTrick, CardSet played, int[] scores, List<Award> awards,
             HandResult lastHand, int winner, List<Action> legalActions, int dealNumber, int tricksPlayed,
             int active) {
        this.rules = rules;
        this.seat = seat;
        this.phase = phase;
        this.toAct = toAct;
        this.dealer = dealer;
        this.handNumber = handNumber;
        this.hand = hand;
        this.handHidden = handHidden;
        this.handSizes = handSizes.clone();
        this.trump = trump;
        this.turnUp = turnUp;
        this.setAside = setAside;
        this.stockSize = stockSize;
        this.discardCount = discardCount;
        this.currentTrick = currentTrick;
        this.lastTrick = lastTrick;
        this.played = played;
        this.scores = scores.clone();
        this.awards = awards;   // the engine hands over a fresh unmodifiable list
        this.lastHand = lastHand;
        this.winner = winner;
        this.legalActions = List.copyOf(legalActions);
        this.dealNumber = dealNumber;
        this.tricksPlayed = tricksPlayed;
        this.active = active;
    }

    /** @return the rule set of the match */
    public RuleSet rules() {
        return rules;
    }

    /** @return the seat this view belongs to */
    public int seat() {
        return seat;
    }

    /** @return the current phase */
    public Phase phase() {
        return phase;
    }

    /** @return the seat to act, or -1 when nobody is */
    public int toAct() {
        return toAct;
    }

    /** @return elder: the seat after the dealer, who begs (or pitches) and leads first */
    public int elder() {
        return (dealer + 1) % rules.seats();
    }

    /** @return the number of the current deal in the match, redeals included (see {@link GameState#dealNumber()}) */
    public int dealNumber() {
        return dealNumber;
    }

    /** @return the number of tricks completed in this hand */
    public int tricksPlayed() {
        return tricksPlayed;
    }

    /**
     * @param seat any seat
     * @return {@code false} once that seat has thrown in for the rest of the hand (West Yorkshire)
     */
    public boolean inPlay(int seat) {
        return (active & (1 << seat)) != 0;
    }

    /** @return the dealer of the current hand */
    public int dealer() {
        return dealer;
    }

    /** @return hands completed so far */
    public int handNumber() {
        return handNumber;
    }

    /**
     * @return the viewer's own cards; empty while {@link #handHidden()} (the viewer still holds
     *     {@link #handSize(int)} cards)
     */
    public CardSet hand() {
        return hand;
    }

    /**
     * @return {@code true} while the viewer may not look at their own hand: the pitcher's partner before
     *     the pitch under the West Yorkshire rule (RULINGS.md ruling 11)
     */
    public boolean handHidden() {
        return handHidden;
    }

    /**
     * @param seat any seat
     * @return how many cards that seat holds
     */
    public int handSize(int seat) {
        return handSizes[seat];
    }

    /** @return the trump suit, once known */
    public Optional<Suit> trump() {
        return trump;
    }

    /** @return the card turned up for trumps, if any */
    public Optional<Card> turnUp() {
        return turnUp;
    }

    /** @return earlier turn-ups of this deal, replaced by a run (they were shown face up) */
    public CardSet setAside() {
        return setAside;
    }

    /** @return how many cards are left undealt (their order is not shown) */
    public int stockSize() {
        return stockSize;
    }

    /** @return how many cards lie face down out of play (discards, set-aside runs); which ones is not shown */
    public int discardCount() {
        return discardCount;
    }

    /** @return the trick on the table */
    public Trick currentTrick() {
        return currentTrick;
    }

    /** @return the most recently completed trick, if any */
    public Optional<Trick> lastTrick() {
        return Optional.ofNullable(lastTrick);
    }

    /** @return every card played to a trick this hand, the current trick included */
    public CardSet played() {
        return played;
    }

    /**
     * @param side a side
     * @return its points in the match
     */
    public int score(int side) {
        return scores[side];
    }

    /** @return every side's points (a copy) */
    public int[] scores() {
        return scores.clone();
    }

    /** @return every award of the match so far, oldest first */
    public List<Award> awards() {
        return awards;
    }

    /** @return the result of the last completed hand, if any */
    public Optional<HandResult> lastHandResult() {
        return Optional.ofNullable(lastHand);
    }

    /** @return the winning side, once the match is over */
    public OptionalInt winner() {
        return winner < 0 ? OptionalInt.empty() : OptionalInt.of(winner);
    }

    /** @return the viewer's legal actions when it is the viewer's turn, else empty */
    public List<Action> legalActions() {
        return legalActions;
    }

    /** @return a readable summary: only what the viewer may see */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("SeatView[seat ").append(seat).append(", ").append(phase)
            .append(", hand ").append(handHidden ? "(not yet seen)" : hand.toString());
        trump.ifPresent(t -> sb.append(", trumps ").append(t));
        turnUp.ifPresent(c -> sb.append(", turn-up ").append(c));
        sb.append(", hand sizes ").append(java.util.Arrays.toString(handSizes));
        if (!currentTrick.isEmpty()) {
            sb.append(", trick ").append(currentTrick);
        }
        return sb.append(", scores ").append(java.util.Arrays.toString(scores)).append(']').toString();
    }
}
