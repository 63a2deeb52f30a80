package io.github.allfours.bot.sample;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Deals the cards one seat cannot see, consistently with everything that seat knows: the determinization
 * that hidden-information search rests on (OpenSpiel calls it {@code ResampleFromInfostate}).
 *
 * <p>Made from a {@link SeatView}, a sampler knows the seat's own hand, every card seen (played, turned
 * up, set aside, the top of a face-up stock), the cards known to be in a hand (drawn face up, exposed),
 * every hand's size, the stock's and the face-down discards' sizes, and the cards each seat has shown it
 * does not hold ({@link SeatView#ruledOut(int)}). Those are decided by the engine's own legality decision: a card played proves that its
 * player held no card that would have made it illegal, so under "follow suit or trump" a trump played to
 * a plain lead proves nothing, and with no undertrumping a low trump played over a higher one proves the
 * player held nothing else it could play. In table mode a revoke is accepted, so nothing is proved; where
 * draws come face down from a stock (Shasta Sam), only what was shown since the last draw counts.
 *
 * <p>{@link #sample} draws uniformly from the consistent deals: which unseen card lies in which hand, in
 * the stock (in which order) and among the discards. The constraints are per holder and card (a seat
 * cannot hold a card it has shown it lacks), so the sampler groups the unseen cards into classes that the
 * same holders may take, counts the deals by splitting each class among its holders (a dynamic programme
 * over the classes, no rejection), and draws a split in proportion to its count. Counts are {@code double}s:
 * the draw is exact up to their 53-bit precision.
 *
 * <p>The state returned is the hand as it could really be, made by {@link GameState#from(Setup)} (which checks
 * it like any other position): it gives the viewer a view equal to the one the sampler was made from, and
 * play continues from it under the same rules (later deals come from a deck source seeded by the random
 * generator). The match's past is carried as far as the view shows it: the
 * scores, the awards and the last hand's result. In table mode the calls made aloud this hand
 * ({@link SeatView#tableCalls()}) and the viewer's own uncalled revokes are carried as the view shows them;
 * the other seats' uncalled revokes are whatever the sampled hands make of their plays (none where cards are
 * drawn from a stock, where the hands of each trick are not known). Cards thrown in (West Yorkshire) lie where the
 * view shows them, with the seat that threw them ({@link SeatView#thrownIn()}): they were laid face up.
 *
 * <p>A view that no state gives (one built or decoded elsewhere and tampered with) is refused with an
 * {@link IllegalArgumentException} that says why: a card shown in two places, counts that do not add up,
 * tricks that cannot be replayed, or no deal that reproduces the view exactly.
 *
 * <p>A sampler is immutable and may be shared between threads (each with its own random generator).
 */
public final class DealSampler {
    private final SeatView view;
    private final RuleSet rules;
    private final int seats;
    private final int stockHolder;      // holder index of the stock
    private final int discardHolder;    // holder index of the face-down discards
    private final long unseen;          // the cards dealt by a sample
    private final int[] need;           // per holder: unseen cards it takes
    private final long[] excluded;      // per holder: cards it has shown it does not hold
    private final long[] playedBy;      // per seat: cards it played to this hand's tricks
    private final DealCounter counter;  // counts and draws the deals
    private final GameState first;      // the sample drawn and checked once, in the constructor
    private final long[] seenHeld;      // per seat: the cards of its hand the viewer sees (its own, cards shown)
    private final boolean redealable;   // whether sampleInto places the cards in place (Playout.redeal)
    private final boolean stockDrawn;   // whether a card may yet be drawn from the stock before the next shuffle

    private DealSampler(SeatView view) {
        this.view = view;
        this.rules = view.rules();
        this.seats = rules.seats();
        this.stockHolder = seats;
        this.discardHolder = seats + 1;
        if (view.phase() == Phase.DEAL || view.phase() == Phase.MATCH_OVER) {
            throw new IllegalArgumentException("nothing is dealt to sample in phase " + view.phase());
        }
        ViewShape.check(view, seats);
        boolean tableMode = rules.tableMode().isPresent();
        boolean cardsShowable = tableMode || rules.trumps() instanceof Stock st && st.faceUp();
        if (!cardsShowable && view.knownCards().stream().anyMatch(k -> !k.isEmpty())) {
            throw ViewShape.inconsistent("it shows cards known to be in a hand, which these rules never show");
        }
        if (!tableMode && (!view.tableCalls().isEmpty() || !view.revokes().isEmpty())) {
            throw ViewShape.inconsistent("it shows table mode's revokes or calls, which these rules do not have");
        }
        int holders = seats + 2;
        need = new int[holders];
        excluded = new long[holders];
        playedBy = new long[seats];
        long seen = view.played().bits() | view.setAside().bits();
        if (!view.handHidden()) {
            seen |= view.hand().bits();
        }
        for (int s = 0; s < seats; s++) {
            seen |= view.knownCards().get(s).bits();
        }
        if (view.turnUp().isPresent()) {
            seen |= view.turnUp().get().bit();
        }
        if (view.stockTop().isPresent()) {
            seen |= view.stockTop().get().bit();
        }
        unseen = CardSet.ALL_BITS & ~seen;
        int sum = 0;
        for (int s = 0; s < seats; s++) {
            boolean visible = s == view.seat() && !view.handHidden();
            need[s] = visible ? 0 : view.handSize(s) - view.knownCards().get(s).size();
            sum += need[s];
        }
        need[stockHolder] = view.stockSize() - (view.stockTop().isPresent() ? 1 : 0);
        need[discardHolder] = view.discardCount();
        sum += need[stockHolder] + need[discardHolder];
        for (int n : need) {
            if (n < 0) {
                throw new IllegalArgumentException("the view is inconsistent: a hand holds fewer cards than are known in it");
            }
        }
        if (sum != Long.bitCount(unseen)) {
            throw new IllegalArgumentException("the view is inconsistent: " + Long.bitCount(unseen)
                + " cards are unseen but hands, stock and discards hide " + sum);
        }
        for (Trick t : allTricks()) {
            for (int i = 0; i < t.size(); i++) {
                playedBy[t.seatAt(i)] |= t.cardAt(i).bit();
            }
        }
        for (int s = 0; s < seats; s++) {
            excluded[s] = view.ruledOut(s).bits() & unseen;
        }
        if (!tableMode && cardsShowable) {     // a face-up stock: a card is known once drawn
            for (int s = 0; s < seats; s++) {
                int drawn = view.handSize(s) + Long.bitCount(playedBy[s]) - rules.handSize();
                if (view.knownCards().get(s).size() > Math.max(0, drawn)) {
                    throw ViewShape.inconsistent("seat " + s + " is shown holding more drawn cards than it has drawn");
                }
            }
        }
        counter = new DealCounter(unseen, need, excluded);
        if (counter.total() == 0) {
            throw new IllegalArgumentException("the view is inconsistent: no deal gives every seat the cards it may hold");
        }
        // cards are drawn from the stock only to run the cards (after a beg) and, where the stock names trumps, in
        // trick play; elsewhere its order cannot change the rest of the hand, and the next deal is shuffled anew
        stockDrawn = view.phase() == Phase.BEG || view.phase() == Phase.GIVE || rules.trumps() instanceof Stock;
        // once, here: a view that no state gives (one not made by the engine) is refused
        first = sample(new SplittableRandom(0));
        if (!first.viewFor(view.seat()).equals(view)) {
            throw ViewShape.inconsistent("no deal gives a state with this view");
        }
        seenHeld = new long[seats];
        for (int s = 0; s < seats; s++) {
            seenHeld[s] = first.hand(s).bits() & ~unseen;
        }
        // Playout.redeal replays the plays of a hand on new hands; it does not where the hands of each trick are
        // unknown (a stock drawn in play, where the stock's bottom card also names trumps) or cards were thrown in
        redealable = !tableMode && !(rules.trumps() instanceof Stock) && noneThrown() && view.stockTop().isEmpty();
    }

    /**
     * A sampler for what {@code view}'s seat cannot see.
     *
     * @param view a seat's view of a hand being played (any phase but {@link Phase#DEAL} and
     *             {@link Phase#MATCH_OVER})
     * @return the sampler
     * @throws IllegalArgumentException if nothing is dealt in that phase, or if the view is inconsistent
     *                                  (possible only for a view not made by {@link GameState#viewFor}: its
     *                                  parts do not fit the table, or no deal is consistent with it)
     */
    public static DealSampler of(SeatView view) {
        return new DealSampler(Objects.requireNonNull(view, "view"));
    }

    /** Returns the view this sampler deals for. */
    public SeatView view() {
        return view;
    }

    /** Returns the cards the viewer cannot see: the ones a sample deals. */
    public CardSet unseen() {
        return CardSet.ofBits(unseen);
    }

    /**
     * The unseen cards a seat has shown it does not hold (by the cards it played).
     *
     * @param seat any seat
     * @return those cards; empty for the viewer and for a seat that has shown nothing
     * @throws IllegalArgumentException if there is no such seat
     */
    public CardSet ruledOut(int seat) {
        if (seat < 0 || seat >= seats) {
            throw new IllegalArgumentException("there is no seat " + seat + " at a " + seats + "-seat table");
        }
        return seat == view.seat() ? CardSet.EMPTY : CardSet.ofBits(excluded[seat] & unseen);
    }

    /**
     * The number of consistent deals: ways to place the unseen cards in the hands, the stock (in order) and
     * the discards, each holder taking as many as it hides and no seat a card it has shown it lacks. As a
     * {@code double}, so exact only up to 2<sup>53</sup>. Two rarer constraints are left out of the count and
     * met by {@link #sample} drawing again: where the stock's bottom card names trumps it is a trump, and in
     * table mode a revoke called was a revoke (its player held a card it could have played).
     *
     * <p>Each of these deals is equally likely to be drawn; but once nothing more is drawn from the stock before the
     * next deal is shuffled (after stand or beg and give or run, in every game but those whose stock names trumps),
     * {@link #sample} places the stock's unseen cards in card order, standing for all their orders, since no order of
     * them can change the rest of the hand.
     *
     * @return the number of deals {@link #sample} chooses from, at least 1
     */
    public double dealCount() {
        return counter.dealCount() * DealCounter.factorial(need[stockHolder]);     // the stock lies in any order
    }

    /**
     * Deals the unseen cards at random, each consistent deal equally likely, and returns the state. A deal that
     * breaks one of the constraints {@link #dealCount()} leaves out is drawn again (so each deal that keeps them
     * stays equally likely), up to {@value #MAX_ATTEMPTS} times.
     *
     * @param random the source of randomness
     * @return a state whose view for the sampler's seat equals {@link #view()}
     * @throws IllegalArgumentException if {@value #MAX_ATTEMPTS} deals in a row break those constraints (only for a
     *                                  view not made by the engine, or one whose called revokes almost no deal fits)
     */
    public GameState sample(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        for (int attempt = 1; ; attempt++) {
            long[] dealt = counter.deal(random);
            int[] order = stockOrder(dealt[stockHolder], random);
            long seed = random.nextLong();
            if (!bottomIsTrump(order)) {
                continue;       // a stock whose bottom card names trumps: its suit is known
            }
            try {
                return GameState.from(setup(dealt, order, seed));
            } catch (InvalidSetupException e) {
                if (!calledRevokesOnly(e) || attempt == MAX_ATTEMPTS) {
                    throw ViewShape.inconsistent(e.getMessage());
                }
                // a revoke called proves its player held a card it could have played: not this deal
            }
        }
    }

    /** Whether no seat has thrown in this hand. */
    private boolean noneThrown() {
        for (CardSet c : view.thrownIn()) {
            if (!c.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Deals the unseen cards at random into a play-out: the deal {@link #sample} draws from the same random
     * numbers, placed in place. Where the rules allow (no stock drawn from in play, no cards thrown in), the
     * play-out is reset to a sample checked once, when this sampler was made, and its unseen cards are placed anew
     * by {@link Playout#redeal}, which replays the hand's plays on the new hands through the engine's legality
     * decision; elsewhere the play-out is reset to {@link #sample}'s state. Either way {@code into.toState()} then
     * equals the state {@code sample} returns for a generator in the same state, and each consistent deal is
     * equally likely. Far cheaper than {@code sample}: it builds no {@link Setup}, checks no position and
     * allocates only a few small arrays and the deck order.
     *
     * @param into   the play-out to deal into (its state is replaced)
     * @param random the source of randomness
     * @return {@code into}
     * @throws IllegalArgumentException as {@link #sample}
     */
    public Playout sampleInto(Playout into, RandomGenerator random) {
        Objects.requireNonNull(into, "into");
        Objects.requireNonNull(random, "random");
        if (!redealable) {
            return into.reset(sample(random));
        }
        Scratch scratch = SCRATCH.get();
        long[] dealt = counter.deal(random, scratch.dealt(need.length), scratch.buffer);
        long stock = dealt[stockHolder];
        int[] order = stockOrder(stock, random, scratch.order(Long.bitCount(stock)));
        long seed = random.nextLong();
        long[] hands = scratch.hands(seats);
        for (int s = 0; s < seats; s++) {
            hands[s] = seenHeld[s] | dealt[s];
        }
        into.reset(first);
        return into.redeal(hands, order, dealt[discardHolder], DeckSource.seeded(seed));
    }

    /**
     * Each thread's arrays for {@link #sampleInto}, which a search calls at every iteration: the deal, the stock's
     * order and the hands are written there and read by {@link Playout#redeal}, which keeps none of them, so a sample
     * in place allocates only the deck order the play-out keeps. Per thread, because a sampler is shared.
     */
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    private static final class Scratch {
        final int[] buffer = new int[64];
        private long[] dealt = new long[0];
        private long[] hands = new long[0];
        private final int[][] orders = new int[53][];

        long[] dealt(int holders) {
            if (dealt.length < holders) {
                dealt = new long[holders];
            }
            return dealt;
        }

        long[] hands(int seats) {
            if (hands.length != seats) {
                hands = new long[seats];
            }
            return hands;
        }

        /** An array of exactly {@code cards} places. */
        int[] order(int cards) {
            int[] a = orders[cards];
            if (a == null) {
                a = new int[cards];
                orders[cards] = a;
            }
            return a;
        }
    }

    /**
     * A new play-out holding a fresh sample: the deal {@link #sampleInto} would place, from the same random numbers,
     * into a play-out made from the sample this sampler checked when it was made. A search's first sample thus costs
     * what its later ones do, where {@code new Playout(sample(random))} builds and checks a whole position.
     *
     * @param random the source of randomness
     * @return the new play-out
     * @throws IllegalArgumentException as {@link #sampleInto}
     */
    public Playout newPlayout(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        return sampleInto(new Playout(first), random);
    }

    /**
     * The unseen cards of the stock in the order they lie, top first: a random order, each equally likely, while a
     * card may yet be drawn from the stock this hand (before stand or beg and give or run are settled, since running
     * the cards deals from it, and where the stock names trumps); in card order, without a random number, once none
     * can be, since then no order of them changes anything before the next deal, which is shuffled anew.
     */
    private int[] stockOrder(long cards, RandomGenerator random) {
        return stockOrder(cards, random, new int[Long.bitCount(cards)]);
    }

    /** {@link #stockOrder(long, RandomGenerator)} written into {@code order}, whose length is the number of cards. */
    private int[] stockOrder(long cards, RandomGenerator random, int[] order) {
        return stockDrawn ? DealCounter.shuffled(cards, random, order) : DealCounter.inOrder(cards, order);
    }

    /** How many deals {@link #sample} draws before it gives up on a view whose called revokes none fits. */
    static final int MAX_ATTEMPTS = 10_000;

    /**
     * Whether the bottom card of the stock (the known top card first, then {@code order}) is of the trump suit
     * where the rules name trumps by it (California Jack, Shasta Sam); true elsewhere.
     */
    private boolean bottomIsTrump(int[] order) {
        if (!(rules.trumps() instanceof Stock) || view.trump().isEmpty()) {
            return true;
        }
        int bottom = order.length > 0 ? order[order.length - 1] : view.stockTop().map(Card::index).orElse(-1);
        return bottom < 0 || bottom >>> 4 == view.trump().get().ordinal();
    }

    /**
     * Builds the state in which the unseen cards lie as given: for hypotheses, exhaustive search over the
     * deals, and tests. Every unseen card must be placed exactly once, each holder must get as many as it
     * hides, and no seat may get a card it has shown it lacks.
     *
     * @param hands    for each seat, the unseen cards it holds (empty for the viewer, unless the view hides
     *                 the viewer's own hand)
     * @param stock    the unseen cards of the stock in order, top first (after the known top card of a
     *                 face-up stock)
     * @param discards the unseen cards lying face down out of play
     * @param seed     the seed of the deck source of later deals
     * @return the state; its view for the sampler's seat equals {@link #view()}
     * @throws IllegalArgumentException if the cards are not such a deal (in table mode also if a revoke called
     *                                  would have been a legal play from the hands given)
     */
    public GameState dealAs(List<CardSet> hands, List<Card> stock, CardSet discards, long seed) {
        Objects.requireNonNull(hands, "hands");
        Objects.requireNonNull(stock, "stock");
        Objects.requireNonNull(discards, "discards");
        if (hands.size() != seats) {
            throw new IllegalArgumentException(hands.size() + " hands for a " + seats + "-seat table");
        }
        long[] dealt = new long[need.length];
        long placed = 0;
        for (int seat = 0; seat < seats; seat++) {
            dealt[seat] = hands.get(seat).bits();
        }
        int[] order = new int[stock.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = stock.get(i).index();
            dealt[stockHolder] |= stock.get(i).bit();
        }
        dealt[discardHolder] = discards.bits();
        int placements = 0;
        for (int h = 0; h < need.length; h++) {
            String who = h < seats ? "seat " + h : h == stockHolder ? "the stock" : "the discards";
            if (Long.bitCount(dealt[h]) != need[h]) {
                throw new IllegalArgumentException(who + " hides " + need[h] + " unseen cards, not " + Long.bitCount(dealt[h]));
            }
            if ((dealt[h] & excluded[h]) != 0) {
                throw new IllegalArgumentException(who + " has shown it lacks " + CardSet.ofBits(dealt[h] & excluded[h]));
            }
            placed |= dealt[h];
            placements += Long.bitCount(dealt[h]);
        }
        if (order.length != need[stockHolder] || placed != unseen || placements != Long.bitCount(unseen)) {
            throw new IllegalArgumentException("the cards placed are not the unseen cards, each once: placed "
                + CardSet.ofBits(placed) + ", unseen " + CardSet.ofBits(unseen));
        }
        try {
            return GameState.from(setup(dealt, order, seed));
        } catch (InvalidSetupException e) {
            throw new IllegalArgumentException("the cards placed do not give a position play reaches: " + e.getMessage(), e);
        }
    }

    /** Whether a setup was refused only for table mode's calls (a revoke called that the cards dealt make legal). */
    private static boolean calledRevokesOnly(InvalidSetupException e) {
        return e.problems().stream().allMatch(p -> p.kind() == SetupProblem.Kind.TABLE);
    }

    // ------------------------------------------------------------------------------------ rebuilding

    /** This hand's tricks, the current one last. */
    private List<Trick> allTricks() {
        List<Trick> tricks = new ArrayList<>(view.tricks());
        tricks.add(view.currentTrick());
        return tricks;
    }

    /**
     * The position in which the holders hold {@code dealt} and the stock lies in {@code stockOrder} (top first,
     * after a known top card): what the view shows and the cards dealt, for {@link GameState#from(Setup)},
     * which replays the hand's tricks from the first lead.
     */
    private Setup setup(long[] dealt, int[] stockOrder, long seed) {
        SeatView v = view;
        List<CardSet> hands = new ArrayList<>(seats);
        long known = 0;
        for (int seat = 0; seat < seats; seat++) {
            long hand = dealt[seat] | v.knownCards().get(seat).bits();
            if (seat == v.seat() && !v.handHidden()) {
                hand |= v.hand().bits();
            }
            hands.add(CardSet.ofBits(hand));
            known |= v.knownCards().get(seat).bits();
        }
        known |= v.tableCalls().cardsExposed().bits() & v.currentTrick().cardSet().bits();   // exposed, then played
        List<Card> stock = new ArrayList<>(stockOrder.length + 1);
        v.stockTop().ifPresent(stock::add);
        for (int c : stockOrder) {
            stock.add(Card.ofIndex(c));
        }
        Optional<Trick> previous = v.tricks().isEmpty() ? v.lastTrick() : Optional.empty();
        return new Setup(rules, v.handNumber(), v.dealNumber(), v.dealer(), v.phase(), v.toAct(), hands, stock,
            v.turnUp(), v.trump(), v.setAside(), CardSet.ofBits(dealt[discardHolder]), v.tricks(), v.currentTrick(),
            v.thrownIn(), v.contract(), v.auction(), CardSet.ofBits(known), v.tableCalls(), revokesGiven(), CardSet.EMPTY, v.scores(), v.awards(),
            v.lastHandResult().map(List::of).orElse(List.of()), previous, DeckSource.seeded(seed));
    }

    /**
     * Table mode's uncalled revokes for the setup: none, so that the replay finds them from the hands dealt
     * (the viewer's own among them), except where cards are drawn from a stock, where only the viewer's own
     * are known.
     */
    private CardSet revokesGiven() {
        return rules.trumps() instanceof Stock ? view.revokes() : CardSet.EMPTY;
    }
}
