package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertLegal;
import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * West Yorkshire All Fours: pagat.com "All Fours", West Yorkshire (deal, pitch, throw-in, scoring,
 * stakes, "Variations") and docs/rules.md decision 11. Every expectation below was worked out by hand from
 * those texts; the comments give the reasoning trick by trick.
 */
class WestYorkshireTest {
    /*
     * The "all four" deal. Roles are relative to the dealer: the pitcher is elder (dealer + 1), then
     * the pitcher's left-hand opponent, the pitcher's partner, and the dealer (the other opponent).
     * With the dealer at seat 3: pitcher 0, opponents 1 and 3, partner 2.
     *
     * Hearts become trumps. In play: AH 2H (pitcher), 3H (left), QH KH JH (partner).
     * High = AH and Low = 2H, both the pitcher's; the jack is the partner's.
     */
    static final String PITCHER = "AH 2H 5C 4D TS 9S";
    static final String LEFT = "3H 6C 7D 8S 2S 3D";
    static final String PARTNER = "JH QH KH TC AD 9D";
    static final String RIGHT = "KD 7C 8C 4S 5S 6D";

    /*
     * The play, one trick per line, in the order the seats act (see allFourHandIsPlayedOut for why each
     * card is legal and who wins).
     *  1 pitcher AH, left 3H (must play its trump), partner QH, right 4S (void)      -> pitcher
     *  2 pitcher 5C, left 6C (its only club), partner KH (trumps), right 7C           -> partner
     *  3 partner AD, right KD, pitcher 4D, left 7D                                      -> partner
     *  4 partner TC, right 8C, pitcher 9S (void), left throws in 8S 2S 3D               -> partner
     *  5 partner 9D, right throws in 5S 6D, pitcher TS (void)                           -> partner
     *  6 partner JH, pitcher 2H (both opponents are out)                                -> partner
     */
    static final String[] TRICKS = {
        "AH 3H QH 4S",
        "5C 6C KH 7C",
        "AD KD 4D 7D",
        "TC 8C 9S throw-in",
        "9D throw-in TS",
        "JH 2H"};

    /** The all-four deal with the roles placed round {@code dealer}. */
    static DeckOrder allFourDeal(RuleSet rules, int dealer) {
        String[] bySeat = new String[4];
        String[] roles = {PITCHER, LEFT, PARTNER, RIGHT};
        for (int r = 0; r < 4; r++) {
            bySeat[(dealer + 1 + r) % 4] = roles[r];
        }
        return layout(rules, dealer).hands(bySeat).build();
    }

    static GameState playAllFourHand(GameState s) {
        for (String trick : TRICKS) {
            s = moves(s, trick);
        }
        return s;
    }

    /** Plays {@code hands} all-four hands in a row, the deal passing each time; the first dealer is seat 3. */
    static GameState allFourMatch(RuleSet rules, int hands) {
        List<DeckOrder> orders = new ArrayList<>();
        for (int k = 0; k < hands; k++) {
            orders.add(allFourDeal(rules, (3 + k) % 4));
        }
        GameState s = GameState.start(rules, 3, orders.toArray(new DeckOrder[0]));
        for (int k = 0; k < hands && !s.isOver(); k++) {
            s = playAllFourHand(s);
        }
        return s;
    }

    static GameState startAllFourHand(RuleSet rules) {
        return GameState.start(rules, 3, allFourDeal(rules, 3));
    }

    @Test
    @DisplayName("ruling 11: no card is turned; elder pitches and the first card led fixes trumps")
    void noTurnUpElderPitches() {
        GameState s = startAllFourHand(WestYorkshire.FOUR);
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(0, s.toAct(), "elder (the dealer's left) pitches");
        assertEquals(Optional.empty(), s.turnUp());
        assertEquals(Optional.empty(), s.trump(), "no trumps before the pitch");
        assertEquals(52 - 24, s.stockSize());
        assertEquals(cards(PITCHER), s.hand(0));
        assertEquals(cards(PARTNER), s.hand(2));
        assertEquals(24, cards(PITCHER + " " + LEFT + " " + PARTNER + " " + RIGHT).size(), "24 different cards");
        // the pitcher may lead anything: all six cards
        assertEquals(cards(PITCHER), s.legalPlays());

        s = moves(s, "AH");
        assertEquals(Optional.of(Suit.HEARTS), s.trump());
        assertEquals(1, s.toAct());
    }

