package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.game.Award;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.game.TableCalls;
import io.github.allfours.game.Trick;
import io.github.allfours.internal.Text;
import io.github.allfours.rules.AllPass;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.Begging;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import io.github.allfours.rules.TurnUp;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks of a {@link Setup} that need no replay: its shape, card conservation, the turn-up and trumps,
 * the hand and stock sizes of each phase, the seat to act, the contract, the scores and table mode's calls.
 * {@link Positions} runs them, then replays the hand's tricks. Every problem is collected; none stops the
 * others, except a broken shape, after which nothing else can be read safely.
 */
final class SetupCheck {
    final Setup x;
    final RuleSet rules;
    final CompiledRules compiled;
    final List<SetupProblem> problems = new ArrayList<>();
    /** Per seat: the cards it played to this hand's tricks (the current one included). */
    final long[] playedBy;
    /** Per seat: the cards it threw in this hand. */
    final long[] thrownBy;
    long held;
    long played;

    SetupCheck(Setup setup) {
        x = setup;
        rules = setup.rules();
        compiled = CompiledRules.of(rules);
        playedBy = new long[compiled.seats];
        thrownBy = new long[compiled.seats];
    }

    void add(SetupProblem.Kind kind, String message) {
        problems.add(new SetupProblem(kind, message));
    }

    /** Whether a phase is one in which the hand's tricks are played (and so are replayed). */
    static boolean playing(Phase p) {
        return p == Phase.PLAY || p == Phase.CLAIMS;
    }

    // ------------------------------------------------------------------------------------ shape

    /** Sizes, ranges and seats: when this finds anything, nothing else is read. */
    boolean shape() {
        int seats = compiled.seats;
        if (x.hands().size() != seats) {
            add(SetupProblem.Kind.SHAPE, x.hands().size() + " hands for a " + seats + "-seat table");
        }
        if (!x.thrownIn().isEmpty() && x.thrownIn().size() != seats) {
            add(SetupProblem.Kind.SHAPE, x.thrownIn().size() + " thrown-in sets for a " + seats + "-seat table");
        }
        if (x.scores().size() != compiled.sides) {
            add(SetupProblem.Kind.SHAPE, x.scores().size() + " scores for " + compiled.sides + " sides");
        }
        if (x.dealer() < 0 || x.dealer() >= seats) {
            add(SetupProblem.Kind.SHAPE, "dealer " + x.dealer() + " is not a seat of a " + seats + "-seat table");
        }
        if (x.toAct() < -1 || x.toAct() >= seats) {
            add(SetupProblem.Kind.SHAPE, "seat to act " + x.toAct() + " is not a seat of a " + seats + "-seat table");
        }
        if (x.handNumber() < 0 || x.dealNumber() < x.handNumber()) {
            add(SetupProblem.Kind.SHAPE, "hand " + x.handNumber() + " of deal " + x.dealNumber()
                + ": hands count from 0 and every hand has at least one deal");
        } else if (x.dealNumber() != x.handNumber() && rules.begging().isEmpty() && rules.tableMode().isEmpty()) {
            add(SetupProblem.Kind.SHAPE, "hand " + x.handNumber() + " of deal " + x.dealNumber()
                + ": these rules never deal a hand again (no run, no misdeal), so each hand is one deal");
        }
        if (x.stock().size() > 52) {
            add(SetupProblem.Kind.SHAPE, "a stock of " + x.stock().size() + " cards");
        }
        if (x.tricks().size() > 52 / seats) {
            add(SetupProblem.Kind.SHAPE, x.tricks().size() + " tricks in one hand");
        }
        List<Trick> all = new ArrayList<>(x.tricks());
        all.add(x.currentTrick());
        x.previousTrick().ifPresent(all::add);
        for (int t = 0; t < all.size(); t++) {
            Trick trick = all.get(t);
            boolean previous = t == all.size() - 1 && x.previousTrick().isPresent();
            boolean current = t == x.tricks().size();
            String name = previous ? "the previous hand's last trick" : current ? "the current trick" : "trick " + t;
            if (trick.size() > seats || trick.seats().stream().anyMatch(s -> s < 0 || s >= seats)) {
                add(SetupProblem.Kind.SHAPE, name + " names a seat not at the table or has more cards than seats");
            }
            if (previous ? trick.hand() >= x.handNumber() : trick.hand() != x.handNumber()) {
                add(SetupProblem.Kind.SHAPE, name + " belongs to hand " + trick.hand() + ", not hand " + x.handNumber());
            }
            if (current ? trick.winner().isPresent() : trick.winner().isEmpty()
                || trick.winner().getAsInt() < 0 || trick.winner().getAsInt() >= seats) {
                add(SetupProblem.Kind.SHAPE, name + (current ? " has a winner before it is complete" : " has no winner at the table"));
            }
        }
        for (Award a : x.awards()) {
            if (a.side() < 0 || a.side() >= compiled.sides) {
                add(SetupProblem.Kind.SHAPE, "award " + a + " goes to side " + a.side() + ", not a side of the table");
            }
        }
        x.contract().ifPresent(c -> {
            if (c.seat() < 0 || c.seat() >= seats) {
                add(SetupProblem.Kind.SHAPE, "the contract's seat " + c.seat() + " is not at the table");
            }
        });
        tableCallsShape();
        return problems.isEmpty();
    }

