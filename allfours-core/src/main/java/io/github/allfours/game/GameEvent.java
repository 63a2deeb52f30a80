package io.github.allfours.game;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Something that happened in a match, reported in order by
 * {@link io.github.allfours.engine.GameState#apply(int, Action, EventListener)} (and by {@link io.github.allfours.engine.GameState#start} and
 * {@link io.github.allfours.engine.GameState#deal} for the deals they make): first the action itself ({@link Called},
 * {@link BidMade}, {@link Played}, {@link ThrewIn}, {@link Discarded}), then everything it caused: cards turned up,
 * trumps fixed, a trick taken, points awarded, a hand counted, a redeal, the next deal, the end of the
 * match. A host that listens learns what happened without comparing states; a record writer, a
 * narrator and a server all read the same events.
 *
 * <p>Events are host-side facts: {@link Dealt} carries the deck order and {@link Discarded} the card.
 * {@link #seenBy(int)} gives an event as one seat may know it, with what that seat may not see removed
 * ({@link EventListener#seenBy(int, EventListener)} filters a whole stream), so events can be sent to a
 * player as safely as a {@link io.github.allfours.engine.SeatView}.
 */
public sealed interface GameEvent {
    /**
     * The event as {@code seat} may know it: the same event, or a copy without the cards that seat may
     * not see.
     *
     * @param seat a seat of the table
     * @return the event for that seat
     */
    default GameEvent seenBy(int seat) {
        return this;
    }

    /**
     * The cards of a deal were dealt (for a redeal, after {@link Redealt}).
     *
     * @param dealNumber the deal's number in the match, redeals included (see {@link io.github.allfours.engine.GameState#dealNumber()})
     * @param handNumber the hand it is for, counted from 0 (see {@link io.github.allfours.engine.GameState#handNumber()})
     * @param dealer     the dealer
     * @param deck       the deck order, top card first; empty in a seat's stream
     */
    record Dealt(int dealNumber, int handNumber, int dealer, Optional<DeckOrder> deck) implements GameEvent {
        /**
         * @param dealNumber the deal's number
         * @param handNumber the hand's number
         * @param dealer     the dealer
         * @param deck       the deck order, or empty
         */
        public Dealt {
            Objects.requireNonNull(deck, "deck");
        }

        @Override
        public GameEvent seenBy(int seat) {
            return deck.isEmpty() ? this : new Dealt(dealNumber, handNumber, dealer, Optional.empty());
        }
    }

    /**
     * A card was turned up for trumps: after the deal (round 0) or in a round of a run (1, 2, ...). Its
     * points, if any, follow as {@link Awarded}.
     *
     * @param card  the card turned
     * @param round 0 for the deal's turn-up, k for the k-th round of running the cards
     */
    record TurnedUp(Card card, int round) implements GameEvent {
        /**
         * @param card  the card turned
         * @param round the round
         */
        public TurnedUp {
            Objects.requireNonNull(card, "card");
        }
    }

    /**
     * A seat made a call: stood, begged, gave, ran, voted to bunch or to keep, passed in an auction.
     *
     * @param seat the seat
     * @param call the call
     */
    record Called(int seat, Call call) implements GameEvent {
        /**
         * @param seat the seat
         * @param call the call
         */
        public Called {
            Objects.requireNonNull(call, "call");
        }
    }

    /**
     * A seat bid in an auction (a pass is a {@link Called} with {@link Call#PASS}).
     *
     * @param seat   the seat
     * @param points the points bid
     */
    record BidMade(int seat, int points) implements GameEvent {
    }

    /**
     * After a trick, a seat drew a card from the stock (California Jack, Shasta Sam).
     *
     * @param seat   the seat
     * @param card   the card; empty in another seat's stream when the stock is face down
     * @param faceUp whether the stock lies face up, so that every seat saw the card
     */
    record Drew(int seat, Optional<Card> card, boolean faceUp) implements GameEvent {
        /**
         * @param seat   the seat
         * @param card   the card, or empty
         * @param faceUp whether every seat saw it
         */
        public Drew {
            Objects.requireNonNull(card, "card");
        }

        @Override
        public GameEvent seenBy(int viewer) {
            return faceUp || viewer == seat || card.isEmpty() ? this : new Drew(seat, Optional.empty(), false);
        }
    }

    /**
     * Table mode: a seat exposed a card; it stays face up in its hand.
     *
     * @param seat the seat
     * @param card the card
     */
    record Exposed(int seat, Card card) implements GameEvent {
        /**
         * @param seat the seat
         * @param card the card
         */
        public Exposed {
            Objects.requireNonNull(card, "card");
        }
    }

    /**
     * Table mode: a seat called an opponent's exposed card, which its holder must play when legal.
     *
     * @param seat the calling seat
     * @param card the card called
     */
    record CardCalled(int seat, Card card) implements GameEvent {
        /**
         * @param seat the calling seat
         * @param card the card called
         */
        public CardCalled {
            Objects.requireNonNull(card, "card");
        }
    }

    /**
     * A seat played a card to the trick (under pitching rules the hand's first play is the pitch, and
     * {@link TrumpsFixed} follows).
     *
     * @param seat the seat
     * @param card the card
     */
    record Played(int seat, Card card) implements GameEvent {
        /**
         * @param seat the seat
         * @param card the card
         */
        public Played {
            Objects.requireNonNull(card, "card");
        }
    }

    /**
     * A seat threw in (West Yorkshire): its remaining cards went face up onto the trick and it takes no
     * further part in the hand.
     *
     * @param seat  the seat
     * @param cards the cards laid on the trick
     */
    record ThrewIn(int seat, CardSet cards) implements GameEvent {
        /**
         * @param seat  the seat
         * @param cards the cards
         */
        public ThrewIn {
            Objects.requireNonNull(cards, "cards");
        }
    }

    /**
     * Table mode: a seat took its cards back from the trick being played, after a revoke on it was
     * corrected ({@link Call#RETRACT}): the revoker's card, then each card played or thrown in after it, each
     * seat's in the order they had played (docs/rules.md, "Table mode"). Every seat saw the cards on the table.
     *
     * @param seat  the seat whose cards went back to its hand
     * @param cards the cards it took back
     */
    record TakenBack(int seat, CardSet cards) implements GameEvent {
        /**
         * @param seat  the seat
         * @param cards the cards
         */
        public TakenBack {
            Objects.requireNonNull(cards, "cards");
        }
    }

    /**
     * Table mode: a call of a revoke lapsed, because the revoke was taken back by a retract before its trick was
     * complete (docs/rules.md, "Table mode"): the call made while the revoke lay on the trick being played would have
     * been judged when the trick was complete, and the corrected revoke carries no penalty. Follows the
     * {@link TakenBack} events of the retract, one event per call, in the order the revokes had been played.
     *
     * @param seat the seat whose call lapsed
     * @param card the revoke it had called, back in its player's hand
     */
    record CallLapsed(int seat, Card card) implements GameEvent {
        /**
         * @param seat the seat whose call lapsed
         * @param card the revoke it had called
         */
        public CallLapsed {
            Objects.requireNonNull(card, "card");
        }
    }

    /**
     * A seat discarded a card face down after a run.
     *
     * @param seat the seat
     * @param card the card; empty in the stream of any other seat
     */
    record Discarded(int seat, Optional<Card> card) implements GameEvent {
        /**
         * @param seat the seat
         * @param card the card, or empty
         */
        public Discarded {
            Objects.requireNonNull(card, "card");
        }

        @Override
        public GameEvent seenBy(int viewer) {
            return viewer == seat || card.isEmpty() ? this : new Discarded(seat, Optional.empty());
        }
    }

    /**
     * Trumps became final for the hand: at a stand, a gift, a kept run, or the pitch.
     *
     * @param trump the trump suit
     */
    record TrumpsFixed(Suit trump) implements GameEvent {
        /**
         * @param trump the trump suit
         */
        public TrumpsFixed {
            Objects.requireNonNull(trump, "trump");
        }
    }

    /**
     * The same dealer must deal again: points already scored stand. The new deal follows as
     * {@link Dealt} when its deck order is at hand.
     *
     * @param dealer the dealer
     * @param cause  why
     */
    record Redealt(int dealer, RedealCause cause) implements GameEvent {
        /**
         * @param dealer the dealer
         * @param cause  why
         */
        public Redealt {
            Objects.requireNonNull(cause, "cause");
        }
    }

    /**
     * A trick was completed and taken.
     *
     * @param trick the trick, with its winner
     */
    record TrickTaken(Trick trick) implements GameEvent {
        /**
         * @param trick the trick
         */
        public TrickTaken {
            Objects.requireNonNull(trick, "trick");
        }
    }

    /**
     * A side scored points.
     *
     * @param award the award
     */
    record Awarded(Award award) implements GameEvent {
        /**
         * @param award the award
         */
        public Awarded {
            Objects.requireNonNull(award, "award");
        }
    }

    /**
     * A hand was counted (also when its count ended the match, and when a gift threw it in).
     *
     * @param result the hand's result
     * @param scores every side's score after the hand, indexed by side
     */
    record HandCounted(HandResult result, List<Integer> scores) implements GameEvent {
        /**
         * @param result the hand's result
         * @param scores the scores after it
         */
        public HandCounted {
            Objects.requireNonNull(result, "result");
            scores = List.copyOf(scores);
        }
    }

    /**
     * A side reached the target: the match is over. Always the last event of the action that caused it.
     *
     * @param side   the winning side
     * @param scores the final scores, indexed by side
     */
    record MatchWon(int side, List<Integer> scores) implements GameEvent {
        /**
         * @param side   the winning side
         * @param scores the final scores
         */
        public MatchWon {
            scores = List.copyOf(scores);
        }
    }
}
