package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.TestRules;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#moveCount()}, the version a server compares a move against: 0 at the start, one more for each
 * action applied (claims out of turn included), unchanged by a refusal and by a deal supplied; kept by a play-out's
 * {@code toState}; 0 for a position set up; no part of equality. (Records keep it: ResumeTest.)
 */
class MoveCountTest {
    @Test
    void eachActionAppliedCountsOneAndARefusalNone() {
        for (RuleSet rules : TestRules.ALL) {
            GameState s = GameState.start(rules, 1, DeckSource.seeded(11));
            assertEquals(0, s.moveCount(), rules.id());
            SplittableRandom random = new SplittableRandom(5);
            for (int n = 1; n <= 300 && !s.isOver(); n++) {
                GameState before = s;
                IllegalActionException refused = assertThrows(IllegalActionException.class,
                    () -> before.apply((before.toAct() + 1) % rules.seats(), before.legalAction(0)));
                assertSame(before, refused.state());
                assertEquals(n - 1, refused.state().moveCount());
                s = s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
                assertEquals(n, s.moveCount(), rules.id() + " after " + n + " actions");
            }
        }
    }

    @Test
    void claimsOutOfTurnCountAsActions() {
        RuleSet rules = TestRules.TRINIDAD.withTableMode(TableMode.STANDARD);
        GameState s = GameState.start(rules, 0, DeckSource.seeded(3));
        SplittableRandom random = new SplittableRandom(8);
        int claims = 0;
        for (int n = 1; n <= 400 && !s.isOver(); n++) {
            int seat = random.nextInt(rules.seats());
            List<Action> legal = s.legalActions(seat);
            if (seat == s.toAct() || legal.isEmpty()) {
                seat = s.toAct();
                legal = s.legalActions();
            } else {
                claims++;
            }
            s = s.apply(seat, legal.get(random.nextInt(legal.size())));
            assertEquals(n, s.moveCount());
        }
        assertEquals(true, claims > 10, "claims out of turn: " + claims);
    }

    @Test
    void aDealSuppliedIsNoAction() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(21).order(0).orElseThrow());
        SplittableRandom random = new SplittableRandom(2);
        while (s.phase() != Phase.DEAL) {
            s = s.apply(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        int count = s.moveCount();
        DeckOrder next = DeckSource.seeded(21).order(s.dealNumber()).orElseThrow();
        GameState dealt = s.deal(next);
        assertEquals(count, dealt.moveCount());
        assertEquals(count + 1, dealt.apply(dealt.legalAction(0)).moveCount());
    }

    @Test
    void aPlayoutCountsAsApplyDoes() {
        GameState s = GameState.start(TestRules.WEST_YORKSHIRE, 0, DeckSource.seeded(4));
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 5; i++) {
            s = s.apply(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        Playout p = new Playout(s);
        GameState applied = s;
        for (int i = 0; i < 12 && applied.phase() == Phase.PLAY; i++) {
            Action a = applied.legalAction(random.nextInt(applied.legalActionCount()));
            applied = applied.apply(a);
            p.apply(a);
            assertEquals(applied, p.toState());
            assertEquals(applied.moveCount(), p.toState().moveCount());
        }
    }

    @Test
    void aPositionSetUpCountsFromZero() {
        GameState s = GameState.start(TestRules.CLASSIC, 0, DeckSource.seeded(6));
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 7 && !s.isOver(); i++) {
            s = s.apply(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        GameState set = GameState.from(s.setup());
        assertEquals(0, set.moveCount());
        assertEquals(s.viewFor(0), set.viewFor(0));
        assertEquals(1, set.apply(set.legalAction(0)).moveCount());
    }

    @Test
    void theCountIsNoPartOfTheMoment() throws Exception {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(6)).apply(Action.BEG);
        Constructor<GameState> copy = GameState.class.getDeclaredConstructor(GameState.class);
        copy.setAccessible(true);
        GameState other = copy.newInstance(s);
        Field moves = GameState.class.getDeclaredField("moves");
        moves.setAccessible(true);
        moves.setInt(other, 99);
        assertEquals(99, other.moveCount());
        assertEquals(s, other);
        assertEquals(s.hashCode(), other.hashCode());
    }
}