    /** Table mode's barred sides and peeking seats: at the table, each once, in increasing order. */
    private void tableCallsShape() {
        int seats = compiled.seats;
        for (int side : x.tableCalls().sidesBarred()) {
            if (side < 0 || side >= compiled.sides) {
                add(SetupProblem.Kind.SHAPE, "side " + side + " barred from Game is not a side of the table");
            }
        }
        for (int seat : x.tableCalls().seatsPeeked()) {
            if (seat < 0 || seat >= seats) {
                add(SetupProblem.Kind.SHAPE, "seat " + seat + " that peeked is not at the table");
            }
        }
        if (!increasing(x.tableCalls().sidesBarred()) || !increasing(x.tableCalls().seatsPeeked())) {
            add(SetupProblem.Kind.SHAPE, "the sides barred from Game and the seats that peeked are listed in increasing "
                + "order, each once");
        }
    }

    private static boolean increasing(List<Integer> values) {
        for (int i = 1; i < values.size(); i++) {
            if (values.get(i) <= values.get(i - 1)) {
                return false;
            }
        }
        return true;
    }

    // ------------------------------------------------------------------------------------ cards

    /** Every card in exactly one place: hands, stock, turn-up, set-aside, discards, tricks. */
    void cards() {
        long seen = 0;
        long twice = 0;
        for (int seat = 0; seat < compiled.seats; seat++) {
            long h = x.hands().get(seat).bits();
            twice |= seen & h;
            seen |= h;
            held |= h;
        }
        for (Card c : x.stock()) {
            twice |= seen & c.bit();
            seen |= c.bit();
        }
        long[] piles = {x.turnUp().map(Card::bit).orElse(0L), x.setAside().bits(), x.discards().bits()};
        for (long pile : piles) {
            twice |= seen & pile;
            seen |= pile;
        }
        List<Trick> all = new ArrayList<>(x.tricks());
        all.add(x.currentTrick());
        long thrownOnTricks = 0;
        for (Trick t : all) {
            for (int i = 0; i < t.size(); i++) {
                long bit = t.cardAt(i).bit();
                twice |= seen & bit;
                seen |= bit;
                played |= bit;
                playedBy[t.seatAt(i)] |= bit;
            }
            twice |= seen & t.thrownIn().bits();
            seen |= t.thrownIn().bits();
            thrownOnTricks |= t.thrownIn().bits();
        }
        long thrownListed = 0;
        for (int seat = 0; seat < x.thrownIn().size(); seat++) {
            thrownBy[seat] = x.thrownIn().get(seat).bits();
            if ((thrownListed & thrownBy[seat]) != 0) {
                add(SetupProblem.Kind.CARDS, CardSet.ofBits(thrownListed & thrownBy[seat]) + " thrown in by two seats");
            }
            thrownListed |= thrownBy[seat];
        }
        if (thrownListed != thrownOnTricks) {
            add(SetupProblem.Kind.CARDS, "the cards thrown in by the seats, " + CardSet.ofBits(thrownListed)
                + ", are not those on the tricks, " + CardSet.ofBits(thrownOnTricks));
        }
        if (twice != 0) {
            add(SetupProblem.Kind.CARDS, CardSet.ofBits(twice) + " lie in two places");
        }
        if (x.phase() == Phase.DEAL ? seen != 0 : seen != CardSet.ALL_BITS) {
            add(SetupProblem.Kind.CARDS, x.phase() == Phase.DEAL
                ? "a deal is awaited, yet " + CardSet.ofBits(seen) + " are placed"
                : CardSet.ofBits(CardSet.ALL_BITS & ~seen) + " are nowhere");
        }
    }

