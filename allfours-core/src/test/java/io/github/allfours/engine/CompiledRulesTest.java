package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.game.Call;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import io.github.allfours.testkit.TestRules;
import org.junit.jupiter.api.Test;

/**
 * {@link CompiledRules}: a rule set compiled once into its numbers and the phase and mechanic objects that own
 * each rule group, shared through a cache by matches under equal rules. Expectations from the rule sets'
 * definitions in {@link TestRules} and docs/rules.md "Seats and sides".
 */
class CompiledRulesTest {
    @Test
    void theTableNumbersComeFromTheRuleSet() {
        CompiledRules t = CompiledRules.of(TestRules.TRINIDAD);
        assertEquals(4, t.seats);
        assertEquals(2, t.sides);
        assertEquals(14, t.target);
        assertEquals(6, t.handSize);
        assertArrayEquals(new int[] {3, 3}, t.packets);
        assertArrayEquals(new int[] {0, 1, 0, 1}, t.sideOf, "seat s plays for side s % sides");
        assertEquals(0b1111, t.allSeats);
        assertEquals(1, t.next(0));
        assertEquals(0, t.next(3), "play order wraps round");
        CompiledRules three = CompiledRules.of(TestRules.SEVEN_UP_THREE);
        assertArrayEquals(new int[] {0, 1, 2}, three.sideOf);
        assertArrayEquals(new int[] {2, 2, 2}, CompiledRules.of(TestRules.WEST_YORKSHIRE).packets);
    }

    @Test
    void aTurnUpGameWithBeggingHasTheBegAndGivePhasesOnly() {
        CompiledRules t = CompiledRules.of(TestRules.TRINIDAD);
        assertInstanceOf(TurnUpMechanic.class, t.trumps);
        assertInstanceOf(FourPointsMechanic.class, t.count);
        assertInstanceOf(BegPhase.class, t.phase(Phase.BEG));
        assertSame(t.phase(Phase.BEG), t.phase(Phase.GIVE), "one phase object owns the beg and the answer");
        assertSame(t.play, t.phase(Phase.PLAY));
        assertSame(DiscardPhase.NONE, t.discards);
        assertSame(TrickEnd.NONE, t.trickEnd);
        assertSame(Claims.NONE, t.claims);
        assertSame(PhaseRules.NONE, t.phase(Phase.DEAL), "nobody acts while a deal is awaited");
        assertSame(PhaseRules.NONE, t.phase(Phase.MATCH_OVER));
        assertSame(PhaseRules.NONE, t.phase(Phase.BUNCH_VOTE));
        assertSame(PhaseRules.NONE, t.phase(Phase.DISCARD));
        assertFalse(t.has(Phase.BID));
        assertThrows(IllegalStateException.class, t::bidding, "no auction to hand out");
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
        CompiledRules t = CompiledRules.of(TestRules.SEVEN_UP_THREE);
        assertInstanceOf(BunchVotePhase.class, t.phase(Phase.BUNCH_VOTE));
        assertSame(t.discards, t.phase(Phase.DISCARD));
        assertNotSame(DiscardPhase.NONE, t.discards);
        assertEquals(Phase.BUNCH_VOTE, t.phaseOf(Call.BUNCH));
        assertEquals(Phase.BUNCH_VOTE, t.phaseOf(Call.KEEP));
        assertEquals(Phase.DISCARD, t.phaseOf(Discard.of(Card.parse("2C"))));
        // the classic game discards but has no vote
        CompiledRules classic = CompiledRules.of(TestRules.CLASSIC);
        assertFalse(classic.has(Phase.BUNCH_VOTE));
        assertSame(classic.discards, classic.phase(Phase.DISCARD));
    }

    @Test
    void aPitchGameHasNoCallsButTheThrowInWhereAllowed() {
        CompiledRules wy = CompiledRules.of(TestRules.WEST_YORKSHIRE);
        assertInstanceOf(PitchMechanic.class, wy.trumps);
        assertFalse(wy.has(Phase.BEG));
        assertSame(PhaseRules.NONE, wy.phase(Phase.BEG));
        assertNull(wy.phaseOf(Call.STAND));
        assertNull(wy.phaseOf(Call.GIVE));
        assertEquals(Phase.PLAY, wy.phaseOf(Call.THROW_IN));
        assertNull(CompiledRules.of(TestRules.LANCASHIRE).phaseOf(Call.THROW_IN), "Lancashire has no throw-in");
    }

    @Test
    void equalRuleSetsShareOneCompilation() {
        CompiledRules t = CompiledRules.of(TestRules.TRINIDAD);
        assertSame(t, CompiledRules.of(TestRules.TRINIDAD));
        RuleSet equal = TestRules.TRINIDAD.withTarget(14);
        assertEquals(TestRules.TRINIDAD, equal);
        assertSame(t, CompiledRules.of(equal));
        assertNotSame(t, CompiledRules.of(TestRules.TRINIDAD.withTarget(11)));
        assertSame(t, GameState.start(TestRules.TRINIDAD, 1).match.compiled);
    }

    @Test
    void manyDifferentRuleSetsStillCompileCorrectly() {
        // more distinct rule sets than the cache keeps (it starts over rather than grow)
        for (int target = 1; target <= 300; target++) {
            assertEquals(target, CompiledRules.of(TestRules.TRINIDAD.withTarget(target)).target);
        }
        assertEquals(14, CompiledRules.of(TestRules.TRINIDAD).target);
        assertSame(CompiledRules.of(TestRules.CLASSIC), CompiledRules.of(TestRules.CLASSIC));
    }

    @Test
    void anAuctionGameHasTheBidAndSalePhasesItsRulesName() {
        CompiledRules auction = CompiledRules.of(TestRules.LANCASHIRE.withTrumps(Auction.STANDARD));
        assertInstanceOf(AuctionMechanic.class, auction.trumps);
        assertSame(auction.bidding(), auction.phase(Phase.BID));
        assertFalse(auction.bidding().elderSells());
        assertFalse(auction.has(Phase.SALE), "Auction Pitch has no sale");
        assertEquals(Phase.BID, auction.phaseOf(Call.PASS));
        assertNull(auction.phaseOf(Call.SELL));
        CompiledRules commercial = CompiledRules.of(TestRules.LANCASHIRE.withTrumps(Auction.COMMERCIAL));
        assertTrue(commercial.bidding().elderSells());
        assertInstanceOf(SalePhase.class, commercial.phase(Phase.SALE));
        assertEquals(Phase.SALE, commercial.phaseOf(Call.SELL));
        assertEquals(Phase.SALE, commercial.phaseOf(Call.REFUSE));
    }

    @Test
    void aFaceDownStockWithTrickPointsStillDrawsFaceDown() {
        // house rules: Shasta Sam's face-down stock scored with All Fives' trick points. Both trick ends run, and
        // the deal sampler must still be told that cards come into the hands face down, so that a void shown
        // before a draw says nothing (docs/rules.md, "California Jack"); the composed trick end used to say no.
        RuleSet down = TestRules.TRINIDAD_TWO.withTrumps(Stock.FACE_DOWN)
            .withScoring(TestRules.TRINIDAD_TWO.scoring().withTrickPoints(true));
        assertTrue(CompiledRules.of(down).trickEnd.drawsFaceDown());
        assertFalse(CompiledRules.of(down.withTrumps(Stock.FACE_UP)).trickEnd.drawsFaceDown());
    }
}
