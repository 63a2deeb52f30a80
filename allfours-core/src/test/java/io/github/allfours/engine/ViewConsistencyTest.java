package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.TestRules;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ViewConsistency}: every view the engine gives passes; a view tampered with in one way is refused with a
 * problem naming what does not fit (one tampered view of each kind). The invariant checker runs the check on every
 * view of every state of its random matches, on every rule set (check.ViewCheck).
 */
class ViewConsistencyTest {
    /** Trinidad, deal 7, seat 0 dealing: elder (seat 1) is to stand or beg; a view of it. */
    private static final GameState START = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(7));

    /** A copy of {@code v} with one part replaced, through the view's builder (the only way a view is made). */
    static SeatView with(SeatView v, String name, Object value) {
        SeatView.Builder b = v.toBuilder();
        for (Method setter : SeatView.Builder.class.getMethods()) {
            if (setter.getName().equals(name) && setter.getParameterCount() == 1
                && setter.getReturnType() == SeatView.Builder.class) {
                try {
                    return ((SeatView.Builder) setter.invoke(b, value)).build();
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        throw new AssertionError("the view's builder has no part " + name);
    }

    /** The problems of a tampered view: one of them is {@code expected}, and require refuses it with it. */
    private static void refused(SeatView tampered, String expected) {
        List<String> problems = ViewConsistency.problems(tampered);
        assertTrue(problems.contains(expected), () -> "expected \"" + expected + "\" among " + problems);
        InconsistentViewException e = assertThrows(InconsistentViewException.class, () -> ViewConsistency.require(tampered));
        assertEquals(problems, e.problems());
        assertTrue(e.getMessage().startsWith("the view is inconsistent: "), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void everyViewTheEngineGivesPasses() {
        for (RuleSet rules : TestRules.ALL) {
            GameState s = GameState.start(rules, 0, DeckSource.seeded(13));
            SplittableRandom random = new SplittableRandom(13);
            for (int i = 0; i < 200 && !s.isOver(); i++) {
                for (int seat = 0; seat < rules.seats(); seat++) {
                    SeatView v = s.viewFor(seat);
                    assertEquals(List.of(), ViewConsistency.problems(v), rules.id() + " seat " + seat);
                    assertSame(v, ViewConsistency.require(v));
                }
                assertEquals(List.of(), ViewConsistency.problems(s.spectatorView()), rules.id() + " spectator");
                s = s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
            }
            assertEquals(List.of(), ViewConsistency.problems(s.viewFor(0)));
        }
    }

    @Test
    void aHandLargerThanItsHandSize() {
        SeatView v = START.viewFor(1);
        Card other = START.hand(2).toList().get(0);
        refused(with(v, "hand", v.hand().with(other)), "the viewer's hand holds 7 cards, but handSizes gives seat 1 6");
    }

    @Test
    void aCardInTheHandAndAsTheTurnUp() {
        SeatView v = START.viewFor(1);
        Card turnUp = v.turnUp().orElseThrow();
        List<Integer> sizes = new ArrayList<>(v.handSizes());
        sizes.set(1, 7);
        SeatView tampered = with(with(v, "hand", v.hand().with(turnUp)), "handSizes", sizes);
        refused(tampered, CardSet.of(turnUp) + " shown in two places: in the hand and as the turn-up");
    }

    @Test
    void scoresTheirAwardsDoNotMake() {
        SeatView v = START.viewFor(1);
        int sum = v.awards().stream().filter(a -> a.side() == 0).mapToInt(a -> a.points()).sum();
        refused(with(v, "scores", List.of(13, v.scores().get(1))), "side 0 has 13 points, but its awards add up to " + sum);
    }

    @Test
    void aCardPlayedThatLiesOnNoTrick() {
        GameState s = START.apply(Action.STAND);
        Card led = s.legalPlays().toList().get(0);
        s = s.apply(Action.play(led));
        SeatView v = s.viewFor(2);
        Card elsewhere = s.hand(3).toList().get(0);
        refused(with(v, "played", v.played().with(elsewhere)), "the cards played, " + v.played().with(elsewhere)
            + ", are not the cards on its tricks, " + CardSet.of(led));
        Trick t = v.currentTrick();
        Trick twice = new Trick(t.hand(), List.of(led, led), List.of(t.seatAt(0), 3), CardSet.EMPTY, OptionalInt.empty());
        refused(with(v, "currentTrick", twice), led + " is played twice");
    }

    @Test
    void hiddenCardsThatDoNotAddUp() {
        // seat 1 sees its 6 cards and the turn-up: 45 unseen; the others hide 3 x 6 and the stock 52 - 24 - 1 = 27
        SeatView v = START.viewFor(1);
        List<Integer> sizes = new ArrayList<>(v.handSizes());
        sizes.set(3, 9);
        refused(with(v, "handSizes", sizes), "45 cards are unseen, but the hands, the stock and the discards hide 48");
        refused(with(v, "stockSize", 3), "45 cards are unseen, but the hands, the stock and the discards hide 21");
    }

    @Test
    void aTableItDoesNotFit() {
        SeatView v = START.viewFor(1);
        refused(with(v, "seat", 4), "the viewer, seat 4, is not one of the table's 4 seats (nor -1, a spectator)");
        refused(with(v, "toAct", -1), "seat -1 is to act in phase BEG (a seat of the table acts then)");
        refused(with(v, "scores", List.of(0, 0, 0)), "scores holds 3 entries, not one a side (2)");
        refused(with(v, "tricksPlayed", 2), "2 tricks played, but 0 tricks shown");
    }

    @Test
    void legalActionsOfAnotherSeatsTurnOrOfCardsNotHeld() {
        SeatView v = START.viewFor(1);
        refused(with(START.viewFor(2), "legalActions", List.of(Action.STAND)),
            "it lists legal actions for seat 2 while seat 1 is to act");
        Card notHeld = START.hand(3).toList().get(0);
        refused(with(v, "legalActions", List.of(Action.play(notHeld))), "a legal action, play " + notHeld
            + ", is of a card not in the viewer's hand " + v.hand());
    }

    @Test
    void aWinnerWhileTheMatchGoesOn() {
        SeatView v = START.viewFor(1);
        refused(with(v, "winner", OptionalInt.of(0)), "the winner is side 0 in phase BEG");
        refused(with(v, "phase", Phase.MATCH_OVER), "seat 1 is to act in phase MATCH_OVER (nobody acts then)");
    }

    @Test
    void aSpectatorSeesNoHand() {
        SeatView spectator = START.spectatorView();
        assertEquals(List.of(), ViewConsistency.problems(spectator));
        refused(with(spectator, "legalActions", List.of(Action.STAND)),
            "a spectator's view (seat -1) shows a hand, legal actions or revokes");
    }

    @Test
    void everyProblemIsListed() {
        SeatView v = with(with(START.viewFor(1), "scores", List.of(13, 20)), "winner", OptionalInt.of(1));
        List<String> problems = ViewConsistency.problems(v);
        assertEquals(3, problems.size(), problems::toString);
        assertThrows(NullPointerException.class, () -> ViewConsistency.problems(null));
        assertThrows(IllegalArgumentException.class, () -> new InconsistentViewException(List.of()));
    }
}