    // ------------------------------------------------------------------------------------ turn-up and trumps

    void trumps() {
        Phase p = x.phase();
        if (p == Phase.DEAL) {
            if (x.trump().isPresent()) {
                add(SetupProblem.Kind.TRUMPS, "no cards are dealt while a deal is awaited, yet trumps are "
                    + x.trump().get());
            }
            return;
        }
        boolean dealt = true;
        Card firstLed = firstLed();
        if (rules.trumps() instanceof TurnUp) {
            if (dealt && p != Phase.MATCH_OVER && x.turnUp().isEmpty()) {
                add(SetupProblem.Kind.TRUMPS, "no card is turned up in phase " + p);
            }
            if (x.turnUp().isPresent() && !x.trump().equals(x.turnUp().map(Card::suit))) {
                add(SetupProblem.Kind.TRUMPS, "trumps " + x.trump().map(Enum::name).orElse("unknown")
                    + " are not the suit of the turn-up " + x.turnUp().get());
            }
            for (Card c : x.setAside()) {
                if (x.turnUp().isPresent() && c.suit() != x.setAside().iterator().next().suit()) {
                    add(SetupProblem.Kind.TRUMPS, "the set-aside turn-ups " + x.setAside() + " are of more than one suit");
                    break;
                }
            }
            if (!x.setAside().isEmpty() && x.turnUp().isPresent()
                && x.setAside().iterator().next().suit() == x.turnUp().get().suit()
                && p != Phase.MATCH_OVER) {
                add(SetupProblem.Kind.TRUMPS, "a run stops at a new suit, but the turn-up " + x.turnUp().get()
                    + " is of the suit set aside " + x.setAside());
            }
            if (!x.setAside().isEmpty() && rules.begging().isEmpty()) {
                add(SetupProblem.Kind.TRUMPS, "turn-ups are set aside only by a run, which these rules do not have");
            }
            return;
        }
        if (x.turnUp().isPresent() || !x.setAside().isEmpty()) {
            add(SetupProblem.Kind.TRUMPS, "these rules turn up no card, yet " + x.turnUp().map(Card::toString).orElse("")
                + x.setAside() + " is shown");
        }
        if (rules.trumps() instanceof Stock) {
            if (dealt && p != Phase.MATCH_OVER && x.trump().isEmpty()) {
                add(SetupProblem.Kind.TRUMPS, "trumps are fixed by the stock's bottom card, yet none are known");
            }
            if (!x.stock().isEmpty() && x.trump().isPresent() && x.stock().get(x.stock().size() - 1).suit() != x.trump().get()) {
                add(SetupProblem.Kind.TRUMPS, "trumps " + x.trump().get() + " are not the suit of the stock's bottom card "
                    + x.stock().get(x.stock().size() - 1));
            }
            return;
        }
        // pitched (by the pitcher or the auction's winner): the first card led names trumps
        if (firstLed == null ? x.trump().isPresent()
            : !x.trump().equals(java.util.Optional.of(firstLed.suit()))) {
            add(SetupProblem.Kind.TRUMPS, "the first card led (" + (firstLed == null ? "none yet" : firstLed)
                + ") names trumps in a pitched game, not " + x.trump().map(Enum::name).orElse("unknown"));
        }
    }

    /** The hand's first card led, or null before the first lead. */
    Card firstLed() {
        if (!x.tricks().isEmpty() && x.tricks().get(0).size() > 0) {
            return x.tricks().get(0).cardAt(0);
        }
        return x.currentTrick().size() > 0 ? x.currentTrick().cardAt(0) : null;
    }

    // ------------------------------------------------------------------------------------ phase and turn

