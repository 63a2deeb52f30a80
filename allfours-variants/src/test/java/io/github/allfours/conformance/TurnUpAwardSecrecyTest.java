package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.variants.Trinidad;
import org.junit.jupiter.api.Test;

/**
 * A turn-up's award is no secret, even after a redeal of the same hand. Found by
 * {@code InvariantProperties.everyInvariantHoldsInTableMode}: in Trinidad for two in table mode, deck 380700 (play seed
 * {@code Long.MAX_VALUE}), deal 2 turns up the six of clubs (side 1 scores 2 for it), a misdeal is claimed and the
 * hand is dealt again; at its count the hand's result lists that award, naming 6C, which the views of the redealt
 * hand no longer show. Every seat saw it turned, so the checker's event secrecy counts a turn-up award's card as laid
 * face up; it reported three leaks here before.
 */
class TurnUpAwardSecrecyTest {
    @Test
    void aTurnUpAwardOfADealRedealtInTheSameHandIsNoLeak() {
        var checked = RandomMatches.check(Trinidad.TWO.withTableMode(TableMode.STANDARD), 380700, Long.MAX_VALUE);
        assertTrue(checked.actions() > 78);
    }
}
