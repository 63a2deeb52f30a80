package io.github.allfours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.DealSampler;
import io.github.allfours.bot.HandSolver;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Play;
import io.github.allfours.engine.SeatView;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

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
     * Deals that one seat cannot tell apart (the same view) lead the stick to different pitches: it decides
     * from the hidden cards. Every choice it makes is legal.
     */
    @Test
    void decidesFromTheHiddenCards() {
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
            Action a = StickPlayer.RULE.choose(deal, seat, deal.legalActions());
            assertTrue(view.legalActions().contains(a), a::toString);
            chosen.add(a);
        }
        assertEquals(2, chosen.size(), "one view, different pitches for different hidden cards");
    }

    /** The solver stick, too, decides from the hidden cards: one view, different pitches. */
    @Test
    void theSolverStickDecidesFromTheHiddenCards() {
        GameState s = GameState.start(rules("pitch"), 0, DeckSource.seeded(11));
        int seat = s.toAct();
        SeatView view = s.viewFor(seat);
        DealSampler sampler = DealSampler.of(view);
        SplittableRandom random = new SplittableRandom(5);
        Set<Action> chosen = new HashSet<>();
        for (int i = 0; i < 200 && chosen.size() < 2; i++) {
            GameState deal = sampler.sample(random);
            Action a = StickPlayer.SOLVER.choose(deal, seat, deal.legalActions());
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
        HandSolver solver = new HandSolver();
        int checked = 0;
        for (long seed = 1; seed <= 40; seed++) {
            GameState s = GameState.start(rules("trinidad"), 0, DeckSource.seeded(seed));
            SplittableRandom random = new SplittableRandom(seed);
            while (!s.isOver() && s.handNumber() == 0) {
                int seat = s.toAct();
                SeatView v = s.viewFor(seat);
                List<Action> legal = v.legalActions().stream().filter(x -> !x.isClaim()).toList();
                if (HandSolver.solves(s) && legal.size() > 1 && v.handSize(seat) <= 2) {
                    int side = s.rules().sideOf(seat);
                    Action a = StickPlayer.SOLVER.choose(s, seat, legal);
                    double best = Double.NEGATIVE_INFINITY;
                    for (Action x : legal) {
                        best = Math.max(best, value(solver, s.apply(seat, x), side));
                    }
                    assertEquals(best, value(solver, s.apply(seat, a), side), 1e-12, "seed " + seed + ": " + a);
                    checked++;
                }
                s = s.apply(seat, RuleBot.INSTANCE.choose(v, random, Budget.UNLIMITED));
            }
        }
        assertTrue(checked > 20, "positions checked: " + checked);
    }

    /**
     * The perfect stick solves from the first lead: in Trinidad's first two tricks at a table of four (20 to 24
     * cards in play, more than the expert solves) it takes a card of the greatest value, each card's value solved on
     * its own; positions too large for the stick's node limit are left out.
     */
    @Test
    void thePerfectStickSolvesFromTheFirstLead() {
        HandSolver limited = new HandSolver(20, StickPlayer.NODE_LIMIT);
        HandSolver solver = new HandSolver();
        int checked = 0;
        for (long seed = 1; seed <= 3; seed++) {
            GameState s = GameState.start(rules("trinidad"), 0, DeckSource.seeded(seed));
            SplittableRandom random = new SplittableRandom(seed);
            while (!s.isOver() && s.handNumber() == 0) {
                int seat = s.toAct();
                SeatView v = s.viewFor(seat);
                List<Action> legal = v.legalActions().stream().filter(x -> !x.isClaim()).toList();
                if (HandSolver.solves(s) && legal.size() > 1 && v.handSize(seat) >= 5 && fits(limited, s, legal)) {
                    int side = s.rules().sideOf(seat);
                    Action a = StickPlayer.PERFECT.choose(s, seat, legal);
                    double best = Double.NEGATIVE_INFINITY;
                    for (Action x : legal) {
                        best = Math.max(best, value(solver, s.apply(seat, x), side));
                    }
                    assertEquals(best, value(solver, s.apply(seat, a), side), 1e-12, "seed " + seed + ": " + a);
                    checked++;
                }
                s = s.apply(seat, RuleBot.INSTANCE.choose(v, random, Budget.UNLIMITED));
            }
        }
        assertTrue(checked > 5, "positions checked: " + checked);
    }

    /** Whether the stick's own solve of every card fits its node limit. */
    private static boolean fits(HandSolver limited, GameState s, List<Action> legal) {
        try {
            limited.solveEach(s, legal, 0);
            return true;
        } catch (HandSolver.NodeLimitException e) {
            return false;
        }
    }

    /** A state's solved value for a side, or the match's end value if the card ended the hand or the match. */
    private static double value(HandSolver solver, GameState s, int side) {
        return HandSolver.solves(s) ? solver.solve(s, side) : SearchBot.value(s, side);
    }
}