    void turn() {
        Phase p = x.phase();
        int elder = compiled.next(x.dealer());
        boolean nobody = p == Phase.DEAL || p == Phase.MATCH_OVER;
        if (nobody != (x.toAct() < 0)) {
            add(SetupProblem.Kind.TURN, nobody ? "nobody acts in phase " + p + ", not seat " + x.toAct()
                : "someone must act in phase " + p);
            return;
        }
        if (!nobody && !compiled.has(p)) {
            add(SetupProblem.Kind.TURN, "these rules have no phase " + p);
            return;
        }
        if (!playing(p) && p != Phase.MATCH_OVER && (!x.tricks().isEmpty() || !x.currentTrick().isEmpty())) {
            add(SetupProblem.Kind.TURN, "cards are on tricks in phase " + p + ", before play");
        }
        if (p == Phase.PLAY && held == 0) {
            add(SetupProblem.Kind.TURN, "every card has been played: the hand would have been counted");
        }
        if (p == Phase.CLAIMS && held != 0) {
            add(SetupProblem.Kind.TURN, "cards are still held in phase CLAIMS, which follows the last trick");
        }
        if ((p == Phase.BEG || p == Phase.GIVE) && !x.setAside().isEmpty() || p == Phase.BUNCH_VOTE && x.setAside().isEmpty()) {
            add(SetupProblem.Kind.TRUMPS, "turn-ups set aside " + x.setAside() + " in phase " + p
                + ": a run sets them aside, after the beg and before the bunch vote");
        }
        switch (p) {
            case BEG, SALE -> expect(elder, "elder");
            case GIVE -> expect(x.dealer(), "the dealer");
            case CLAIMS -> expect(x.dealer(), "the dealer");
            default -> {
            }
        }
        firstLead();
    }

    /**
     * The hand's first trick is led by the seat the rules name ({@link #ruleLeader()}): the first card of the first
     * trick is that seat's (a leader never throws in), or, in trick play before any card, that seat is to act.
     */
    private void firstLead() {
        Phase p = x.phase();
        boolean led = !x.tricks().isEmpty() || x.currentTrick().size() > 0;
        if (p != Phase.PLAY && !(led && (p == Phase.CLAIMS || p == Phase.MATCH_OVER))) {
            return;
        }
        int leader = ruleLeader();
        int actual = leader();
        if (actual != leader) {
            boolean contract = compiled.has(Phase.BID) && x.contract().isPresent();
            add(SetupProblem.Kind.TURN, (contract ? "the holder of the contract" : "elder") + " (seat " + leader
                + ") leads the first trick of the hand, not seat " + actual);
        }
    }

    /**
     * The seat the rules make lead the hand's first trick: in a game with an auction the holder of the contract
     * (the high bidder, or elder after refusing to sell), else elder (who also pitches when every bidder passed).
     */
    int ruleLeader() {
        return compiled.has(Phase.BID) && x.contract().isPresent() ? x.contract().get().seat() : compiled.next(x.dealer());
    }

    private void expect(int seat, String who) {
        if (x.toAct() != seat) {
            add(SetupProblem.Kind.TURN, who + " (seat " + seat + ") acts in phase " + x.phase() + ", not seat " + x.toAct());
        }
    }

    /** The position of {@code seat} in the order of speaking that starts with {@code first}. */
    int turnFrom(int first, int seat) {
        return Math.floorMod(seat - first, compiled.seats);
    }

    // ------------------------------------------------------------------------------------ sizes

    /**
     * Hand, stock and discard sizes: what the deal by packets, the runs (one round per set-aside turn-up),
     * the discards, the draws from a stock and the tricks played give in this phase.
     */
    void sizes() {
        Phase p = x.phase();
        if (p == Phase.DEAL || p == Phase.MATCH_OVER) {
            return;
        }
        int seats = compiled.seats;
        int hs = compiled.handSize;
        int rounds = x.setAside().size();
        Begging beg = rules.begging().orElse(null);
        int packet = beg == null ? 0 : beg.run().packet();
        boolean setsAside = beg != null && beg.run().repeatsSetAside();
        int kept = setsAside ? Math.min(rounds, 1) : rounds;
        int full = hs + packet * kept;
        DiscardRule rule = beg == null ? DiscardRule.NEVER : beg.run().discard();
        boolean discarding = full > hs && (rule == DiscardRule.ALWAYS || rule == DiscardRule.TWELVE_OR_MORE && full >= 12);
        int setAsidePackets = setsAside && rounds > 1 ? (rounds - 1) * packet * seats : 0;
        boolean turnUps = rules.trumps() instanceof TurnUp;
        int stockExpected = 52 - seats * hs - (turnUps ? 1 + rounds * (packet * seats + 1) : 0);
        if (rules.trumps() instanceof Stock) {
            stockExpected = 52 - seats * hs - stockHandSizes();
        } else {
            int before = p == Phase.DISCARD || !playing(p) ? -1 : discarding ? hs : full;
            for (int seat = 0; seat < seats; seat++) {
                int size = x.hands().get(seat).size();
                int expected = handSizeNow(seat, p, full, hs, discarding, before);
                if (expected >= 0 && size != expected) {
                    add(SetupProblem.Kind.HAND_SIZES, "seat " + seat + " holds " + size + " cards; in phase " + p
                        + " after " + x.tricks().size() + " tricks it would hold " + expected);
                }
            }
        }
        if (p == Phase.DISCARD) {
            discardTurn(discarding, full, hs);
        }
        if (x.stock().size() != stockExpected) {
            add(SetupProblem.Kind.HAND_SIZES, "the stock holds " + x.stock().size() + " cards, not " + stockExpected);
        }
        int discardsExpected = setAsidePackets + (discarding && (playing(p) || p == Phase.DISCARD) ? discardedSoFar(full, hs) : 0);
        if (x.discards().size() != discardsExpected) {
            add(SetupProblem.Kind.HAND_SIZES, x.discards().size() + " cards lie face down, not " + discardsExpected);
        }
    }

