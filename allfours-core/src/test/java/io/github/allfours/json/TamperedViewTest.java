package io.github.allfours.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.InconsistentViewException;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.ViewConsistency;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Views whose text was tampered with, as a client might send them: {@link AllFoursJson#readView} reads each (it
 * checks the form, not the fit), and {@link ViewConsistency} refuses each with a message that names the problem.
 */
class TamperedViewTest {
    /** Trinidad, deal 7: seat 1 holds 2C TC 2D 5H 9H QS, the turn-up is 3S, nobody has scored. */
    private static final GameState START = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(7));
    private static final String VIEW = AllFoursJson.write(START.viewFor(1));

    private static void refused(String tampered, String problem) {
        SeatView read = AllFoursJson.readView(tampered, HostileJsonTest.RESOLVER);
        InconsistentViewException e = assertThrows(InconsistentViewException.class, () -> ViewConsistency.require(read));
        assertTrue(e.problems().contains(problem), () -> "expected \"" + problem + "\" among " + e.problems());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
    }

    @Test
    void theViewIsAsWorkedOut() {
        assertTrue(VIEW.contains("\"hand\":[\"2C\",\"TC\",\"2D\",\"5H\",\"9H\",\"QS\"]"), VIEW);
        assertTrue(VIEW.contains("\"handSizes\":[6,6,6,6]"), VIEW);
        assertTrue(VIEW.contains("\"turnUp\":\"3S\""), VIEW);
        assertTrue(VIEW.contains("\"scores\":[0,0],\"awards\":[]"), VIEW);
        assertEquals(List.of(), ViewConsistency.problems(AllFoursJson.readView(VIEW, HostileJsonTest.RESOLVER)));
    }

    @Test
    void aHandOfSevenWithAHandSizeOfSix() {
        refused(VIEW.replace("\"hand\":[\"2C\"", "\"hand\":[\"2C\",\"3C\""),
            "the viewer's hand holds 7 cards, but handSizes gives seat 1 6");
    }

    @Test
    void aCardInTheHandAndAsTheTurnUp() {
        refused(VIEW.replace("\"hand\":[\"2C\"", "\"hand\":[\"2C\",\"3S\"").replace("\"handSizes\":[6,6,6,6]",
            "\"handSizes\":[6,7,6,6]"), "[3S] shown in two places: in the hand and as the turn-up");
    }

    @Test
    void scoresOfThirteenWhoseAwardsAddUpToThree() {
        String award = "{\"hand\":0,\"deal\":0,\"side\":0,\"points\":3,\"reason\":\"turn-up\",\"card\":\"JH\"}";
        refused(VIEW.replace("\"scores\":[0,0],\"awards\":[]", "\"scores\":[13,0],\"awards\":[" + award + "]"),
            "side 0 has 13 points, but its awards add up to 3");
    }
}
