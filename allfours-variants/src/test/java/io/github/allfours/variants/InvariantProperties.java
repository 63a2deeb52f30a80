package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.Call;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.IllegalActionException;
import io.github.allfours.engine.Phase;
import io.github.allfours.engine.Play;
import io.github.allfours.engine.Reason;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The invariants every rule set must keep, checked over random deck orders and random legal play on
 * every rule set of {@link Variants#allRuleSets()} (so each new variant is covered without new code).
 * The same checks back {@code simulate --check}.
 */
class InvariantProperties {
    /** Every action there is: the calls and a play of each card. */
    static final List<Action> EVERY_ACTION = everyAction();

    private static List<Action> everyAction() {
        List<Action> all = new ArrayList<>(List.of(Call.values()));
        for (Card c : Card.all()) {
            all.add(Play.of(c));
        }
        return List.copyOf(all);
    }

    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets());
    }

    /** Plays one match by random legal choices, calling {@code check} on every state reached. */
    static List<Action> playOut(GameState start, long seed, StateCheck check) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GameState s = start;
        List<Action> taken = new ArrayList<>();
        check.accept(null, null, s);
        int guard = 0;
        while (!s.isOver()) {
            List<Action> legal = s.legalActions();
            assertFalse(legal.isEmpty(), () -> "a live state with nobody able to act: " + start.rules().id());
            Action a = legal.get(rnd.nextInt(legal.size()));
            GameState next = s.apply(a);
            taken.add(a);
            check.accept(s, a, next);
            s = next;
            if (++guard > 200_000) {
                fail("match did not end after 200000 actions");
            }
        }
        return taken;
    }

    interface StateCheck {
        void accept(GameState before, Action action, GameState after);
    }

    @Property(tries = 60)
    void everyCardIsSomewhereExactlyOnce(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed, @ForAll long playSeed) {
        playOut(GameState.start(rules, deckSeed), playSeed, (b, a, s) -> assertConserved(s));
    }

    static void assertConserved(GameState s) {
        List<CardSet> places = new ArrayList<>();
        for (int seat = 0; seat < s.rules().seats(); seat++) {
            places.add(s.hand(seat));
        }
        for (int side = 0; side < s.rules().sides(); side++) {
            places.add(s.captured(side));
        }
        places.add(s.currentTrick().cardSet());
        places.add(s.stock());
        places.add(s.setAside());
        places.add(s.discards());
        places.add(s.turnUp().map(CardSet::of).orElse(CardSet.EMPTY));
        long seen = 0;
        int count = 0;
        for (CardSet p : places) {
            assertEquals(0, seen & p.bits(), () -> "a card is in two places: " + s);
            seen |= p.bits();
            count += p.size();
        }
        assertEquals(52, count, () -> "cards lost or duplicated: " + s);
        assertEquals(CardSet.ALL_BITS, seen);
    }

    @Property(tries = 60)
    void capturedPlusUncapturedValueIsEighty(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed, @ForAll long playSeed) {
        int[] handsChecked = {0};
        playOut(GameState.start(rules, deckSeed), playSeed, (b, a, s) -> {
            if (assertValuesAddToEighty(b, s)) {
                handsChecked[0]++;
            }
        });
        assertTrue(handsChecked[0] > 0, "no hand was completed, so nothing was checked");
    }

    /**
     * When {@code after} completed a hand that was played, checks that the card values the sides took
     * plus those never captured (stock, set-aside turn-ups, discards, the turn-up) make 80.
     *
     * @return {@code true} if a hand was checked
     */
    static boolean assertValuesAddToEighty(GameState before, GameState after) {
        if (before == null || before.phase() != Phase.PLAY) {
            return false;
        }
        boolean handEnded = after.lastHandResult().isPresent() && !after.lastHandResult().equals(before.lastHandResult());
        if (!handEnded) {
            return false;
        }
        var result = after.lastHandResult().orElseThrow();
        int captured = 0;
        for (int side = 0; side < after.rules().sides(); side++) {
            captured += result.gameValue(side);
        }
        long uncaptured = before.stock().bits() | before.setAside().bits() | before.discards().bits()
            | before.turnUp().map(Card::bit).orElse(0L);
        int total = captured + CardSet.gameValue(uncaptured);
        assertEquals(80, total, () -> "values do not add to 80: " + result);
        return true;
    }

    @Property(tries = 40)
    void legalActionsApplyAndEverythingElseIsRefused(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed,
                                                     @ForAll long playSeed) {
        playOut(GameState.start(rules, deckSeed), playSeed, (b, a, s) -> assertLegalityConsistent(s));
    }

    static void assertLegalityConsistent(GameState s) {
        Set<Action> legal = new HashSet<>(s.legalActions());
        assertEquals(s.legalActions().size(), legal.size(), "legal actions repeat");
        assertEquals(s.legalActions().size(), s.legalActionCount());
        for (int i = 0; i < s.legalActionCount(); i++) {
            assertEquals(s.legalActions().get(i), s.legalAction(i), "legalAction(i) and legalActions() disagree");
        }
        assertThrows(IndexOutOfBoundsException.class, () -> s.legalAction(s.legalActionCount()));
        for (Action a : EVERY_ACTION) {
            Optional<Violation> v = s.check(a);
            if (legal.contains(a)) {
                assertTrue(v.isEmpty(), () -> a + " is listed as legal but check says " + v.get());
                assertTrue(s.isLegal(a));
                GameState next = s.apply(a);
                assertNotEquals(null, next);
            } else {
                assertTrue(v.isPresent(), () -> a + " is not listed as legal but check accepts it in " + s);
                assertFalse(v.get().message().isBlank());
                IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(a));
                assertEquals(v.get().reason(), e.reason());
                assertTrue(e.state() == s);
            }
        }
        if (s.toAct() >= 0) {
            for (int seat = 0; seat < s.rules().seats(); seat++) {
                if (seat != s.toAct()) {
                    for (Action a : s.legalActions()) {
                        assertEquals(Reason.NOT_YOUR_TURN, s.check(seat, a).orElseThrow().reason());
                    }
                }
            }
            assertEquals(s.legalPlays().bits(), s.legalPlayBits());
        } else {
            assertTrue(s.legalActions().isEmpty());
        }
    }

    @Property(tries = 60)
    void sameOrdersAndActionsGiveAnEqualState(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed,
                                              @ForAll long playSeed) {
        List<GameState> first = new ArrayList<>();
        List<Action> actions = playOut(GameState.start(rules, deckSeed), playSeed, (b, a, s) -> first.add(s));
        GameState s = GameState.start(rules, deckSeed);
        assertEquals(first.get(0), s);
        for (int i = 0; i < actions.size(); i++) {
            s = s.apply(actions.get(i));
            assertEquals(first.get(i + 1), s);
            assertEquals(first.get(i + 1).hashCode(), s.hashCode());
        }
    }

    @Property(tries = 60)
    void aViewNeverShowsAnotherSeatsHiddenCard(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed,
                                               @ForAll long playSeed) {
        playOut(GameState.start(rules, deckSeed), playSeed, (b, a, s) -> assertViewsSecret(s));
    }

    static void assertViewsSecret(GameState s) {
        for (int viewer = 0; viewer < s.rules().seats(); viewer++) {
            final int seat = viewer;
            SeatView v = s.viewFor(seat);
            assertEquals(s.handHiddenFrom(seat) ? CardSet.EMPTY : s.hand(seat), v.hand());
            assertEquals(s.handHiddenFrom(seat), v.handHidden());
            long hidden = s.stock().bits() | s.discards().bits() | (v.handHidden() ? s.handBits(seat) : 0);
            for (int other = 0; other < s.rules().seats(); other++) {
                assertEquals(s.hand(other).size(), v.handSize(other));
                if (other != seat) {
                    hidden |= s.handBits(other);
                }
            }
            long shown = v.hand().bits() | v.played().bits() | v.setAside().bits() | v.currentTrick().cardSet().bits()
                | v.turnUp().map(Card::bit).orElse(0L);
            assertEquals(0, shown & hidden, () -> "view of seat " + seat + " shows a hidden card");
            Set<String> hiddenText = new HashSet<>();
            for (Card c : CardSet.ofBits(hidden)) {
                hiddenText.add(c.toString());
            }
            for (String token : v.toString().split("[^A-Za-z0-9]+")) {
                assertFalse(hiddenText.contains(token), () -> "view text of seat " + seat + " names hidden " + token);
            }
        }
    }

    @Property(tries = 100)
    void matchesEndAndScoresOnlyGoUp(@ForAll("ruleSets") RuleSet rules, @ForAll long deckSeed, @ForAll long playSeed) {
        GameState end = GameState.start(rules, deckSeed);
        List<Action> actions = playOut(end, playSeed, (b, a, s) -> {
            if (b != null) {
                for (int side = 0; side < rules.sides(); side++) {
                    assertTrue(s.score(side) >= b.score(side), "a score went down");
                }
            }
        });
        GameState s = end;
        for (Action a : actions) {
            s = s.apply(a);
        }
        assertTrue(s.isOver());
        int winner = s.winner().orElseThrow();
        assertTrue(s.score(winner) >= rules.target());
        for (int side = 0; side < rules.sides(); side++) {
            if (side != winner) {
                assertTrue(s.score(side) < rules.target(), "two sides reached the target");
            }
        }
        int total = s.awards().stream().mapToInt(x -> x.points()).sum();
        assertEquals(java.util.Arrays.stream(s.scores()).sum(), total, "awards do not add up to the scores");
    }
}
