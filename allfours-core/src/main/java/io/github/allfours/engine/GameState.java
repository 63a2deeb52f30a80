package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Contract;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.game.Setup;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One moment of an All Fours match: the deal, every hand, the trick on the table, the score. Immutable:
 * {@link #apply(Action)} returns a new state and leaves this one as it was, so states can be kept,
 * compared, shared between threads and searched by bots.
 *
 * <h2>Asking the state</h2>
 * {@link #toAct()} says whose turn it is, {@link #legalActions()} what they may do, {@link #check(Action)}
 * why a proposed action would be refused ({@link Violation}), {@link #scores()} and {@link #awards()}
 * the points so far, {@link #viewFor(int)} what one seat may see.
 *
 * <h2>One place decides legality</h2>
 * The rules of the current phase decide the legal actions once, when the state is made;
 * {@link #legalActions}, {@link #check} and {@link #apply} all read that one decision: an action is in
 * {@code legalActions()} exactly when {@code check} finds nothing wrong with it, and {@code apply}
 * refuses exactly what {@code check} refuses, throwing an {@link IllegalActionException} that holds the
 * untouched state.
 *
 * <h2>What happened</h2>
 * {@link #apply(int, Action, EventListener)} reports what an action caused, in order, as
 * {@link GameEvent}s: cards turned up, trumps fixed, tricks taken, points awarded, hands counted, new
 * deals, the end of the match. Without a listener nothing is built for them.
 *
 * <h2>Dealing</h2>
 * Deals are chance events decided by deck orders (top card first) from the match's {@link DeckSource}:
 * deal {@code n} of the match (redeals count) uses {@code source.order(n)}. When the source has no
 * order for a deal, the state waits in {@link Phase#DEAL} until {@link #deal(DeckOrder)} supplies one.
 * The same rules, first dealer, deck orders and actions always give an equal state.
 *
 * <h2>Seats and sides</h2>
 * Seats are numbered 0.. in the order of play; elder is the seat after the dealer. Seat {@code s} plays
 * for side {@code rules().sideOf(s)}. Methods taking a seat or side refuse one outside the table with an
 * {@link IllegalArgumentException}.
 *
 * <p>docs/rules.md describes every rule the engine implements, with its source.
 */
public final class GameState {
    // Written only while a fresh copy is built by apply(), start() or deal(), through the phase and
    // mechanic classes; once a state is returned it never changes (publish() fences the writes).
    Deal deal;                  // the deal, shared until written (writableDeal())
    boolean dealOwned;          // this unpublished copy has its own deal
    Match match;                // the match, shared until written (writableMatch())
    boolean matchOwned;         // this unpublished copy has its own match
    Phase phase;
    byte toAct;                 // NONE in DEAL and MATCH_OVER
    long legal;                 // the legal actions of the seat to act, encoded by the phase (PhaseRules.decide)
    long held;                  // a bit for every card still in a hand; whose hand: Deal's seat planes
    int active;                 // a bit per seat still in play this hand (a throw-in removes one)
    // the trick being played: TrickPlayPhase owns these fields
    long trickOrder;            // card k at bits 6k..
    int trickSeats;             // seat k at bits 4k..
    long trickCards;            // the cards played (not thrown) to it
    byte trickSize;             // cards played (not thrown) to it
    byte trickActs;             // plays and throw-ins so far
    byte trickNeeded;           // seats in play when it was led
    byte ledSuit;
    byte winSeat;               // the seat winning it so far
    byte winCard;               // the card winning it so far
    TakenTrick lastTrick;       // the most recently completed trick of the match, null before any
    byte tricksPlayed;          // tricks completed this hand

    /** No seat, side or card: -1. */
    static final int NONE = -1;

    GameState() {
    }

    /**
     * A field-by-field copy (not {@code Object.clone()}: C2 turns a clone of an object this size into a
     * call to its array-copy stub, which measured as the largest single cost of a card play).
     * StateCopyTest fails when a field is added here and not copied.
     */
    GameState(GameState o) {
        assign(o);
    }

    // ------------------------------------------------------------------------------------ starting

    /**
     * Starts a match: deal 0 comes from {@code source}, dealt by {@code firstDealer}.
     *
     * @param rules       the rule set
     * @param firstDealer the seat that deals first (choose it with a table procedure, or 0)
     * @param source      the deck order of each deal; when it has none the state waits in {@link Phase#DEAL}
     * @return the state after the first deal (or waiting for it)
     * @throws IllegalArgumentException if {@code firstDealer} is not a seat of the rule set
     */
    public static GameState start(RuleSet rules, int firstDealer, DeckSource source) {
        return start(rules, firstDealer, source, EventListener.NONE);
    }

    /**
     * Starts a match and reports the first deal and what it caused (a turn-up and its points) to
     * {@code events}.
     *
     * @param rules       the rule set
     * @param firstDealer the seat that deals first
     * @param source      the deck order of each deal
     * @param events      where to report what happens
     * @return the state after the first deal (or waiting for it)
     * @throws IllegalArgumentException if {@code firstDealer} is not a seat of the rule set
     */
    public static GameState start(RuleSet rules, int firstDealer, DeckSource source, EventListener events) {
        return Dealing.start(rules, firstDealer, source, events);
    }

    /**
     * Starts a match from explicit deck orders, one per deal (redeals included); once they are used up
     * the state waits in {@link Phase#DEAL}.
     *
     * @param rules       the rule set
     * @param firstDealer the seat that deals first
     * @param orders      the deck orders, top card first
     * @return the state after the first deal
     */
    public static GameState start(RuleSet rules, int firstDealer, DeckOrder... orders) {
        return start(rules, firstDealer, DeckSource.of(orders));
    }

    /**
     * Starts a match with reproducible random deals ({@link DeckSource#seeded(long)}) and seat 0 dealing.
     *
     * @param rules the rule set
     * @param seed  the seed of every shuffle of the match
     * @return the state after the first deal
     */
    public static GameState start(RuleSet rules, long seed) {
        return start(rules, 0, DeckSource.seeded(seed));
    }

    /**
     * The state of a position given as plain data: for a test, a puzzle, a bot, or an app restoring a saved
     * position. The setup is checked first, and refused with every problem found at once when it is not a
     * position that play under its rules reaches; {@link Setup} says exactly what is checked, and what a
     * position cannot show. The deck order of the new state lists the cards dealt before in card order, then
     * the stock.
     *
     * @param setup the position
     * @return the state
     * @throws InvalidSetupException listing every problem when the setup is not a reachable position
     */
    public static GameState from(Setup setup) {
        return Positions.build(java.util.Objects.requireNonNull(setup, "setup"));
    }

    /**
     * The position of this state as plain data: {@code GameState.from(state.setup())} gives a state with the
     * same position, views, legal actions and future. It holds every card: never send it to a player.
     *
     * @return the setup
     */
    public Setup setup() {
        return Positions.setupOf(this);
    }

    /**
     * Supplies the deck order for the deal the state is waiting for ({@link Phase#DEAL}).
     *
     * @param order the order, top card first
     * @return the state after that deal
     * @throws IllegalStateException if the state is not waiting for a deal
     */
    public GameState deal(DeckOrder order) {
        return deal(order, EventListener.NONE);
    }

    /**
     * Supplies the deck order for the deal the state is waiting for, reporting the deal and what it
     * caused to {@code events}.
     *
     * @param order  the order, top card first
     * @param events where to report what happens
     * @return the state after that deal
     * @throws IllegalStateException if the state is not waiting for a deal
     */
    public GameState deal(DeckOrder order, EventListener events) {
        return Dealing.dealAwaited(this, Objects.requireNonNull(order, "order"), Objects.requireNonNull(events, "events"));
    }

    // ------------------------------------------------------------------------------------ asking

    /** Returns the rule set of the match. */
    public RuleSet rules() {
        return match.rules;
    }

    /** Returns the current phase. */
    public Phase phase() {
        return phase;
    }

    /** Returns {@code true} once a side has reached the target. */
    public boolean isOver() {
        return phase == Phase.MATCH_OVER;
    }

    /** Returns the seat whose turn it is, or -1 when nobody is to act (a deal is awaited, or the match is over). */
    public int toAct() {
        return toAct;
    }

    /** Returns the seat that dealt (or is about to deal) the current hand. */
    public int dealer() {
        return match.dealer;
    }

    /** Returns elder: the seat after the dealer in play order, who begs and leads first. */
    public int elder() {
        return match.compiled.next(match.dealer);
    }

    /**
     * Returns the number of the current hand, counted from 0 (the first hand of the match is hand 0): the hands
     * completed before this one. When the match ends in a hand's count it stays that hand's number. Hands,
     * deals, seats and sides are all numbered from 0 throughout the library: in {@link Award}, {@link Trick},
     * {@link HandResult}, {@link GameEvent.Dealt}, the {@code toString} forms, the JSON form
     * ({@code io.github.allfours.json}) and the {@code allfours} commands.
     */
    public int handNumber() {
        return match.handNumber;
    }

    /**
     * Returns the number of the current deal in the match, counting redeals, from 0 (the first deal is 0); never
     * below {@link #handNumber()}.
     */
    public int dealNumber() {
        return match.dealNumber;
    }

    /**
     * Returns the deck order of the current deal, or empty while a deal is awaited. It reveals every hidden
     * card: never send it to a player; see {@link #viewFor(int)}.
     */
    public Optional<DeckOrder> deckOrder() {
        return Optional.ofNullable(deal.deck);
    }

    /**
     * The cards a seat holds now.
     *
     * @param seat a seat
     * @return the cards that seat holds now
     * @throws IllegalArgumentException if there is no such seat
     */
    public CardSet hand(int seat) {
        return CardSet.ofBits(handOf(checkSeat(seat)));
    }

    /**
     * A seat's hand as a raw card word, without allocating.
     *
     * @param seat a seat
     * @return the raw card word of that seat's hand (see {@link CardSet#bits()}), without allocating
     * @throws IllegalArgumentException if there is no such seat
     */
    public long handBits(int seat) {
        return handOf(checkSeat(seat));
    }

    /** Returns the trump suit, or empty while it is not yet known. */
    public Optional<Suit> trump() {
        return deal.trump < 0 ? Optional.empty() : Optional.of(Suit.of(deal.trump));
    }

    /** Returns the card now turned up for trumps, or empty when none is. */
    public Optional<Card> turnUp() {
        return deal.turnUp < 0 ? Optional.empty() : Optional.of(Card.ofIndex(deal.turnUp));
    }

    /** Returns the cards turned up earlier in this deal and replaced by a run (face up, out of play). */
    public CardSet setAside() {
        return CardSet.ofBits(deal.setAside);
    }

    /**
     * Returns the cards out of play face down this deal: discards after a run, and classic's runs set aside
     * unseen. Nobody sees them; a seat's view shows only how many there are.
     */
    public CardSet discards() {
        return CardSet.ofBits(deal.discards);
    }

    /**
     * Whether a seat is still in the hand.
     *
     * @param seat a seat
     * @return {@code false} once that seat has thrown in for the rest of the hand (West Yorkshire)
     * @throws IllegalArgumentException if there is no such seat
     */
    public boolean isInPlay(int seat) {
        return (active & (1 << checkSeat(seat))) != 0;
    }

    /** Returns the undealt cards of the pack (all 52 while a deal is awaited). */
    public CardSet stock() {
        return CardSet.ofBits(Dealing.stockBits(this));
    }

    /** Returns the number of undealt cards. */
    public int stockSize() {
        return deal.deck == null ? 52 : deal.deck.size() - deal.deckPos;
    }

    /** Returns the trick being played (empty between tricks). */
    public Trick currentTrick() {
        return TakenTrick.trick(match.handNumber, trickOrder, trickSeats, trickSize, deal.thrownIn, NONE);
    }

    /**
     * Returns the most recently completed trick of the match (after a hand's last trick it stays here until the
     * next hand's first trick is complete), or empty before any.
     */
    public Optional<Trick> lastTrick() {
        return lastTrick == null ? Optional.empty() : Optional.of(lastTrick.toTrick());
    }

    /** Returns the number of tricks completed in this hand. */
    public int tricksPlayed() {
        return tricksPlayed;
    }

    /**
     * Returns the high bid of this hand's auction so far (after the auction: the contract the pitcher's
     * side must make), or empty before any bid and in games without an auction.
     */
    public Optional<Contract> contract() {
        return deal.contract == 0 ? Optional.empty() : Optional.of(new Contract(deal.contractor, deal.contract));
    }

    /**
     * The calls of this hand's auction so far, oldest first, as every seat heard them: each bidder's
     * {@code pass} or {@code bid n} in turn from the first bidder to the dealer, then, in Commercial Pitch,
     * elder's {@code sell} or {@code refuse} (docs/rules.md, "Bidding" and "Commercial Pitch"). Empty before
     * anyone speaks, after a new deal, and in games without an auction. A state made by {@link #from(Setup)}
     * has the setup's calls, then those made after it: when the setup gave none, or only the most recent, the
     * list holds the calls known, the most recent of the auction (its first is then not the first bidder's).
     *
     * @return the calls, oldest first (unmodifiable)
     */
    public List<AuctionCall> auction() {
        return AuctionLog.calls(this);
    }

    /**
     * Returns the top card of a face-up stock (California Jack), which every seat sees; empty when the
     * stock is face down (Shasta Sam), empty, or not part of the game.
     */
    public Optional<Card> stockTop() {
        int top = match.compiled.trumps.stockTop(this);
        return top < 0 ? Optional.empty() : Optional.of(Card.ofIndex(top));
    }

    /**
     * The cards every seat knows {@code seat} holds: those it drew from a face-up stock (California Jack) or
     * exposed (table mode) and has not yet played. In table mode such a card played and then taken back by a
     * retract is known again in the hand; a card taken back that was not known before it was played is not
     * known after ({@link Setup#knownCards()} also lists the known cards on the current trick).
     *
     * @param seat a seat
     * @return those cards
     * @throws IllegalArgumentException if there is no such seat
     */
    public CardSet knownCards(int seat) {
        return CardSet.ofBits(handOf(checkSeat(seat)) & deal.shown);
    }

    /**
     * Table mode: the revokes of this hand that nobody has called yet (host-side knowledge; a seat's view
     * shows only its own). Empty in the strict default.
     */
    public CardSet uncalledRevokes() {
        return deal.irregular == null ? CardSet.EMPTY : CardSet.ofBits(deal.irregular.revokes());
    }

    /** Table mode: the exposed cards an opponent has called and that are still held. */
    public CardSet calledCards() {
        return deal.irregular == null ? CardSet.EMPTY : CardSet.ofBits(deal.irregular.called() & held);
    }

    // ------------------------------------------------------------------------------------ the match so far

    /** Returns the results of every completed hand of the match, oldest first. */
    public List<HandResult> handResults() {
        return Chain.toList(match.results, 0);
    }

    /**
     * One side's points in the match so far.
     *
     * @param side a side
     * @return that side's points in the match so far
     * @throws IllegalArgumentException if there is no such side
     */
    public int score(int side) {
        return match.scores[checkSide(side)];
    }

    /** Returns every side's points, indexed by side (a copy). */
    public int[] scores() {
        return match.scores.clone();
    }

    /** Returns every award of the match so far, oldest first. */
    public List<Award> awards() {
        return Chain.toList(match.awards, 0);
    }

    /** Returns the number of awards made in the match so far: {@code awards().size()} without copying. */
    public int awardCount() {
        return Chain.size(match.awards);
    }

    /**
     * The awards made since an earlier moment of the match, for a caller that follows a game without
     * listening to its events and without copying the whole list each time.
     *
     * @param count an earlier {@link #awardCount()}
     * @return the awards from index {@code count} on, oldest first
     * @throws IllegalArgumentException if {@code count} is negative or above {@link #awardCount()}
     */
    public List<Award> awardsSince(int count) {
        if (count < 0 || count > awardCount()) {
            throw new IllegalArgumentException("award count " + count + " is outside 0.." + awardCount());
        }
        return Chain.toList(match.awards, count);
    }

    /** Returns the awards of the current hand so far (turn-ups, gifts), oldest first. */
    public List<Award> handAwards() {
        return Chain.toList(match.awards, match.handAwardStart);
    }

    /** Returns the result of the most recently completed hand, or empty before the first is complete. */
    public Optional<HandResult> lastHandResult() {
        return Optional.ofNullable(match.lastHand());
    }

    /** Returns the side that won the match, or empty while it goes on. */
    public OptionalInt winner() {
        return match.winner < 0 ? OptionalInt.empty() : OptionalInt.of(match.winner);
    }

    /**
     * The cards a side has taken in tricks this hand.
     *
     * @param side a side
     * @return the cards that side has taken in tricks this hand
     * @throws IllegalArgumentException if there is no such side
     */
    public CardSet captured(int side) {
        return CardSet.ofBits(TrickPlayPhase.capturedBySide(this)[checkSide(side)]);
    }

    // ------------------------------------------------------------------------------------ legality

    /**
     * Whether the seat to act may take {@code action}.
     *
     * @param action a proposed action
     * @return empty if it is legal, otherwise why not
     */
    public Optional<Violation> check(Action action) {
        return check(toAct, action);
    }

    /**
     * Whether {@code seat} may take {@code action} now: for a server that validates a move from a client
     * sitting at {@code seat}.
     *
     * @param seat   the seat proposing the action
     * @param action a proposed action
     * @return empty if it is legal, otherwise why not
     */
    public Optional<Violation> check(int seat, Action action) {
        Objects.requireNonNull(action, "action");
        Reason r = Legality.reason(this, seat, action);
        return r == null ? Optional.empty() : Optional.of(new Violation(r, seat, action, this));
    }

    /**
     * Whether the seat to act may take an action: {@code check(action).isEmpty()} without building a violation.
     *
     * @param action a proposed action for the seat to act
     * @return {@code true} if {@link #check(Action)} finds nothing wrong with it
     */
    public boolean isLegal(Action action) {
        return Legality.reason(this, toAct, Objects.requireNonNull(action, "action")) == null;
    }

    /**
     * Every action the seat to act may take, in a fixed order (calls in declaration order, then cards in
     * {@link CardSet} order); empty when nobody is to act.
     *
     * @return the legal actions, an unmodifiable list
     */
    public List<Action> legalActions() {
        return Legality.legalActions(this);
    }

    /**
     * Every action {@code seat} may take now: the legal actions when it is that seat's turn; otherwise
     * none, except in table mode, where any seat may have claims to make out of turn (call a revoke,
     * retract its own, claim a misdeal, expose or call a card, peek; docs/rules.md, "Table mode").
     *
     * @param seat a seat
     * @return its legal actions, an unmodifiable list
     * @throws IllegalArgumentException if there is no such seat
     */
    public List<Action> legalActions(int seat) {
        return Legality.legalActions(this, checkSeat(seat));
    }

    /**
     * The number of legal actions, {@code legalActions().size()}, without building the list: for bots
     * and simulations that pick one action per state.
     *
     * @return how many actions the seat to act may take (0 when nobody is to act)
     */
    public int legalActionCount() {
        return Legality.legalActionCount(this);
    }

    /**
     * The {@code index}-th legal action, {@code legalActions().get(index)}, without building the list
     * during trick play: for bots and simulations ({@code legalAction(random.nextInt(legalActionCount()))}).
     *
     * @param index 0 .. {@link #legalActionCount()} - 1
     * @return that action
     * @throws IndexOutOfBoundsException outside that range
     */
    public Action legalAction(int index) {
        return Legality.legalAction(this, index);
    }

    /** Returns the cards the seat to act may play now (empty outside trick play). */
    public CardSet legalPlays() {
        return CardSet.ofBits(legalPlayBits());
    }

    /**
     * The cards the seat to act may play now as a raw card word, without allocating; 0 outside trick play.
     *
     * @return the legal cards' bits
     */
    public long legalPlayBits() {
        return phase == Phase.PLAY ? legal & ~(TrickPlayPhase.THROW_IN_BIT | TrickPlayPhase.TABLE_BIT) : 0;
    }

    // ------------------------------------------------------------------------------------ acting

    /**
     * The seat to act takes {@code action}.
     *
     * @param action the action
     * @return the new state
     * @throws IllegalActionException if the action is not legal; this state is unchanged and is held by
     *                                the exception
     */
    public GameState apply(Action action) {
        return apply(toAct, action, EventListener.NONE);
    }

    /**
     * {@code seat} takes {@code action}: for a server applying a client's move.
     *
     * @param seat   the seat acting
     * @param action the action
     * @return the new state
     * @throws IllegalActionException if the action is not legal (out of turn, wrong phase, card not held,
     *                                a follow rule broken, match over ...); this state is unchanged
     */
    public GameState apply(int seat, Action action) {
        return apply(seat, action, EventListener.NONE);
    }

    /**
     * {@code seat} takes {@code action}, and {@code events} hears what happened, in order: the action,
     * then what it caused (see {@link GameEvent}). Nothing is reported for a refused action.
     *
     * @param seat   the seat acting
     * @param action the action
     * @param events where to report what happens ({@link EventListener#NONE} for nowhere)
     * @return the new state
     * @throws IllegalActionException if the action is not legal; this state is unchanged
     */
    public GameState apply(int seat, Action action, EventListener events) {
        if (action instanceof Play p && phase == Phase.PLAY && seat == toAct && (legal & p.card().bit()) != 0) {
            // the common case, decided when this state was made
            GameState s = new GameState(this);
            match.compiled.play.play(s, seat, p.card().index(), events);
            s.publish();
            if (events != EventListener.NONE) {
                s.reportEnd(this, events);
            }
            return s;
        }
        return Legality.applyChecked(this, seat, action, events);
    }

    // ------------------------------------------------------------------------------------ views

    /**
     * What {@code seat} may see: its own hand (hidden, under the waiting-partner rule, from the pitcher's
     * partner until the pitch), the other hands only as counts, the turn-ups, the trick, the cards played,
     * the scores. Nothing in the view reveals another seat's hidden card, a discard, or the order of the
     * stock.
     *
     * @param seat the viewer
     * @return the view
     * @throws IllegalArgumentException if there is no such seat
     */
    public SeatView viewFor(int seat) {
        return Views.of(this, checkSeat(seat));
    }

    /**
     * What anyone may see, seated at the table or not: a view with seat -1, no hand ({@code handHidden}),
     * no legal actions and no revokes; every other seat's hand only as a count. For spectators, and for
     * anything published while the match goes on. Nothing in it reveals a card hidden from any seat.
     *
     * @return the spectator's view
     */
    public SeatView spectatorView() {
        return Views.of(this, Views.SPECTATOR);
    }

    /**
     * West Yorkshire: the pitcher's partner may not look at their hand until the pitch (docs/rules.md,
     * "West Yorkshire").
     *
     * @param seat a seat
     * @return {@code true} if that seat may not see its own hand now
     * @throws IllegalArgumentException if there is no such seat
     */
    public boolean handHiddenFrom(int seat) {
        return match.compiled.trumps.handHiddenFrom(this, checkSeat(seat));
    }

    // ------------------------------------------------------------------------------------ equality

    /**
     * Two states are equal when they are the same moment of the same match: same rules, deals (deck
     * orders), hands, tricks, scores and awards. Where future deck orders come from (the
     * {@link DeckSource}) is not part of the moment: a state replayed with explicit orders equals the
     * seeded original.
     */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof GameState x && equal(this, x);
    }

    @Override
    public int hashCode() {
        return hash(this);
    }

    /**
     * A one-line summary that is safe to log: the hands appear only as card counts, the deck order not at
     * all. See {@link #toDebugString()} for every card.
     *
     * @return the summary
     */
    @Override
    public String toString() {
        return summary(this, false);
    }

    /**
     * Like {@link #toString()} but with every hand's cards: for debugging and test failures only, never
     * for logs a player may read.
     *
     * @return the summary with all hands
     */
    public String toDebugString() {
        return summary(this, true);
    }

    // ------------------------------------------------------------------------------------ the machine
    // Package-private: the representation, and the write primitives the phases and mechanics use on a fresh
    // copy while apply, start, deal or from builds it, before publish(). Once a state is returned, none of
    // this is written again.

    /**
     * Copies every field of {@code o} but the two ownership flags into this object: the copy constructor's
     * body, and a {@link Playout}'s copy in place.
     */
    void assign(GameState o) {
        deal = o.deal;
        match = o.match;
        phase = o.phase;
        toAct = o.toAct;
        legal = o.legal;
        held = o.held;
        active = o.active;
        trickOrder = o.trickOrder;
        trickSeats = o.trickSeats;
        trickCards = o.trickCards;
        trickSize = o.trickSize;
        trickActs = o.trickActs;
        trickNeeded = o.trickNeeded;
        ledSuit = o.ledSuit;
        winSeat = o.winSeat;
        winCard = o.winCard;
        lastTrick = o.lastTrick;
        tricksPlayed = o.tricksPlayed;
    }

    /**
     * Finishes a new state before it is handed out: the phase decides the legal actions of the seat to
     * act (so that {@link #legalActions} and {@link #apply} read one decision), then the writes are
     * fenced so the state is safely published like one with final fields.
     */
    void publish() {
        if (phase == Phase.PLAY) {
            legal = match.compiled.play.decide(this);
        } else {
            legal = match.compiled.phase(phase).decide(this);
        }
        VarHandle.releaseFence();
    }

    // ------------------------------------------------------------------------------------ writing
    // Used by the phase and mechanic classes on a fresh copy, before publish().

    /** The cards {@code seat} holds: the held cards whose seat planes spell the seat's number. */
    long handOf(int seat) {
        Deal d = deal;
        // each plane as it is where the seat's bit is set, inverted where it is clear: (bit - 1) is 0 or all ones
        return held & (d.seatPlane0 ^ ((seat & 1) - 1L)) & (d.seatPlane1 ^ (((seat >>> 1) & 1) - 1L))
            & (d.seatPlane2 ^ (((seat >>> 2) & 1) - 1L));
    }

    /** The seat a card of this deal was dealt or drawn to (read from the seat planes; the card may be played). */
    int seatOf(int card) {
        Deal d = deal;
        return (int) ((d.seatPlane0 >>> card) & 1 | ((d.seatPlane1 >>> card) & 1) << 1 | ((d.seatPlane2 >>> card) & 1) << 2);
    }

    /** Puts {@code cards} (none of them held) into {@code seat}'s hand. */
    void giveCards(int seat, long cards) {
        held |= cards;
        Deal d = writableDeal();
        d.seatPlane0 = (seat & 1) != 0 ? d.seatPlane0 | cards : d.seatPlane0 & ~cards;
        d.seatPlane1 = (seat & 2) != 0 ? d.seatPlane1 | cards : d.seatPlane1 & ~cards;
        d.seatPlane2 = (seat & 4) != 0 ? d.seatPlane2 | cards : d.seatPlane2 & ~cards;
    }

    /**
     * The cards every seat knows ({@link Deal}'s {@code shown}) that can still matter: those held, and in table
     * mode those on the trick being played (played or thrown in) that were known when they left the hand, which
     * a retract returns to the hand as they were (docs/rules.md, "Table mode"). A card's mark stays when it is
     * played, thrown in or discarded and is read through this mask: a card on a completed trick or among the
     * discards never comes back to a hand in the same deal.
     */
    long knownBits() {
        long where = held;
        if (match.compiled.claims.any()) {
            where |= trickCards | deal.thrownIn;
        }
        return deal.shown & where;
    }

    /**
     * Table mode: the cards exposed this hand ({@link Irregular#exposed()}) that can still matter, through the mask of
     * {@link #knownBits()}: those held, and those on the trick being played, which a retract returns exposed.
     */
    long exposedBits() {
        return deal.irregular == null ? 0 : deal.irregular.exposed() & (held | trickCards | deal.thrownIn);
    }

    /** The deal, made this copy's own before its first write. */
    Deal writableDeal() {
        if (!dealOwned) {
            deal = deal.copy();
            dealOwned = true;
        }
        return deal;
    }

    /** Starts a new deal part of this copy's own. */
    Deal newDeal() {
        deal = new Deal();
        dealOwned = true;
        return deal;
    }

    /** The match, made this copy's own (scores included) before its first write. */
    Match writableMatch() {
        if (!matchOwned) {
            match = match.copy();
            matchOwned = true;
        }
        return match;
    }

    /** Returns {@code false} once a side has reached the target: every transition is then inert. */
    boolean live() {
        return phase != Phase.MATCH_OVER;
    }

    /**
     * The one door through which the phase changes: moves to {@code next} with {@code seat} to act
     * ({@link GameState#NONE} in {@link Phase#DEAL} and {@link Phase#MATCH_OVER}), unless the match is over,
     * after which every transition is inert.
     *
     * @return whether the phase was entered (false once the match is over)
     */
    boolean enter(Phase next, int seat) {
        if (phase == Phase.MATCH_OVER) {
            return false;
        }
        if (phase != next) {
            phase = next;       // not rewritten when unchanged: a scratch state is old, and a reference store costs it a GC barrier
        }
        toAct = (byte) seat;
        return true;
    }

    /**
     * Scores points for a side and reports them; the moment a side reaches the target the match is
     * over. This is the only place a match ends, and nothing is awarded after it has.
     */
    void award(int side, int points, AwardReason reason, int card, EventListener events) {
        if (points == 0 || phase == Phase.MATCH_OVER) {
            return;
        }
        Match m = writableMatch();
        m.scores[side] += points;
        m.keepAward(side, points, reason, card, events);
        if (m.scores[side] >= m.compiled.target) {
            m.winner = side;
            enter(Phase.MATCH_OVER, NONE);
        }
    }

    /** The public form of an award: the one place an {@link Award} is made from the engine's numbers. */
    static Award awardOf(int hand, int deal, int side, int points, AwardReason reason, int card) {
        return new Award(hand, deal, side, points, reason, card < 0 ? null : Card.ofIndex(card));
    }

    /** Returns the scores as an unmodifiable list, for events and views. */
    List<Integer> scoreList() {
        Integer[] boxed = new Integer[match.scores.length];
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = match.scores[i];
        }
        return List.of(boxed);
    }

    /** Reports the end of the match when this state (just made from {@code before}) ended it. */
    void reportEnd(GameState before, EventListener events) {
        if (events != EventListener.NONE && phase == Phase.MATCH_OVER && before.phase != Phase.MATCH_OVER) {
            events.on(new GameEvent.MatchWon(match.winner, scoreList()));
        }
    }

    int checkSeat(int seat) {
        if (seat < 0 || seat >= match.compiled.seats) {
            throw new IllegalArgumentException("there is no seat " + seat + " at a " + match.compiled.seats + "-seat table");
        }
        return seat;
    }

    int checkSide(int side) {
        if (side < 0 || side >= match.compiled.sides) {
            throw new IllegalArgumentException("there is no side " + side + "; sides are 0.." + (match.compiled.sides - 1));
        }
        return side;
    }

    // ------------------------------------------------------------------------------------ comparing and summing up

    private static boolean equal(GameState a, GameState x) {
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
            && a.tricksPlayed == x.tricksPlayed && CountFacts.sameCount(a, x)
            && (a.lastTrick == null ? x.lastTrick == null : a.lastTrick.sameAs(x.lastTrick))
            && Arrays.equals(TrickPlayPhase.capturedBySide(a), TrickPlayPhase.capturedBySide(x));
    }

    private static boolean handsEqual(GameState a, GameState x) {
        if (a.held != x.held) {
            return false;
        }
        for (int seat = 0; seat < a.match.compiled.seats; seat++) {
            if (a.handOf(seat) != x.handOf(seat)) {
                return false;
            }
        }
        return true;
    }

    private static int hash(GameState a) {
        int h = Objects.hash(a.match.rules, a.match.dealNumber, a.deal.deckPos, a.match.handNumber, a.match.dealer, a.phase, a.toAct,
            a.deal.turnUp, a.deal.trump, a.trickOrder, a.tricksPlayed, a.match.winner);
        for (int seat = 0; seat < a.match.compiled.seats; seat++) {
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
        for (int s = 0; s < a.match.compiled.seats; s++) {
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
