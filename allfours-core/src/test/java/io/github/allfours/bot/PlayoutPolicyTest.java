package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The play-out policies on a scratch state choose exactly what the bots choose from the seat's view: the rule
 * heuristics are written once ({@link SeatFacts}), and the random policy makes the same draw.
 */
class PlayoutPolicyTest {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(TestRules.ALL);
    }

    @Property(tries = 30)
    void theRulePolicyOnAPlayoutChoosesWhatRuleBotChoosesFromTheView(@ForAll("ruleSets") RuleSet rules,
                                                                      @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(seed));
        Playout p = new Playout(s);
        PlayoutFacts facts = new PlayoutFacts();
        int compared = 0;
        for (int step = 0; step < 400 && !s.isOver(); step++) {
            p.reset(s);
            Action fromView = RuleBot.INSTANCE.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED);
            GameState at = s;
            assertEquals(fromView, RuleBot.INSTANCE.chooseInPlace(p, facts), () -> "at " + at.toDebugString());
            long draw = random.nextLong();
            assertEquals(RandomBot.INSTANCE.choose(s.viewFor(s.toAct()), new SplittableRandom(draw), Budget.UNLIMITED),
                RandomBot.choose(p, new SplittableRandom(draw)));
            compared++;
            // the match goes on by one of the two policies, so both see many positions
            s = s.apply(random.nextBoolean() ? fromView : s.legalAction(random.nextInt(RandomBot.choices(s))));
        }
        assertTrue(compared > 0);
    }
}
