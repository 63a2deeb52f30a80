package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A mutable scratch copy of a {@link GameState} on which a hand is played out in place: for the play-outs of
 * a search, a solver's stepping through tricks, and simulations. It is <em>not</em> a {@code GameState} and not
 * part of the public, immutable model: it holds every card (never show it to a player), it changes under the
 * caller's feet, and it is <strong>not thread-safe</strong>: give each thread its own.
 *
 * <h2>One implementation of the rules</h2>
 * Every action runs the very phase and mechanic code that {@link GameState#apply(Action)} runs on its fresh
 * copy; here it runs on this object's own state, in place. {@code apply} is "copy the state, then take the
 * step"; a play-out is "take the step". The only differences are what a scratch state does not keep: it
 * reuses its own completed-trick objects, keeps the awards it makes packed in an array, and keeps no hand
 * result. {@link #toState()} gives the {@code GameState} that the public {@code apply} chain reaches from the
 * same state by the same actions (PlayoutTest checks this over random play under every rule set).
 *
 * <h2>Allocation</h2>
 * {@link #play(int)} and {@link #throwIn()} allocate nothing, nor does the count at the end of a hand; so a
 * whole hand of card play allocates nothing once the object has been used once (measured with JMH's gc
 * profiler: {@code Playouts.cards} in the examples' benchmarks). The other actions ({@link #apply(Action)}: stand
 * or beg, bids, discards) run the phases' ordinary code, which may allocate (a run deals a new deal part).
 * {@link #copyFrom(Playout)} copies in place without allocating, so a search or a solver can keep a stack of
 * these objects and undo a step by copying back the one saved before it.
 *
 * <h2>The end of the hand</h2>
 * A play-out stops when the hand is counted: the count's points are scored (and the match may end), then
 * {@link #isHandOver()} turns true, {@link #phase()} is {@link Phase#DEAL} and nobody is to act. The next hand
 * is dealt only when asked for ({@link #nextHand()}). It also stops when the match ends inside the hand
 * ({@link #isOver()}), and when a redeal needs a deck order the match's source does not have (then
 * {@link #phase()} is {@code DEAL} with the hand not over).
 *
 * <h2>What it shows</h2>
 * Cards are read as card words ({@link io.github.allfours.card.CardSet#bits()}: bit {@code 16 * suit + rank}),
 * single cards as their {@link Card#index()}, suits as their ordinal, absent ones as -1. Where a
 * {@link GameState} answers the same question in the public model's types, the play-out's method has a name of
 * its own ({@link #handBits} for {@link GameState#hand}, {@link #trumpOrdinal} for {@link GameState#trump}, ...),
 * so that a name means one type.
 *
 * <h2>Table mode</h2>
 * A play-out of a rule set in table mode plays by its rules (any card held may be played, a revoke is
 * remembered, the hand ends with the dealer's {@code count}), but no seat takes a claim on it: its
 * {@link #apply} refuses one, and the claims the engine lists among the legal actions
 * ({@link #legalAction}) are there only to keep its order the state's. A search plays the hand out this way and
 * leaves calling revokes to the table of people it plays at.
 */
public final class Playout {
    /**
     * The bit of {@link #legalPlayWord()} that says the seat to act may throw in (West Yorkshire): the sign bit,
     * which no card's index reaches. (The throw-in itself, the action, is {@code Call.THROW_IN}.)
     */
    public static final long THROW_IN_BIT = Long.MIN_VALUE;

    /** The scratch state: a GameState never handed out, written in place by the phases and mechanics. */
    private final GameState s = new GameState();
    /** Its match part, always its own (the scratch state's {@code matchOwned} stays true). */
    private final Match match = new Match.Scratch(this);
    /** The reusable completed tricks. */
    private final ScratchTricks tricks = new ScratchTricks();
    /** The awards made since the last reset. */
    private final PackedAwards awardsMade = new PackedAwards();
    /** The count's buffer of each side's Game values. */
    private int[] gameValues = new int[2];
    /** Whether the hand has been counted (and the next not dealt). */
    private boolean handOver;
    /** Whether a hand has been counted since the last reset: {@link #toState()} is then refused. */
    private boolean counted;

    /** Places the cards anew for {@link #redeal}; made at the first redeal. */
    private Redeal redeal;

    /** An empty play-out, only to be copied into ({@link #copyFrom}): the copy a redeal keeps to undo itself. */
    Playout() {
        s.deal = new Deal();
        s.dealOwned = true;
        s.match = match;
        s.matchOwned = true;
    }

    /**
     * A scratch copy of {@code state}.
     *
     * @param state the state to copy
     */
    public Playout(GameState state) {
        reset(state);
    }

    /**
     * Makes this object a scratch copy of {@code state}, reusing its memory: after the first use this allocates
     * nothing.
     *
     * @param state the state to copy
     * @return this object
     */
    public Playout reset(GameState state) {
        Objects.requireNonNull(state, "state");
        Deal own = s.deal;
        s.assign(state);
        s.deal = own == null ? state.deal.copy() : own;
        if (own != null) {
            own.assign(state.deal);
        }
        s.dealOwned = true;
        match.assign(state.match);
        s.match = match;
        s.matchOwned = true;
        awardsMade.keep(0);
        handOver = false;
        counted = false;
        tricks.forget();
        return this;
    }

    /**
     * A new play-out, an exact copy of this one (which is not changed): a second scratch state to step while this
     * one is kept, without building a {@link GameState}.
     *
     * @return the copy
     */
    public Playout copy() {
        return new Playout().copyFrom(this);
    }

    /**
     * Makes this object an exact copy of another play-out, in place and without allocating (once its arrays
     * have grown to the other's): to save a position before a step and undo the step by copying it back.
     *
     * @param other the play-out to copy; it is not changed
     * @return this object
     */
    public Playout copyFrom(Playout other) {
        Objects.requireNonNull(other, "other");
        if (other == this) {
            return this;
        }
        Deal own = s.deal;
        s.assign(other.s);
        own.assign(other.s.deal);
        s.deal = own;
        match.assign(other.match);
        s.match = match;
        s.lastTrick = tricks.copyChain(other.s.lastTrick, other.s.tricksPlayed);     // into this object's own
        awardsMade.copyFrom(other.awardsMade);
        handOver = other.handOver;
        counted = other.counted;
        return this;
    }

    // ------------------------------------------------------------------------------------ acting

    /**
     * The seat to act plays {@code card} to the trick: the trick-play phase's own step, in place, then the
     * legal actions of the next seat to act are decided. Allocates nothing.
     *
     * @param card the index of a card in {@link #legalPlayWord()}
     * @throws IllegalArgumentException if it is not one of them (nothing changes)
     */
    public void play(int card) {
        if (card < 0 || card >= 63 || (legalPlayWord() & (1L << card)) == 0) {
            throw new IllegalArgumentException("card " + cardName(card) + " is not a legal play now; the legal plays are "
                + CardSet.ofBits(legalPlayWord() & ~THROW_IN_BIT));
        }
        s.match.compiled.play.play(s, s.toAct, card, EventListener.NONE);
        s.publish();
    }

    /**
     * The seat to act throws in its cards and leaves the hand (West Yorkshire): the trick-play phase's own step,
     * in place. Allocates nothing.
     *
     * @throws IllegalStateException if the seat to act may not throw in now ({@link #legalPlayWord()} has no
     *                               {@link #THROW_IN_BIT}); nothing changes
     */
    public void throwIn() {
        if ((legalPlayWord() & THROW_IN_BIT) == 0) {
            throw new IllegalStateException("seat " + s.toAct + " may not throw in now (phase " + s.phase + ")");
        }
        TrickPlayPhase.throwIn(s, s.toAct, EventListener.NONE);
        s.publish();
    }

    /**
     * The seat to act takes {@code action}: the same phase code as {@link GameState#apply(Action)}, in place.
     * A card play goes the way of {@link #play(int)}.
     *
     * @param action one of the legal actions of the seat to act, not a table-mode claim
     * @throws IllegalArgumentException if it is not legal now, naming the {@link Reason}, or it is a claim; nothing
     *                                  changes
     */
    public void apply(Action action) {
        Objects.requireNonNull(action, "action");
        if (action.isClaim()) {
            throw new IllegalArgumentException(action + " is a table-mode claim, which no seat takes on a play-out");
        }
        if (action instanceof Play p && s.phase == Phase.PLAY && (s.legal & p.card().bit()) != 0) {
            play(p.card().index());
            return;
        }
        Reason r = Legality.reason(s, s.toAct, action);
        if (r != null) {
            throw new IllegalArgumentException(action + " is not legal now for seat " + s.toAct + ": " + r);
        }
        s.match.compiled.phase(s.phase).apply(s, s.toAct, action, EventListener.NONE);
        s.publish();
    }

    /**
     * After the hand has been counted, passes the deal and deals the next hand from the match's deck source, as
     * {@link GameState#apply} does at the end of a hand (when the source has no order for it, the play-out waits
     * in {@link Phase#DEAL}). For simulations that play whole matches on a play-out.
     *
     * @throws IllegalStateException if the hand is not over, or the match is
     */
    public void nextHand() {
        if (!handOver || isOver()) {
            throw new IllegalStateException("no next hand: " + (isOver() ? "the match is over" : "the hand is not over"));
        }
        handOver = false;
        tricks.forget();
        Dealing.passDeal(s, EventListener.NONE);
        s.publish();
    }

    /**
     * Deals the cards not yet played anew, as if the hand had been dealt so and played as it was: for
     * determinization, where a bot places the cards it cannot see (as {@code io.github.allfours.bot.sample.DealSampler}
     * does). Each seat's hand becomes {@code hands[seat]}, the stock {@code stock} (card indexes, top first),
     * the face-down discards {@code discards}, and later deals come from {@code source}; the cards played, turned
     * up and set aside stay where they are. In trick play the hand's plays so far are then replayed from the first
     * lead by the trick-play phase itself, each card checked against its legality decision of the moment, so what
     * rests on the hidden cards (who held High, Low and the jack when play began, who captured Low, the lead a
     * trumped suit owes, the legal plays now) is the engine's own work: the play-out is then in the position that
     * {@link GameState#from(Setup)} makes of the same cards and plays.
     *
     * <p>Allocates only the deck order of the new stock, once the first redeal has made its buffers.
     *
     * @param hands    for each seat, the cards it holds now, as card words
     * @param stock    the undealt cards in order, top first, as card indexes ({@link Card#index()})
     * @param discards the cards lying face down out of play, as a card word
     * @param source   where later deals come from ({@link #nextHand()})
     * @return this play-out
     * @throws IllegalStateException    if no hand is being played (the hand is over, or a deal awaited), the rules
     *                                  draw from a stock during play (the hands at each trick are then not known)
     *                                  or play table mode (the revokes are the hands' own), or a seat has thrown
     *                                  in this hand; nothing changes
     * @throws IllegalArgumentException if the cards placed are not the cards unplayed, each once; a hand's size
     *                                  would change; a card every seat has seen in a hand would move; or a card
     *                                  played this hand could not have been played from the hands given (the
     *                                  message names it and the reason); nothing changes
     */
    public Playout redeal(long[] hands, int[] stock, long discards, DeckSource source) {
        Objects.requireNonNull(hands, "hands");
        Objects.requireNonNull(stock, "stock");
        Objects.requireNonNull(source, "source");
        if (redeal == null) {
            redeal = new Redeal();
        }
        tricks.forget();
        redeal.redeal(this, s, hands, stock, discards, source);
        tricks.forget();
        return this;
    }

    // ------------------------------------------------------------------------------------ asking

    /** Returns the rule set of the match. */
    public RuleSet rules() {
        return match.rules;
    }

    /**
     * Returns the phase: {@link Phase#DEAL} once the hand is over (or while a redeal waits for a deck order),
     * {@link Phase#MATCH_OVER} once the match is.
     */
    public Phase phase() {
        return s.phase;
    }

    /** Returns the seat to act, or -1 when nobody is (the hand or the match is over, or a deal is awaited). */
    public int toAct() {
        return s.toAct;
    }

    /** Returns {@code true} once the hand has been counted (and until {@link #nextHand()}). */
    public boolean isHandOver() {
        return handOver;
    }

    /** Returns {@code true} once a side has reached the target. */
    public boolean isOver() {
        return s.phase == Phase.MATCH_OVER;
    }

    /** Returns the side that won the match, or -1 while it goes on ({@link GameState#winner()}). */
    public int matchWinner() {
        return match.winner;
    }

    /**
     * One side's points in the match so far.
     *
     * @param side a side
     * @return its points
     * @throws IllegalArgumentException if there is no such side
     */
    public int score(int side) {
        return match.scores[s.checkSide(side)];
    }

    /** Returns the seat that dealt the hand. */
    public int dealer() {
        return match.dealer;
    }

    /** Returns the number of the hand, from 0, as {@link GameState#handNumber()}. */
    public int handNumber() {
        return match.handNumber;
    }

    /** Returns the number of the deal, from 0, redeals counted, as {@link GameState#dealNumber()}. */
    public int dealNumber() {
        return match.dealNumber;
    }

    /**
     * The cards the seat to act may play, as a card word, with the sign bit ({@link #THROW_IN_BIT}) set when it may
     * throw in instead; 0 outside trick play. The legality decision the engine made once for this position
     * ({@link GameState#legalPlayBits()} gives the cards alone).
     *
     * @return the legal plays
     */
    public long legalPlayWord() {
        return s.phase == Phase.PLAY ? s.legal & ~TrickPlayPhase.TABLE_BIT : 0;
    }

    /**
     * The number of legal actions of the seat to act, as {@link GameState#legalActionCount()}: the legal
     * plays (and the throw-in) in trick play; the calls, bids or discards otherwise.
     *
     * @return how many; 0 when nobody is to act
     */
    public int legalActionCount() {
        return Legality.legalActionCount(s);
    }

    /**
     * The {@code index}-th legal action, as {@link GameState#legalAction(int)}: in trick play without
     * allocating (the throw-in first, then the cards in card order).
     *
     * @param index 0 .. {@link #legalActionCount()} - 1
     * @return that action
     * @throws IndexOutOfBoundsException outside that range
     */
    public Action legalAction(int index) {
        return Legality.legalAction(s, index);
    }

    /**
     * The cards a seat holds, as {@link GameState#handBits(int)}.
     *
     * @param seat a seat
     * @return its hand as a card word
     * @throws IllegalArgumentException if there is no such seat
     */
    public long handBits(int seat) {
        return s.handOf(s.checkSeat(seat));
    }

    /**
     * West Yorkshire's waiting partner, as {@link GameState#handHiddenFrom(int)}: whether a seat may not look at
     * its own hand now (a policy playing for it must not read it either).
     *
     * @param seat a seat
     * @return {@code true} if that seat may not see its own hand now
     * @throws IllegalArgumentException if there is no such seat
     */
    public boolean handHiddenFrom(int seat) {
        return match.compiled.trumps.handHiddenFrom(s, s.checkSeat(seat));
    }

    /** Returns every card still in a hand, as a card word. */
    public long held() {
        return s.held;
    }

    /**
     * Whether a seat is still in the hand.
     *
     * @param seat a seat
     * @return {@code false} once it has thrown in (West Yorkshire)
     * @throws IllegalArgumentException if there is no such seat
     */
    public boolean isInPlay(int seat) {
        return (s.active & (1 << s.checkSeat(seat))) != 0;
    }

    /** Returns the trump suit's ordinal ({@link io.github.allfours.card.Suit#ordinal()}), or -1 while none is fixed. */
    public int trumpOrdinal() {
        return s.deal.trump;
    }

    /** Returns the index of the card turned up for trumps, or -1 when none is. */
    public int turnUpIndex() {
        return s.deal.turnUp;
    }

    /** Returns the points of the auction's high bid (the contract), or 0 when there is none. */
    public int contractPoints() {
        return s.deal.contract;
    }

    /** Returns the seat that made the high bid, or -1 when there is none. */
    public int contractor() {
        return s.deal.contractor;
    }

    /** Returns the number of cards played (not thrown in) to the trick being played. */
    public int trickSize() {
        return s.trickSize;
    }

    /**
     * The {@code k}-th card played to the trick being played.
     *
     * @param k 0 (the lead) .. {@link #trickSize()} - 1
     * @return its index
     * @throws IndexOutOfBoundsException outside that range
     */
    public int trickCard(int k) {
        return (int) (s.trickOrder >>> (6 * checkTrickPosition(k))) & 63;
    }

    /**
     * The seat that played the {@code k}-th card of the trick being played.
     *
     * @param k 0 (the leader) .. {@link #trickSize()} - 1
     * @return that seat
     * @throws IndexOutOfBoundsException outside that range
     */
    public int trickSeat(int k) {
        return (s.trickSeats >>> (4 * checkTrickPosition(k))) & 15;
    }

    /** Returns the number of cards in the stock: the undealt cards, or those left to draw (52 while a deal is awaited). */
    public int stockSize() {
        return s.stockSize();
    }

    /** Returns the cards of the stock, as a card word (every card while a deal is awaited). */
    public long stockBits() {
        return Dealing.stockBits(s);
    }

    /** Returns the cards played and thrown in to the trick being played, as a card word. */
    public long trickCards() {
        return s.trickCards | s.deal.thrownIn;
    }

    /** Returns the index of the card winning the trick being played so far, or -1 before the lead. */
    public int winningCard() {
        return s.trickSize == 0 ? -1 : s.winCard;
    }

    /** Returns the seat winning the trick being played so far, or -1 before the lead. */
    public int winningSeat() {
        return s.trickSize == 0 ? -1 : s.winSeat;
    }

    /** Returns the number of tricks completed in this hand. */
    public int tricksPlayed() {
        return s.tricksPlayed;
    }

    /** Returns every card played or thrown in to a trick this hand, the current trick included, as a card word. */
    public long played() {
        return tricks.playedBefore(s.lastTrick, s.tricksPlayed) | s.trickCards | s.deal.thrownIn;
    }

    /**
     * The cards a side has taken in tricks this hand.
     *
     * @param side a side
     * @return those cards as a card word
     * @throws IllegalArgumentException if there is no such side
     */
    public long capturedBits(int side) {
        s.checkSide(side);
        int[] sideOf = match.compiled.sideOf;
        long c = 0;
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed; k++, t = t.previous) {
            if (sideOf[t.winner] == side) {
                c |= t.all;
            }
        }
        return c;
    }

    /**
     * The seat that played a card to a trick this hand, the trick being played included.
     *
     * @param card a card's index
     * @return the seat, or -1 when the card has not been played to a trick this hand (thrown in cards included:
     *         they are not played)
     */
    public int playerOf(int card) {
        for (int k = 0; k < s.trickSize; k++) {
            if (trickCard(k) == card) {
                return trickSeat(k);
            }
        }
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed; k++, t = t.previous) {
            for (int i = 0; i < t.size; i++) {
                if (((int) (t.order >>> (6 * i)) & 63) == card) {
                    return (t.seats >>> (4 * i)) & 15;
                }
            }
        }
        return -1;
    }

    /**
     * The seat that captured a card this hand: the winner of the completed trick it lies on.
     *
     * @param card a card's index
     * @return the seat, or -1 when no completed trick of the hand holds the card
     */
    public int captorOf(int card) {
        return card < 0 || card > 63 ? -1 : CountFacts.captor(card, s);
    }

    /**
     * Every award of the match so far, oldest first: those of the state this play-out was reset from, then those
     * made on it. Allocates the list: for tests and summaries.
     *
     * @return the awards, an unmodifiable list
     */
    public List<Award> awards() {
        List<Award> all = new ArrayList<>(Chain.toList(match.awards, 0));
        for (int i = 0; i < awardsMade.count(); i++) {
            all.add(awardsMade.get(i));
        }
        return List.copyOf(all);
    }

    /**
     * The state this play-out is in, as the public immutable model: equal to the {@link GameState} that
     * {@link GameState#apply(Action)} reaches from the state it was reset from by the same actions. For tests
     * and for handing a position on; allocates.
     *
     * @return the state
     * @throws IllegalStateException once a hand has been counted on this play-out (since the last reset), whose
     *                               result it does not keep
     */
    public GameState toState() {
        if (counted) {
            throw new IllegalStateException("a hand has been counted on this play-out since it was reset, and a "
                + "play-out keeps no hand result: its state is not the public model's");
        }
        GameState g = new GameState(s);
        g.deal = s.deal.copy();
        Match m = new Match();
        m.assign(match);
        m.awards = awardsMade.pushAll(m.awards);
        g.match = m;
        g.lastTrick = TakenTrick.copyOfChain(s.lastTrick, s.tricksPlayed);
        g.publish();
        return g;
    }

    /**
     * A one-line summary for debugging, with every hand's cards (never for logs a player may read).
     *
     * @return the summary
     */
    @Override
    public String toString() {
        return "Playout" + GameState.summary(s, true).substring("GameState".length())
            + (handOver ? " (hand over)" : "");
    }

    // ------------------------------------------------------------------------------------ for the engine

    /** The reusable trick object for trick {@code k} of the hand ({@link TrickPlayPhase}'s trick end). */
    TakenTrick trickAt(int k) {
        return tricks.at(k);
    }

    /** The count's buffer of Game values, zeroed ({@link FourPointsMechanic}). */
    int[] gameValues(int sides) {
        if (gameValues.length != sides) {
            gameValues = new int[sides];
        }
        java.util.Arrays.fill(gameValues, 0);
        return gameValues;
    }

    /** Keeps an award made on the scratch state ({@link GameState#award}), packed. */
    void recordAward(int hand, int deal, int side, int points, AwardReason reason, int card) {
        awardsMade.add(hand, deal, side, points, reason, card);
    }

    /** The awards made on this play-out since its last reset ({@link Redeal} forgets its replay's). */
    PackedAwards awardsMade() {
        return awardsMade;
    }

    /** The hand has been counted ({@link Counting#finish}): the play-out stops. */
    void handCounted() {
        handOver = true;
        counted = true;
        s.enter(Phase.DEAL, GameState.NONE);
    }

    private int checkTrickPosition(int k) {
        if (k < 0 || k >= s.trickSize) {
            throw new IndexOutOfBoundsException("trick position " + k + " of " + s.trickSize + " cards played");
        }
        return k;
    }

    private static String cardName(int card) {
        return card >= 0 && card < 64 && (card & 15) < 13 ? Card.ofIndex(card) + " (" + card + ")" : "index " + card;
    }
}
