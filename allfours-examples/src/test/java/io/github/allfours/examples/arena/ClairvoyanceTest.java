package io.github.allfours.examples.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.sample.DealSampler;
import io.github.allfours.bot.solve.HandSolver;
import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Play;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The arena's measuring stick: which decisions it takes, and that it decides from the cards, not the view. */
class ClairvoyanceTest {
    private static RuleSet rules(String id) {
        return Variants.byId(id).orElseThrow().rules();
    }

    @Test
    void trumpsCoversEveryDecisionButACardPlayOnceTrumpsAreFixed() {
        for (String id : List.of("trinidad", "pitch", "auction-pitch", "commercial-pitch", "all-fives")) {
            GameState s = GameState.start(rules(id), 0, DeckSource.seeded(3));
            SplittableRandom random = new SplittableRandom(3);
            int plays = 0;
            int others = 0;
            while (!s.isOver() && s.handNumber() < 3) {
                int seat = s.toAct();
                SeatView v = s.viewFor(seat);
                boolean play = v.trump().isPresent() && v.legalActions().get(0) instanceof Play;
                assertEquals(!play, Clairvoyance.TRUMPS.covers(v), id + ": " + v.legalActions());
                assertEquals(play, Clairvoyance.PLAY.covers(v), id + ": " + v.legalActions());
                assertTrue(Clairvoyance.ALL.covers(v));
                assertFalse(Clairvoyance.NONE.covers(v));
                if (play) {
                    plays++;
                } else {
                    others++;
                }
                s = s.apply(seat, RuleBot.INSTANCE.choose(v, random, Budget.UNLIMITED));
            }
            assertTrue(plays > 0 && others > 0, id + ": both kinds of decision were seen");
        }
    }

    /**
     * Deals that one seat cannot tell apart (the same view) lead each stick to different pitches: it decides
     * from the hidden cards. Every choice it makes is legal.
     */
    @ParameterizedTest
    @EnumSource(StickPlayer.class)
    void decidesFromTheHiddenCards(StickPlayer stick) {
        GameState s = GameState.start(rules("pitch"), 0, DeckSource.seeded(11));
        int seat = s.toAct();
        SeatView view = s.viewFor(seat);
        assertTrue(view.trump().isEmpty(), "the pitch");
        DealSampler sampler = DealSampler.of(view);
        SplittableRandom random = new SplittableRandom(5);
        Set<Action> chosen = new HashSet<>();
        for (int i = 0; i < 200 && chosen.size() < 2; i++) {
            GameState deal = sampler.sample(random);
            assertEquals(view, deal.viewFor(seat));
            Action a = stick.choose(deal, seat, deal.legalActions());
            assertTrue(view.legalActions().contains(a), a::toString);
            chosen.add(a);
        }
        assertEquals(2, chosen.size(), "one view, different pitches for different hidden cards");
    }

    /**
     * In trick play the solver stick takes a card of the greatest value, each card's value solved on its own after
     * it is played (not by the stick's shared solve), in Trinidad's last two tricks over many deals.
     */
    @Test
    void inTrickPlayTheSolverStickTakesACardOfTheGreatestSolvedValue() {
        int checked = takesACardOfTheGreatestSolvedValue(StickPlayer.SOLVER, 40, cards -> cards <= 2);
        assertTrue(checked > 20, "positions checked: " + checked);
    }

    /**
     * The perfect stick solves long before the expert would: in Trinidad's second trick at a table of four (17 to 20
     * cards in play, more than the expert's 12) it takes a card of the greatest value; positions too large for the
     * stick's node limit are left out.
     */
    @Test
    void thePerfectStickSolvesLongHands() {
        int checked = takesACardOfTheGreatestSolvedValue(StickPlayer.PERFECT, 3, cards -> cards == 5);
        assertTrue(checked > 3, "positions checked: " + checked);
    }

    /**
     * Plays the first hand of Trinidad for four from {@code seeds} deals with the rule-based bot and, at each card
     * play of more than one choice whose seat holds a number of cards {@code when} accepts (and whose solve fits
     * the stick's node limit), checks that the stick's card has the greatest value, each card solved on its own.
     *
     * @return the positions checked
     */
    private static int takesACardOfTheGreatestSolvedValue(StickPlayer stick, int seeds, IntPredicate when) {
        HandSolver limited = new HandSolver(20, StickPlayer.NODE_LIMIT);
        HandSolver solver = new HandSolver();
        int checked = 0;
        for (long seed = 1; seed <= seeds; seed++) {
            GameState s = GameState.start(rules("trinidad"), 0, DeckSource.seeded(seed));
            SplittableRandom random = new SplittableRandom(seed);
            while (!s.isOver() && s.handNumber() == 0) {
                int seat = s.toAct();
                SeatView v = s.viewFor(seat);
                List<Action> legal = v.legalActions().stream().filter(x -> !x.isClaim()).toList();
                if (HandSolver.solves(new Playout(s)) && legal.size() > 1 && when.test(v.handSize(seat)) && fits(limited, s, legal)) {
                    int side = s.rules().sideOf(seat);
                    Action a = stick.choose(s, seat, legal);
                    double best = Double.NEGATIVE_INFINITY;
                    for (Action x : legal) {
                        best = Math.max(best, value(solver, s.apply(seat, x), side));
                    }
                    assertEquals(best, value(solver, s.apply(seat, a), side), 1e-12, stick + ", seed " + seed + ": " + a);
                    checked++;
                }
                s = s.apply(seat, RuleBot.INSTANCE.choose(v, random, Budget.UNLIMITED));
            }
        }
        return checked;
    }

    /** Whether the stick's own solve of every card fits its node limit. */
    private static boolean fits(HandSolver limited, GameState s, List<Action> legal) {
        try {
            limited.solveEach(new Playout(s), legal, 0);
            return true;
        } catch (HandSolver.NodeLimitException e) {
            return false;
        }
    }

    /** A state's solved value for a side, or the match's end value if the card ended the hand or the match. */
    private static double value(HandSolver solver, GameState s, int side) {
        Playout p = new Playout(s);
        return HandSolver.solves(p) ? solver.solve(p, side) : WinChance.of(p, side);
    }
}
