package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Deals the cards one seat cannot see, consistently with everything that seat knows: the determinization
 * that hidden-information search rests on (OpenSpiel calls it {@code ResampleFromInfostate}).
 *
 * <p>Made from a {@link SeatView}, a sampler knows the seat's own hand, every card seen (played, turned
 * up, set aside, the top of a face-up stock), the cards known to be in a hand (drawn face up, exposed),
 * every hand's size, the stock's and the face-down discards' sizes, and the cards each seat has shown it
 * does not hold. Those are decided by the engine's own legality decision: a card played proves that its
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
 * <p>The state returned is the hand as it could really be: it gives the viewer a view equal to the one the
 * sampler was made from, and play continues from it under the same rules (later deals come from a deck
 * source seeded by the random generator). The match's past is carried as far as the view shows it: the
 * scores, the awards and the last hand's result. In table mode the calls made aloud this hand
 * ({@link SeatView#tableCalls()}) and the viewer's own uncalled revokes are carried as the view shows them;
 * the other seats' uncalled revokes are whatever the sampled hands make of their plays.
 *
 * <p>A view that no state gives (one built or decoded elsewhere and tampered with) is refused with an
 * {@link IllegalArgumentException} that says why: a card shown in two places, counts that do not add up,
 * tricks that cannot be replayed, or no deal that reproduces the view exactly.
 *
 * <p>A sampler is immutable and may be shared between threads (each with its own random generator).
 */
public final class DealSampler {
    private final SeatView view;
    private final Table table;
    private final int seats;
    private final int stockHolder;      // holder index of the stock
    private final int discardHolder;    // holder index of the face-down discards
    private final long unseen;          // the cards dealt by a sample
    private final int[] need;           // per holder: unseen cards it takes
    private final long[] excluded;      // per holder: cards it has shown it does not hold
    private final long[] playedBy;      // per seat: cards it played to this hand's tricks
    private final DealCounter counter;  // counts and draws the deals

    private DealSampler(SeatView view) {
        this.view = view;
        this.table = Table.of(view.rules());
        this.seats = table.seats;
        this.stockHolder = seats;
        this.discardHolder = seats + 1;
        if (view.phase() == Phase.DEAL || view.phase() == Phase.MATCH_OVER) {
            throw new IllegalArgumentException("nothing is dealt to sample in phase " + view.phase());
        }
        checkShape(view, seats);
        boolean cardsShowable = table.claims != null || view.rules().trumps() instanceof io.github.allfours.rules.Stock st
            && st.faceUp();
        if (!cardsShowable && view.knownCards().stream().anyMatch(k -> !k.isEmpty())) {
            throw inconsistent("it shows cards known to be in a hand, which these rules never show");
        }
        if (table.claims == null && (!view.tableCalls().isEmpty() || !view.revokes().isEmpty())) {
            throw inconsistent("it shows table mode's revokes or calls, which these rules do not have");
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
        readTricks();
        if (table.claims == null && cardsShowable) {     // a face-up stock: a card is known once drawn
            for (int s = 0; s < seats; s++) {
                int drawn = view.handSize(s) + Long.bitCount(playedBy[s]) - table.handSize;
                if (view.knownCards().get(s).size() > Math.max(0, drawn)) {
                    throw inconsistent("seat " + s + " is shown holding more drawn cards than it has drawn");
                }
            }
        }
        counter = new DealCounter(unseen, need, excluded);
        if (counter.total() == 0) {
            throw new IllegalArgumentException("the view is inconsistent: no deal gives every seat the cards it may hold");
        }
        // once, here: a view that no state gives (one not made by the engine) is refused
        SeatView again = sample(new java.util.SplittableRandom(0)).viewFor(view.seat());
        if (!again.equals(view)) {
            throw inconsistent("no deal gives a state with this view");
        }
    }

    /**
     * Checks what the sampler relies on before reading anything: a view made by the engine always passes;
     * one built or decoded elsewhere is refused, in time linear in its size, if its parts do not fit.
     */
    private static void checkShape(SeatView v, int seats) {
        if (v.seat() < 0 || v.seat() >= seats || v.dealer() < 0 || v.dealer() >= seats || v.toAct() < -1
            || v.toAct() >= seats) {
            throw inconsistent("a seat is not one of the table's " + seats);
        }
        if (v.handSizes().size() != seats || v.inPlay().size() != seats || v.knownCards().size() != seats
            || v.scores().size() != Table.of(v.rules()).sides) {
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
        // a called revoke was played; it may since have gone back to a hand (taken back when an earlier revoke
        // on its trick was corrected), but never to the turn-up, the set-aside cards or the stock
        long neverPlayed = v.setAside().bits() | v.turnUp().map(Card::bit).orElse(0L) | v.stockTop().map(Card::bit).orElse(0L);
        if ((v.revokes().bits() & ~v.played().bits()) != 0
            || (v.tableCalls().revokesCalled().bits() & neverPlayed) != 0
            || (v.tableCalls().cardsCalled().bits() & ~(v.played().bits() | known)) != 0) {
            throw inconsistent("a revoke or a called card was neither played nor exposed");
        }
        long onTricks = 0;
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
        }
        if (onTricks != v.played().bits()) {
            throw inconsistent("the cards played are not the cards on its tricks");
        }
    }

    private static IllegalArgumentException inconsistent(String why) {
        return new IllegalArgumentException("the view is inconsistent: " + why);
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
        return CardSet.ofBits(excluded[seat] & unseen);
    }

    /**
     * The number of consistent deals: ways to place the unseen cards in the hands, the stock (in order) and
     * the discards. As a {@code double}, so exact only up to 2<sup>53</sup>.
     *
     * @return the number of deals {@link #sample} chooses from, at least 1
     */
    public double dealCount() {
        return counter.dealCount() * DealCounter.factorial(need[stockHolder]);     // the stock lies in any order
    }

    /**
     * Deals the unseen cards at random, each consistent deal equally likely, and returns the state.
     *
     * @param random the source of randomness
     * @return a state whose view for the sampler's seat equals {@link #view()}
     */
    public GameState sample(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        long[] dealt = counter.deal(random);
        return rebuild(dealt, DealCounter.shuffled(dealt[stockHolder], random), random.nextLong());
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
     * @throws IllegalArgumentException if the cards are not such a deal
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
        return rebuild(dealt, order, seed);
    }

    // ------------------------------------------------------------------------------------ evidence

    /** The hand's plays in order: card, seat, and the trick each belongs to. */
    private record PlayRecord(int card, int seat, int trick, int position) {
    }

    private List<PlayRecord> plays() {
        List<PlayRecord> plays = new ArrayList<>();
        List<Trick> tricks = new ArrayList<>(view.tricks());
        tricks.add(view.currentTrick());
        for (int t = 0; t < tricks.size(); t++) {
            Trick trick = tricks.get(t);
            for (int i = 0; i < trick.size(); i++) {
                plays.add(new PlayRecord(trick.cardAt(i).index(), trick.seatAt(i), t, i));
            }
        }
        return plays;
    }

    /**
     * Reads who played which card, and what each play proves its player did not hold, by asking the
     * engine's follow rules whether the card would still have been playable beside each unseen card.
     */
    private void readTricks() {
        for (PlayRecord p : plays()) {
            playedBy[p.seat()] |= 1L << p.card();
        }
        if (!table.play.provesVoids()) {
            return;
        }
        // under face-down draws only tricks after the last draw say anything about the cards held now
        int firstTelling = 0;
        if (table.trickEnd != null && table.trickEnd.drawsFaceDown()) {
            int inHands = 0;
            for (int s = 0; s < seats; s++) {
                inHands += view.handSize(s);
            }
            int drawn = inHands + view.played().size() - seats * table.handSize;
            firstTelling = drawn / seats;
        }
        GameState probe = new GameState();
        probe.match = new Match();
        probe.match.table = table;
        probe.deal = new Deal();
        probe.deal.trump = (byte) (int) view.trump().map(Enum::ordinal).orElse(GameState.NONE);
        List<Trick> tricks = new ArrayList<>(view.tricks());
        tricks.add(view.currentTrick());
        for (int t = 0; t < tricks.size(); t++) {
            Trick trick = tricks.get(t);
            for (int i = 0; i < trick.size(); i++) {
                int card = trick.cardAt(i).index();
                int seat = trick.seatAt(i);
                if (i == 0) {
                    probe.ledSuit = (byte) (card >>> 4);
                    probe.winCard = (byte) card;
                    continue;
                }
                if (t >= firstTelling && probe.deal.trump >= 0 && seat != view.seat()) {
                    probe.trickSize = (byte) i;
                    long bit = 1L << card;
                    for (long u = unseen & ~excluded[seat]; u != 0; u &= u - 1) {
                        long x = u & -u;
                        if ((table.play.followable(probe, bit | x) & bit) == 0) {
                            excluded[seat] |= x;
                        }
                    }
                }
                if (TrickPlay.beats(card, probe.winCard, probe.deal.trump)) {
                    probe.winCard = (byte) card;
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------ rebuilding

    /**
     * Builds the state in which the holders hold {@code dealt} and the stock lies in {@code stockOrder}
     * (top first, after a known top card): the deal part and the match part from the view, then this
     * hand's tricks replayed through the engine from the first lead, so that everything the trick play
     * decides (the count's holders, captors, the last trick's winner, what must be led) is decided by it.
     */
    GameState rebuild(long[] dealt, int[] stockOrder, long seed) {
        SeatView v = view;
        GameState s = new GameState();
        Match m = new Match();
        m.rules = v.rules();
        m.table = table;
        m.source = DeckSource.seeded(seed);
        m.dealNumber = v.dealNumber();
        m.handNumber = v.handNumber();
        m.dealer = v.dealer();
        m.scores = new int[table.sides];
        m.winner = GameState.NONE;
        s.match = m;
        s.matchOwned = true;
        Deal d = new Deal();
        s.deal = d;
        s.dealOwned = true;
        // the deck: every card not in the stock first (their order is the past), then the stock, top first
        List<Card> order = new ArrayList<>(52);
        long stock = 0;
        List<Card> stockCards = new ArrayList<>();
        v.stockTop().ifPresent(stockCards::add);
        for (int c : stockOrder) {
            stockCards.add(Card.ofIndex(c));
        }
        for (Card c : stockCards) {
            stock |= c.bit();
        }
        for (long rest = CardSet.ALL_BITS & ~stock; rest != 0; rest &= rest - 1) {
            order.add(Card.ofIndex(Long.numberOfTrailingZeros(rest)));
        }
        order.addAll(stockCards);
        d.deck = DeckOrder.of(order);
        d.deckPos = (byte) (order.size() - stockCards.size());
        d.setAside = v.setAside().bits();
        d.discards = dealt[discardHolder];
        d.clearFacts();
        d.turnUp = (byte) (int) v.turnUp().map(Card::index).orElse(GameState.NONE);
        d.contract = (byte) (int) v.contract().map(Contract::points).orElse(0);
        d.contractor = (byte) (int) v.contract().map(Contract::seat).orElse(GameState.NONE);
        long shown = 0;
        for (CardSet k : v.knownCards()) {
            shown |= k.bits();
        }
        d.shown = shown;
        s.jackCaptor = GameState.NONE;
        s.lowCaptor = GameState.NONE;
        s.active = table.allSeats;
        long[] thrownBy = throwers();
        for (int seat = 0; seat < seats; seat++) {
            long hand = dealt[seat] | v.knownCards().get(seat).bits();
            if (seat == v.seat() && !v.handHidden()) {
                hand |= v.hand().bits();
            }
            s.giveCards(seat, hand | playedBy[seat]);
        }
        int trump = v.trump().map(Enum::ordinal).orElse(GameState.NONE);
        boolean playing = v.phase() == Phase.PLAY || v.phase() == Phase.CLAIMS;
        if (playing) {
            d.firstLeader = (byte) firstLeader();
            table.trumps.startRebuiltPlay(s, trump);
            try {
                replay(s, thrownBy);
            } catch (RuntimeException e) {      // a view not made by the engine: its tricks cannot be replayed
                throw inconsistent("its tricks cannot be replayed (" + e + ")");
            }
        } else {
            d.trump = (byte) trump;
            boolean auctionOver = v.phase() != Phase.BID && v.phase() != Phase.SALE && d.contractor >= 0;
            d.firstLeader = (byte) (auctionOver ? d.contractor : table.next(v.dealer()));
            s.phase = v.phase();
            s.toAct = (byte) v.toAct();
            TrickPlay.clearTrick(s);
        }
        tableCalls(s);
        if (v.tricks().isEmpty()) {     // the last trick of an earlier hand stays on view until this hand's first
            v.lastTrick().ifPresent(t -> s.lastTrick = taken(t, null));
        }
        // the match as the view shows it (a replayed trick may have scored again: the view's scores stand)
        m.scores = v.scores().stream().mapToInt(Integer::intValue).toArray();
        m.awards = null;
        int handStart = 0;
        for (Award a : v.awards()) {
            m.awards = Chain.push(m.awards, a);
            if (a.hand() < v.handNumber()) {
                handStart++;
            }
        }
        m.handAwardStart = handStart;
        m.results = v.lastHandResult().map(r -> Chain.push(null, r)).orElse(null);
        m.winner = v.winner().orElse(GameState.NONE);
        if (s.phase != v.phase() || s.toAct != v.toAct()) {
            throw inconsistent("replayed, its tricks leave seat " + s.toAct + " to act in " + s.phase + ", not seat "
                + v.toAct() + " in " + v.phase());
        }
        s.publish();
        return s;
    }

    /** The seat that led (or will lead) the hand's first trick. */
    private int firstLeader() {
        if (!view.tricks().isEmpty()) {
            return view.tricks().get(0).seatAt(0);
        }
        if (view.currentTrick().size() > 0) {
            return view.currentTrick().seatAt(0);
        }
        return view.toAct();
    }

    /** The cards thrown in to each trick (West Yorkshire), by trick: the current trick last. */
    private long[] throwers() {
        List<Trick> tricks = new ArrayList<>(view.tricks());
        tricks.add(view.currentTrick());
        long[] thrown = new long[tricks.size()];
        for (int t = 0; t < thrown.length; t++) {
            thrown[t] = tricks.get(t).thrownIn().bits();
        }
        return thrown;
    }

    /**
     * Plays the hand's tricks again from the first lead. A seat whose turn comes but whose card in the
     * record is not next threw in (West Yorkshire): it is given as many of the trick's thrown-in cards as
     * every player held at that trick (there are no draws in a game with throw-ins) and throws them in.
     * Draws from the stock are held back while replaying: the cards drawn are already in the hands.
     */
    private void replay(GameState s, long[] thrownBy) {
        int stockPos = s.deal.deckPos;
        s.deal.deckPos = (byte) s.deal.deck.size();
        List<Trick> tricks = new ArrayList<>(view.tricks());
        tricks.add(view.currentTrick());
        for (int t = 0; t < tricks.size(); t++) {
            Trick trick = tricks.get(t);
            long thrown = thrownBy[t];
            int each = table.handSize - t;
            for (int i = 0; i < trick.size(); i++) {
                int seat = trick.seatAt(i);
                while (s.toAct != seat && thrown != 0) {
                    thrown = throwIn(s, thrown, each);
                }
                table.play.play(s, seat, trick.cardAt(i).index(), EventListener.NONE);
            }
            while (thrown != 0) {
                thrown = throwIn(s, thrown, each);
            }
        }
        s.deal.deckPos = (byte) stockPos;
    }

    /**
     * Table mode's memory of the hand: what was called aloud, as the view shows it; the viewer's own uncalled
     * revokes as the view shows them; the other seats' uncalled revokes as the replay of their plays with the
     * sampled hands makes them (minus those already called).
     */
    private void tableCalls(GameState s) {
        if (table.claims == null) {
            return;
        }
        Irregular replayed = Irregular.of(s.deal);
        TableCalls calls = view.tableCalls();
        long mine = s.handOf(view.seat()) | playedBy[view.seat()];
        long revokes = replayed.revokes() & ~mine & ~calls.revokesCalled().bits() | view.revokes().bits();
        Irregular i = new Irregular(revokes, replayed.forfeits() & revokes, calls.cardsCalled().bits(),
            TableCalls.mask(calls.sidesBarred()), TableCalls.mask(calls.seatsPeeked()), calls.revokesCalled().bits());
        s.deal.irregular = i.equals(Irregular.NONE) ? null : i;
    }

    /** The seat to act throws in: it gets {@code each} of the trick's thrown cards first. */
    private static long throwIn(GameState s, long thrown, int each) {
        long give = 0;
        long rest = thrown;
        for (int k = 0; k < each && rest != 0; k++) {
            give |= rest & -rest;
            rest &= rest - 1;
        }
        s.giveCards(s.toAct, give);
        TrickPlay.throwIn(s, s.toAct, EventListener.NONE);
        return rest;
    }

    private static TakenTrick taken(Trick t, TakenTrick previous) {
        long order = 0;
        int seatBits = 0;
        for (int i = 0; i < t.size(); i++) {
            order |= (long) t.cardAt(i).index() << (6 * i);
            seatBits |= t.seatAt(i) << (4 * i);
        }
        return new TakenTrick(t.hand(), order, seatBits, t.size(), t.thrownIn().bits(), t.winner().orElse(GameState.NONE),
            t.cardSet().bits(), previous);
    }
}
