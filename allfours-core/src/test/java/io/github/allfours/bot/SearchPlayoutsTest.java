package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.TestRules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The searches value a play-out when its hand is counted (docs/rules.md, "Bots"), in table mode as in the strict
 * default: never after the next deal, whose turn-up would score for its dealer. With the last card of a hand to
 * play, every card known, each sample's play-out ends in the same count, so the action's value is exactly the
 * chance of winning from the counted scores. (In table mode the searches used to play through immutable states to
 * the next deal, and so counted a turn-up of a deal the sampler had made up.)
 */
class SearchPlayoutsTest {
    @Test
    void theLastCardOfAHandIsValuedAtItsCountInTableMode() {
        RuleSet rules = TestRules.TRINIDAD.withTableMode(TableMode.STANDARD);
        int checked = 0;
        for (long seed = 1; seed <= 12; seed++) {
            GameState s = lastCardOfAHand(rules, seed);
            if (s == null) {
                continue;
            }
            SeatView view = s.viewFor(s.toAct());
            Action card = Actions.ownTurn(view).get(0);
            Playout p = new Playout(s);
            p.apply(card);
            p.apply(Call.COUNT);                        // the dealer closes the claims step
            assertTrue(p.isHandOver() || p.isOver());
            double expected = WinChance.of(p, rules.sideOf(view.seat()));
            assertEquals(expected, SearchBot.INSTANCE.analyse(view, new SplittableRandom(seed), Budget.iterations(40))
                .get(card), 1e-12, "seed " + seed);
            assertEquals(expected, IsmctsBot.INSTANCE.analyse(view, new SplittableRandom(seed), Budget.iterations(40))
                .get(card), 1e-12, "seed " + seed);
            checked++;
        }
        assertTrue(checked >= 6, "positions: " + checked);
    }

    /** The first position of a random match in which one card is left to play in the hand, or null. */
    private static GameState lastCardOfAHand(RuleSet rules, long seed) {
        GameState s = GameState.start(rules, seed);
        SplittableRandom random = new SplittableRandom(seed);
        while (!s.isOver()) {
            int held = 0;
            for (int seat = 0; seat < rules.seats(); seat++) {
                held += Long.bitCount(s.handBits(seat));
            }
            if (s.phase() == Phase.PLAY && held == 1) {
                return s;
            }
            s = s.apply(s.legalAction(random.nextInt(RandomBot.choices(s))));
        }
        return null;
    }
}
