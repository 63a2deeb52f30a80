package io.github.allfours.examples.arena;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.ExpertBot;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.solve.HandSolver;
import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import io.github.allfours.rules.Stock;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How the arena's measuring stick ({@link Clairvoyance}) decides, seeing every card of the true state: each legal
 * action is tried once on that state and valued for the seat's side by {@link WinChance} at the end of the
 * hand; the action worth most is taken (the first of equals).
 */
enum StickPlayer {
    /**
     * The hand is played out by the rule-based bot for every seat (it is deterministic, so one play-out is what any
     * number would give).
     */
    RULE,
    /**
     * The solver search's method ({@code solver}, {@link ExpertBot}) with the true deal as its one sample: the
     * rule-based bot plays every seat until the hand is as short as that search solves
     * ({@link ExpertBot#FOUR_SEAT_CARDS} cards in play at a table of four or more, {@link ExpertBot#TWO_SEAT_CARDS} at
     * a table of two, counting a stock), then the {@link HandSolver} plays the rest perfectly for both sides, every
     * card known; a card played once the hand is that short is valued by the solver directly. It is what
     * determinization with that search's solver would reach
     * if every sampled deal were the true one. A solve that passes {@value #NODE_LIMIT} positions has one more card
     * played by the rule-based bot first. Only at a table of two sides with table mode off, where the solver
     * applies.
     */
    SOLVER,
    /**
     * Perfect play of every card, every card known: as {@link #SOLVER}, but the solver takes the hand as soon as
     * trick play has begun and trumps are known, from the first lead on, however many cards are in play (the
     * rule-based bot still takes the other decisions up to trick play in a play-out of a trump decision). A solve
     * that passes {@value #NODE_LIMIT} positions has one more card played by the rule-based bot first (a few hands
     * of four seats solved from the first lead do). Only at a table of two sides with table mode off.
     */
    PERFECT;

    /** The most positions one solve of the stick may search before the rule-based bot plays a card first. */
    static final long NODE_LIMIT = 500_000;

    /** The seed of the generator handed to the rule-based bot, which draws nothing from it. */
    private static final long PLAY_OUT_SEED = 0x5EEDL;

    private static final ThreadLocal<HandSolver> SOLVERS = ThreadLocal.withInitial(() -> new HandSolver(20, NODE_LIMIT));

    /**
     * The action worth most when the hand is finished this way from the true state.
     *
     * @param s     the true state
     * @param seat  the seat to act
     * @param legal its legal actions, at least two, no claims
     * @return the chosen action
     */
    Action choose(GameState s, int seat, List<Action> legal) {
        int side = s.rules().sideOf(seat);
        double[] values;
        if (this != RULE && solvesNow(s)) {
            values = solvedEach(s, legal, side);
        } else {
            values = finishEach(s, legal, side);
        }
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (values[i] > values[best]) {
                best = i;
            }
        }
        return legal.get(best);
    }

    /** Each card's solved value; if the solve is too large, each card played and the rest finished as below. */
    private double[] solvedEach(GameState s, List<Action> legal, int side) {
        try {
            return SOLVERS.get().solveEach(new Playout(s), legal, side);
        } catch (HandSolver.NodeLimitException e) {
            return finishEach(s, legal, side);
        }
    }

    /** Each action taken by the seat to act, and the hand finished from there in this stick's way. */
    private double[] finishEach(GameState s, List<Action> legal, int side) {
        double[] values = new double[legal.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = finish(s.apply(s.toAct(), legal.get(i)), s.handNumber(), side);
        }
        return values;
    }

    /** The value for {@code side} of finishing hand {@code hand} from {@code s} in this stick's way. */
    private double finish(GameState s, int hand, int side) {
        SplittableRandom unused = new SplittableRandom(PLAY_OUT_SEED);
        while (!s.isOver() && s.handNumber() == hand) {
            if (this != RULE && solvesNow(s)) {
                try {
                    return SOLVERS.get().solve(new Playout(s), side);
                } catch (HandSolver.NodeLimitException e) {
                    // too large: the rule-based bot plays one more card first
                }
            }
            int q = s.toAct();
            if (q < 0) {
                break;
            }
            s = s.apply(q, RuleBot.INSTANCE.choose(s.viewFor(q), unused, Budget.UNLIMITED));
        }
        return WinChance.of(new Playout(s), side);
    }

    /**
     * Whether the solver takes the hand from here: solvable, and (for {@link #SOLVER}) no more cards in play than the
     * solver search solves.
     */
    private boolean solvesNow(GameState s) {
        if (!HandSolver.solves(new Playout(s))) {
            return false;
        }
        if (this == PERFECT) {
            return true;
        }
        int cards = s.rules().trumps() instanceof Stock ? s.stockSize() : 0;
        for (int seat = 0; seat < s.rules().seats(); seat++) {
            cards += Long.bitCount(s.handBits(seat));
        }
        return cards <= (s.rules().seats() > 2 ? ExpertBot.FOUR_SEAT_CARDS : ExpertBot.TWO_SEAT_CARDS);
    }
}
