package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.HandResult;
import io.github.allfours.rules.InvalidRuleSetException;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.table.Stakes;
import io.github.allfours.table.TableProcedures.CutRanking;
import io.github.allfours.table.TableProcedures.CutWinner;
import io.github.allfours.table.TableProcedures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Seats, sides, counts and stakes from an untrusted caller: out of bounds is an
 * {@link IllegalArgumentException} naming the argument, never an answer for another seat, a wrapped
 * number or an allocation the size of the argument.
 */
class HostileArgumentsTest {
    private static final DeckOrder ORDER = DeckOrder.shuffled(5);

    private static void refused(String naming, Runnable call) {
        IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofSeconds(2),
            () -> assertThrows(IllegalArgumentException.class, call::run));
        assertTrue(e.getMessage().contains(naming), e.getMessage());
    }

    @Test
    void tableProceduresRefuseCountsBeyondThePack() {
        refused("seats (of a cut) must be 2..52, not 2147483647", () -> TableProcedures.firstDealerByCut(ORDER,
            Integer.MAX_VALUE, CutRanking.NATURAL, CutWinner.HIGHEST));
        refused("seats (of a cut) must be 2..52, not 53",
            () -> TableProcedures.firstDealerByCut(ORDER, 53, CutRanking.NATURAL, CutWinner.HIGHEST));
        refused("seats must be 2..52, not 2147483647",
            () -> TableProcedures.firstPitcherByJack(ORDER, Integer.MAX_VALUE, 5));
        refused("firstSeat: no seat -1", () -> TableProcedures.firstPitcherByJack(ORDER, 4, -1));
        refused("players must be 4..52, not 2147483647",
            () -> TableProcedures.partnershipsByJacks(ORDER, Integer.MAX_VALUE, 0));
        refused("firstPlayer: no player 9", () -> TableProcedures.partnershipsByJacks(ORDER, 9, 9));
        refused("cutterSide (1) and guesserSide (1)",
            () -> TableProcedures.firstPitchingSideByColourGuess(ORDER, 1, 1, true));
        refused("cutterSide (-1)", () -> TableProcedures.firstPitchingSideByColourGuess(ORDER, -1, 0, true));
        int dealer = TableProcedures.firstDealerByCut(DeckOrder.shuffled(1), 8, CutRanking.NATURAL, CutWinner.HIGHEST);
        assertTrue(dealer >= 0 && dealer < 8);
        assertTrue(TableProcedures.firstPitcherByJack(ORDER, 52, 51).pitcher() < 52);
    }

    @Test
    void stakesAreBoundedAndNeverWrap() {
        GameState s = WestYorkshireTest.allFourMatch(WestYorkshire.FOUR, 3);
        List<HandResult> hands = s.handResults();
        refused("matchStake must be 0..1000000, not 2147483647",
            () -> Stakes.settle(WestYorkshire.FOUR, 0, hands, Integer.MAX_VALUE, 1));
        refused("allFourStake must be 0..1000000, not -1",
            () -> Stakes.settle(WestYorkshire.FOUR, 0, hands, 1, -1));
        refused("winnerSide: no side 2", () -> Stakes.settle(WestYorkshire.FOUR, 2, hands, 1, 1));
        int big = Stakes.MAX_STAKE;
        assertArrayEquals(new int[] {2 * big, -2 * big, 2 * big, -2 * big},   // match + two all fours - one
            Stakes.settle(WestYorkshire.FOUR, 0, hands, big, big));
        // a great many all fours at the highest stake would overflow an int: refused, not wrapped
        List<HandResult> many = new ArrayList<>(Collections.nCopies(3_000, hands.get(0)));
        refused("does not fit an int", () -> Stakes.settle(WestYorkshire.FOUR, 0, many, big, big));
    }

    @Test
    void seatViewsAndHandResultsAnswerOnlyForTheirSeatsAndSides() {
        GameState s = WestYorkshireTest.allFourMatch(WestYorkshire.FOUR, 3);
        SeatView v = s.viewFor(0);
        refused("there is no seat 99", () -> v.inPlay(99));
        refused("there is no seat -1", () -> v.handSize(-1));
        refused("there is no side 2", () -> v.score(2));
        refused("there is no seat 4", () -> s.hand(4));
        refused("there is no seat 4", () -> s.isInPlay(4));
        refused("there is no side 2", () -> s.captured(2));
        refused("there is no side 2", () -> s.handResults().get(0).gameValue(2));
        refused("award count -1", () -> s.awardsSince(-1));
    }

    @Test
    void ruleSetBoundsListEveryProblem() {
        RuleSet t = Variants.TRINIDAD;
        InvalidRuleSetException e = assertThrows(InvalidRuleSetException.class,
            () -> t.withOptions(Map.of("giftPoints", -1, "hangJackPoints", 1_001, "runPacket", 53, "nonsense", 1)));
        assertEquals(4, e.problems().size(), e.getMessage());
        refused("target must be 1..10000, not 2147483647", () -> t.withTarget(Integer.MAX_VALUE));
        refused("every packet must hold 1..52 cards, not 2147483647",
            () -> t.withPackets(List.of(Integer.MAX_VALUE, Integer.MAX_VALUE)));
        refused("needs more than 52 cards", () -> t.withPackets(Collections.nCopies(52, 52)));
        refused("packets lists 1000000 rounds", () -> t.withPackets(Collections.nCopies(1_000_000, 1)));
        refused("giftPoints must be 0..1000", () -> t.withBegging(b -> b.withGiftPoints(Integer.MIN_VALUE)));
        refused("the run packet must be 1..52", () -> t.withBegging(b -> b.withRun(b.run().withPacket(-5))));
    }
}
