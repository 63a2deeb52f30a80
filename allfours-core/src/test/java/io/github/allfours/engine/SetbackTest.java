package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link FourPointsMechanic}' contract path: the setback and the order of a contract's awards. Every expectation
 * is worked out by hand from docs/rules.md, "Contracts and setback" (the bidder's side's points are counted
 * in full, High, Low, Jack and Game; fewer than the bid: one award of minus the bid, reason
 * {@code setback}, before any other, and that side scores nothing more; option {@code bidderOutFirst}) and
 * "Timing and order of awards" (the match ends at the first award that reaches the target).
 *
 * <p>Two seats, standard scoring (the classic table with an auction; target 11 so that no hand ends the
 * match unless a test lowers it). Seat 0 deals {@code AH 3H TS KS 6C 7C}, seat 1 (elder) holds
 * {@code JH 2H TC 3D 4D 5D}.
 * <ul>
 *   <li>Play E (elder leads): T1 2H 3H (seat 0), T2 TS JH (seat 1 trumps), T3 TC 6C, T4 3D 7C, T5 4D KS
 *       (seat 1), T6 5D AH (seat 0). Game: seat 1 takes 10+1, 10, 0, 3 = 24; seat 0 takes 0 + 4 = 4. High
 *       AH to side 0; Low 2H (its holder), Jack JH (held and captured by seat 1) and Game to side 1:
 *       side 0 takes 1 point, side 1 takes 3.</li>
 *   <li>Play D (the dealer leads): T1 AH JH (seat 0), T2 3H 2H (seat 0), T3 TS 3D, T4 KS 4D (seat 0), T5 6C
 *       TC (seat 1 follows clubs and wins), T6 5D 7C (seat 1). Game: seat 0 takes 5 + 0 + 10 + 3 = 18,
 *       seat 1 takes 10. High AH and Game to side 0; Low 2H to side 1 (its holder); Jack JH, held by seat
 *       1, captured by seat 0: to side 0 (1 point, or hang jack's 3 under that rule).</li>
 * </ul>
 */
class SetbackTest {
    static final RuleSet TWO = TestRules.CLASSIC.withTrumps(Auction.STANDARD).withTarget(11);
    static final String PLAY_E = "2H 3H TS JH TC 6C 3D 7C 4D KS 5D AH";
    static final String PLAY_D = "AH JH 3H 2H TS 3D KS 4D 6C TC 5D 7C";

    static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands("AH 3H TS KS 6C 7C", "JH 2H TC 3D 4D 5D").build());
    }

    static GameState hand(RuleSet rules, String script) {
        return moves(deal(rules), script);
    }

    @Test
    void setbackIsAwardedFirstAndTheBidderScoresNothingMore() {
        // elder bids 4 and takes 3 (play E): set back 4; side 1's Low, Jack and Game are not scored
        GameState s = hand(TWO, "bid 4 pass " + PLAY_E);
        assertEquals(list("setback 1 -4", "high 0 +1 AH"), awards(s.lastHandResult().orElseThrow().awards()));
        assertEquals(List.of(1, -4), s.scores(), "scores go below zero");
    }

    @Test
    void theDealersSideIsSetBackAndItsHighIsNotScored() {
        // elder passes, the dealer must bid: 2; play D gives side 0 High, Jack (1) and Game = 3 >= 2: made.
        GameState made = hand(TWO, "pass bid 2 " + PLAY_D);
        assertEquals(list("high 0 +1 AH", "low 1 +1 2H", "jack 0 +1 JH", "game 0 +1"),
            awards(made.lastHandResult().orElseThrow().awards()));
        assertEquals(List.of(3, 1), made.scores());
        // a bid of 4 on the same play: 3 < 4, side 0 is set back and only side 1's Low is scored
        GameState set = hand(TWO, "pass bid 4 " + PLAY_D);
        assertEquals(list("setback 0 -4", "low 1 +1 2H"), awards(set.lastHandResult().orElseThrow().awards()));
        assertEquals(List.of(-4, 1), set.scores());
    }

    @Test
    void aBidMadeExactlyIsMade() {
        // play E: elder's side takes exactly 3; a bid of 3 is made, awarded in the order High, Low, Jack, Game
        GameState s = hand(TWO, "bid 3 pass " + PLAY_E);
        assertEquals(list("high 0 +1 AH", "low 1 +1 2H", "jack 1 +1 JH", "game 1 +1"),
            awards(s.lastHandResult().orElseThrow().awards()));
        assertEquals(List.of(1, 3), s.scores());
    }

    @Test
    void gamePointsCountTowardTheBid() {
        // with Game worth 2, elder's side takes Low 1 + Jack 1 + Game 2 = 4: a bid of 4 is made
        GameState s = hand(TWO.withGamePoints(2), "bid 4 pass " + PLAY_E);
        assertEquals(list("high 0 +1 AH", "low 1 +1 2H", "jack 1 +1 JH", "game 1 +2"),
            awards(s.lastHandResult().orElseThrow().awards()));
        assertEquals(List.of(1, 4), s.scores());
    }

    @Test
    void hangJackPointsCountTowardTheBid() {
        // hang jack (3 to a side capturing the opponents' jack): play D gives side 0 High 1 + hang jack 3
        // + Game 1 = 5 >= 4, where the plain jack's 1 would make only 3
        RuleSet hang = TWO.withScoring(sc -> sc.withJack(io.github.allfours.rules.JackScoring.HANG_JACK));
        GameState s = hand(hang, "pass bid 4 " + PLAY_D);
        assertEquals(list("high 0 +1 AH", "low 1 +1 2H", "hang-jack 0 +3 JH", "game 0 +1"),
            awards(s.lastHandResult().orElseThrow().awards()));
        assertEquals(List.of(5, 1), s.scores());
    }

    @Test
    void bidderOutFirst() {
        RuleSet first = TWO.withTrumps(Auction.STANDARD.withBidderOutFirst(true));
        // made (3 of 3): side 1's Low, Jack, Game come before side 0's High
        GameState s = hand(first, "bid 3 pass " + PLAY_E);
        assertEquals(list("low 1 +1 2H", "jack 1 +1 JH", "game 1 +1", "high 0 +1 AH"),
            awards(s.lastHandResult().orElseThrow().awards()));
        // not made: the setback still comes first and nothing else of the bidder's is scored
        s = hand(first, "bid 4 pass " + PLAY_E);
        assertEquals(list("setback 1 -4", "high 0 +1 AH"), awards(s.lastHandResult().orElseThrow().awards()));
    }

    @Test
    void theBidderGoesOutFirstOnlyUnderTheOption() {
        // target 1: both sides would reach it in this hand; the first award decides
        GameState plain = hand(TWO.withTarget(1), "bid 1 pass " + PLAY_E);
        assertEquals(0, plain.winner().getAsInt(), "High, to side 0, comes first in the usual order");
        assertEquals(list("high 0 +1 AH"), awards(plain.awards()), "no award after the one that wins");
        GameState first = hand(TWO.withTarget(1).withTrumps(Auction.STANDARD.withBidderOutFirst(true)),
            "bid 1 pass " + PLAY_E);
        assertEquals(1, first.winner().getAsInt(), "the bidder made its bid: its Low comes first");
        assertEquals(list("low 1 +1 2H"), awards(first.awards()));
    }

    @Test
    void noContractNoSetback() {
        // Commercial's all-pass: elder pitches under no contract, and the hand counts like Pitch
        GameState s = hand(TestRules.CLASSIC.withTrumps(Auction.COMMERCIAL).withTarget(11), "pass " + PLAY_E);
        assertEquals(list("high 0 +1 AH", "low 1 +1 2H", "jack 1 +1 JH", "game 1 +1"),
            awards(s.lastHandResult().orElseThrow().awards()));
    }
}