    /**
     * The discard phase comes only when a run has left the hands above the hand size and the rules discard them
     * down, and the seat asked holds more than the hand size (it discards one card at a time, and the turn passes
     * when it is back to the hand size).
     */
    private void discardTurn(boolean discarding, int full, int hs) {
        if (!discarding) {
            add(SetupProblem.Kind.TURN, "no discard is due: " + (full == hs
                ? "no run has dealt more cards, so every hand holds " + hs
                : "these rules discard only hands of twelve or more, and these hold " + full));
            return;
        }
        int size = x.hands().get(x.toAct()).size();
        if (size <= hs || size > full) {
            add(SetupProblem.Kind.HAND_SIZES, "seat " + x.toAct() + " holds " + size + " cards; the seat to discard holds "
                + (hs + 1) + " to " + full);
        }
    }

    /** A face-up stock, outside table mode: a card is known only once drawn, so no hand holds more known than it drew. */
    private void knownDraws() {
        int[] draws = stockDraws();
        for (int seat = 0; seat < compiled.seats; seat++) {
            int known = Long.bitCount(x.hands().get(seat).bits() & x.knownCards().bits());
            if (known > draws[seat]) {
                add(SetupProblem.Kind.TABLE, "seat " + seat + " is known to hold " + known + " cards but has drawn "
                    + draws[seat] + " from the face-up stock: only the cards drawn from it are known");
            }
        }
    }

    /** A game with a stock: each hand holds its deal and its draws less the cards it played. Returns the cards drawn. */
    private int stockHandSizes() {
        int[] draws = stockDraws();
        int drawn = 0;
        for (int seat = 0; seat < compiled.seats; seat++) {
            drawn += draws[seat];
            int size = x.hands().get(seat).size();
            int played = Long.bitCount(playedBy[seat]);
            int expected = compiled.handSize + draws[seat] - played;
            if (size != expected) {
                add(SetupProblem.Kind.HAND_SIZES, "seat " + seat + " holds " + size + " cards; after its deal of "
                    + compiled.handSize + ", " + draws[seat] + " draws and " + played + " cards played it would hold "
                    + expected);
            }
        }
        return drawn;
    }

    /**
     * A game with a stock: how many cards each seat has drawn, the winner of each completed trick and then the
     * next seat drawing one each while the stock lasts ({@link StockDrawsMechanic}).
     */
    int[] stockDraws() {
        int[] draws = new int[compiled.seats];
        int left = 52 - compiled.seats * compiled.handSize;
        for (Trick t : x.tricks()) {
            int winner = t.winner().orElse(0);
            for (int seat : new int[] {winner, compiled.next(winner)}) {
                if (left > 0) {
                    draws[seat]++;
                    left--;
                }
            }
        }
        return draws;
    }

    /** In the discard phase: the cards discarded so far (the seats from elder to the one acting). */
    private int discardedSoFar(int full, int hs) {
        if (x.phase() != Phase.DISCARD) {
            return (full - hs) * compiled.seats;
        }
        int total = 0;
        for (int seat = 0; seat < compiled.seats; seat++) {
            total += full - x.hands().get(seat).size();
        }
        return total;
    }

