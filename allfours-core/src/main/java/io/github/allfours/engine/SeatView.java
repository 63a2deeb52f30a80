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
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * A game state as one seat may see it: what a server sends to that player, and all a bot may look at.
 * It holds the seat's own hand, the other hands only as card counts, the cards on the table and already
 * played, the turn-ups, the calls of the hand's auction, the scores and awards, and the seat's legal actions
 * when it is its turn. It holds no deck order, no stock order and no other seat's cards, so nothing hidden can
 * leak through it.
 *
 * <p>Made by {@link GameState#viewFor(int)} and {@link GameState#spectatorView()}; two states that look the same to
 * a seat give equal views. A view from elsewhere (a client's copy, JSON) is made with {@link #builder()}, and a
 * changed copy with {@link #toBuilder()}: a builder is the only way to make one, so a part added in a later version
 * (which a builder starts at a value meaning "nothing yet") breaks no caller. A view is immutable, its lists are
 * unmodifiable, and two views are equal when every part is equal.
 */
public final class SeatView {
    private final RuleSet rules;
    private final int seat;
    private final Phase phase;
    private final int toAct;
    private final int dealer;
    private final int handNumber;
    private final int dealNumber;
    private final CardSet hand;
    private final boolean handHidden;
    private final List<Integer> handSizes;
    private final List<Boolean> inPlay;
    private final Optional<Suit> trump;
    private final Optional<Card> turnUp;
    private final CardSet setAside;
    private final int stockSize;
    private final int discardCount;
    private final Trick currentTrick;
    private final Optional<Trick> lastTrick;
    private final int tricksPlayed;
    private final CardSet played;
    private final List<Integer> scores;
    private final List<Award> awards;
    private final Optional<HandResult> lastHandResult;
    private final OptionalInt winner;
    private final List<Action> legalActions;
    private final Optional<Contract> contract;
    private final List<AuctionCall> auction;
    private final Optional<Card> stockTop;
    private final List<CardSet> knownCards;
    private final List<CardSet> thrownIn;
    private final CardSet revokes;
    private final List<Trick> tricks;
    private final TableCalls tableCalls;

    private SeatView(Builder b, RuleSet r, Phase p) {
        this.rules = r;
        this.seat = b.seat;
        this.phase = p;
        this.toAct = b.toAct;
        this.dealer = b.dealer;
        this.handNumber = b.handNumber;
        this.dealNumber = b.dealNumber;
        this.hand = b.hand;
        this.handHidden = b.handHidden;
        this.handSizes = List.copyOf(b.handSizes != null ? b.handSizes : Collections.nCopies(r.seats(), 0));
        this.inPlay = List.copyOf(b.inPlay != null ? b.inPlay : Collections.nCopies(r.seats(), true));
        this.trump = b.trump;
        this.turnUp = b.turnUp;
        this.setAside = b.setAside;
        this.stockSize = b.stockSize;
        this.discardCount = b.discardCount;
        this.currentTrick = b.currentTrick != null ? b.currentTrick
            : new Trick(b.handNumber, List.of(), List.of(), CardSet.EMPTY, OptionalInt.empty());
        this.lastTrick = b.lastTrick;
        this.tricksPlayed = b.tricksPlayed;
        this.played = b.played;
        this.scores = List.copyOf(b.scores != null ? b.scores : Collections.nCopies(r.sides(), 0));
        this.awards = b.awards instanceof LazyList ? b.awards : List.copyOf(b.awards);    // copied when first read
        this.lastHandResult = b.lastHandResult;
        this.winner = b.winner;
        this.legalActions = List.copyOf(b.legalActions);
        this.contract = b.contract;
        this.auction = List.copyOf(b.auction);
        this.stockTop = b.stockTop;
        List<CardSet> noCards = Collections.nCopies(r.seats(), CardSet.EMPTY);
        this.knownCards = List.copyOf(b.knownCards != null ? b.knownCards : noCards);
        this.thrownIn = List.copyOf(b.thrownIn != null ? b.thrownIn : noCards);
        this.revokes = b.revokes;
        this.tricks = List.copyOf(b.tricks);
        this.tableCalls = b.tableCalls;
    }

    /**
     * Starts a view with every part at its "nothing yet" value; the rule set and the phase must be set before
     * {@link Builder#build()}.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Starts a copy of this view, to change some of its parts.
     *
     * @return a new builder holding every part of this view
     */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Returns the rule set of the match. */
    public RuleSet rules() {
        return rules;
    }

    /** Returns the seat this view belongs to, -1 for a spectator's view (no hand, legal actions or revokes). */
    public int seat() {
        return seat;
    }

    /** Returns the current phase. */
    public Phase phase() {
        return phase;
    }

    /** Returns the seat to act, -1 when nobody is. */
    public int toAct() {
        return toAct;
    }

    /** Returns the dealer of the current hand. */
    public int dealer() {
        return dealer;
    }

    /** Returns the current hand, counted from 0: the hands completed so far ({@link GameState#handNumber()}). */
    public int handNumber() {
        return handNumber;
    }

    /** Returns the current deal of the match, redeals included, counted from 0 ({@link GameState#dealNumber()}). */
    public int dealNumber() {
        return dealNumber;
    }

    /** Returns the viewer's own cards; empty while {@link #handHidden()}. */
    public CardSet hand() {
        return hand;
    }

    /**
     * Returns whether the viewer may not look at their own hand: the pitcher's partner before the pitch under the
     * West Yorkshire rule.
     */
    public boolean handHidden() {
        return handHidden;
    }

    /** Returns how many cards each seat holds, by seat. */
    public List<Integer> handSizes() {
        return handSizes;
    }

    /** Returns whether each seat is still in the hand, by seat (a West Yorkshire throw-in takes one out). */
    public List<Boolean> inPlay() {
        return inPlay;
    }

    /** Returns the trump suit, once known. */
    public Optional<Suit> trump() {
        return trump;
    }

    /** Returns the card turned up for trumps, if any. */
    public Optional<Card> turnUp() {
        return turnUp;
    }

    /** Returns earlier turn-ups of this deal, replaced by a run (they were shown face up). */
    public CardSet setAside() {
        return setAside;
    }

    /** Returns how many cards are left undealt (their order is not shown). */
    public int stockSize() {
        return stockSize;
    }

    /** Returns how many cards lie face down out of play (which ones is not shown). */
    public int discardCount() {
        return discardCount;
    }

    /** Returns the trick on the table. */
    public Trick currentTrick() {
        return currentTrick;
    }

    /** Returns the most recently completed trick, if any. */
    public Optional<Trick> lastTrick() {
        return lastTrick;
    }

    /** Returns how many tricks have been completed in this hand. */
    public int tricksPlayed() {
        return tricksPlayed;
    }

    /** Returns every card played to a trick this hand, the current trick included. */
    public CardSet played() {
        return played;
    }

    /** Returns every side's points in the match, by side. */
    public List<Integer> scores() {
        return scores;
    }

    /**
     * Returns every award of the match so far, oldest first (a view made by {@link GameState#viewFor} copies them
     * out of the state only when first read, so that making a view costs the same however long the match has run).
     */
    public List<Award> awards() {
        return awards;
    }

    /** Returns the result of the last completed hand, if any. */
    public Optional<HandResult> lastHandResult() {
        return lastHandResult;
    }

    /** Returns the winning side, once the match is over. */
    public OptionalInt winner() {
        return winner;
    }

    /** Returns the viewer's legal actions when it is the viewer's turn, else empty. */
    public List<Action> legalActions() {
        return legalActions;
    }

    /** Returns the high bid of the hand's auction so far, if any (games with an auction). */
    public Optional<Contract> contract() {
        return contract;
    }

    /**
     * Returns every call of the hand's auction so far, oldest first, as every seat heard it: who passed, who bid
     * what, and (Commercial Pitch) elder's sale or refusal ({@link GameState#auction()}); empty before anyone speaks
     * and in games without an auction; in a game started from a position given without its calls, the calls made
     * since.
     */
    public List<AuctionCall> auction() {
        return auction;
    }

    /** Returns the top card of a face-up stock (California Jack), else empty. */
    public Optional<Card> stockTop() {
        return stockTop;
    }

    /**
     * Returns for each seat, the cards every seat knows it holds: those it drew from a face-up stock and has not yet
     * played (California Jack), or exposed (table mode; a card taken back by a retract is known again if it was
     * known before it was played, and only then); empty sets otherwise.
     */
    public List<CardSet> knownCards() {
        return knownCards;
    }

    /**
     * Returns for each seat, the cards it has thrown in this hand (West Yorkshire): a seat that throws in lays its
     * cards face up on the trick, so every seat saw whose they were; empty sets otherwise (and once the hand is
     * over).
     */
    public List<CardSet> thrownIn() {
        return thrownIn;
    }

    /**
     * Returns table mode: the viewer's own revokes this hand that nobody has called yet (other seats' views never
     * show that a card was a revoke).
     */
    public CardSet revokes() {
        return revokes;
    }

    /**
     * Returns every trick completed in this hand, oldest first: who played which card and who took it (every seat
     * saw them played face up); the deal sampler reads the voids a seat has shown from them.
     */
    public List<Trick> tricks() {
        return tricks;
    }

    /**
     * Returns table mode: what has been called aloud, or exposed, at the table this hand (revokes called, cards
     * exposed and those of them called, sides barred from Game, waiting partners who peeked); {@link
     * TableCalls#NONE} in the strict default.
     */
    public TableCalls tableCalls() {
        return tableCalls;
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

    /** Returns whether {@code o} is a view equal to this one in every part. */
    @Override
    public boolean equals(@Nullable Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof SeatView)) {
            return false;
        }
        SeatView v = (SeatView) o;
        return seat == v.seat && toAct == v.toAct && dealer == v.dealer && handNumber == v.handNumber
            && dealNumber == v.dealNumber && handHidden == v.handHidden && stockSize == v.stockSize
            && discardCount == v.discardCount && tricksPlayed == v.tricksPlayed && rules.equals(v.rules)
            && phase.equals(v.phase) && hand.equals(v.hand) && handSizes.equals(v.handSizes)
            && inPlay.equals(v.inPlay) && trump.equals(v.trump) && turnUp.equals(v.turnUp)
            && setAside.equals(v.setAside) && currentTrick.equals(v.currentTrick) && lastTrick.equals(v.lastTrick)
            && played.equals(v.played) && scores.equals(v.scores) && awards.equals(v.awards)
            && lastHandResult.equals(v.lastHandResult) && winner.equals(v.winner)
            && legalActions.equals(v.legalActions) && contract.equals(v.contract) && auction.equals(v.auction)
            && stockTop.equals(v.stockTop) && knownCards.equals(v.knownCards) && thrownIn.equals(v.thrownIn)
            && revokes.equals(v.revokes) && tricks.equals(v.tricks) && tableCalls.equals(v.tableCalls);
    }

    /** Returns a hash code of every part. */
    @Override
    public int hashCode() {
        int h = rules.hashCode();
        h = 31 * h + seat;
        h = 31 * h + phase.hashCode();
        h = 31 * h + toAct;
        h = 31 * h + dealer;
        h = 31 * h + handNumber;
        h = 31 * h + dealNumber;
        h = 31 * h + hand.hashCode();
        h = 31 * h + Boolean.hashCode(handHidden);
        h = 31 * h + handSizes.hashCode();
        h = 31 * h + inPlay.hashCode();
        h = 31 * h + trump.hashCode();
        h = 31 * h + turnUp.hashCode();
        h = 31 * h + setAside.hashCode();
        h = 31 * h + stockSize;
        h = 31 * h + discardCount;
        h = 31 * h + currentTrick.hashCode();
        h = 31 * h + lastTrick.hashCode();
        h = 31 * h + tricksPlayed;
        h = 31 * h + played.hashCode();
        h = 31 * h + scores.hashCode();
        h = 31 * h + awards.hashCode();
        h = 31 * h + lastHandResult.hashCode();
        h = 31 * h + winner.hashCode();
        h = 31 * h + legalActions.hashCode();
        h = 31 * h + contract.hashCode();
        h = 31 * h + auction.hashCode();
        h = 31 * h + stockTop.hashCode();
        h = 31 * h + knownCards.hashCode();
        h = 31 * h + thrownIn.hashCode();
        h = 31 * h + revokes.hashCode();
        h = 31 * h + tricks.hashCode();
        h = 31 * h + tableCalls.hashCode();
        return h;
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

    /**
     * Makes a {@link SeatView}: the only way to make one. Each part starts at the value its setter's Javadoc gives
     * (nothing yet: no cards, no calls, no points, nobody to act), but the rule set and the phase, which must be
     * set; the per-seat and per-side lists left unset are made for the rule set's table by {@link #build()}. A
     * builder checks only that no part is null: a view's consistency is checked where a view from elsewhere is
     * used ({@link io.github.allfours.bot.sample.DealSampler#of(SeatView)}). It is not thread-safe, and
     * {@link #build()} may be called more than once.
     */
    public static final class Builder {
        private @Nullable RuleSet rules;
        private int seat = -1;
        private @Nullable Phase phase;
        private int toAct = -1;
        private int dealer;
        private int handNumber;
        private int dealNumber;
        private CardSet hand = CardSet.EMPTY;
        private boolean handHidden;
        private @Nullable List<Integer> handSizes;
        private @Nullable List<Boolean> inPlay;
        private Optional<Suit> trump = Optional.empty();
        private Optional<Card> turnUp = Optional.empty();
        private CardSet setAside = CardSet.EMPTY;
        private int stockSize;
        private int discardCount;
        private @Nullable Trick currentTrick;
        private Optional<Trick> lastTrick = Optional.empty();
        private int tricksPlayed;
        private CardSet played = CardSet.EMPTY;
        private @Nullable List<Integer> scores;
        private List<Award> awards = List.of();
        private Optional<HandResult> lastHandResult = Optional.empty();
        private OptionalInt winner = OptionalInt.empty();
        private List<Action> legalActions = List.of();
        private Optional<Contract> contract = Optional.empty();
        private List<AuctionCall> auction = List.of();
        private Optional<Card> stockTop = Optional.empty();
        private @Nullable List<CardSet> knownCards;
        private @Nullable List<CardSet> thrownIn;
        private CardSet revokes = CardSet.EMPTY;
        private List<Trick> tricks = List.of();
        private TableCalls tableCalls = TableCalls.NONE;

        private Builder() {
        }

        private Builder(SeatView v) {
            this.rules = v.rules;
            this.seat = v.seat;
            this.phase = v.phase;
            this.toAct = v.toAct;
            this.dealer = v.dealer;
            this.handNumber = v.handNumber;
            this.dealNumber = v.dealNumber;
            this.hand = v.hand;
            this.handHidden = v.handHidden;
            this.handSizes = v.handSizes;
            this.inPlay = v.inPlay;
            this.trump = v.trump;
            this.turnUp = v.turnUp;
            this.setAside = v.setAside;
            this.stockSize = v.stockSize;
            this.discardCount = v.discardCount;
            this.currentTrick = v.currentTrick;
            this.lastTrick = v.lastTrick;
            this.tricksPlayed = v.tricksPlayed;
            this.played = v.played;
            this.scores = v.scores;
            this.awards = v.awards;
            this.lastHandResult = v.lastHandResult;
            this.winner = v.winner;
            this.legalActions = v.legalActions;
            this.contract = v.contract;
            this.auction = v.auction;
            this.stockTop = v.stockTop;
            this.knownCards = v.knownCards;
            this.thrownIn = v.thrownIn;
            this.revokes = v.revokes;
            this.tricks = v.tricks;
            this.tableCalls = v.tableCalls;
        }

        /**
         * Sets the rule set of the match; it must be set.
         *
         * @param rules the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder rules(RuleSet rules) {
            this.rules = Objects.requireNonNull(rules, "rules");
            return this;
        }

        /**
         * Sets the seat this view belongs to, -1 for a spectator's view (no hand, legal actions or revokes); by
         * default -1.
         *
         * @param seat the value
         * @return this builder
         */
        public Builder seat(int seat) {
            this.seat = seat;
            return this;
        }

        /**
         * Sets the current phase; it must be set.
         *
         * @param phase the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder phase(Phase phase) {
            this.phase = Objects.requireNonNull(phase, "phase");
            return this;
        }

        /**
         * Sets the seat to act, -1 when nobody is; by default -1.
         *
         * @param toAct the value
         * @return this builder
         */
        public Builder toAct(int toAct) {
            this.toAct = toAct;
            return this;
        }

        /**
         * Sets the dealer of the current hand; by default 0.
         *
         * @param dealer the value
         * @return this builder
         */
        public Builder dealer(int dealer) {
            this.dealer = dealer;
            return this;
        }

        /**
         * Sets the current hand, counted from 0: the hands completed so far ({@link GameState#handNumber()}); by
         * default 0.
         *
         * @param handNumber the value
         * @return this builder
         */
        public Builder handNumber(int handNumber) {
            this.handNumber = handNumber;
            return this;
        }

        /**
         * Sets the current deal of the match, redeals included, counted from 0 ({@link GameState#dealNumber()}); by
         * default 0.
         *
         * @param dealNumber the value
         * @return this builder
         */
        public Builder dealNumber(int dealNumber) {
            this.dealNumber = dealNumber;
            return this;
        }

        /**
         * Sets the viewer's own cards; empty while {@link SeatView#handHidden()}; by default empty.
         *
         * @param hand the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder hand(CardSet hand) {
            this.hand = Objects.requireNonNull(hand, "hand");
            return this;
        }

        /**
         * Sets whether the viewer may not look at their own hand: the pitcher's partner before the pitch under the
         * West Yorkshire rule; by default {@code false}.
         *
         * @param handHidden the value
         * @return this builder
         */
        public Builder handHidden(boolean handHidden) {
            this.handHidden = handHidden;
            return this;
        }

        /**
         * Sets how many cards each seat holds, by seat; by default 0 for every seat.
         *
         * @param handSizes the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder handSizes(List<Integer> handSizes) {
            this.handSizes = Objects.requireNonNull(handSizes, "handSizes");
            return this;
        }

        /**
         * Sets whether each seat is still in the hand, by seat (a West Yorkshire throw-in takes one out); by default
         * {@code true} for every seat.
         *
         * @param inPlay the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder inPlay(List<Boolean> inPlay) {
            this.inPlay = Objects.requireNonNull(inPlay, "inPlay");
            return this;
        }

        /**
         * Sets the trump suit, once known; by default empty.
         *
         * @param trump the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder trump(Optional<Suit> trump) {
            this.trump = Objects.requireNonNull(trump, "trump");
            return this;
        }

        /**
         * Sets the card turned up for trumps, if any; by default empty.
         *
         * @param turnUp the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder turnUp(Optional<Card> turnUp) {
            this.turnUp = Objects.requireNonNull(turnUp, "turnUp");
            return this;
        }

        /**
         * Sets earlier turn-ups of this deal, replaced by a run (they were shown face up); by default empty.
         *
         * @param setAside the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder setAside(CardSet setAside) {
            this.setAside = Objects.requireNonNull(setAside, "setAside");
            return this;
        }

        /**
         * Sets how many cards are left undealt (their order is not shown); by default 0.
         *
         * @param stockSize the value
         * @return this builder
         */
        public Builder stockSize(int stockSize) {
            this.stockSize = stockSize;
            return this;
        }

        /**
         * Sets how many cards lie face down out of play (which ones is not shown); by default 0.
         *
         * @param discardCount the value
         * @return this builder
         */
        public Builder discardCount(int discardCount) {
            this.discardCount = discardCount;
            return this;
        }

        /**
         * Sets the trick on the table; by default an empty trick of the hand {@link #handNumber(int)} sets.
         *
         * @param currentTrick the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder currentTrick(Trick currentTrick) {
            this.currentTrick = Objects.requireNonNull(currentTrick, "currentTrick");
            return this;
        }

        /**
         * Sets the most recently completed trick, if any; by default empty.
         *
         * @param lastTrick the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder lastTrick(Optional<Trick> lastTrick) {
            this.lastTrick = Objects.requireNonNull(lastTrick, "lastTrick");
            return this;
        }

        /**
         * Sets how many tricks have been completed in this hand; by default 0.
         *
         * @param tricksPlayed the value
         * @return this builder
         */
        public Builder tricksPlayed(int tricksPlayed) {
            this.tricksPlayed = tricksPlayed;
            return this;
        }

        /**
         * Sets every card played to a trick this hand, the current trick included; by default empty.
         *
         * @param played the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder played(CardSet played) {
            this.played = Objects.requireNonNull(played, "played");
            return this;
        }

        /**
         * Sets every side's points in the match, by side; by default 0 for every side.
         *
         * @param scores the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder scores(List<Integer> scores) {
            this.scores = Objects.requireNonNull(scores, "scores");
            return this;
        }

        /**
         * Sets every award of the match so far, oldest first (a view made by {@link GameState#viewFor} copies them
         * out of the state only when first read, so that making a view costs the same however long the match has
         * run); by default empty.
         *
         * @param awards the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder awards(List<Award> awards) {
            this.awards = Objects.requireNonNull(awards, "awards");
            return this;
        }

        /**
         * Sets the result of the last completed hand, if any; by default empty.
         *
         * @param lastHandResult the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder lastHandResult(Optional<HandResult> lastHandResult) {
            this.lastHandResult = Objects.requireNonNull(lastHandResult, "lastHandResult");
            return this;
        }

        /**
         * Sets the winning side, once the match is over; by default empty.
         *
         * @param winner the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder winner(OptionalInt winner) {
            this.winner = Objects.requireNonNull(winner, "winner");
            return this;
        }

        /**
         * Sets the viewer's legal actions when it is the viewer's turn, else empty; by default empty.
         *
         * @param legalActions the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder legalActions(List<Action> legalActions) {
            this.legalActions = Objects.requireNonNull(legalActions, "legalActions");
            return this;
        }

        /**
         * Sets the high bid of the hand's auction so far, if any (games with an auction); by default empty.
         *
         * @param contract the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder contract(Optional<Contract> contract) {
            this.contract = Objects.requireNonNull(contract, "contract");
            return this;
        }

        /**
         * Sets every call of the hand's auction so far, oldest first, as every seat heard it: who passed, who bid
         * what, and (Commercial Pitch) elder's sale or refusal ({@link GameState#auction()}); empty before anyone
         * speaks and in games without an auction; in a game started from a position given without its calls, the
         * calls made since; by default empty.
         *
         * @param auction the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder auction(List<AuctionCall> auction) {
            this.auction = Objects.requireNonNull(auction, "auction");
            return this;
        }

        /**
         * Sets the top card of a face-up stock (California Jack), else empty; by default empty.
         *
         * @param stockTop the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder stockTop(Optional<Card> stockTop) {
            this.stockTop = Objects.requireNonNull(stockTop, "stockTop");
            return this;
        }

        /**
         * Sets for each seat, the cards every seat knows it holds: those it drew from a face-up stock and has not
         * yet played (California Jack), or exposed (table mode; a card taken back by a retract is known again if it
         * was known before it was played, and only then); empty sets otherwise; by default an empty set for every
         * seat.
         *
         * @param knownCards the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder knownCards(List<CardSet> knownCards) {
            this.knownCards = Objects.requireNonNull(knownCards, "knownCards");
            return this;
        }

        /**
         * Sets for each seat, the cards it has thrown in this hand (West Yorkshire): a seat that throws in lays its
         * cards face up on the trick, so every seat saw whose they were; empty sets otherwise (and once the hand is
         * over); by default an empty set for every seat.
         *
         * @param thrownIn the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder thrownIn(List<CardSet> thrownIn) {
            this.thrownIn = Objects.requireNonNull(thrownIn, "thrownIn");
            return this;
        }

        /**
         * Sets table mode: the viewer's own revokes this hand that nobody has called yet (other seats' views never
         * show that a card was a revoke); by default empty.
         *
         * @param revokes the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder revokes(CardSet revokes) {
            this.revokes = Objects.requireNonNull(revokes, "revokes");
            return this;
        }

        /**
         * Sets every trick completed in this hand, oldest first: who played which card and who took it (every seat
         * saw them played face up); the deal sampler reads the voids a seat has shown from them; by default empty.
         *
         * @param tricks the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder tricks(List<Trick> tricks) {
            this.tricks = Objects.requireNonNull(tricks, "tricks");
            return this;
        }

        /**
         * Sets table mode: what has been called aloud, or exposed, at the table this hand (revokes called, cards
         * exposed and those of them called, sides barred from Game, waiting partners who peeked); {@link
         * TableCalls#NONE} in the strict default; by default {@link TableCalls#NONE}.
         *
         * @param tableCalls the value
         * @return this builder
         * @throws NullPointerException if it is null
         */
        public Builder tableCalls(TableCalls tableCalls) {
            this.tableCalls = Objects.requireNonNull(tableCalls, "tableCalls");
            return this;
        }

        /**
         * Makes the view. The lists are copied, so a list given to the builder may be changed afterwards without
         * changing the view.
         *
         * @return the view
         * @throws NullPointerException if the rule set or the phase was not set
         */
        public SeatView build() {
            return new SeatView(this, Objects.requireNonNull(rules, "rules must be set"),
                Objects.requireNonNull(phase, "phase must be set"));
        }
    }
}
