package io.github.allfours.examples;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.Call;
import io.github.allfours.engine.Discard;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.HandResult;
import io.github.allfours.engine.IllegalActionException;
import io.github.allfours.engine.Play;
import io.github.allfours.engine.Reason;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks the engine's invariants on every state of a match and counts the violations instead of
 * stopping at the first: the checks of the jqwik suite {@code InvariantProperties} (allfours-variants
 * tests), run by {@code allfours simulate --check} as a soak test.
 *
 * <ol>
 *   <li><b>Card conservation</b>: the hands, each side's captured cards, the current trick (thrown-in
 *       cards included), the stock, the set-aside turn-ups, the discards and the turn-up are pairwise
 *       disjoint and together are the 52 cards.</li>
 *   <li><b>Eighty</b>: when a hand is scored, the Game values of the cards each side captured plus the
 *       value of the cards never captured (stock, set-aside, discards and turn-up of the state before
 *       the hand's last action) add up to 80. Hands thrown in by a gift, which are not played, are
 *       left out.</li>
 *   <li><b>One checker</b>: every action of {@link GameState#legalActions()} passes
 *       {@link GameState#check(Action)} and applies; every other action of the universe (the 7 calls,
 *       52 plays, 52 discards) is refused by {@code check} with a reason and a message, and
 *       {@link GameState#apply(Action)} throws an {@link IllegalActionException} with the same reason
 *       holding the untouched state; {@code check(seat, a)} by a seat that is not to act gives
 *       {@link Reason#NOT_YOUR_TURN}, tried for the legal actions by every such seat and for the whole
 *       universe by one of them (a different one from state to state);
 *       {@link GameState#legalPlayBits()} agrees with the listed plays.</li>
 *   <li><b>View secrecy</b>: for each seat, {@link GameState#viewFor(int)} shows no card hidden from
 *       that seat (the other hands, the stock, the discards, and its own hand while
 *       {@link GameState#handHiddenFrom(int)}), neither in its {@link CardSet} fields nor as a token of
 *       its {@code toString()}; it shows the seat's own hand (unless hidden), every hand size, and the
 *       legal actions exactly when the seat is to act.</li>
 * </ol>
 *
 * <p>Use one checker per thread: call {@link #start} with the first state of a match, then
 * {@link #step} after every action; {@link #merge} adds up checkers afterwards. The first few
 * violations are kept in full ({@link #examples()}), each naming the match (the context given to
 * {@code start}), the action number and the state. Not thread-safe.
 */
public final class InvariantChecker {
    /** How many violations {@link #InvariantChecker()} keeps in full. */
    public static final int DEFAULT_EXAMPLES = 5;

    /** Every action there is: the 7 calls, a play of each of the 52 cards, a discard of each. */
    private static final List<Action> UNIVERSE = universe();

    private final int keep;
    private final List<String> examples = new ArrayList<>();
    private long actions;
    private long states;
    private long hands;
    private long violations;
    // the match being checked
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
     * The universe of actions the legality check tries on every state.
     *
     * @return the 7 calls, then a play of each card, then a discard of each card (111 actions)
     */
    public static List<Action> everyAction() {
        return UNIVERSE;
    }

    private static List<Action> universe() {
        List<Action> all = new ArrayList<>(List.of(Call.values()));
        for (Card c : Card.all()) {
            all.add(Play.of(c));
        }
        for (Card c : Card.all()) {
            all.add(Discard.of(c));
        }
        return List.copyOf(all);
    }

    /**
     * Starts checking a match and checks its first state.
     *
     * @param initial the state returned by {@link GameState#start}
     * @param context names the match in violation messages, such as {@code "trinidad/4 match 17"}
     */
    public void start(GameState initial, String context) {
        this.context = context;
        this.actionInMatch = 0;
        this.current = initial;
        checkState(initial);
    }

    /**
     * Checks the state reached by one action (and, when the action ended a hand, the hand's total).
     *
     * @param before the state the action was taken in
     * @param action the action
     * @param after  the state it led to
     */
    public void step(GameState before, Action action, GameState after) {
        actions++;
        actionInMatch++;
        current = after;
        Optional<HandResult> was = before.lastHandResult();
        Optional<HandResult> now = after.lastHandResult();
        if (now.isPresent() && (was.isEmpty() || was.get() != now.get())) {
            hands++;
            checkEighty(before, action, now.get());
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
     * Adds another checker's counts and, up to this checker's limit, its kept violations after this
     * one's.
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

    /** @return completed hands whose Game total was checked (or skipped because a gift threw them in) */
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

    // ------------------------------------------------------------------------------------ checks

    private void checkState(GameState s) {
        states++;
        try {
            checkConservation(s);
        } catch (RuntimeException e) {
            violation("conservation check threw " + e);
        }
        try {
            checkLegality(s);
        } catch (RuntimeException e) {
            violation("legality check threw " + e);
        }
        try {
            checkViews(s);
        } catch (RuntimeException e) {
            violation("view check threw " + e);
        }
    }

    /** (a) every card in exactly one place. */
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
            violation("conservation: " + count + " cards in all places, missing "
                + CardSet.ofBits(CardSet.ALL_BITS & ~seen));
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

    /** (b) captured plus never-captured Game value is 80 at the end of a played hand. */
    private void checkEighty(GameState before, Action last, HandResult result) {
        if (result.thrownIn()) {
            return;
        }
        int captured = 0;
        for (int side = 0; side < before.rules().sides(); side++) {
            captured += result.gameValue(side);
        }
        long uncaptured = before.stock().bits() | before.setAside().bits() | before.discards().bits()
            | before.turnUp().map(Card::bit).orElse(0L);
        int total = captured + CardSet.gameValue(uncaptured);
        if (total != 80) {
            violation("eighty: after '" + last.notation() + "' the Game values are " + captured
                + " captured + " + CardSet.gameValue(uncaptured) + " never captured = " + total + "; " + result);
        }
    }

    /** (c) legalActions, check and apply agree over the whole universe of actions. */
    private void checkLegality(GameState s) {
        List<Action> legalList = s.legalActions();
        boolean[] legal = new boolean[UNIVERSE.size()];
        for (Action a : legalList) {
            int i = indexOf(a);
            if (legal[i]) {
                violation("legality: " + a + " is listed twice in " + legalList);
            }
            legal[i] = true;
        }
        long playBits = 0;
        for (int i = 0; i < UNIVERSE.size(); i++) {
            Action a = UNIVERSE.get(i);
            Optional<Violation> v = s.check(a);
            if (legal[i]) {
                if (a instanceof Play) {
                    playBits |= ((Play) a).card().bit();
                }
                if (v.isPresent()) {
                    violation("legality: " + a + " is listed as legal but check says " + v.get());
                    continue;
                }
                if (!s.isLegal(a)) {
                    violation("legality: " + a + " is listed as legal but isLegal says no");
                }
                try {
                    if (s.apply(a) == null) {
                        violation("legality: applying legal " + a + " gave null");
                    }
                } catch (RuntimeException e) {
                    violation("legality: applying legal " + a + " threw " + e);
                }
            } else {
                if (v.isEmpty()) {
                    violation("legality: " + a + " is not listed as legal but check accepts it");
                    continue;
                }
                if (v.get().message().isBlank()) {
                    violation("legality: " + a + " is refused (" + v.get().reason() + ") without a message");
                }
                try {
                    GameState wrong = s.apply(a);
                    violation("legality: " + a + " is refused by check (" + v.get() + ") but apply gave " + wrong);
                } catch (IllegalActionException e) {
                    if (e.reason() != v.get().reason()) {
                        violation("legality: apply refuses " + a + " for " + e.reason() + " but check says "
                            + v.get().reason());
                    }
                    if (e.state() != s) {
                        violation("legality: the exception refusing " + a + " does not hold the untouched state");
                    }
                } catch (RuntimeException e) {
                    violation("legality: apply of refused " + a + " threw " + e + " instead of IllegalActionException");
                }
            }
        }
        if (s.toAct() >= 0) {
            if (legalList.isEmpty()) {
                violation("legality: seat " + s.toAct() + " is to act but has no legal action");
            }
            if (s.legalPlayBits() != playBits) {
                violation("legality: legalPlayBits " + CardSet.ofBits(s.legalPlayBits()) + " but the listed plays are "
                    + CardSet.ofBits(playBits));
            }
            // every seat not to act tries the legal actions; one of them (rotating) the whole universe
            int seats = s.rules().seats();
            int wholeUniverse = (s.toAct() + 1 + (int) (states % Math.max(1, seats - 1))) % seats;
            for (int seat = 0; seat < seats; seat++) {
                if (seat == s.toAct()) {
                    continue;
                }
                for (Action a : seat == wholeUniverse ? UNIVERSE : legalList) {
                    Optional<Violation> v = s.check(seat, a);
                    if (v.isEmpty() || v.get().reason() != Reason.NOT_YOUR_TURN) {
                        violation("legality: seat " + seat + " (not to act) trying " + a + " gets "
                            + v.map(Violation::toString).orElse("no objection") + " instead of NOT_YOUR_TURN");
                    }
                }
            }
        } else if (!legalList.isEmpty()) {
            violation("legality: nobody is to act but legalActions is " + legalList);
        }
    }

    private static int indexOf(Action a) {
        if (a instanceof Call) {
            return ((Call) a).ordinal();
        }
        int calls = Call.values().length;
        if (a instanceof Play) {
            return calls + cardPosition(((Play) a).card());
        }
        return calls + 52 + cardPosition(((Discard) a).card());
    }

    /** Position of a card in {@link Card#all()} order: suit by suit, two to ace. */
    private static int cardPosition(Card c) {
        return c.suit().ordinal() * 13 + (c.index() & 15);
    }

    /** (d) no view shows a card hidden from its seat. */
    private void checkViews(GameState s) {
        int seats = s.rules().seats();
        long stockAndDiscards = s.stock().bits() | s.discards().bits();
        for (int seat = 0; seat < seats; seat++) {
            SeatView v = s.viewFor(seat);
            boolean handHidden = s.handHiddenFrom(seat);
            if (v.handHidden() != handHidden) {
                violation("view of seat " + seat + ": handHidden " + v.handHidden() + " but the state says " + handHidden);
            }
            CardSet expectHand = handHidden ? CardSet.EMPTY : s.hand(seat);
            if (!v.hand().equals(expectHand)) {
                violation("view of seat " + seat + ": hand " + v.hand() + " instead of " + expectHand);
            }
            long hidden = stockAndDiscards | (handHidden ? s.handBits(seat) : 0);
            for (int other = 0; other < seats; other++) {
                if (v.handSize(other) != Long.bitCount(s.handBits(other))) {
                    violation("view of seat " + seat + ": seat " + other + " holds " + v.handSize(other)
                        + " cards instead of " + Long.bitCount(s.handBits(other)));
                }
                if (other != seat) {
                    hidden |= s.handBits(other);
                }
            }
            long shown = v.hand().bits() | v.played().bits() | v.setAside().bits() | v.currentTrick().cardSet().bits()
                | v.turnUp().map(Card::bit).orElse(0L);
            if (s.tricksPlayed() > 0) {
                // before the hand's first trick is complete the last trick is the previous hand's
                shown |= v.lastTrick().map(t -> t.cardSet().bits()).orElse(0L);
            }
            for (Action a : v.legalActions()) {
                if (a instanceof Play) {
                    shown |= ((Play) a).card().bit();
                } else if (a instanceof Discard) {
                    shown |= ((Discard) a).card().bit();
                }
            }
            if ((shown & hidden) != 0) {
                violation("view of seat " + seat + " shows hidden " + CardSet.ofBits(shown & hidden));
            }
            List<Action> expectLegal = seat == s.toAct() ? s.legalActions() : List.of();
            if (!v.legalActions().equals(expectLegal)) {
                violation("view of seat " + seat + ": legal actions " + v.legalActions() + " instead of " + expectLegal);
            }
            if (hidden != 0) {
                String text = v.toString();
                long named = cardsNamed(text);
                if ((named & hidden) != 0) {
                    violation("view text of seat " + seat + " names hidden " + CardSet.ofBits(named & hidden) + ": " + text);
                }
            }
        }
    }

    /**
     * The cards named in a text: every token (a run of letters and digits) that reads as a card, such
     * as {@code JH}, {@code ts} or {@code 10S}.
     */
    static long cardsNamed(String text) {
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
            examples.add(context + ", action " + actionInMatch + ": " + what + "\n    state: " + current);
        }
    }
}