    /** What seat would hold now; -1 when any size will do (checked otherwise). */
    private int handSizeNow(int seat, Phase p, int full, int hs, boolean discarding, int atFirstLead) {
        int elder = compiled.next(x.dealer());
        switch (p) {
            case BEG, GIVE, BID, SALE -> {
                return hs;
            }
            case BUNCH_VOTE -> {
                return full;
            }
            case DISCARD -> {
                int pos = turnFrom(elder, seat);
                int acting = turnFrom(elder, x.toAct());
                if (pos < acting) {
                    return hs;
                }
                return pos > acting ? full : -1;
            }
            default -> {
                int size = atFirstLead - Long.bitCount(playedBy[seat]);
                return thrownBy[seat] != 0 ? 0 : size;
            }
        }
    }

    // ------------------------------------------------------------------------------------ contract

    void contract() {
        Auction auction = rules.trumps() instanceof Auction a ? a : null;
        if (auction == null) {
            if (x.contract().isPresent()) {
                add(SetupProblem.Kind.CONTRACT, "these rules have no auction, yet a contract is given");
            }
            return;
        }
        Phase p = x.phase();
        int elder = compiled.next(x.dealer());
        int firstBidder = compiled.bidding().firstBidder(compiled, x.dealer());
        x.contract().ifPresent(c -> {
            if (c.points() < auction.minimumBid() || c.points() > auction.maximumBid()) {
                add(SetupProblem.Kind.CONTRACT, "a bid of " + c.points() + " is outside " + auction.minimumBid() + ".."
                    + auction.maximumBid());
            }
            if (auction.elderSells() && c.seat() == elder && p == Phase.BID) {
                add(SetupProblem.Kind.CONTRACT, "elder sells and so does not bid, yet holds the high bid");
            }
            if (p == Phase.BID && turnFrom(firstBidder, c.seat()) >= turnFrom(firstBidder, x.toAct())) {
                add(SetupProblem.Kind.CONTRACT, "seat " + c.seat() + " holds the high bid but has not yet spoken");
            }
        });
        if (p == Phase.SALE && x.contract().isEmpty()) {
            add(SetupProblem.Kind.CONTRACT, "elder sells or refuses a bid, but there is none");
        }
        if (p == Phase.SALE && x.contract().isPresent() && x.contract().get().seat() == elder) {
            add(SetupProblem.Kind.CONTRACT, "elder sells or refuses the high bid, yet holds it: elder does not bid");
        }
        if (p == Phase.DEAL && x.contract().isPresent()) {
            add(SetupProblem.Kind.CONTRACT, "no cards are dealt while a deal is awaited, yet a contract is given");
        }
        if (playing(p) && x.contract().isEmpty() && auction.allPass() != AllPass.ELDER_PITCHES) {
            add(SetupProblem.Kind.CONTRACT, "the hand is played with no contract, but under these rules "
                + (auction.allPass() == AllPass.DEALER_MUST_BID ? "the dealer must bid when every other seat passes"
                : "a hand nobody bids for is thrown in"));
        }
        if (p == Phase.BID && turnFrom(firstBidder, x.toAct()) > turnFrom(firstBidder, x.dealer())) {
            add(SetupProblem.Kind.TURN, "seat " + x.toAct() + " does not bid in this auction");
        }
    }

    /** The seat that led (or leads) the hand's first trick. */
    int leader() {
        if (!x.tricks().isEmpty()) {
            return x.tricks().get(0).seatAt(0);
        }
        return x.currentTrick().size() > 0 ? x.currentTrick().seatAt(0) : x.toAct();
    }

    // ------------------------------------------------------------------------------------ scores

