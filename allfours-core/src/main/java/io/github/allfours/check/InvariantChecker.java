package io.github.allfours.check;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.IllegalActionException;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.CardCall;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Expose;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.game.Setup;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.Auction;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The engine's invariants, checked on every state of a match: the one checker behind the jqwik
 * properties of every module and {@code allfours simulate --check}. It counts violations instead of
 * stopping at the first, keeping the first few in full; it uses no test framework, so the soak command
 * can run it too.
 *
 * <ol>
 *   <li><b>Card conservation</b>: the hands, each side's captured cards, the current trick (thrown-in
 *       cards included), the stock, the set-aside turn-ups, the discards and the turn-up are pairwise
 *       disjoint and together are the 52 cards.</li>
 *   <li><b>Eighty</b>: when a played hand is counted, the Game values of the cards each side captured
 *       plus the value of the cards never captured (stock, set-aside, discards and turn-up before the
 *       hand's last action) add up to 80.</li>
 *   <li><b>One checker</b>: every action of {@link GameState#legalActions()} passes
 *       {@link GameState#check(Action)} and applies; every other action of the universe
 *       ({@link #everyAction()}) is refused by {@code check} with a reason and a message, and
 *       {@link GameState#apply(Action)} throws an {@link IllegalActionException} with the same reason
 *       holding the untouched state; a seat not to act gets {@link Reason#NOT_YOUR_TURN} and no legal
 *       actions; {@link GameState#legalActionCount()}, {@link GameState#legalAction(int)} and
 *       {@link GameState#legalPlayBits()} agree with the list.</li>
 *   <li><b>View secrecy</b>: for each seat, {@link GameState#viewFor(int)} shows no card hidden from that
 *       seat (the other hands, the stock, the discards, and its own hand while
 *       {@link GameState#handHiddenFrom(int)}), neither in its card fields nor as a token of its
 *       {@code toString()}; it shows the seat's own hand (unless hidden), every hand size, and the legal
 *       actions exactly when the seat is to act.</li>
 *   <li><b>Events</b>: an action's first event is the action itself; its {@link GameEvent.Awarded}
 *       events are exactly the awards it added, and add up to the change of the scores; a hand counted
 *       is reported once ({@link GameEvent.HandCounted}), a trick taken at most once and as the state's
 *       last trick, the end of the match last and only when it ended; seen by another seat, a deal shows
 *       no deck order and a discard no card.</li>
 *   <li><b>Auction</b>: {@link GameState#auction()} is the calls the events report, in order (bids, passes,
 *       Commercial Pitch's sale or refusal), none after a new deal; every seat's view and a spectator's show
 *       exactly those calls.</li>
 * </ol>
 *
 * <p>Use one checker per thread: {@link #start} with a state, then {@link #apply} for each action;
 * {@link #merge} adds up checkers afterwards. Not thread-safe.
 *
 * <p>The checker may start on any state, not only the first of a match: one a match reached, or one made by
 * {@link GameState#from} mid-hand, with or without its auction calls. What happened before it started it cannot
 * have seen, so it takes that from the state it starts on: the cards each seat has played to this hand's tricks
 * (whose revokes only their player sees), the cards known in hands or on the current trick (exposed in table
 * mode, drawn from a face-up stock) and the calls of the auction so far. From then on it learns these from the
 * events, and every check above holds from the first state it is given.
 */
public final class InvariantChecker {
    /** How many violations {@link #InvariantChecker()} keeps in full. */
    public static final int DEFAULT_EXAMPLES = 5;

    /** Every action word there is, in every mode: table mode's exposes and card calls included. */
    private static final List<Action> UNIVERSE = universe();

    private final int keep;
    private final List<String> examples = new ArrayList<>();
    private long actions;
    private long states;
    private long hands;
    private long violations;
    private String context = "";
    private long actionInMatch;
    private GameState current;

    /** A checker that keeps the first {@value #DEFAULT_EXAMPLES} violations in full. */
    public InvariantChecker() {
        this(DEFAULT_EXAMPLES);
    }

    /**
     * @param keep how many violations to keep in full (the rest are only counted)
     */
    public InvariantChecker(int keep) {
        if (keep < 0) {
            throw new IllegalArgumentException("keep must not be negative: " + keep);
        }
        this.keep = keep;
    }

    /**
     * @return the universe of actions the legality check tries on every state, whatever the rule set and
     *         mode: every call, every bid, every play, every discard, every expose and every card call
     */
    public static List<Action> everyAction() {
        return UNIVERSE;
    }

    /**
     * The cards known to every seat this deal: those known when the checker started, then those exposed (table
     * mode) or drawn from a face-up stock, learned from the events.
     */
    private long knownSeen;
    /** The cards each seat played this deal: those on the tricks when the checker started, then from the events. */
    private final long[] playedBy = new long[8];

    /**
     * Table mode: follows exposures and plays from the events; a card taken back by a retract is held again and
     * is no longer a revoke, called or not; a called revoke is judged exactly once, in the order played
     * ({@link RevokeCallCheck}).
     */
    private void checkClaims(GameState before, int seat, Action action, List<GameEvent> events, GameState after) {
        for (GameEvent e : events) {
            if (e instanceof GameEvent.TakenBack b) {
                if ((after.handBits(b.seat()) & b.cards().bits()) != b.cards().bits()) {
                    violation("table mode: seat " + b.seat() + " took back " + b.cards() + " but does not hold them");
                }
                if (action != Call.RETRACT) {
                    violation("table mode: cards were taken back after '" + action.notation() + "'");
                }
                long stillRevokes = (after.uncalledRevokes().bits() | after.setup().tableCalls().revokesCalled().bits())
                    & b.cards().bits();
                if (stillRevokes != 0) {
                    violation("table mode: cards taken back " + CardSet.ofBits(stillRevokes) + " are still revokes");
                }
            }
        }
        if (action == Call.RETRACT) {
            GameEvent back = events.size() > 1 ? events.get(1) : null;
            if (!(back instanceof GameEvent.TakenBack b && b.seat() == seat)) {
                violation("table mode: a retract by seat " + seat + " did not first give its card back: " + events);
            }
            if (after.toAct() != seat) {
                violation("table mode: after its retract seat " + seat + " is not to play again");
            }
        }
        RevokeCallCheck.step(before, seat, action, events, after, this::violation);
    }

    private static List<Action> universe() {
        List<Action> all = new ArrayList<>(List.of(Call.values()));
        for (int n = 1; n <= Auction.MAX_BID; n++) {
            all.add(Bid.of(n));
        }
        for (Card c : Card.all()) {
            all.add(Play.of(c));
        }
        for (Card c : Card.all()) {
            all.add(Discard.of(c));
        }
        for (Card c : Card.all()) {
            all.add(new Expose(c));
        }
        for (Card c : Card.all()) {
            all.add(new CardCall(c));
        }
        return List.copyOf(all);
    }

    /**
     * Starts checking a match and checks its first state.
     *
     * @param initial the first state to check: the state returned by {@link GameState#start}, or any other
     * @param context names the match in violation messages, such as {@code "trinidad/4 match 17"}
     */
    public void start(GameState initial, String context) {
        this.context = context;
        this.actionInMatch = 0;
        Setup setup = initial.setup();
        this.knownSeen = setup.knownCards().bits();
        java.util.Arrays.fill(playedBy, 0);
        List<Trick> tricks = new ArrayList<>(setup.tricks());
        tricks.add(setup.currentTrick());
        for (Trick t : tricks) {
            for (int i = 0; i < t.size(); i++) {
                playedBy[t.seatAt(i)] |= t.cardAt(i).bit();
            }
        }
        this.current = initial;
        checkState(initial);
    }

    /**
     * Follows, in the order they happened, what the events tell every seat: a new deal clears the cards known and
     * played; a card exposed or drawn from a face-up stock is known; a card played is its seat's until a retract
     * takes it back.
     */
    private void learn(List<GameEvent> events) {
        for (GameEvent e : events) {
            if (e instanceof GameEvent.Dealt) {
                knownSeen = 0;
                java.util.Arrays.fill(playedBy, 0);
            } else if (e instanceof GameEvent.Drew d && d.faceUp() && d.card().isPresent()) {
                knownSeen |= d.card().get().bit();
            } else if (e instanceof GameEvent.Exposed x) {
                knownSeen |= x.card().bit();
            } else if (e instanceof GameEvent.Played p) {
                playedBy[p.seat()] |= p.card().bit();
            } else if (e instanceof GameEvent.TakenBack b) {
                playedBy[b.seat()] &= ~b.cards().bits();
            }
        }
    }

    /**
     * Applies {@code action} for the seat to act, listening to its events, and checks the events and the
     * state reached.
     *
     * @param before the state the action is taken in
     * @param action a legal action
     * @return the state it leads to
     * @throws IllegalActionException if the action is not legal (the caller chose it wrongly)
     */
    public GameState apply(GameState before, Action action) {
        return apply(before, before.toAct(), action);
    }

    /**
     * Applies {@code action} for {@code seat} (in table mode, possibly out of turn), listening to its
     * events, and checks the events and the state reached.
     *
     * @param before the state the action is taken in
     * @param seat   the seat acting
     * @param action a legal action of that seat
     * @return the state it leads to
     * @throws IllegalActionException if the action is not legal
     */
    public GameState apply(GameState before, int seat, Action action) {
        List<GameEvent> events = new ArrayList<>();
        GameState after = before.apply(seat, action, events::add);
        step(before, seat, action, events, after);
        return after;
    }

    /**
     * Checks one action applied by the caller: its events and the state reached.
     *
     * @param before the state the action was taken in
     * @param seat   the seat that acted
     * @param action the action
     * @param events the events the action reported, in order
     * @param after  the state it led to
     */
    public void step(GameState before, int seat, Action action, List<GameEvent> events, GameState after) {
        actions++;
        actionInMatch++;
        current = after;
        try {
            learn(events);
            checkEvents(before, seat, action, events, after);
            AuctionCheck.step(before, events, after, this::violation);
            if (after.rules().tableMode().isPresent()) {
                checkClaims(before, seat, action, events, after);
            }
        } catch (RuntimeException e) {
            violation("event check threw " + e);
        }
        checkState(after);
    }

    /**
     * Records a failure that stopped a match (an exception from the engine, a match that never ends) as
     * one violation.
     *
     * @param what what went wrong
     */
    public void abandoned(String what) {
        violation("match abandoned: " + what);
    }

    /**
     * Adds another checker's counts and, up to this checker's limit, its kept violations after this one's.
     *
     * @param other the other checker
     */
    public void merge(InvariantChecker other) {
        actions += other.actions;
        states += other.states;
        hands += other.hands;
        violations += other.violations;
        for (String e : other.examples) {
            if (examples.size() < keep) {
                examples.add(e);
            }
        }
    }

    /** @return actions checked (each reached state was checked) */
    public long actions() {
        return actions;
    }

    /** @return states checked: the first state of each match and the state after every action */
    public long states() {
        return states;
    }

    /** @return played hands whose Game total was checked */
    public long hands() {
        return hands;
    }

    /** @return violations found, each failed condition counted once */
    public long violations() {
        return violations;
    }

    /** @return the first violations in full, oldest first (at most the limit given at construction) */
    public List<String> examples() {
        return List.copyOf(examples);
    }

    /**
     * @throws AssertionError naming the first violations, if there were any
     */
    public void assertNone() {
        if (violations != 0) {
            throw new AssertionError(violations + " invariant violations; the first:\n" + String.join("\n", examples));
        }
    }

    // ------------------------------------------------------------------------------------ checks

    private void checkState(GameState s) {
        states++;
        try {
            checkConservation(s);
        } catch (RuntimeException e) {
            violation("conservation check threw " + e);
        }
        try {
            LegalityCheck.check(s, states, this::violation);
        } catch (RuntimeException e) {
            violation("legality check threw " + e);
        }
        try {
            ViewCheck.check(s, knownSeen, playedBy, this::violation);
        } catch (RuntimeException e) {
            violation("view check threw " + e);
        }
    }

    /**
     * Checks only that every card of a state lies in exactly one place (for states that were not played to,
     * such as a deal sampler's, whose history this checker cannot follow).
     *
     * @param s a state
     * @return the violations found, empty when every card is in one place
     */
    public static List<String> conservation(GameState s) {
        InvariantChecker c = new InvariantChecker();
        c.checkConservation(s);
        return List.copyOf(c.examples);
    }

    /** Every card in exactly one place. */
    private void checkConservation(GameState s) {
        int seats = s.rules().seats();
        int sides = s.rules().sides();
        long[] places = new long[seats + sides + 5];
        int n = 0;
        for (int seat = 0; seat < seats; seat++) {
            places[n++] = s.handBits(seat);
        }
        for (int side = 0; side < sides; side++) {
            places[n++] = s.captured(side).bits();
        }
        places[n++] = s.currentTrick().cardSet().bits();
        places[n++] = s.stock().bits();
        places[n++] = s.setAside().bits();
        places[n++] = s.discards().bits();
        places[n++] = s.turnUp().map(Card::bit).orElse(0L);
        long seen = 0;
        int count = 0;
        for (int i = 0; i < n; i++) {
            long overlap = seen & places[i];
            if (overlap != 0) {
                violation("conservation: " + CardSet.ofBits(overlap) + " in the " + placeName(i, seats, sides)
                    + " is also in an earlier place");
            }
            seen |= places[i];
            count += Long.bitCount(places[i]);
        }
        if (count != 52 || seen != CardSet.ALL_BITS) {
            violation("conservation: " + count + " cards in all places, missing " + CardSet.ofBits(CardSet.ALL_BITS & ~seen));
        }
    }

    private static String placeName(int i, int seats, int sides) {
        if (i < seats) {
            return "hand of seat " + i;
        }
        if (i < seats + sides) {
            return "cards captured by side " + (i - seats);
        }
        return List.of("current trick", "stock", "set-aside turn-ups", "discards", "turn-up").get(i - seats - sides);
    }

    /**
     * Captured plus never-captured Game value is the pack's value at the end of a played hand: 80, plus
     * what the five of trumps counts under the rules (All Fives: 85).
     */
    private void checkEighty(GameState before, Action last, HandResult result) {
        if (result.thrownIn()) {
            return;
        }
        hands++;
        int captured = 0;
        for (int side = 0; side < before.rules().sides(); side++) {
            captured += result.gameValue(side);
        }
        long uncaptured = before.stock().bits() | before.setAside().bits() | before.discards().bits()
            | before.turnUp().map(Card::bit).orElse(0L);
        long five = result.trump().map(t -> Card.of(Rank.FIVE, t).bit()).orElse(0L) & uncaptured;
        int never = CardSet.gameValue(uncaptured) + (five != 0 ? before.rules().scoring().trumpFiveValue() : 0);
        int total = captured + never;
        int pack = result.trump().isPresent() ? before.rules().scoring().packValue() : 80;
        if (total != pack) {
            violation("eighty: after '" + last.notation() + "' the Game values are " + captured + " captured + "
                + never + " never captured = " + total + ", not " + pack + "; " + result);
        }
    }

    /** The events of one action against the two states. */
    private void checkEvents(GameState before, int seat, Action action, List<GameEvent> events, GameState after) {
        GameEvent first = events.isEmpty() ? null : events.get(0);
        boolean own = first == null ? false : action instanceof Play p ? first.equals(new GameEvent.Played(seat, p.card()))
            : action instanceof Discard d ? first.equals(new GameEvent.Discarded(seat, Optional.of(d.card())))
            : action == Call.THROW_IN ? first instanceof GameEvent.ThrewIn t && t.seat() == seat
            && t.cards().equals(before.hand(seat))
            : action instanceof Bid b ? first.equals(new GameEvent.BidMade(seat, b.points()))
            : action instanceof Expose x ? first.equals(new GameEvent.Exposed(seat, x.card()))
            : action instanceof CardCall c ? first.equals(new GameEvent.CardCalled(seat, c.card()))
            : first.equals(new GameEvent.Called(seat, (Call) action));
        if (first == null) {
            violation("events: '" + action.notation() + "' reported nothing");
        } else if (!own) {
            violation("events: '" + action.notation() + "' by seat " + seat + " was reported first as " + first);
        }
        List<Award> added = after.awardsSince(before.awardCount());
        List<Award> reported = new ArrayList<>();
        int handsCounted = 0;
        int tricksTaken = 0;
        int pointsReported = 0;
        for (int i = 0; i < events.size(); i++) {
            GameEvent e = events.get(i);
            if (e instanceof GameEvent.Awarded a) {
                reported.add(a.award());
                pointsReported += a.award().points();
            } else if (e instanceof GameEvent.HandCounted h) {
                handsCounted++;
                if (!after.handResults().contains(h.result())) {
                    violation("events: a hand counted as " + h.result() + " is not among the state's hand results");
                }
                if (before.phase() == io.github.allfours.game.Phase.PLAY) {
                    checkEighty(before, action, h.result());
                }
            } else if (e instanceof GameEvent.TrickTaken t) {
                tricksTaken++;
                if (!after.lastTrick().equals(Optional.of(t.trick()))) {
                    violation("events: trick taken " + t.trick() + " but the state's last trick is " + after.lastTrick());
                }
            } else if (e instanceof GameEvent.MatchWon w && i != events.size() - 1) {
                violation("events: the match's end " + w + " is not the last event");
            }
            for (int viewer = 0; viewer < before.rules().seats(); viewer++) {
                checkSeen(e, viewer);
            }
        }
        if (!reported.equals(added)) {
            violation("events: awards reported " + reported + " but the state added " + added);
        }
        int scoreChange = 0;
        for (int side = 0; side < after.rules().sides(); side++) {
            scoreChange += after.score(side) - before.score(side);
        }
        if (scoreChange != pointsReported) {
            violation("events: " + pointsReported + " points reported but the scores changed by " + scoreChange);
        }
        int handsAdded = after.handResults().size() - before.handResults().size();
        if (handsCounted != handsAdded) {
            violation("events: " + handsCounted + " hands counted reported but " + handsAdded + " hand results added");
        }
        if (tricksTaken > 1) {
            violation("events: " + tricksTaken + " tricks taken by one action");
        }
        boolean ended = after.isOver() && !before.isOver();
        GameEvent last = events.isEmpty() ? null : events.get(events.size() - 1);
        if (ended != last instanceof GameEvent.MatchWon) {
            violation("events: the match " + (ended ? "ended" : "did not end") + " but the last event is " + last);
        }
    }

    /** A seat's copy of an event hides the deck and other seats' discards. */
    private void checkSeen(GameEvent e, int viewer) {
        GameEvent seen = e.seenBy(viewer);
        if (seen instanceof GameEvent.Dealt d && d.deck().isPresent()) {
            violation("events: seat " + viewer + " would see the deck order of " + d);
        }
        if (seen instanceof GameEvent.Discarded d && d.seat() != viewer && d.card().isPresent()) {
            violation("events: seat " + viewer + " would see seat " + d.seat() + "'s discard " + d.card().get());
        }
        if (seen.getClass() != e.getClass()) {
            violation("events: seen by seat " + viewer + ", " + e + " changed kind to " + seen);
        }
    }

    /**
     * The cards named in a text: every token (a run of letters and digits) that reads as a card, such as
     * {@code JH}, {@code ts} or {@code 10S}.
     *
     * @param text any text
     * @return the named cards as a card word
     */
    public static long cardsNamed(String text) {
        long named = 0;
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && !isAlnum(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && isAlnum(text.charAt(i))) {
                i++;
            }
            int len = i - start;
            if (len == 2 && RANKS.indexOf(Character.toUpperCase(text.charAt(start))) >= 0
                || len == 3 && text.charAt(start) == '1' && text.charAt(start + 1) == '0') {
                if (SUITS.indexOf(Character.toUpperCase(text.charAt(i - 1))) >= 0) {
                    named |= Card.parse(text.substring(start, i)).bit();
                }
            }
        }
        return named;
    }

    private static final String RANKS = "AKQJT98765432";
    private static final String SUITS = "CDHS";

    private static boolean isAlnum(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }

    private void violation(String what) {
        violations++;
        if (examples.size() < keep) {
            examples.add(context + ", action " + actionInMatch + ": " + what + "\n    state: "
                + (current == null ? "-" : current.toDebugString()));
        }
    }
}