    @Test
    @DisplayName("ruling 11: the pitcher's partner sees no own card until the pitch, then sees them all")
    void pitchersPartnerWaitsForThePitch() {
        GameState s = startAllFourHand(WestYorkshire.FOUR);
        SeatView partner = s.viewFor(2);
        assertTrue(s.handHiddenFrom(2));
        assertTrue(partner.handHidden());
        assertTrue(partner.hand().isEmpty());
        assertEquals(6, partner.handSize(2), "the partner still holds six cards");
        for (int seat : new int[] {0, 1, 3}) {
            assertFalse(s.viewFor(seat).handHidden(), "seat " + seat);
            assertEquals(s.hand(seat), s.viewFor(seat).hand());
        }

        s = moves(s, "AH");
        partner = s.viewFor(2);
        assertFalse(s.handHiddenFrom(2));
        assertFalse(partner.handHidden());
        assertEquals(cards(PARTNER), partner.hand());
    }

    @Test
    @DisplayName("ruling 11: High, Low and the jack are the trumps held when the pitch is made (the pitched ace counts)")
    void holdersFixedAtThePitch() {
        HandResult r = playAllFourHand(startAllFourHand(WestYorkshire.FOUR)).lastHandResult().orElseThrow();
        assertEquals(Optional.of(Suit.HEARTS), r.trump());
        assertEquals(Optional.of(card("AH")), r.high(), "the pitched ace left the hand at once but was in play");
        assertEquals(0, r.highSide());
        assertEquals(Optional.of(card("2H")), r.low());
        assertEquals(0, r.lowSide());
        assertEquals(Optional.of(card("JH")), r.jack());
        assertEquals(0, r.jackSide());
    }

    @Test
    @DisplayName("ruling 11: who may throw in, what happens to the thrown cards, and a side that has thrown in plays no more")
    void throwIn() {
        GameState s = startAllFourHand(WestYorkshire.FOUR);
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN); // the pitcher leads: no throw-in

