package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUpScope;
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
 * {@link #check}, {@link #legalActions} and {@link #apply} all go through the same private checker:
 * an action is in {@code legalActions()} exactly when {@code check} finds nothing wrong with it, and
 * {@code apply} refuses exactly what {@code check} refuses, throwing an {@link IllegalActionException}
 * that holds the untouched state.
 *
 * <h2>Dealing</h2>
 * Deals are chance events decided by deck orders (top card first) from the match's {@link DeckSource}:
 * deal {@code n} of the match (redeals count) uses {@code source.order(n)}. When the source has no
 * order for a deal, the state waits in {@link Phase#DEAL} until {@link #deal(DeckOrder)} supplies
 * one. The same rules, first dealer, deck orders and actions always give an equal state.
 *
 * <h2>Seats and sides</h2>
 * Seats are numbered 0.. in the order of play; elder is the seat after the dealer. Seat {@code s}
 * plays for side {@code rules().sideOf(s)}.
 *
 * <p>Rules implemented here, with their sources: dealing by packets from the top of the order and the
 * turn-up (seeds/000 "All Fours in Trinidad", "Deal"); stand, beg, give and running, with the redeal
 * when the pack runs out (same section; RULINGS.md ruling 2); gifts to every opposing side, gifts that
 * throw the cards in and barred gifts (rulings 7 and 8); the bunch vote, discards after a run and
 * classic's set-aside runs (rulings 8 and 9); pitching, the waiting partner and the throw-in (seeds/000
 * "West Yorkshire All Fours"; ruling 11); the follow rules (seeds/000 "All Fours in Trinidad", "Play";
 * RULINGS.md "Common to every variant" and ruling 10); High, Low, Jack and Game, counted in that order
 * with the match ending the moment a side reaches the target (seeds/000 "All Fours in Trinidad",
 * "Scoring"; RULINGS.md "Common to every variant", rulings 3–6 and "Timing and order of awards").
 */
public final class GameState {
    private static final long[] SUIT_MASKS = {
        Suit.CLUBS.mask(), Suit.DIAMONDS.mask(), Suit.HEARTS.mask(), Suit.SPADES.mask()};
    private static final int JACK = Rank.JACK.strength();
    /** The ten, jack, queen, king and ace of every suit: the cards "above a nine". */
    private static final long ABOVE_NINE = CardSet.rankBits(Rank.TEN) | CardSet.rankBits(Rank.JACK)
        | CardSet.rankBits(Rank.QUEEN) | CardSet.rankBits(Rank.KING) | CardSet.rankBits(Rank.ACE);
    private static final int NONE = -1;

    // All fields are written only while a fresh copy is being built inside this class (see copy()
    // and publish()); once a state is returned it never changes.
    private DealState ds;           // the rarely changing part, shared until written (see w())
    private boolean dsOwned;        // true once this (unpublished) copy has its own ds
    private boolean scoresOwned;    // true once this (unpublished) copy has its own ds.scores
    private Phase phase;
    private byte toAct;              // NONE in DEAL and MATCH_OVER
    // Hands without an array: 'held' has a bit for every card in any hand, and the deal part's three
    // seat planes hold, for each card dealt, bit 0, 1 and 2 of its seat. A play clears one bit of held.
    private long held;
    private long legal;             // decided once per state (publish()): PLAY, the playable cards
                                    // (followable()) plus THROW_IN_BIT; BEG, GIVE, BUNCH_VOTE, the legal
                                    // calls as bits of Call ordinals (callBits())
    private int active;             // bit per seat still in play this hand (throw-in removes one)
    // the trick being played
    private long trickOrder;        // card index k at bits 6k..
    private int trickSeats;         // seat k at bits 4k..
    private byte jackCaptor;        // seat that won the trick holding the jack of trumps, NONE before
    private byte lowCaptor;         // seat that won the trick holding the lowest trump in play, NONE before
    private byte trickSize;          // cards played (not thrown) to the trick
    private long trickCards;        // cards played (not thrown) to the trick
    private byte trickActs;          // plays and throw-ins so far
    private byte trickNeeded;        // seats in play when the trick was led
    private byte ledSuit;
    private byte winSeat;
    private byte winCard;
    private Trick lastTrick;        // the most recently completed trick of the match, null before any
    private byte tricksPlayed;

    private GameState() {
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
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(source, "source");
        if (firstDealer < 0 || firstDealer >= rules.seats()) {
            throw new IllegalArgumentException("first dealer " + firstDealer + " is not a seat of a "
                + rules.seats() + "-seat table");
        }
        GameState s = new GameState();
        s.ds = new DealState();
        s.dsOwned = true;
        s.ds.table = Table.of(rules);
        s.ds.source = source;
        s.ds.dealer = firstDealer;
        s.ds.scores = new int[s.ds.table.sides];
        s.ds.winner = NONE;
        s.lastTrick = null;
        s.clearDeal();
        DeckOrder first = source.order(0);
        if (first != null) {
            s.dealFrom(first);
        }
        s.publish();
        return s;
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
     * Supplies the deck order for the deal the state is waiting for ({@link Phase#DEAL}).
     *
     * @param order the order, top card first
     * @return the state after that deal
     * @throws IllegalStateException if the state is not waiting for a deal
     */
    public GameState deal(DeckOrder order) {
        Objects.requireNonNull(order, "order");
        if (phase != Phase.DEAL) {
            throw new IllegalStateException("no deal is due: the game is in phase " + phase);
        }
        GameState s = copy();
        s.dealFrom(order);
        s.publish();
        return s;
    }

    // ------------------------------------------------------------------------------------ asking

    /** @return the rule set of the match */
    public RuleSet rules() {
        return ds.table.rules;
    }

    /** @return the current phase */
    public Phase phase() {
        return phase;
    }

    /** @return {@code true} once a side has reached the target */
    public boolean isOver() {
        return phase == Phase.MATCH_OVER;
    }

    /**
     * @return the seat whose turn it is, or -1 when nobody is to act (a deal is awaited, or the match
     *     is over)
     */
    public int toAct() {
        return toAct;
    }

    /** @return the seat that dealt (or is about to deal) the current hand */
    public int dealer() {
        return ds.dealer;
    }

    /** @return elder: the seat after the dealer in play order, who begs and leads first */
    public int elder() {
        return ds.table.next(ds.dealer);
    }

    /**
     * @return the number of the current hand, 0 for the first hand of the match; it counts the hands
     *     completed before this one. When the match ends in a hand's count it stays that hand's number.
     */
    public int handNumber() {
        return ds.handNumber;
    }

    /** @return the number of the current deal in the match, counting redeals (0 for the first) */
    public int dealNumber() {
        return ds.dealNumber;
    }

    /**
     * @return the deck order of the current deal, or empty while a deal is awaited. It reveals every
     *     hidden card: never send it to a player; see {@link #viewFor(int)}.
     */
    public Optional<DeckOrder> deckOrder() {
        return Optional.ofNullable(ds.deck);
    }

    /**
     * @param seat a seat
     * @return the cards that seat holds now
     */
    public CardSet hand(int seat) {
        return CardSet.ofBits(handOf(checkSeat(seat)));
    }

    /**
     * @param seat a seat
     * @return the raw card word of that seat's hand (see {@link CardSet#bits()}), without allocating
     */
    public long handBits(int seat) {
        return handOf(checkSeat(seat));
    }

    /** @return the trump suit, or empty while it is not yet known */
    public Optional<Suit> trump() {
        return ds.trump < 0 ? Optional.empty() : Optional.of(Suit.of(ds.trump));
    }

    /** @return the card now turned up for trumps, or empty when none is (before a deal) */
    public Optional<Card> turnUp() {
        return ds.turnUp < 0 ? Optional.empty() : Optional.of(Card.ofIndex(ds.turnUp));
    }

    /** @return the cards turned up earlier in this deal and replaced by a run (face up, out of play) */
    public CardSet setAside() {
        return CardSet.ofBits(ds.setAside);
    }

    /**
     * @return the cards out of play face down this deal: discards after a run, and classic's runs set
     *     aside unseen. Nobody sees them; a seat's view shows only how many there are.
     */
    public CardSet discards() {
        return CardSet.ofBits(ds.discards);
    }

    /**
     * @param seat a seat
     * @return {@code false} once that seat has thrown in for the rest of the hand (West Yorkshire)
     */
    public boolean isInPlay(int seat) {
        return (active & (1 << checkSeat(seat))) != 0;
    }

    /** @return the results of every completed hand of the match, oldest first */
    public List<HandResult> handResults() {
        return Chain.toList(ds.results, 0);
    }

    /** @return the undealt cards of the pack (all 52 while a deal is awaited) */
    public CardSet stock() {
        if (ds.deck == null) {
            return CardSet.FULL_PACK;
        }
        long b = 0;
        for (int i = ds.deckPos; i < ds.deck.size(); i++) {
            b |= 1L << ds.deck.indexAt(i);
        }
        return CardSet.ofBits(b);
    }

    /** @return the number of undealt cards */
    public int stockSize() {
        return ds.deck == null ? 52 : ds.deck.size() - ds.deckPos;
    }

    /** @return the trick being played (empty between tricks) */
    public Trick currentTrick() {
        return new Trick(ds.handNumber, trickOrder, trickSeats, trickSize, ds.trickThrown, NONE,
            trickCards | ds.trickThrown, null);
    }

    /**
     * @return the most recently completed trick of the match (after a hand's last trick it stays
     *     here until the next hand's first trick is complete), or empty before any
     */
    public Optional<Trick> lastTrick() {
        return Optional.ofNullable(lastTrick);
    }

    /** @return the number of tricks completed in this hand */
    public int tricksPlayed() {
        return tricksPlayed;
    }

    /**
     * @param side a side
     * @return the cards that side has taken in tricks this hand
     */
    public CardSet captured(int side) {
        return CardSet.ofBits(capturedBits(checkSide(side)));
    }

    /** The cards {@code side} took this hand: the hand's completed tricks are chained from lastTrick. */
    private long capturedBits(int side) {
        long b = 0;
        Trick t = lastTrick;
        for (int k = 0; k < tricksPlayed; k++) {
            if (ds.table.sideOf[t.winner] == side) {
                b |= t.all;
            }
            t = t.previous;
        }
        return b;
    }

    /** Every side's captured cards, indexed by side. */
    private long[] capturedBySide() {
        long[] c = new long[ds.table.sides];
        Trick t = lastTrick;
        for (int k = 0; k < tricksPlayed; k++) {
            c[ds.table.sideOf[t.winner]] |= t.all;
            t = t.previous;
        }
        return c;
    }

    /**
     * @param side a side
     * @return that side's points in the match so far
     */
    public int score(int side) {
        return ds.scores[checkSide(side)];
    }

    /** @return every side's points, indexed by side (a copy) */
    public int[] scores() {
        return ds.scores.clone();
    }

    /** @return every award of the match so far, oldest first */
    public List<Award> awards() {
        return Chain.toList(ds.awards, 0);
    }

    /** @return the number of awards made in the match so far: {@code awards().size()} without copying */
    public int awardCount() {
        return Chain.size(ds.awards);
    }

    /**
     * The awards made since an earlier moment of the match, for a caller that follows a game action by
     * action (a record writer, a display) without copying the whole list each time.
     *
     * @param count an earlier {@link #awardCount()}
     * @return the awards from index {@code count} on, oldest first
     * @throws IllegalArgumentException if {@code count} is negative or above {@link #awardCount()}
     */
    public List<Award> awardsSince(int count) {
        if (count < 0 || count > awardCount()) {
            throw new IllegalArgumentException("award count " + count + " is outside 0.." + awardCount());
        }
        return Chain.toList(ds.awards, count);
    }

    /** @return the awards of the current hand so far (turn-ups, gift), oldest first */
    public List<Award> handAwards() {
        return Chain.toList(ds.awards, ds.handAwardStart);
    }

    /** @return the result of the most recently completed hand, or empty before the first is complete */
    public Optional<HandResult> lastHandResult() {
        return Optional.ofNullable(ds.lastHand);
    }

    /** @return the side that won the match, or empty while it goes on */
    public OptionalInt winner() {
        return ds.winner < 0 ? OptionalInt.empty() : OptionalInt.of(ds.winner);
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
     * Whether {@code seat} may take {@code action} now: for a server that validates a move from a
     * client sitting at {@code seat}.
     *
     * @param seat   the seat proposing the action
     * @param action a proposed action
     * @return empty if it is legal, otherwise why not
     */
    public Optional<Violation> check(int seat, Action action) {
        Objects.requireNonNull(action, "action");
        Reason r = reason(seat, action);
        return r == null ? Optional.empty() : Optional.of(violation(r, seat, action));
    }

    /**
     * @param action a proposed action for the seat to act
     * @return {@code true} if {@link #check(Action)} finds nothing wrong with it
     */
    public boolean isLegal(Action action) {
        return reason(toAct, Objects.requireNonNull(action, "action")) == null;
    }

    /**
     * Every action the seat to act may take, in a fixed order (calls in declaration order, then cards
     * in {@link CardSet} order); empty when nobody is to act.
     *
     * @return the legal actions, an unmodifiable list
     */
    public List<Action> legalActions() {
        switch (phase) {
            case BEG:
            case GIVE:
            case BUNCH_VOTE:
                return legalCalls();
            case PLAY:
                return new CardActionList(legal & ~THROW_IN_BIT, false, throwInLegal() ? Call.THROW_IN : null);
            case DISCARD: {
                long legal = 0;
                for (long b = handOf(toAct); b != 0; b &= b - 1) {
                    Card c = Card.ofIndex(Long.numberOfTrailingZeros(b));
                    if (reason(toAct, Discard.of(c)) == null) {
                        legal |= c.bit();
                    }
                }
                return new CardActionList(legal, true, null);
            }
            default:
                return List.of();
        }
    }

    private List<Action> legalCalls() {
        return CALL_LISTS[(int) legal];
    }

    /**
     * The legal calls of the seat to act, as bits of {@link Call} ordinals: the one decision for the
     * call phases, which {@link #reason} only explains. Elder may stand or beg, but on a forced-beg
     * table not stand without a trump (seeds/000 "All Fours in Trinidad", "Begging"); the dealer may
     * give or run, but not give where the gift is barred (RULINGS.md ruling 12); every seat asked may
     * bunch or keep (ruling 8).
     */
    private int callBits() {
        switch (phase) {
            case BEG:
                return ds.table.forcedBeg && (handOf(toAct) & SUIT_MASKS[ds.trump]) == 0
                    ? CALL_BEG : CALL_BEG | CALL_STAND;
            case GIVE:
                return giftBarred() ? CALL_RUN : CALL_GIVE | CALL_RUN;
            case BUNCH_VOTE:
                return CALL_BUNCH | CALL_KEEP;
            default:
                return 0;
        }
    }

    private static final int CALL_BEG = 1 << Call.BEG.ordinal();
    private static final int CALL_STAND = 1 << Call.STAND.ordinal();
    private static final int CALL_GIVE = 1 << Call.GIVE.ordinal();
    private static final int CALL_RUN = 1 << Call.RUN.ordinal();
    private static final int CALL_BUNCH = 1 << Call.BUNCH.ordinal();
    private static final int CALL_KEEP = 1 << Call.KEEP.ordinal();

    /** Whether callBits() allowed {@code call} in this state (only meaningful in the call phases). */
    private boolean callAllowed(Call call) {
        return (legal & (1L << call.ordinal())) != 0;
    }

    /**
     * The number of legal actions, {@code legalActions().size()}, without building the list: for bots
     * and simulations that pick one action per state.
     *
     * @return how many actions the seat to act may take (0 when nobody is to act)
     */
    public int legalActionCount() {
        if (phase == Phase.PLAY) {
            return Long.bitCount(legal);    // the cards, and THROW_IN_BIT if set
        }
        return legalActions().size();
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
        if (phase != Phase.PLAY) {
            return legalActions().get(index);
        }
        int i = index;
        long b = legal;
        if (b < 0) {                    // THROW_IN_BIT: throwing in comes first
            if (i == 0) {
                return Call.THROW_IN;
            }
            i--;
            b &= ~THROW_IN_BIT;
        }
        if (i < 0 || i >= Long.bitCount(b)) {
            throw new IndexOutOfBoundsException("index " + index + " of " + legalActionCount() + " legal actions");
        }
        for (; i > 0; i--) {
            b &= b - 1;
        }
        return Play.ofIndex(Long.numberOfTrailingZeros(b));
    }

    /** In trick play, whether the seat to act may throw in, as decided by publish(). */
    private boolean throwInLegal() {
        return phase == Phase.PLAY && legal < 0;
    }

    /**
     * In trick play, the bit of {@code legal} that says the seat to act may throw in: the sign bit,
     * which no card's index reaches (the highest is the ace of spades, 62).
     */
    private static final long THROW_IN_BIT = Long.MIN_VALUE;

    private static final Call[] CALLS = Call.values();
    /** Every subset of the calls as a shared unmodifiable list, indexed by the bit mask of its members. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final List<Action>[] CALL_LISTS = new List[1 << CALLS.length];

    static {
        for (int mask = 0; mask < CALL_LISTS.length; mask++) {
            java.util.ArrayList<Action> members = new java.util.ArrayList<>();
            for (int i = 0; i < CALLS.length; i++) {
                if ((mask & (1 << i)) != 0) {
                    members.add(CALLS[i]);
                }
            }
            CALL_LISTS[mask] = List.copyOf(members);
        }
    }

    /** @return the cards the seat to act may play now (empty outside trick play) */
    public CardSet legalPlays() {
        return CardSet.ofBits(legalPlayBits());
    }

    /**
     * The cards the seat to act may play now as a raw card word, without allocating; 0 outside trick
     * play. Decided card by card by the same checker as {@link #check}.
     *
     * @return the legal cards' bits
     */
    public long legalPlayBits() {
        return phase == Phase.PLAY ? legal & ~THROW_IN_BIT : 0;
    }

    /** The one checker: null when {@code seat} may take {@code action}, else the rule that forbids it. */
    private Reason reason(int seat, Action action) {
        if (phase == Phase.MATCH_OVER) {
            return Reason.MATCH_OVER;
        }
        if (phase == Phase.DEAL) {
            return Reason.AWAITING_DEAL;
        }
        if (seat < 0 || seat >= ds.table.seats) {
            return Reason.NO_SUCH_SEAT;
        }
        if (seat != toAct) {
            return Reason.NOT_YOUR_TURN;
        }
        if (action instanceof Play) {
            return phase != Phase.PLAY ? Reason.WRONG_PHASE : playReason(handOf(seat), ((Play) action).card().index());
        }
        if (action instanceof Discard) {
            if (ds.table.discardRule == DiscardRule.NEVER) {
                return Reason.NOT_IN_THESE_RULES;
            }
            if (phase != Phase.DISCARD) {
                return Reason.WRONG_PHASE;
            }
            return (handOf(seat) & ((Discard) action).card().bit()) == 0 ? Reason.CARD_NOT_HELD : null;
        }
        Call call = (Call) action;
        switch (call) {
            case STAND:
            case BEG:
                if (!ds.table.begging) {
                    return Reason.NOT_IN_THESE_RULES;
                }
                if (phase != Phase.BEG) {
                    return Reason.WRONG_PHASE;
                }
                return callAllowed(call) ? null : Reason.MUST_BEG;
            case GIVE:
            case RUN:
                if (!ds.table.begging) {
                    return Reason.NOT_IN_THESE_RULES;
                }
                if (phase != Phase.GIVE) {
                    return Reason.WRONG_PHASE;
                }
                return callAllowed(call) ? null : Reason.GIFT_NOT_ALLOWED;
            case BUNCH:
            case KEEP:
                if (!ds.table.bunching) {
                    return Reason.NOT_IN_THESE_RULES;
                }
                if (phase != Phase.BUNCH_VOTE) {
                    return Reason.WRONG_PHASE;
                }
                return callAllowed(call) ? null : Reason.WRONG_PHASE;   // callBits() allows both
            case THROW_IN:
                if (!ds.table.throwIn) {
                    return Reason.NOT_IN_THESE_RULES;
                }
                if (phase != Phase.PLAY) {
                    return Reason.WRONG_PHASE;
                }
                return mayThrowIn(handOf(seat)) ? null : Reason.CANNOT_THROW_IN;
            default:
                throw new AssertionError(call);
        }
    }

    /**
     * The follow rules, the one place that decides which cards of a hand may be played (seeds/000 "All
     * Fours in Trinidad", "Play"; RULINGS.md "Common to every variant", ruling 10): any card may be
     * led; to a trump lead a trump must be played if held; to a plain lead a player holding that suit
     * must follow or trump; with no-trumping-in, trumping needs a void in the suit led; with
     * no-undertrumping, once a plain lead is trumped a lower trump needs a hand of nothing but lower
     * trumps.
     *
     * @return the playable cards of {@code hand}
     */
    private long followable(long hand) {
        if (trickSize == 0) {
            return hand;
        }
        long trumps = SUIT_MASKS[ds.trump];
        if (ledSuit == ds.trump) {
            long t = hand & trumps;
            return t != 0 ? t : hand;
        }
        long led = hand & SUIT_MASKS[ledSuit];
        long allowed = led == 0 ? hand : ds.table.noTrumpingIn ? led : led | (hand & trumps);
        if (ds.table.noUndertrumping && ((1L << winCard) & trumps) != 0) {
            long lower = allowed & trumps & ((1L << winCard) - 1);
            if ((allowed & ~lower) != 0) {
                allowed &= ~lower;
            }
        }
        return allowed;
    }

    /**
     * Why {@link #followable} left {@code card} out of the playable cards of the seat to act (whose
     * hand is {@code hand}), or null if it did not: an explanation of that one decision, never a
     * second one.
     */
    private Reason playReason(long hand, int card) {
        long bit = 1L << card;
        if ((hand & bit) == 0) {
            return Reason.CARD_NOT_HELD;
        }
        if ((legal & bit) != 0) {
            return null;
        }
        if (ledSuit == ds.trump) {
            return Reason.MUST_PLAY_TRUMP;
        }
        if ((bit & SUIT_MASKS[ds.trump]) == 0) {
            return Reason.MUST_FOLLOW_SUIT;
        }
        return ds.table.noTrumpingIn && (hand & SUIT_MASKS[ledSuit]) != 0 ? Reason.NO_TRUMPING_IN : Reason.UNDERTRUMP;
    }

    /**
     * The throw-in test (seeds/000 "West Yorkshire All Fours"; RULINGS.md ruling 11): only a follower,
     * holding no trump, nothing above a nine, and nothing that would beat the trick's winning card.
     */
    private boolean mayThrowIn(long hand) {
        return trickSize != 0 && (hand & SUIT_MASKS[ds.trump]) == 0 && (hand & ABOVE_NINE) == 0
            && (hand & SUIT_MASKS[winCard >>> 4] & ~((1L << (winCard + 1)) - 1)) == 0;
    }

    /** What stands in the way of {@link #mayThrowIn}, in words, for the violation message. */
    private String throwInBlocker(long hand) {
        if (trickSize == 0) {
            return "only a player following to a trick may throw in, not the leader";
        }
        if ((hand & SUIT_MASKS[ds.trump]) != 0) {
            return "the hand holds a trump " + CardSet.ofBits(hand & SUIT_MASKS[ds.trump]);
        }
        if ((hand & ABOVE_NINE) != 0) {
            return "the hand holds a card above a nine " + CardSet.ofBits(hand & ABOVE_NINE);
        }
        long beaters = hand & SUIT_MASKS[winCard >>> 4] & ~((1L << (winCard + 1)) - 1);
        if (beaters != 0) {
            return "the hand holds " + CardSet.ofBits(beaters) + ", which would beat " + Card.ofIndex(winCard);
        }
        return null;
    }

    /**
     * Seven Up for three (RULINGS.md ruling 8): the gift is barred when it would take a receiving side
     * other than the begging one to the target.
     */
    private boolean giftBarred() {
        if (!ds.table.giftBarred || !ds.table.giftToEveryOpponent) {
            return false;
        }
        int dealerSide = ds.table.sideOf[ds.dealer];
        int beggingSide = ds.table.sideOf[ds.table.next(ds.dealer)];
        for (int side = 0; side < ds.table.sides; side++) {
            if (side != dealerSide && side != beggingSide && ds.scores[side] + ds.table.giftPoints >= ds.table.target) {
                return true;
            }
        }
        return false;
    }

    private Violation violation(Reason r, int seat, Action action) {
        return new Violation(r, seat, action, this);
    }

    /** Words the message of a {@link Violation} found on this state. */
    String describe(Reason r, int seat, Action action) {
        String who = "seat " + seat;
        String msg;
        switch (r) {
            case MATCH_OVER:
                msg = "the match is over: side " + ds.winner + " won " + Arrays.toString(ds.scores);
                break;
            case AWAITING_DEAL:
                msg = "nobody can act: deal " + ds.dealNumber + " is waiting for a deck order";
                break;
            case NO_SUCH_SEAT:
                msg = "there is no seat " + seat + " at a " + ds.table.seats + "-seat table";
                break;
            case NOT_YOUR_TURN:
                msg = "it is seat " + toAct + "'s turn, not " + who + "'s";
                break;
            case WRONG_PHASE:
                msg = who + " cannot " + action.notation() + " now: " + expected();
                break;
            case NOT_IN_THESE_RULES:
                msg = "'" + action.notation() + "' is not part of " + ds.table.rules.id();
                break;
            case MUST_BEG:
                msg = who + " holds no " + suitName(ds.trump) + " (the turned-up suit) and must beg";
                break;
            case GIFT_NOT_ALLOWED:
                msg = "the dealer may not give: the gift would let an opponent who did not beg reach "
                    + ds.table.target + "; the dealer must run";
                break;
            case CANNOT_THROW_IN:
                msg = who + " may not throw in: " + throwInBlocker(handOf(seat));
                break;
            case CARD_NOT_HELD:
                msg = who + " does not hold " + cardOf(action) + "; holds " + CardSet.ofBits(handOf(seat));
                break;
            case MUST_PLAY_TRUMP:
                msg = who + " must play a trump to the trump lead: holds "
                    + CardSet.ofBits(handOf(seat) & SUIT_MASKS[ds.trump]);
                break;
            case MUST_FOLLOW_SUIT:
                msg = who + " must follow " + suitName(ledSuit) + " or trump: holds "
                    + CardSet.ofBits(handOf(seat) & SUIT_MASKS[ledSuit]);
                break;
            case NO_TRUMPING_IN:
                msg = who + " holds " + suitName(ledSuit) + " " + CardSet.ofBits(handOf(seat) & SUIT_MASKS[ledSuit])
                    + " and may not trump in (no-trumping-in rule)";
                break;
            case UNDERTRUMP:
                msg = who + " may not undertrump " + Card.ofIndex(winCard) + " with "
                    + cardOf(action) + " while holding other cards (no-undertrumping rule)";
                break;
            default:
                msg = r.toString();
        }
        return msg;
    }

    private static Card cardOf(Action action) {
        return action instanceof Play ? ((Play) action).card() : ((Discard) action).card();
    }

    private String expected() {
        switch (phase) {
            case BEG:
                return "elder (seat " + toAct + ") must stand or beg";
            case GIVE:
                return "the dealer (seat " + toAct + ") must give or run";
            case BUNCH_VOTE:
                return "seat " + toAct + " must vote bunch or keep";
            case DISCARD:
                return "seat " + toAct + " must discard down to " + ds.table.handSize + " cards";
            case PLAY:
                return "seat " + toAct + " must play a card";
            default:
                return "the phase is " + phase;
        }
    }

    private static String suitName(int suit) {
        return Suit.of(suit).name().toLowerCase(java.util.Locale.ROOT);
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
        return apply(toAct, action);
    }

    /**
     * {@code seat} takes {@code action}: for a server applying a validated client move.
     *
     * @param seat   the seat acting
     * @param action the action
     * @return the new state
     * @throws IllegalActionException if the action is not legal (out of turn, wrong phase, card not held,
     *                                a follow rule broken, match over ...); this state is unchanged
     */
    public GameState apply(int seat, Action action) {
        if (action instanceof Play && phase == Phase.PLAY && seat == toAct
            && (legal & ((Play) action).card().bit()) != 0) {
            // the common case, already decided by followable() for the seat to act
            GameState s = copy();
            s.play(seat, ((Play) action).card().index());
            s.publish();
            return s;
        }
        return applyChecked(seat, action);
    }

    /** Every action but the common card play: checked by {@link #reason}, then applied. */
    private GameState applyChecked(int seat, Action action) {
        Objects.requireNonNull(action, "action");
        Reason r = reason(seat, action);
        if (r != null) {
            throw new IllegalActionException(violation(r, seat, action), this);
        }
        GameState s = copy();
        if (action instanceof Play) {
            s.play(seat, ((Play) action).card().index());
        } else if (action instanceof Discard) {
            s.discard(seat, ((Discard) action).card().index());
        } else {
            switch ((Call) action) {
                case STAND:
                    s.fixTrumps();
                    break;
                case BEG:
                    s.phase = Phase.GIVE;
                    s.toAct = (byte) (ds.dealer);
                    break;
                case GIVE:
                    s.give();
                    break;
                case RUN:
                    s.run();
                    break;
                case BUNCH:
                    s.bunch(seat);
                    break;
                case KEEP:
                    s.fixTrumps();
                    break;
                case THROW_IN:
                    s.throwIn(seat);
                    break;
                default:
                    throw new AssertionError(action);
            }
        }
        s.publish();
        return s;
    }

    /**
     * Finishes a new state before it is handed out: decides the playable cards of the seat to act (so
     * that {@link #legalActions} and {@link #apply} read one decision), then fences the writes so the
     * state is safely published like one with final fields.
     */
    private void publish() {
        if (phase == Phase.PLAY) {
            legal = followable(handOf(toAct));
            if (ds.table.throwIn && reason(toAct, Call.THROW_IN) == null) {
                legal |= THROW_IN_BIT;
            }
        } else {
            legal = callBits();
        }
        VarHandle.releaseFence();
    }

    /** The cards {@code seat} holds: the held cards whose seat planes spell the seat's number. */
    private long handOf(int seat) {
        long m = held;
        DealState d = ds;
        m &= (seat & 1) != 0 ? d.seatPlane0 : ~d.seatPlane0;
        m &= (seat & 2) != 0 ? d.seatPlane1 : ~d.seatPlane1;
        m &= (seat & 4) != 0 ? d.seatPlane2 : ~d.seatPlane2;
        return m;
    }

    /** Puts {@code cards} (none of them held) into {@code seat}'s hand. */
    private void giveCards(int seat, long cards) {
        held |= cards;
        DealState d = w();
        d.seatPlane0 = (seat & 1) != 0 ? d.seatPlane0 | cards : d.seatPlane0 & ~cards;
        d.seatPlane1 = (seat & 2) != 0 ? d.seatPlane1 | cards : d.seatPlane1 & ~cards;
        d.seatPlane2 = (seat & 4) != 0 ? d.seatPlane2 | cards : d.seatPlane2 & ~cards;
    }

    private boolean handsEqual(GameState x) {
        if (held != x.held) {
            return false;
        }
        for (int seat = 0; seat < ds.table.seats; seat++) {
            if (handOf(seat) != x.handOf(seat)) {
                return false;
            }
        }
        return true;
    }

    private GameState copy() {
        return new GameState(this);
    }

    /**
     * A field-by-field copy (not {@code Object.clone()}: C2 turns a clone of an object this size into
     * a call to its array-copy stub, which measured as the single largest cost of a card play).
     */
    private GameState(GameState o) {
        ds = o.ds;
        phase = o.phase;
        toAct = o.toAct;
        held = o.held;
        legal = o.legal;
        active = o.active;
        trickOrder = o.trickOrder;
        trickSeats = o.trickSeats;
        jackCaptor = o.jackCaptor;
        lowCaptor = o.lowCaptor;
        trickSize = o.trickSize;
        trickCards = o.trickCards;
        trickActs = o.trickActs;
        trickNeeded = o.trickNeeded;
        ledSuit = o.ledSuit;
        winSeat = o.winSeat;
        winCard = o.winCard;
        lastTrick = o.lastTrick;
        tricksPlayed = o.tricksPlayed;
    }

    /** The deal part, made this copy's own before the first write to it. */
    private DealState w() {
        if (!dsOwned) {
            ds = ds.copy();
            dsOwned = true;
        }
        return ds;
    }

    // The methods below mutate a fresh copy before it is published.

    private void clearDeal() {
        w().deck = null;
        w().deckPos = 0;
        phase = Phase.DEAL;
        toAct = (byte) (NONE);
        held = 0;
        w().setAside = 0;
        w().discards = 0;
        active = ds.table.allSeats;
        w().firstLeader = ds.table.next(ds.dealer);
        w().turnUp = NONE;
        w().trump = NONE;
        clearTrick();
        tricksPlayed = (byte) (0);
        w().highCard = NONE;
        w().highSeat = NONE;
        w().lowCard = NONE;
        w().lowSeat = NONE;
        w().jackSeat = NONE;
        jackCaptor = NONE;
        lowCaptor = NONE;
    }

    private void clearTrick() {
        trickOrder = 0;
        trickSeats = 0;
        trickSize = (byte) (0);
        trickCards = 0;
        if (ds.trickThrown != 0) {
            w().trickThrown = 0;
        }
        trickActs = (byte) (0);
        trickNeeded = (byte) (Integer.bitCount(active));
        ledSuit = (byte) (NONE);
        winSeat = (byte) (NONE);
        winCard = (byte) (NONE);
    }

    /** Deals from the top of {@code order} by the match's packets, elder first, then turns up (or not). */
    private void dealFrom(DeckOrder order) {
        clearDeal();
        w().deck = order;
        int elder = ds.table.next(ds.dealer);
        for (int packet : ds.table.packets) {
            int seat = elder;
            int pos = ds.deckPos;
            for (int i = 0; i < ds.table.seats; i++) {
                long cards = 0;
                for (int k = 0; k < packet; k++) {
                    cards |= 1L << order.indexAt(pos++);
                }
                giveCards(seat, cards);
                seat = ds.table.next(seat);
            }
            w().deckPos = pos;
        }
        if (ds.table.pitch) {
            startPlay();
            return;
        }
        turnCard(true);
        if (ds.winner >= 0) {
            return;
        }
        if (ds.table.begging) {
            phase = Phase.BEG;
            toAct = (byte) (elder);
        } else {
            fixTrumps();
        }
    }

    /**
     * Turns the next card for trumps, setting the previous turn-up aside, and scores it when the turn-up
     * scope counts it (RULINGS.md ruling 6 and "Timing and order of awards").
     */
    private void turnCard(boolean first) {
        int c = ds.deck.indexAt(w().deckPos++);
        int suit = c >>> 4;
        boolean newSuit = first || suit != ds.trump;
        if (ds.turnUp >= 0) {
            w().setAside |= 1L << ds.turnUp;
        }
        w().turnUp = c;
        w().trump = suit;
        TurnUpScope scope = ds.table.turnUpScope;
        if (scope == TurnUpScope.EVERY_TURN_UP || scope == TurnUpScope.FIRST_AND_FIXING && newSuit) {
            scoreTurnUp();
        }
    }

    private void scoreTurnUp() {
        award(ds.table.sideOf[ds.dealer], ds.table.turnUpPoints[ds.turnUp & 15], AwardReason.TURN_UP, ds.turnUp);
    }

    /**
     * Trumps are final (a stand, a kept run, or a turn-up with no begging): under the final-only scope
     * the turn-up scores now; then discards, if due, or play.
     */
    private void fixTrumps() {
        if (ds.table.turnUpScope == TurnUpScope.FINAL_ONLY) {
            scoreTurnUp();
            if (ds.winner >= 0) {
                return;
            }
        }
        int size = Long.bitCount(handOf(0));
        boolean discard = size > ds.table.handSize && (ds.table.discardRule == DiscardRule.ALWAYS
            || ds.table.discardRule == DiscardRule.TWELVE_OR_MORE && size >= 12);
        if (discard) {
            phase = Phase.DISCARD;
            toAct = (byte) (ds.table.next(ds.dealer));
        } else {
            startPlay();
        }
    }

    /** "Take one": the gift, then play in the turned suit, or (Cotton) the cards are thrown in. */
    private void give() {
        if (ds.table.turnUpScope == TurnUpScope.FINAL_ONLY) {
            scoreTurnUp();
            if (ds.winner >= 0) {
                return;
            }
        }
        int dealerSide = ds.table.sideOf[ds.dealer];
        if (ds.table.giftToEveryOpponent) {
            int given = 1 << dealerSide;
            for (int i = 0, seat = ds.table.next(ds.dealer); i < ds.table.seats; i++, seat = ds.table.next(seat)) {
                int side = ds.table.sideOf[seat];
                if ((given & (1 << side)) == 0) {
                    given |= 1 << side;
                    award(side, ds.table.giftPoints, AwardReason.GIFT, NONE);
                }
            }
        } else {
            award(ds.table.sideOf[ds.table.next(ds.dealer)], ds.table.giftPoints, AwardReason.GIFT, NONE);
        }
        if (ds.winner >= 0) {
            return;
        }
        if (ds.table.giftThrowsIn) {
            finishHand(true);
        } else {
            startPlay();
        }
    }

    /**
     * Runs the cards: a packet more to each seat from elder and a new turn-up, repeated while the suit
     * repeats; when the pack cannot supply a whole run the same dealer redeals and points stand
     * (RULINGS.md ruling 2). Classic sets a repeated run aside unseen (ruling 9); Seven Up votes on
     * bunching once a new suit is turned (ruling 8).
     */
    private void run() {
        int firstSuit = ds.trump;
        int need = ds.table.runPacket * ds.table.seats + 1;
        long[] packet = new long[ds.table.seats];
        while (true) {
            if (ds.deck.size() - ds.deckPos < need) {
                redeal();
                return;
            }
            int seat = ds.table.next(ds.dealer);
            for (int i = 0; i < ds.table.seats; i++) {
                long p = 0;
                for (int k = 0; k < ds.table.runPacket; k++) {
                    p |= 1L << ds.deck.indexAt(w().deckPos++);
                }
                packet[seat] = p;
                seat = ds.table.next(seat);
            }
            turnCard(false);
            boolean repeated = ds.trump == firstSuit;
            for (int s = 0; s < ds.table.seats; s++) {
                if (repeated && ds.table.setAsideRuns) {
                    w().discards |= packet[s];
                } else {
                    giveCards(s, packet[s]);
                }
            }
            if (ds.winner >= 0) {
                return;
            }
            if (!repeated) {
                if (ds.table.bunching) {
                    phase = Phase.BUNCH_VOTE;
                    toAct = (byte) (ds.table.next(ds.dealer));
                } else {
                    fixTrumps();
                }
                return;
            }
        }
    }

    /** A vote to bunch: the next seat votes, or, when every seat has said bunch, the same dealer redeals. */
    private void bunch(int seat) {
        if (seat == ds.dealer) {
            redeal();
        } else {
            toAct = (byte) (ds.table.next(seat));
        }
    }

    /** The same dealer deals again from the next deck order; points already scored stand. */
    private void redeal() {
        w().dealNumber++;
        DeckOrder next = ds.source.order(ds.dealNumber);
        if (next != null) {
            dealFrom(next);     // clears the old deal first
        } else {
            clearDeal();
        }
    }

    /** One card face down; the next seat discards once this one is down to the hand size. */
    private void discard(int seat, int card) {
        held &= ~(1L << card);
        w().discards |= 1L << card;
        if (Long.bitCount(handOf(seat)) > ds.table.handSize) {
            return;
        }
        if (seat == ds.dealer) {
            startPlay();
        } else {
            toAct = (byte) (ds.table.next(seat));
        }
    }

    /** Elder leads; unless trumps wait for the pitch, High, Low and the jack are fixed now. */
    private void startPlay() {
        phase = Phase.PLAY;
        w().firstLeader = ds.table.next(ds.dealer);
        toAct = (byte) (ds.firstLeader);
        clearTrick();
        if (ds.trump >= 0) {
            fixHolders();
        }
    }

    /** "In play" = held when the first card is led (RULINGS.md "Timing and order of awards"). */
    private void fixHolders() {
        long trumps = SUIT_MASKS[ds.trump];
        int jackIndex = ds.trump * 16 + JACK;
        for (int s = 0; s < ds.table.seats; s++) {
            long t = handOf(s) & trumps;
            if (t == 0) {
                continue;
            }
            int hi = 63 - Long.numberOfLeadingZeros(t);
            int lo = Long.numberOfTrailingZeros(t);
            if (hi > ds.highCard) {
                w().highCard = hi;
                w().highSeat = s;
            }
            if (ds.lowCard < 0 || lo < ds.lowCard) {
                w().lowCard = lo;
                w().lowSeat = s;
            }
            if ((t & (1L << jackIndex)) != 0) {
                w().jackSeat = s;
            }
        }
    }

    private void play(int seat, int card) {
        if (ds.trump < 0) {
            w().trump = card >>> 4;    // the pitch fixes trumps
            fixHolders();
        }
        long bit = 1L << card;
        held &= ~bit;
        if (trickSize == 0) {
            ledSuit = (byte) (card >>> 4);
            winSeat = (byte) (seat);
            winCard = (byte) (card);
        } else if (beats(card, winCard)) {
            winSeat = (byte) (seat);
            winCard = (byte) (card);
        }
        trickCards |= bit;
        trickOrder |= (long) card << (6 * trickSize);
        trickSeats |= seat << (4 * trickSize);
        trickSize++;
        afterTurn(seat);
    }

    /** West Yorkshire: all the seat's cards go on the trick and the seat leaves the hand. */
    private void throwIn(int seat) {
        long hand = handOf(seat);
        w().trickThrown |= hand;
        held &= ~hand;
        active &= ~(1 << seat);
        afterTurn(seat);
    }

    private void afterTurn(int seat) {
        trickActs++;
        if (trickActs == trickNeeded) {
            completeTrick();
        } else {
            toAct = (byte) (nextActive(seat));
        }
    }

    private int nextActive(int seat) {
        int s = ds.table.next(seat);
        if (active == ds.table.allSeats) {
            return s;
        }
        while ((active & (1 << s)) == 0) {
            s = ds.table.next(s);
        }
        return s;
    }

    /** The trick goes to the highest trump, else the highest card of the suit led. */
    private boolean beats(int card, int best) {
        int suit = card >>> 4;
        int bestSuit = best >>> 4;
        if (suit == bestSuit) {
            return card > best;
        }
        return suit == ds.trump;
    }

    private void completeTrick() {
        long all = trickCards | ds.trickThrown;
        if (ds.jackSeat >= 0 && (all & (1L << (ds.trump * 16 + JACK))) != 0) {
            jackCaptor = winSeat;
        }
        if (ds.lowSeat >= 0 && (all & (1L << ds.lowCard)) != 0) {
            lowCaptor = winSeat;
        }
        lastTrick = new Trick(ds.handNumber, trickOrder, trickSeats, trickSize, ds.trickThrown, winSeat, all,
            tricksPlayed == 0 ? null : lastTrick);
        tricksPlayed++;
        int leader = winSeat;
        clearTrick();
        if (held == 0) {
            finishHand(false);
        } else {
            toAct = (byte) (leader);
        }
    }

    /**
     * High, Low, Jack, Game in that order, stopping the moment a side reaches the target; then the deal
     * passes. A hand thrown in by a gift scores none of the four.
     */
    private void finishHand(boolean thrownIn) {
        int highSide = ds.highSeat < 0 ? NONE : ds.table.sideOf[ds.highSeat];
        int lowSide = ds.lowSeat < 0 ? NONE : ds.table.sideOf[ds.table.lowToCaptor ? lowCaptor : ds.lowSeat];
        int jackSide = NONE;
        int jackPoints = 0;
        boolean hang = false;
        if (ds.jackSeat >= 0) {
            int captorSide = ds.table.sideOf[jackCaptor];
            hang = ds.table.hangJack && captorSide != ds.table.sideOf[ds.jackSeat];
            jackPoints = hang ? ds.table.hangJackPoints : 1;
            jackSide = captorSide;
        }
        int[] values = new int[ds.table.sides];
        Trick t = lastTrick;
        for (int k = 0; k < tricksPlayed; k++, t = t.previous) {
            values[ds.table.sideOf[t.winner]] += CardSet.gameValue(t.all);
        }
        int gameSide = thrownIn ? NONE
            : ds.table.gameTie.winner(values, ds.table.sideOf[ds.dealer], ds.table.sideOf[ds.table.next(ds.dealer)]);
        if (highSide >= 0) {
            award(highSide, 1, AwardReason.HIGH, ds.highCard);
        }
        if (lowSide >= 0) {
            award(lowSide, 1, AwardReason.LOW, ds.lowCard);
        }
        if (jackSide >= 0) {
            award(jackSide, jackPoints, hang ? AwardReason.HANG_JACK : AwardReason.JACK, ds.trump * 16 + JACK);
        }
        if (gameSide >= 0) {
            award(gameSide, 1, AwardReason.GAME, NONE);
        }
        w().lastHand = new HandResult(ds.handNumber, ds.dealer, ds.trump < 0 ? null : Suit.of(ds.trump),
            ds.highCard < 0 ? null : Card.ofIndex(ds.highCard), highSide,
            ds.lowCard < 0 ? null : Card.ofIndex(ds.lowCard), lowSide,
            ds.jackSeat < 0 ? null : Card.ofIndex(ds.trump * 16 + JACK), jackSide, hang,
            gameSide, values, ds.awards, ds.handAwardStart, thrownIn);
        w().results = Chain.push(ds.results, ds.lastHand);
        if (ds.winner >= 0) {
            return;
        }
        w().handNumber++;
        w().dealNumber++;
        w().dealer = ds.table.next(ds.dealer);
        w().handAwardStart = Chain.size(ds.awards);
        DeckOrder next = ds.source.order(ds.dealNumber);
        if (next != null) {
            dealFrom(next);     // clears the old deal first
        } else {
            clearDeal();
        }
    }

    /** Scores points for a side; the moment it reaches the target the match is over. */
    private void award(int side, int points, AwardReason reason, int card) {
        if (points == 0 || ds.winner >= 0) {
            return;
        }
        int[] sc = ds.scores;
        if (!scoresOwned) {             // the first award of this state copies the scores once
            sc = sc.clone();
            w().scores = sc;
            scoresOwned = true;
        }
        sc[side] += points;
        w().awards = Chain.push(ds.awards,
            new Award(ds.handNumber, ds.dealNumber, side, points, reason, card < 0 ? null : Card.ofIndex(card)));
        if (sc[side] >= ds.table.target) {
            w().winner = side;
            phase = Phase.MATCH_OVER;
            toAct = (byte) (NONE);
        }
    }

    // ------------------------------------------------------------------------------------ views

    /**
     * What {@code seat} may see: its own hand (hidden, under the waiting-partner rule, from the pitcher's
     * partner until the pitch), the other hands only as counts, the turn-ups, the trick, the cards
     * played, the scores. Nothing in the view reveals another seat's hidden card, a discard, or the
     * order of the stock.
     *
     * @param seat the viewer
     * @return the view
     * @throws IllegalArgumentException if {@code seat} is not a seat of the table
     */
    public SeatView viewFor(int seat) {
        checkSeat(seat);
        int[] counts = new int[ds.table.seats];
        for (int s = 0; s < ds.table.seats; s++) {
            counts[s] = Long.bitCount(handOf(s));
        }
        long played = trickCards | ds.trickThrown;
        Trick t = lastTrick;
        for (int k = 0; k < tricksPlayed; k++, t = t.previous) {
            played |= t.all;
        }
        boolean hidden = handHiddenFrom(seat);
        return new SeatView(ds.table.rules, seat, phase, toAct, ds.dealer, ds.handNumber,
            hidden ? CardSet.EMPTY : CardSet.ofBits(handOf(seat)), hidden, counts,
            trump(), turnUp(), CardSet.ofBits(ds.setAside), stockSize(), Long.bitCount(ds.discards), currentTrick(),
            lastTrick, CardSet.ofBits(played), ds.scores, awards(), ds.lastHand, ds.winner,
            seat == toAct ? legalActions() : List.of(), ds.dealNumber, tricksPlayed, active);
    }

    /**
     * West Yorkshire: the pitcher's partner may not look at their hand until the pitch (RULINGS.md
     * ruling 11).
     *
     * @param seat a seat
     * @return {@code true} if that seat may not see its own hand now
     */
    public boolean handHiddenFrom(int seat) {
        checkSeat(seat);
        return ds.table.partnerWaits && phase == Phase.PLAY && ds.trump < 0 && seat != ds.firstLeader
            && ds.table.sideOf[seat] == ds.table.sideOf[ds.firstLeader];
    }

    private int checkSeat(int seat) {
        if (seat < 0 || seat >= ds.table.seats) {
            throw new IllegalArgumentException("there is no seat " + seat + " at a " + ds.table.seats + "-seat table");
        }
        return seat;
    }

    private int checkSide(int side) {
        if (side < 0 || side >= ds.table.sides) {
            throw new IllegalArgumentException("there is no side " + side + "; sides are 0.." + (ds.table.sides - 1));
        }
        return side;
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
        if (this == o) {
            return true;
        }
        if (!(o instanceof GameState)) {
            return false;
        }
        GameState x = (GameState) o;
        return ds.table.rules.equals(x.ds.table.rules) && ds.dealNumber == x.ds.dealNumber
            && Objects.equals(ds.deck, x.ds.deck) && ds.deckPos == x.ds.deckPos && ds.handNumber == x.ds.handNumber
            && ds.dealer == x.ds.dealer && phase == x.phase && toAct == x.toAct && handsEqual(x)
            && ds.setAside == x.ds.setAside && ds.discards == x.ds.discards && active == x.active && ds.turnUp == x.ds.turnUp && ds.trump == x.ds.trump && trickOrder == x.trickOrder
            && trickSeats == x.trickSeats && trickSize == x.trickSize && ds.trickThrown == x.ds.trickThrown
            && Objects.equals(lastTrick, x.lastTrick)
            && tricksPlayed == x.tricksPlayed && Arrays.equals(capturedBySide(), x.capturedBySide())
 && jackCaptor == x.jackCaptor && lowCaptor == x.lowCaptor && Arrays.equals(ds.scores, x.ds.scores)
            && ds.handAwardStart == x.ds.handAwardStart && Chain.equal(ds.awards, x.ds.awards) && Chain.equal(ds.results, x.ds.results)
            && Objects.equals(ds.lastHand, x.ds.lastHand) && ds.winner == x.ds.winner;
    }

    @Override
    public int hashCode() {
        int h = Objects.hash(ds.table.rules, ds.dealNumber, ds.deckPos, ds.handNumber, ds.dealer, phase, toAct, ds.turnUp, ds.trump,
            trickOrder, tricksPlayed, ds.winner);
        for (int seat = 0; seat < ds.table.seats; seat++) {
            h = 31 * h + Long.hashCode(handOf(seat));
        }
        h = 31 * h + Arrays.hashCode(ds.scores);
        return 31 * h + Chain.hash(ds.awards);
    }

    /**
     * A one-line summary that is safe to log: the hands appear only as card counts, the deck order not
     * at all. See {@link #toDebugString()} for every card.
     *
     * @return the summary
     */
    @Override
    public String toString() {
        return summary(false);
    }

    /**
     * Like {@link #toString()} but with every hand's cards: for debugging and test failures only, never
     * for logs a player may read.
     *
     * @return the summary with all hands
     */
    public String toDebugString() {
        return summary(true);
    }

    private String summary(boolean showHands) {
        StringBuilder sb = new StringBuilder("GameState[").append(ds.table.rules.id())
            .append(", hand ").append(ds.handNumber).append(", dealer ").append(ds.dealer)
            .append(", ").append(phase);
        if (toAct >= 0) {
            sb.append(", seat ").append(toAct).append(" to act");
        }
        trump().ifPresent(t -> sb.append(", trumps ").append(t));
        sb.append(", scores ").append(Arrays.toString(ds.scores));
        for (int s = 0; s < ds.table.seats; s++) {
            sb.append(", seat ").append(s).append(' ');
            if (showHands) {
                sb.append(CardSet.ofBits(handOf(s)));
            } else {
                sb.append(Long.bitCount(handOf(s))).append(" cards");
            }
        }
        if (trickSize > 0) {
            sb.append(", trick ").append(currentTrick());
        }
        return sb.append(']').toString();
    }
}
