package io.github.allfours.examples.cli;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.CallModel;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongFunction;

/**
 * The training data of the learned trump-decision evaluator ({@link CallModel}): matches played by a search bot at
 * every seat; at every trump decision with a choice (a bid or a pass, stand or beg, give or run), each legal call is
 * forced in turn and the rest of the hand is played out by the same bot, every seat choosing from its own view. The
 * line written for the decision holds what the seat could see ({@link CallModel#context}) and, for each call, the
 * points its side took in the hand less the other side's and the side's chance of winning the match at the hand's end
 * ({@link WinChance#of(Playout, int)}), then the call the bot made ({@code hard=}) and the call the classic rule-based
 * bot would have made ({@code classic=}), for comparisons. The candidates share their random numbers: each decision's generator is
 * seeded by the match, the deal, the seat and the decision's place in the deal, so that the same decision of the
 * rest of the hand draws the same numbers after every candidate (common random numbers), and the candidates'
 * differences are not blurred by the bot's sampling. Everything follows from the seed of the match.
 */
final class CallLabelling {
    private CallLabelling() {
    }

    /**
     * Plays one match and labels its trump decisions.
     *
     * @param rulesOf the rule set of a match, from a random number drawn from the match's seed
     * @param bot     the bot at every seat and of every play-out
     * @param budget  its budget
     * @param seed    the match's seed
     * @return one line per labelled decision: the context, then {@code candidate:points:value} for each legal call
     */
    static List<String> match(LongFunction<RuleSet> rulesOf, Bot bot, Budget budget, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        RuleSet rules = rulesOf.apply(random.nextLong());
        DeckSource deals = DeckSource.seeded(random.nextLong());
        long numbers = random.nextLong();
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.none());
        List<String> lines = new ArrayList<>();
        int sinceDeal = 0;
        while (!s.isOver()) {
            if (s.phase() == Phase.DEAL) {
                s = s.deal(deals.order(s.dealNumber()).orElseThrow());
                sinceDeal = 0;
                continue;
            }
            int seat = s.toAct();
            SeatView view = s.viewFor(seat);
            List<Action> legal = view.legalActions();
            Optional<String> context = legal.size() > 1 ? CallModel.context(view) : Optional.empty();
            if (context.isPresent()) {
                StringBuilder line = new StringBuilder(context.get());
                for (Action candidate : legal) {
                    double[] label = finish(s, seat, candidate, deals, bot, budget, numbers, sinceDeal);
                    line.append(',').append(word(candidate)).append(':')
                        .append(String.format(Locale.ROOT, "%d:%.5f", (int) label[0], label[1]));
                }
                Action chosen = bot.choose(view, generator(numbers, s.dealNumber(), seat, sinceDeal), budget);
                Action classic = RuleBot.CLASSIC.choose(view, generator(numbers, s.dealNumber(), seat, sinceDeal), budget);
                line.append(",hard=").append(word(chosen)).append(",classic=").append(word(classic));
                lines.add(line.toString());
                s = s.apply(seat, chosen);
                sinceDeal++;
                continue;
            }
            s = s.apply(seat, bot.choose(view, generator(numbers, s.dealNumber(), seat, sinceDeal), budget));
            sinceDeal++;
        }
        return lines;
    }

    /**
     * Takes {@code candidate} for {@code seat} in {@code s} and plays the hand out with the bot at every seat (a
     * redeal inside the hand from the match's deals), to the next hand's deal or the end of the match; returns, for
     * the side of {@code seat}, its points from {@code s} on less the other sides' and its chance of winning the
     * match.
     */
    private static double[] finish(GameState s, int seat, Action candidate, DeckSource deals, Bot bot, Budget budget,
                                   long numbers, int sinceDeal) {
        RuleSet rules = s.rules();
        int side = rules.sideOf(seat);
        int[] before = new int[rules.sides()];
        for (int k = 0; k < before.length; k++) {
            before[k] = s.score(k);
        }
        int hand = s.handNumber();
        int step = sinceDeal + 1;
        GameState t = s.apply(seat, candidate);
        while (!t.isOver()) {
            if (t.phase() == Phase.DEAL) {
                if (t.handNumber() != hand) {
                    break;
                }
                t = t.deal(deals.order(t.dealNumber()).orElseThrow());     // a redeal inside the hand
                step = 0;
                continue;
            }
            int q = t.toAct();
            t = t.apply(q, bot.choose(t.viewFor(q), generator(numbers, t.dealNumber(), q, step), budget));
            step++;
        }
        int points = 0;
        for (int k = 0; k < before.length; k++) {
            points += (k == side ? 1 : -1) * (t.score(k) - before[k]);
        }
        return new double[] {points, WinChance.of(new Playout(t), side)};
    }

    /** A call as the data write it: its notation, a blank written as an underscore ({@code bid_2}). */
    static String word(Action a) {
        return a.notation().replace(' ', '_');
    }

    /** The generator of one decision: from the match's numbers, the deal, the seat and the decision's place. */
    static SplittableRandom generator(long numbers, int deal, int seat, int step) {
        long z = numbers ^ ((deal * 64L + seat) * 4096L + step) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return new SplittableRandom(z ^ (z >>> 31));
    }
}
