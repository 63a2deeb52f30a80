package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.allfours.card.Card;
import io.github.allfours.game.Call;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import org.junit.jupiter.api.Test;

/**
 * {@link Table}: a rule set compiled once into its numbers and the phase and mechanic objects that own
 * each rule group, shared through a cache by matches under equal rules. Expectations from the rule sets'
 * definitions in {@link TestRules} and docs/rules.md "Seats and sides".
 */
class TableTest {
    @Test
    void theTableNumbersComeFromTheRuleSet() {
        Table t = Table.of(TestRules.TRINIDAD);
        assertEquals(4, t.seats);
        assertEquals(2, t.sides);
        assertEquals(14, t.target);
        assertEquals(6, t.handSize);
        assertArrayEquals(new int[] {3, 3}, t.packets);
        assertArrayEquals(new int[] {0, 1, 0, 1}, t.sideOf, "seat s plays for side s % sides");
        assertEquals(0b1111, t.allSeats);
        assertEquals(1, t.next(0));
        assertEquals(0, t.next(3), "play order wraps round");
        Table three = Table.of(TestRules.SEVEN_UP_THREE);
        assertArrayEquals(new int[] {0, 1, 2}, three.sideOf);
        assertArrayEquals(new int[] {2, 2, 2}, Table.of(TestRules.WEST_YORKSHIRE).packets);
    }

    @Test
    void aTurnUpGameWithBeggingHasTheBegAndGivePhasesOnly() {
        Table t = Table.of(TestRules.TRINIDAD);
        assertInstanceOf(TurnUpMechanic.class, t.trumps);
        assertInstanceOf(FourPointsMechanic.class, t.count);
        assertSame(t.begging, t.rules(Phase.BEG));
        assertSame(t.begging, t.rules(Phase.GIVE));
        assertSame(t.play, t.rules(Phase.PLAY));
        assertNull(t.bunchVote);
        assertNull(t.discards);
        assertSame(TrickEnd.NONE, t.trickEnd);
        assertNull(t.rules(Phase.DEAL), "nobody acts while a deal is awaited");
        assertNull(t.rules(Phase.MATCH_OVER));
        assertNull(t.rules(Phase.BUNCH_VOTE));
        assertNull(t.rules(Phase.DISCARD));
        assertEquals(Phase.BEG, t.phaseOf(Call.STAND));
        assertEquals(Phase.BEG, t.phaseOf(Call.BEG));
        assertEquals(Phase.GIVE, t.phaseOf(Call.GIVE));
        assertEquals(Phase.GIVE, t.phaseOf(Call.RUN));
        assertNull(t.phaseOf(Call.BUNCH));
        assertNull(t.phaseOf(Call.KEEP));
        assertNull(t.phaseOf(Call.THROW_IN));
        assertEquals(Phase.PLAY, t.phaseOf(Play.of(Card.parse("2C"))));
        assertNull(t.phaseOf(Discard.of(Card.parse("2C"))));
    }

    @Test
    void sevenUpAddsTheBunchVoteAndDiscards() {
        Table t = Table.of(TestRules.SEVEN_UP_THREE);
        assertSame(t.bunchVote, t.rules(Phase.BUNCH_VOTE));
        assertSame(t.discards, t.rules(Phase.DISCARD));
        assertEquals(Phase.BUNCH_VOTE, t.phaseOf(Call.BUNCH));
        assertEquals(Phase.BUNCH_VOTE, t.phaseOf(Call.KEEP));
        assertEquals(Phase.DISCARD, t.phaseOf(Discard.of(Card.parse("2C"))));
        // the classic game discards but has no vote
        Table classic = Table.of(TestRules.CLASSIC);
        assertNull(classic.bunchVote);
        assertSame(classic.discards, classic.rules(Phase.DISCARD));
    }

    @Test
    void aPitchGameHasNoCallsButTheThrowInWhereAllowed() {
        Table wy = Table.of(TestRules.WEST_YORKSHIRE);
        assertInstanceOf(PitchMechanic.class, wy.trumps);
        assertNull(wy.begging);
        assertNull(wy.rules(Phase.BEG));
        assertNull(wy.phaseOf(Call.STAND));
        assertNull(wy.phaseOf(Call.GIVE));
        assertEquals(Phase.PLAY, wy.phaseOf(Call.THROW_IN));
        assertNull(Table.of(TestRules.LANCASHIRE).phaseOf(Call.THROW_IN), "Lancashire has no throw-in");
    }

    @Test
    void equalRuleSetsShareOneCompiledTable() {
        Table t = Table.of(TestRules.TRINIDAD);
        assertSame(t, Table.of(TestRules.TRINIDAD));
        RuleSet equal = TestRules.TRINIDAD.withTarget(14);
        assertEquals(TestRules.TRINIDAD, equal);
        assertSame(t, Table.of(equal));
        assertNotSame(t, Table.of(TestRules.TRINIDAD.withTarget(11)));
        assertSame(t, GameState.start(TestRules.TRINIDAD, 1).match.table);
    }

    @Test
    void manyDifferentRuleSetsStillCompileCorrectly() {
        // more distinct rule sets than the cache keeps (it starts over rather than grow)
        for (int target = 1; target <= 300; target++) {
            assertEquals(target, Table.of(TestRules.TRINIDAD.withTarget(target)).target);
        }
        assertEquals(14, Table.of(TestRules.TRINIDAD).target);
        assertSame(Table.of(TestRules.CLASSIC), Table.of(TestRules.CLASSIC));
    }
}