        // trick 1: AH pitched; seat 1 holds the 3H, a trump: may not throw in and must play it
        s = moves(s, "AH");
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);
        assertEquals(cards("3H"), s.legalPlays());
        s = moves(s, "3H QH");
        // seat 3 holds no trump but the KD is above a nine
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);
        s = moves(s, "4S");
        assertEquals(0, s.lastTrick().orElseThrow().winner().getAsInt());

        // trick 2: seat 0 leads; a leader may not throw in
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);
        s = moves(s, "5C");
        // seat 1 now holds 6C 7D 8S 2S 3D: no trump, nothing above a nine, but the 6C beats the 5C
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);
        s = moves(s, "6C KH 7C");
        assertEquals(2, s.lastTrick().orElseThrow().winner().getAsInt());

        // trick 3: all follow diamonds, the partner's ace wins
        s = moves(s, TRICKS[2]);
        assertEquals(2, s.lastTrick().orElseThrow().winner().getAsInt());

        // trick 4: partner leads TC, seat 3 follows 8C, seat 0 (void in clubs) plays 9S; seat 1 holds
        // 8S 2S 3D: no trump, nothing above a nine, no club to beat the ten: it may throw in
        s = moves(s, "TC 8C 9S");
        assertEquals(1, s.toAct());
        assertLegal(s, Action.THROW_IN);
        s = moves(s, "throw-in");
        Trick t4 = s.lastTrick().orElseThrow();
        assertEquals(3, t4.size(), "the trick completes with three cards played");
        assertEquals(cards("8S 2S 3D"), t4.thrownIn());
        assertEquals(cards("TC 8C 9S 8S 2S 3D"), t4.cardSet());
        assertEquals(2, t4.winner().getAsInt());
        assertTrue(s.captured(0).containsAll(cards("8S 2S 3D")), "the thrown cards go to the trick's winner");
        assertFalse(s.isInPlay(1));
        assertTrue(s.hand(1).isEmpty());
        assertEquals(0, s.viewFor(2).handSize(1));

        // trick 5: partner leads 9D; seat 3 (5S 6D) may throw in; seat 0 plays on, void in diamonds
        s = moves(s, "9D");
        assertEquals(3, s.toAct());
        s = moves(s, "throw-in");
        assertEquals(0, s.toAct(), "seat 1 has thrown in and is passed over");
        s = moves(s, "TS");
        Trick t5 = s.lastTrick().orElseThrow();
        assertEquals(2, t5.size());
        assertEquals(cards("5S 6D"), t5.thrownIn());
        assertEquals(2, t5.winner().getAsInt());
        assertFalse(s.isInPlay(3));

        // trick 6: side 1 has no seat left in play: only the partner and the pitcher play
        assertEquals(2, s.toAct());
        s = moves(s, "JH");
        assertEquals(0, s.toAct(), "seat 3 has thrown in too");
        assertEquals(cards("2H"), s.legalPlays());
        s = moves(s, "2H");
        assertEquals(1, s.handNumber(), "the hand is over after six tricks");
        Trick t6 = s.lastTrick().orElseThrow();
        assertEquals(List.of(card("JH"), card("2H")), t6.cards());
        assertEquals(2, t6.winner().getAsInt());
    }

    @Test
    @DisplayName("ruling 11: one side takes High, Low, Jack and Game: the hand is flagged all four")
    void allFourHandIsPlayedOut() {
        GameState s = playAllFourHand(startAllFourHand(WestYorkshire.FOUR));
        HandResult r = s.lastHandResult().orElseThrow();
        // side 0 took every trick: card values 6 + 3 + 7 + 10 + 10 + 1 = 37 (AH QH, KH, AD KD, TC, TS, JH)
        assertEquals(37, r.gameValue(0));
        assertEquals(0, r.gameValue(1));
        assertEquals(0, r.gameSide());
        assertEquals(list("high 0 +1 AH", "low 0 +1 2H", "jack 0 +1 JH", "game 0 +1"), awards(r.awards()));
        assertEquals(0, r.allFourSide());
        assertEquals(4, s.score(0));
        assertEquals(0, s.score(1));
        assertEquals(0, s.dealer(), "the deal passes to the left, the next seat in play order");
    }

    @Test
    @DisplayName("ruling 11: a hand where the points are split is not all four")
    void splitHandIsNotAllFour() {
        GameState s = GameState.start(WestYorkshire.FOUR, 3, LancashireTest.lowCapturedDeal(WestYorkshire.FOUR));
        s = LancashireTest.playLowCapturedHand(s);
        assertEquals(HandResult.NOBODY, s.lastHandResult().orElseThrow().allFourSide());
    }

    @Test
    @DisplayName("ruling 10 (Honley option, pagat West Yorkshire \"Variations\"): no trumping in while holding the suit led")
    void honleyNoTrumpingIn() {
        GameState s = moves(startAllFourHand(WestYorkshire.HONLEY), "AH 3H QH 4S 5C 6C");
        // the partner holds TC and the trumps JH KH: under Honley it must follow clubs
        assertEquals(2, s.toAct());
        assertRefused(s, Play.of(card("KH")), Reason.NO_TRUMPING_IN);
        assertEquals(cards("TC"), s.legalPlays());

        GameState batley = moves(startAllFourHand(WestYorkshire.FOUR), "AH 3H QH 4S 5C 6C");
        assertLegal(batley, Play.of(card("KH")));
        assertEquals(cards("TC JH KH"), batley.legalPlays());

        // a player void in the suit led may still trump under Honley. Trick 2 goes to the partner's TC,
        // trick 3 (AD KD 4D 7D) too; at trick 4 the partner leads 9D, seat 3 follows 6D and the pitcher,
        // holding 2H TS 9S, is void in diamonds
        GameState h = moves(startAllFourHand(WestYorkshire.HONLEY), "AH 3H QH 4S 5C 6C TC 7C AD KD 4D 7D 9D 6D");
        assertEquals(0, h.toAct());
        assertLegal(h, Play.of(card("2H")));
        assertEquals(cards("2H TS 9S"), h.legalPlays());
    }

    @Test
    @DisplayName("ruling 11: beg, stand and the other turn-up calls are not part of West Yorkshire")
    void noBegging() {
        GameState s = startAllFourHand(WestYorkshire.FOUR);
        assertRefused(s, Action.BEG, Reason.NOT_IN_THESE_RULES);
        assertRefused(s, Action.STAND, Reason.NOT_IN_THESE_RULES);
        assertRefused(s, Action.BUNCH, Reason.NOT_IN_THESE_RULES);
    }

    /*
     * Two players (pagat.com "All Fours", West Yorkshire, "Variations": two play to 9). Dealer 1, so
     * seat 0 pitches. Spades become trumps: AS (seat 0) and KS (seat 1) are the only trumps, so High is
     * seat 0's and Low seat 1's; the jack of spades is not dealt.
     */
    static final String TWO_PITCHER = "AS 3C 4C 5C 6C 7C";
    static final String TWO_OTHER = "KS 2D 3D 4D 5D 6D";

    @Test
    @DisplayName("ruling 11: two players to 9; a leader may not throw in even with a useless hand; after a throw-in the other plays alone")
    void twoPlayers() {
        assertEquals(9, WestYorkshire.TWO.target());
        assertEquals(2, WestYorkshire.TWO.seats());
        assertEquals(2, WestYorkshire.TWO.sides());

        GameState s = GameState.start(WestYorkshire.TWO, 1,
            layout(WestYorkshire.TWO, 1).hands(TWO_PITCHER, TWO_OTHER).build());
        assertEquals(0, s.toAct());
        assertFalse(s.handHiddenFrom(1), "no partner to wait");
        s = moves(s, "AS");
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN); // holds the KS
        s = moves(s, "KS");
        // seat 0 leads, holding 3C..7C: no trump and nothing above a nine, but it leads
        assertEquals(0, s.toAct());
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);
        s = moves(s, "3C");
        assertLegal(s, Action.THROW_IN);
        s = moves(s, "throw-in");
        assertEquals(cards("2D 3D 4D 5D 6D"), s.lastTrick().orElseThrow().thrownIn());
        for (String c : new String[] {"4C", "5C", "6C", "7C"}) {
            assertEquals(0, s.toAct());
            s = moves(s, c);
        }
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(list("high 0 +1 AS", "low 1 +1 KS", "game 0 +1"), awards(r.awards()),
            "Low to the holder of the KS although seat 0 took it; no jack dealt; Game 7 to 0");
        assertEquals(7, r.gameValue(0));
        assertEquals(2, s.score(0));
        assertEquals(1, s.score(1));
    }

    /*
     * Six players in three partnerships (pagat.com "All Fours", West Yorkshire, "Variations": to 11).
     * Sides: 0 = seats 0+3, 1 = seats 1+4, 2 = seats 2+5. Dealer 5, so seat 0 pitches and seat 3 waits.
     * Hearts become trumps: AH KH QH (seat 0), JH 9H..5H (seat 3), 2H (seat 2). High AH and Jack to
     * side 0, Low 2H to side 2.
     */
    static final String[] SIX_HANDS = {
        "AH KH QH TC TD TS",
        "3C 4C 5C 6C 7C 8C",
        "2H 3D 4D 5D 6D 7D",
        "JH 9H 8H 7H 6H 5H",
        "2S 3S 4S 5S 6S 7S",
        "8D 9D 8S 9S 9C 2C"};

    @Test
    @DisplayName("ruling 11: six players in three partnerships to 11; whole sides throw in and play no more")
    void sixPlayers() {
        RuleSet six = WestYorkshire.SIX;
        assertEquals(11, six.target());
        assertEquals(3, six.sides());
        assertEquals(List.of(0, 3), six.seatsOf(0));
        assertEquals(List.of(2, 5), six.seatsOf(2));

        GameState s = GameState.start(six, 5, layout(six, 5).hands(SIX_HANDS).build());
        assertEquals(0, s.toAct());
        assertTrue(s.viewFor(3).handHidden(), "seat 3 is the pitcher's partner");
        assertEquals(6, s.viewFor(3).handSize(3));
        assertFalse(s.viewFor(1).handHidden());

        // trick 1: AH; seat 1 throws in (no trump, nothing above nine); seat 2 must play its 2H;
        // seat 3 plays 5H; seats 4 and 5 throw in: side 1 (seats 1 and 4) is now out
        s = moves(s, "AH throw-in");
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);
        s = moves(s, "2H 5H throw-in throw-in");
        assertEquals(0, s.lastTrick().orElseThrow().winner().getAsInt());
        assertFalse(s.isInPlay(1));
        assertFalse(s.isInPlay(4));
        // trick 2: KH; seat 2 (3D..7D now) throws in, seat 3 plays 6H
        s = moves(s, "KH");
        assertEquals(2, s.toAct(), "seat 1 is passed over");
        s = moves(s, "throw-in 6H");
        // tricks 3-6: seats 0 and 3 alone. 3: QH 7H to seat 0. 4: TC, seat 3 void in clubs trumps 8H.
        // 5: seat 3 leads 9H, seat 0 TD. 6: JH, TS.
        s = moves(s, "QH 7H TC 8H 9H TD JH TS");
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(list("high 0 +1 AH", "low 2 +1 2H", "jack 0 +1 JH", "game 0 +1"), awards(r.awards()));
        assertEquals(40, r.gameValue(0), "A K Q J of hearts and three tens");
        assertEquals(0, r.gameValue(1));
        assertEquals(0, r.gameValue(2));
        assertEquals(HandResult.NOBODY, r.allFourSide());
        assertEquals(3, s.score(0));
        assertEquals(0, s.score(1));
        assertEquals(1, s.score(2));
    }

    @Test
    @DisplayName("timing section / ruling 11: the all-four flag is judged on the whole hand when the match is won during the count")
    void allFourJudgedOnWholeHandWhenMatchEndsInTheCount() {
        // the pitching side alternates (elder is seat 0, 1, 2, 3, 0): side 0, 1, 0, 1, 0 make all four.
        // Scores 4-0, 4-4, 8-4, 8-8; in the fifth hand side 0 pegs High (9), Low (10), Jack (11) and wins
        // before Game is counted.
        GameState s = allFourMatch(WestYorkshire.FOUR, 5);
        assertTrue(s.isOver());
        assertEquals(0, s.winner().getAsInt());
        assertEquals(11, s.score(0));
        assertEquals(8, s.score(1));
        List<HandResult> results = s.handResults();
        assertEquals(5, results.size());
        HandResult last = results.get(4);
        assertEquals(list("high 0 +1 AH", "low 0 +1 2H", "jack 0 +1 JH"), awards(last.awards()));
        assertEquals(0, last.gameSide(), "Game was decided though not pegged");
        assertEquals(0, last.allFourSide());
        for (int k = 0; k < 5; k++) {
            assertEquals(k % 2, results.get(k).allFourSide(), "hand " + k);
        }
    }
}