    void scores() {
        long[] sums = new long[compiled.sides];
        int lastHand = 0;
        int lastDeal = 0;
        int redeals = x.dealNumber() - x.handNumber();
        for (Award a : x.awards()) {
            sums[a.side()] += a.points();
            // the deals before a hand's are the hands before it and the redeals so far, which only grow
            if (a.hand() < lastHand || a.deal() < lastDeal || a.hand() > x.handNumber() || a.deal() > x.dealNumber()
                || a.deal() < a.hand() || a.deal() - a.hand() < lastDeal - lastHand || a.deal() - a.hand() > redeals) {
                add(SetupProblem.Kind.SCORES, "award " + a + " is out of order (hand " + x.handNumber() + ", deal "
                    + x.dealNumber() + ")");
            }
            lastHand = a.hand();
            lastDeal = a.deal();
        }
        for (int side = 0; side < compiled.sides; side++) {
            if (sums[side] != x.scores().get(side)) {
                add(SetupProblem.Kind.SCORES, "side " + side + " has " + x.scores().get(side) + " points but its awards add up to "
                    + sums[side]);
            }
        }
        int reached = 0;
        for (int score : x.scores()) {
            if (score >= compiled.target) {
                reached++;
            }
        }
        boolean over = x.phase() == Phase.MATCH_OVER;
        if (over ? reached != 1 : reached != 0) {
            add(SetupProblem.Kind.SCORES, reached + " sides have reached the target of " + compiled.target + " in phase " + x.phase());
        }
        List<HandResult> results = x.handResults();
        int end = over && !results.isEmpty() && results.get(results.size() - 1).hand() == x.handNumber()
            ? x.handNumber() + 1 : x.handNumber();
        if (results.size() > end) {
            add(SetupProblem.Kind.SCORES, results.size() + " hand results, but only " + end + " hands are complete");
        }
        for (int i = 0; i < results.size(); i++) {
            int expected = end - results.size() + i;
            if (results.get(i).hand() != expected) {
                add(SetupProblem.Kind.SCORES, "hand result " + i + " is of hand " + results.get(i).hand() + ", not " + expected);
                break;
            }
        }
    }

    // ------------------------------------------------------------------------------------ table mode

    void tableMode() {
        boolean tableMode = rules.tableMode().isPresent();
        boolean faceUpStock = rules.trumps() instanceof Stock s && s.faceUp();
        long known = x.knownCards().bits();
        if (known != 0 && !tableMode && !faceUpStock) {
            add(SetupProblem.Kind.TABLE, "cards known in hands, " + x.knownCards() + ", which these rules never show");
        }
        if (known != 0 && !tableMode && faceUpStock && x.phase() != Phase.MATCH_OVER) {
            knownDraws();
        }
        long thrown = 0;
        for (long t : thrownBy) {
            thrown |= t;
        }
        // a known card is held; in table mode it may also lie on the current trick, known when it was played
        // or thrown in (a retract returns it to the hand as it was)
        long onCurrentTrick = tableMode ? x.currentTrick().cardSet().bits() : 0;     // thrown-in cards included
        long stray = known & ~held & ~onCurrentTrick;
        long onTricks = stray & (played | thrown);
        if (onTricks != 0) {
            add(SetupProblem.Kind.TABLE, "known cards " + CardSet.ofBits(onTricks) + (tableMode
                ? " lie on completed tricks: a card stays known only while it is held or on the current trick"
                : " have been played: a card stays known only while it is held"));
        }
        if ((stray & ~onTricks) != 0) {
            add(SetupProblem.Kind.TABLE, "known cards " + CardSet.ofBits(stray & ~onTricks) + " are in no hand"
                + (tableMode ? " and not on the current trick" : ""));
        }
        TableCalls calls = x.tableCalls();
        if ((x.revokes().bits() & ~played) != 0 || (x.revokes().bits() & calls.revokesCalled().bits()) != 0) {
            add(SetupProblem.Kind.TABLE, "uncalled revokes " + x.revokes() + " were not played, or were called");
        }
        long waiting = calls.revokesCalled().bits() & onCurrentTrick;     // called, judged when the trick is complete
        if ((x.forfeits().bits() & ~(x.revokes().bits() | waiting)) != 0) {
            add(SetupProblem.Kind.TABLE, "forfeits " + x.forfeits() + " are not among the revokes not yet judged "
                + CardSet.ofBits(x.revokes().bits() | waiting));
        }
        if (!tableMode && (!calls.isEmpty() || !x.revokes().isEmpty())) {
            add(SetupProblem.Kind.TABLE, "table mode's calls, which these rules do not have");
            return;
        }
        tableCalls(known, thrown, onCurrentTrick, waiting);
    }

