package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.TestRules;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The bots' choosers on a scratch state ({@link Bot#playoutChooser()}) choose exactly what the bots choose from the
 * seat's view, strict or in table mode (never a claim): the rule heuristics are written once ({@link SeatFacts}), for
 * each strategy (the learned one of {@link RuleBot#INSTANCE} and the yardstick's {@link RuleBot#CLASSIC}), the random
 * policy makes the same draw, and the default chooser of any other bot is shown the seat's view.
 */
class PlayoutChooserTest {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(TestRules.ALL).flatMap(r -> Arbitraries.of(r, r.withTableMode(TableMode.STANDARD)));
    }

    /** A bot that does not read play-outs itself: it chooses as the rule-based bot does, from the view. */
    private static final Bot VIEWED = new Bot() {
        @Override
        public Action choose(SeatView view, RandomGenerator random, Budget budget) {
            return RuleBot.INSTANCE.choose(view, random, budget);
        }

        @Override
        public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
            return RuleBot.INSTANCE.analyse(view, random, budget);
        }

        @Override
        public String name() {
            return "viewed";
        }
    };

    @Property(tries = 30)
    void theRulePolicyOnAPlayoutChoosesWhatRuleBotChoosesFromTheView(@ForAll("ruleSets") RuleSet rules,
                                                                      @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(seed));
        Playout p = new Playout(s);
        PlayoutChooser rule = RuleBot.INSTANCE.playoutChooser();
        PlayoutChooser classic = RuleBot.CLASSIC.playoutChooser();
        PlayoutChooser random0 = RandomBot.INSTANCE.playoutChooser();
        PlayoutChooser viewed = VIEWED.playoutChooser();
        int compared = 0;
        for (int step = 0; step < 400 && !s.isOver(); step++) {
            p.reset(s);
            Action fromView = RuleBot.INSTANCE.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED);
            GameState at = s;
            assertEquals(fromView, rule.choose(p, random), () -> "at " + at.toDebugString());
            assertEquals(fromView, viewed.choose(p, random), "the default chooser shows the bot the seat's view");
            assertEquals(RuleBot.CLASSIC.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED),
                classic.choose(p, random), () -> "the classic strategy at " + at.toDebugString());
            long draw = random.nextLong();
            assertEquals(RandomBot.INSTANCE.choose(s.viewFor(s.toAct()), new SplittableRandom(draw), Budget.UNLIMITED),
                random0.choose(p, new SplittableRandom(draw)));
            compared++;
            // the match goes on by one of the two policies, so both see many positions
            s = s.apply(random.nextBoolean() ? fromView : s.legalAction(random.nextInt(RandomBot.choices(s))));
        }
        assertTrue(compared > 0);
    }
}