    /** Table mode's calls: revokes called on the tricks, cards called exposed, each call where play makes it. */
    private void tableCalls(long known, long thrown, long onCurrentTrick, long waiting) {
        TableCalls calls = x.tableCalls();
        // a called revoke lies on the tricks: one taken back since (an earlier revoke on its trick corrected) is
        // no longer a revoke, nor called
        long calledAway = calls.revokesCalled().bits() & ~played;
        if (calledAway != 0) {
            add(SetupProblem.Kind.TABLE, "revokes called " + CardSet.ofBits(calledAway) + " are not on the tricks "
                + "(a revoke taken back by a retract is called no longer)");
        }
        long unexposed = calls.cardsCalled().bits() & ~(played | thrown | known);
        if (unexposed != 0) {
            add(SetupProblem.Kind.TABLE, "cards called " + CardSet.ofBits(unexposed) + " were neither played nor exposed");
        }
        exposed(calls, onCurrentTrick, known);
        waitingCalls(calls, waiting);
        if (!calls.seatsPeeked().isEmpty() && !(rules.trumps() instanceof Pitch pitch && pitch.partnerWaits())) {
            add(SetupProblem.Kind.TABLE, "a seat peeked, but nobody waits to see their hand under these rules");
        }
        boolean inPlay = playing(x.phase()) || x.phase() == Phase.MATCH_OVER;
        boolean anyCall = !calls.cardsCalled().isEmpty() || !calls.sidesBarred().isEmpty() || !calls.seatsPeeked().isEmpty();
        if (!inPlay && anyCall) {
            add(SetupProblem.Kind.TABLE, "cards are called, sides barred from Game and hands peeked at in trick play, "
                + "not in phase " + x.phase());
        }
        if (!calls.sidesBarred().isEmpty() && !rules.tableMode().get().revokeBarsGame()) {
            add(SetupProblem.Kind.TABLE, "sides " + Text.value(calls.sidesBarred())
                + " are barred from Game, but under these rules a called revoke bars nobody");
        }
    }

    /**
     * Table mode's exposed cards, as a state lists them: each is among the known cards (so held, or on the current
     * trick), and a called card still held or on the current trick is one of them.
     */
    private void exposed(TableCalls calls, long onCurrentTrick, long known) {
        long exposed = calls.cardsExposed().bits();
        long unknown = exposed & ~known;
        if (unknown != 0) {
            add(SetupProblem.Kind.TABLE, "cards exposed " + CardSet.ofBits(unknown) + " are not among the known cards: "
                + "an exposed card is listed while it is held or on the current trick, known to every seat");
        }
        long calledUnexposed = calls.cardsCalled().bits() & (held | onCurrentTrick) & ~exposed;
        if (calledUnexposed != 0) {
            add(SetupProblem.Kind.TABLE, "cards called " + CardSet.ofBits(calledUnexposed) + " are not exposed: only "
                + "a card exposed other than in normal play may be called");
        }
    }

    /**
     * Table mode's calls waiting for the current trick: given by seat (or not at all when there are none), each seat's
     * entry is an opponent of it exactly when the card it played to the current trick is a called revoke.
     */
    private void waitingCalls(TableCalls calls, long waiting) {
        List<Integer> callers = calls.revokeCallers();
        if (callers.isEmpty()) {
            if (waiting != 0) {
                add(SetupProblem.Kind.TABLE, "revokes called " + CardSet.ofBits(waiting) + " lie on the current trick, "
                    + "but no seat is named as their caller");
            }
            return;
        }
        if (callers.size() != compiled.seats) {
            add(SetupProblem.Kind.SHAPE, "revoke callers name " + callers.size() + " seats, not one a seat ("
                + compiled.seats + ")");
            return;
        }
        Trick trick = x.currentTrick();
        for (int seat = 0; seat < compiled.seats; seat++) {
            int caller = callers.get(seat);
            long card = 0;
            for (int k = 0; k < trick.size(); k++) {
                card |= trick.seatAt(k) == seat ? trick.cardAt(k).bit() : 0;
            }
            boolean isWaiting = (card & waiting) != 0;
            if (caller < -1 || caller >= compiled.seats) {
                add(SetupProblem.Kind.SHAPE, "the caller of seat " + seat + "'s revoke, " + caller + ", is not a seat");
            } else if (isWaiting != (caller >= 0)) {
                add(SetupProblem.Kind.TABLE, isWaiting ? "seat " + seat + "'s called revoke on the current trick names "
                    + "no caller" : "seat " + seat + " has no called revoke on the current trick, but a caller is named");
            } else if (caller >= 0 && compiled.sideOf[caller] == compiled.sideOf[seat]) {
                add(SetupProblem.Kind.TABLE, "seat " + caller + " cannot have called the revoke of seat " + seat
                    + ", of its own side");
            }
        }
        if (callers.stream().allMatch(c -> c == -1)) {
            add(SetupProblem.Kind.TABLE, "revoke callers are all -1: give an empty list when no call waits");
        }
    }
}
