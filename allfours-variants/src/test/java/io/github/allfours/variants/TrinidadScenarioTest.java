package io.github.allfours.variants;

import static io.github.allfours.game.AwardReason.GAME;
import static io.github.allfours.game.AwardReason.GIFT;
import static io.github.allfours.game.AwardReason.HANG_JACK;
import static io.github.allfours.game.AwardReason.HIGH;
import static io.github.allfours.game.AwardReason.JACK;
import static io.github.allfours.game.AwardReason.LOW;
import static io.github.allfours.game.AwardReason.TURN_UP;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.trick;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.IllegalActionException;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hand-worked scenarios for every Trinidad rule. Sources: pagat.com "All Fours", section
 * "All Fours in Trinidad" (cited below as "000 Trinidad" with its sub-heading) and docs/rules.md
 * (binding where the sources differ). Every expected number was worked out from those texts, not read
 * back from the engine; the working is in the comments.
 *
 * <p>Conventions: dealer 0 unless said otherwise, so elder is seat 1; four players: side 0 = seats 0+2,
 * side 1 = seats 1+3 (rules.md "Common to every variant"). Game values: A 4, K 3, Q 2, J 1, T 10.
 */
@DisplayName("Trinidad All Fours scenarios")
class TrinidadScenarioTest {
    static final RuleSet FOUR = Trinidad.FOUR;
    static final RuleSet TWO = Trinidad.TWO;

    static Award award(int hand, int deal, int side, int points, AwardReason reason, String card) {
        return new Award(hand, deal, side, points, reason, card == null ? null : Card.parse(card));
    }

    static CardSet set(String cards) {
        return CardSet.parse(cards);
    }

    /** Asserts that {@code check} and {@code apply} both refuse the action with {@code reason}. */
    static void refused(GameState s, int seat, Action a, Reason reason) {
        assertEquals(Optional.of(reason), s.check(seat, a).map(Violation::reason), "check " + a);
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(seat, a));
        assertEquals(reason, e.reason());
    }

    static void refused(GameState s, Action a, Reason reason) {
        refused(s, s.toAct(), a, reason);
    }

    static Action play(String card) {
        return Action.play(Card.parse(card));
    }

    static void assertHandSizes(GameState s, int size) {
        for (int seat = 0; seat < s.rules().seats(); seat++) {
            assertEquals(size, s.hand(seat).size(), "hand of seat " + seat);
        }
    }

    // =========================================================================================== deal

    @Nested
    @DisplayName("Dealing (pagat Trinidad › Deal; rules.md 'Common rules')")
    class Dealing {
        /** The fixed pack order, written out: clubs 2..A, diamonds 2..A, hearts 2..A, spades 2..A. */
        static final String PACK = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC "
            + "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD "
            + "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH "
            + "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS";

        @Test
        @DisplayName("in threes: two rounds of three from elder, then the 25th card is turned (pagat Trinidad › Deal)")
        void threes() {
            // Dealer 0, so the order of the packets is seat 1, 2, 3, 0, twice.
            // Cards 0-2 -> seat 1, 3-5 -> seat 2, 6-8 -> seat 3, 9-11 -> seat 0,
            // cards 12-14 -> seat 1, 15-17 -> seat 2, 18-20 -> seat 3, 21-23 -> seat 0, card 24 turned.
            GameState s = GameState.start(FOUR, 0, DeckOrder.parse(PACK));
            assertEquals(set("2C 3C 4C AC 2D 3D"), s.hand(1));
            assertEquals(set("5C 6C 7C 4D 5D 6D"), s.hand(2));
            assertEquals(set("8C 9C TC 7D 8D 9D"), s.hand(3));
            assertEquals(set("JC QC KC TD JD QD"), s.hand(0));
            assertEquals(Optional.of(Card.parse("KD")), s.turnUp());
            assertEquals(Optional.of(Suit.DIAMONDS), s.trump());
            assertEquals(52 - 25, s.stockSize());
            // A king scores nothing when turned.
            assertEquals(0, s.score(0));
            assertEquals(Phase.BEG, s.phase());
            assertEquals(1, s.elder());
            assertEquals(1, s.toAct());
        }

        @Test
        @DisplayName("in ones: six rounds of one card from elder (pagat Trinidad › Deal: dealer's choice of ones or threes)")
        void ones() {
            // Dealer 3, so elder is seat 0 and the round goes 0, 1, 2, 3. Seat k gets cards k, k+4, ..., k+20.
            // Positions: 0 2C, 4 6C, 8 TC, 12 AC, 16 5D, 20 9D for seat 0, and so on; card 24 (KD) turned.
            GameState s = GameState.start(Trinidad.ONES, 3, DeckOrder.parse(PACK));
            assertEquals(set("2C 6C TC AC 5D 9D"), s.hand(0));
            assertEquals(set("3C 7C JC 2D 6D TD"), s.hand(1));
            assertEquals(set("4C 8C QC 3D 7D JD"), s.hand(2));
            assertEquals(set("5C 9C KC 4D 8D QD"), s.hand(3));
            assertEquals(Optional.of(Card.parse("KD")), s.turnUp());
            assertEquals(0, s.toAct(), "elder of dealer 3 is seat 0");
        }

        @Test
        @DisplayName("a run after a deal in ones still gives three to each seat (rules.md decision 2)")
        void runAfterOnesDealsThrees() {
            // Dealer 3, elder 0: card 24 (KD) was turned; the run gives 25-27 to seat 0, 28-30 to seat 1,
            // 31-33 to seat 2, 34-36 to seat 3 and turns card 37, KH: hearts.
            GameState s = GameState.start(Trinidad.ONES, 3, DeckOrder.parse(PACK)).apply(Action.BEG).apply(Action.RUN);
            assertEquals(set("2C 6C TC AC 5D 9D AD 2H 3H"), s.hand(0));
            assertEquals(set("3C 7C JC 2D 6D TD 4H 5H 6H"), s.hand(1));
            assertEquals(set("4C 8C QC 3D 7D JD 7H 8H 9H"), s.hand(2));
            assertEquals(set("5C 9C KC 4D 8D QD TH JH QH"), s.hand(3));
            assertEquals(Optional.of(Card.parse("KH")), s.turnUp());
            assertEquals(0, s.toAct());
        }

        @Test
        @DisplayName("a run deals three more to each seat from elder, then turns the next card (pagat Trinidad › Deal; rules.md decision 2)")
        void runFromRawOrder() {
            // After the deal above (card 24 = KD turned), a run deals 25-27 to seat 1, 28-30 to seat 2,
            // 31-33 to seat 3, 34-36 to seat 0, and turns card 37: AD 2H 3H | 4H 5H 6H | 7H 8H 9H | TH JH QH | KH.
            // KH is a new suit (hearts after diamonds), so hearts are trumps and play begins with 9 cards each.
            GameState s = GameState.start(FOUR, 0, DeckOrder.parse(PACK)).apply(Action.BEG).apply(Action.RUN);
            assertEquals(set("2C 3C 4C AC 2D 3D AD 2H 3H"), s.hand(1));
            assertEquals(set("5C 6C 7C 4D 5D 6D 4H 5H 6H"), s.hand(2));
            assertEquals(set("8C 9C TC 7D 8D 9D 7H 8H 9H"), s.hand(3));
            assertEquals(set("JC QC KC TD JD QD TH JH QH"), s.hand(0));
            assertEquals(Optional.of(Card.parse("KH")), s.turnUp());
            assertEquals(set("KD"), s.setAside());
            assertEquals(Optional.of(Suit.HEARTS), s.trump());
            assertEquals(52 - 38, s.stockSize());
            assertEquals(Phase.PLAY, s.phase());
        }

        @Test
        @DisplayName("test helper check: hands per seat with a KD turn-up rebuild exactly the raw pack order")
        void helperMatchesRawOrder() {
            DeckOrder built = layout(FOUR, 0)
                .hands("JC QC KC TD JD QD", "2C 3C 4C AC 2D 3D", "5C 6C 7C 4D 5D 6D", "8C 9C TC 7D 8D 9D")
                .turnUp("KD")
                .build();
            assertEquals(DeckOrder.parse(PACK), built);
        }
    }

    // ======================================================================================= turn-up

    @Nested
    @DisplayName("Turn-up scoring (pagat Trinidad › Deal; rules.md 'trinidad', 'Order of scoring')")
    class TurnUps {
        @ParameterizedTest(name = "turned {0} scores {1} for the dealer's side")
        @DisplayName("ace 1, six 2, jack 3, any other rank nothing, scored when turned, before elder speaks")
        @CsvSource({"AH, 1", "6H, 2", "JH, 3", "KH, 0", "QC, 0", "TS, 0", "2D, 0", "6C, 2", "AS, 1", "JD, 3"})
        void table(String turnUp, int points) {
            GameState s = GameState.start(FOUR, 0, withTurnUps(FOUR, turnUp));
            assertEquals(Phase.BEG, s.phase(), "scored before any beg");
            assertEquals(points, s.score(0), "dealer 0 is on side 0");
            assertEquals(0, s.score(1));
            List<Award> expected = points == 0 ? List.of() : List.of(award(0, 0, 0, points, TURN_UP, turnUp));
            assertEquals(expected, s.awards().stream().filter(a -> a.points() > 0).toList());
        }

        @ParameterizedTest(name = "dealer {0}: a turned jack gives 3 to side {1}")
        @DisplayName("the points go to the dealer's side, whoever deals")
        @CsvSource({"0, 0", "1, 1", "2, 0", "3, 1"})
        void toDealersSide(int dealer, int side) {
            GameState s = GameState.start(FOUR, dealer, withTurnUps(FOUR, "JD"));
            assertEquals(3, s.score(side));
            assertEquals(0, s.score(1 - side));
            assertEquals(List.of(award(0, 0, side, 3, TURN_UP, "JD")), s.awards());
        }

        @Test
        @DisplayName("every run's turn-up scores, also one that repeats the suit and so is not trumps "
            + "(pagat Trinidad › Deal; rules.md 'Order of scoring')")
        void runTurnUpsScoreEvenWhenSuitRepeats() {
            // 6H turned: +2. Beg, run: JH turned, same suit, +3, run again: AS, new suit, +1, spades are trumps.
            // Dealer's side 0: 2 + 3 + 1 = 6, in the order turned.
            GameState s = GameState.start(FOUR, 0, withTurnUps(FOUR, "6H", "JH", "AS"));
            s = s.apply(Action.BEG).apply(Action.RUN);
            assertEquals(List.of(
                award(0, 0, 0, 2, TURN_UP, "6H"),
                award(0, 0, 0, 3, TURN_UP, "JH"),
                award(0, 0, 0, 1, TURN_UP, "AS")), s.awards());
            assertEquals(6, s.score(0));
            assertEquals(0, s.score(1));
            assertEquals(Optional.of(Suit.SPADES), s.trump());
            assertEquals(set("6H JH"), s.setAside());
        }
    }

    // =================================================================================== stand / beg

    @Nested
    @DisplayName("Stand, beg, give and run (pagat Trinidad › Deal and › Play; rules.md decision 2)")
    class BegGiveRun {
        @Test
        @DisplayName("elder decides first; stand starts play with elder leading in the turned suit (pagat Trinidad › Play)")
        void stand() {
            GameState s = GameState.start(FOUR, 0, withTurnUps(FOUR, "7H"));
            assertEquals(1, s.toAct());
            assertEquals(List.of(Action.BEG, Action.STAND), s.legalActions());
            s = s.apply(Action.STAND);
            assertEquals(Phase.PLAY, s.phase());
            assertEquals(1, s.toAct(), "elder leads");
            assertEquals(Optional.of(Suit.HEARTS), s.trump());
            assertEquals(s.hand(1), s.legalPlays(), "any card may be led");
            assertHandSizes(s, 6);
            assertTrue(s.awards().isEmpty(), "7H scores nothing and standing scores nothing");
        }

        @Test
        @DisplayName("beg: the dealer answers with give or run; elder may not (pagat Trinidad › Deal)")
        void begPassesToDealer() {
            GameState s = GameState.start(FOUR, 0, withTurnUps(FOUR, "7H")).apply(Action.BEG);
            assertEquals(Phase.GIVE, s.phase());
            assertEquals(0, s.toAct());
            assertEquals(List.of(Action.GIVE, Action.RUN), s.legalActions());
            refused(s, 1, Action.GIVE, Reason.NOT_YOUR_TURN);
        }

        @Test
        @DisplayName("give ('take one'): elder's side +1 as a gift after the turn-up award; play in the turned suit "
            + "(pagat Trinidad › Deal; rules.md decision 2)")
        void give() {
            // AD turned: dealer's side 0 +1. Beg, give: the begging side (elder 1 -> side 1) +1.
            GameState s = GameState.start(FOUR, 0, withTurnUps(FOUR, "AD")).apply(Action.BEG).apply(Action.GIVE);
            assertEquals(List.of(award(0, 0, 0, 1, TURN_UP, "AD"), award(0, 0, 1, 1, GIFT, null)), s.awards());
            assertEquals(Phase.PLAY, s.phase());
            assertEquals(Optional.of(Suit.DIAMONDS), s.trump());
            assertEquals(1, s.toAct());
            assertHandSizes(s, 6);
        }

        @Test
        @DisplayName("give with dealer 3: elder is seat 0, so the gift goes to side 0 (rules.md decision 2)")
        void giveToElderSideWhoeverDeals() {
            GameState s = GameState.start(FOUR, 3, withTurnUps(FOUR, "7H")).apply(Action.BEG).apply(Action.GIVE);
            assertEquals(List.of(award(0, 0, 0, 1, GIFT, null)), s.awards());
            assertEquals(0, s.toAct());
        }

        @Test
        @DisplayName("run: three more to each seat, 9 cards each, a new suit turned becomes trumps (pagat Trinidad › Deal)")
        void runToNewSuit() {
            DeckOrder d = layout(FOUR, 0)
                .hands("2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S", "8C 9C TC 8D 9D TD")
                .turnUp("KH")
                .run("8S", "QC KC AC", "QD KD AD", "QS KS AS", "JC JD JS")
                .build();
            GameState s = GameState.start(FOUR, 0, d).apply(Action.BEG).apply(Action.RUN);
            assertEquals(set("2C 3C 4C 5C 6C 7C QC KC AC"), s.hand(0));
            assertEquals(set("2D 3D 4D 5D 6D 7D QD KD AD"), s.hand(1));
            assertEquals(set("2S 3S 4S 5S 6S 7S QS KS AS"), s.hand(2));
            assertEquals(set("8C 9C TC 8D 9D TD JC JD JS"), s.hand(3));
            assertEquals(Optional.of(Suit.SPADES), s.trump());
            assertEquals(Optional.of(Card.parse("8S")), s.turnUp());
            assertEquals(set("KH"), s.setAside());
            assertEquals(Phase.PLAY, s.phase());
            assertEquals(1, s.toAct());
            assertEquals(52 - 24 - 1 - 12 - 1, s.stockSize());
            assertTrue(s.awards().isEmpty(), "KH and 8S score nothing");
        }

        @Test
        @DisplayName("run repeats while the suit repeats: KH, 3H, then 4S fixes spades with 12 cards each (pagat Trinidad › Deal)")
        void runRepeatsWhileSuitRepeats() {
            GameState s = GameState.start(FOUR, 0, withTurnUps(FOUR, "KH", "3H", "4S")).apply(Action.BEG).apply(Action.RUN);
            assertEquals(Phase.PLAY, s.phase());
            assertEquals(Optional.of(Suit.SPADES), s.trump());
            assertEquals(set("KH 3H"), s.setAside());
            assertHandSizes(s, 12);
            // 24 dealt + 1 turned, then two runs of 12 + 1: 51 used, 1 left.
            assertEquals(1, s.stockSize());
        }

        @Test
        @DisplayName("pack exhausted: the same dealer redeals from the next order, turn-up points stand "
            + "(pagat Trinidad › Deal; rules.md decision 2, 'Order of scoring')")
        void redealWhenPackCannotSupplyARun() {
            // Deal 0: AH turned (+1), run 1 turns 6H (+2, same suit), run 2 turns JH (+3, same suit).
            // Cards left: 52 - 25 = 27, then 14, then 1; a run needs 3 x 4 + 1 = 13, so the same dealer
            // deals again from the next order. Side 0 keeps 1 + 2 + 3 = 6.
            DeckOrder second = withTurnUps(FOUR, "2S");
            GameState s = GameState.start(FOUR, 0, withTurnUps(FOUR, "AH", "6H", "JH"), second)
                .apply(Action.BEG).apply(Action.RUN);
            assertEquals(1, s.dealNumber(), "a redeal is a new deal");
            assertEquals(0, s.handNumber(), "but the same hand");
            assertEquals(0, s.dealer(), "by the same dealer");
            assertEquals(Optional.of(second), s.deckOrder());
            assertEquals(Phase.BEG, s.phase());
            assertEquals(1, s.toAct());
            assertHandSizes(s, 6);
            assertEquals(Optional.of(Card.parse("2S")), s.turnUp());
            assertEquals(CardSet.EMPTY, s.setAside());
            assertEquals(27, s.stockSize());
            assertEquals(List.of(
                award(0, 0, 0, 1, TURN_UP, "AH"),
                award(0, 0, 0, 2, TURN_UP, "6H"),
                award(0, 0, 0, 3, TURN_UP, "JH")), s.awards());
            assertEquals(6, s.score(0));
        }

        @Test
        @DisplayName("redeal with no order left: the state waits in DEAL until the host supplies one")
        void redealWaitsForAnOrder() {
            GameState s = GameState.start(FOUR, 0, withTurnUps(FOUR, "AH", "6H", "JH")).apply(Action.BEG).apply(Action.RUN);
            assertEquals(Phase.DEAL, s.phase());
            assertEquals(-1, s.toAct());
            assertTrue(s.legalActions().isEmpty());
            assertEquals(1, s.dealNumber());
            assertEquals(6, s.score(0));
            refused(s, 1, Action.STAND, Reason.AWAITING_DEAL);
            GameState next = s.deal(withTurnUps(FOUR, "6D"));
            // The redeal's own turn-up scores too: 6 + 2 = 8, recorded against deal 1.
            assertEquals(8, next.score(0));
            assertEquals(award(0, 1, 0, 2, TURN_UP, "6D"), next.awards().get(3));
            assertEquals(Phase.BEG, next.phase());
            assertEquals(0, next.dealer(), "still the same dealer");
            assertEquals(1, next.toAct());
        }
    }

    // ================================================================================= follow rules

    @Nested
    @DisplayName("Follow rules and the trick (pagat Trinidad › Play; rules.md 'Common rules')")
    class FollowRules {
        // Hearts trumps (2H turned, stand). Dealer 0, elder 1 leads.
        final String[] hands = {
            "AH QC 5C 7D 8D 4S",   // seat 0
            "KH TH 3C 4C 5S 6S",   // seat 1
            "9H 4H AC KC QD 2S",   // seat 2
            "2C AD KD 3D 4D 3S"};  // seat 3: no trump at all

        GameState start() {
            return GameState.start(FOUR, 0, layout(FOUR, 0).hands(hands).turnUp("2H").build()).apply(Action.STAND);
        }

        @Test
        @DisplayName("trump lead: a trump must be played if held; with none, anything; the highest trump wins")
        void trumpLead() {
            GameState s = start().apply(play("KH"));
            // Seat 2 holds 9H and 4H: only those may be played.
            refused(s, play("AC"), Reason.MUST_PLAY_TRUMP);
            refused(s, play("2S"), Reason.MUST_PLAY_TRUMP);
            assertEquals(set("9H 4H"), s.legalPlays());
            s = s.apply(play("4H"));
            // Seat 3 has no trump: every card is playable.
            assertEquals(s.hand(3), s.legalPlays());
            s = s.apply(play("2C"));
            assertEquals(set("AH"), s.legalPlays());
            s = s.apply(play("AH"));
            // AH beats KH: seat 0 takes the trick and leads next.
            assertEquals(0, s.lastTrick().orElseThrow().winner().getAsInt());
            assertEquals(0, s.toAct());
        }

        @Test
        @DisplayName("plain lead: follow suit or trump; a trump beats the best card in the led suit; void: anything")
        void plainLead() {
            GameState s = trick(start(), "KH 4H 2C AH", 0);
            s = s.apply(play("QC"));
            // Seat 1 holds 3C 4C: discarding a spade is a revoke; a club or the trump TH is fine.
            refused(s, play("5S"), Reason.MUST_FOLLOW_SUIT);
            assertEquals(set("3C 4C TH"), s.legalPlays());
            s = s.apply(play("TH"));
            // Seat 2 holds AC KC: diamonds and spades refused, clubs or 9H allowed.
            refused(s, play("QD"), Reason.MUST_FOLLOW_SUIT);
            refused(s, play("2S"), Reason.MUST_FOLLOW_SUIT);
            assertEquals(set("AC KC 9H"), s.legalPlays());
            s = s.apply(play("AC"));
            // Seat 3 played its only club in trick 1: void, so anything.
            assertEquals(set("AD KD 3D 4D 3S"), s.legalPlays());
            s = s.apply(play("3D"));
            // QC, TH, AC, 3D: TH is the only trump, so seat 1 wins although AC is the best club.
            assertEquals(1, s.lastTrick().orElseThrow().winner().getAsInt());
            assertEquals(1, s.toAct());
        }

        @Test
        @DisplayName("no trump played: the best card in the led suit wins; an off-suit ace does not")
        void highestOfSuitLed() {
            GameState s = trick(start(), "KH 4H 2C AH", 0);
            s = trick(s, "QC TH AC 3D", 1);
            // Seat 1 leads 3C; seat 2 KC; seat 3 discards AD (void in clubs); seat 0 must play its 5C.
            s = s.apply(play("3C")).apply(play("KC")).apply(play("AD"));
            assertEquals(set("5C"), s.legalPlays());
            s = s.apply(play("5C"));
            assertEquals(2, s.lastTrick().orElseThrow().winner().getAsInt(), "KC is the best club; AD is off-suit");
            assertEquals(2, s.toAct());
        }
    }

    // ====================================================================================== options

    @Nested
    @DisplayName("House-rule options (pagat Trinidad › Variations; rules.md decision 10)")
    class Options {
        final String[] noTrumpForElder = {
            "5C 6C 7C 5D 6D 7D",
            "2C 3C 4C 2D 3D 4D",   // elder: no heart
            "8C 9C TC 8D 9D TD",
            "JC QC KC JD QD KD"};

        @Test
        @DisplayName("forced beg: elder with no trump may not stand")
        void forcedBegWithoutTrump() {
            GameState s = GameState.start(Trinidad.FORCED_BEG, 0,
                layout(FOUR, 0).hands(noTrumpForElder).turnUp("9H").build());
            refused(s, Action.STAND, Reason.MUST_BEG);
            assertEquals(List.of(Action.BEG), s.legalActions());
        }

        @Test
        @DisplayName("forced beg: elder holding one trump may stand")
        void forcedBegWithATrump() {
            String[] h = noTrumpForElder.clone();
            h[1] = "2H 3C 4C 2D 3D 4D";
            GameState s = GameState.start(Trinidad.FORCED_BEG, 0, layout(FOUR, 0).hands(h).turnUp("9H").build());
            assertEquals(List.of(Action.BEG, Action.STAND), s.legalActions());
            assertEquals(Phase.PLAY, s.apply(Action.STAND).phase());
        }

        @Test
        @DisplayName("without the option, elder with no trump may stand")
        void standWithoutTrumpAllowedByDefault() {
            GameState s = GameState.start(FOUR, 0, layout(FOUR, 0).hands(noTrumpForElder).turnUp("9H").build());
            assertEquals(List.of(Action.BEG, Action.STAND), s.legalActions());
        }

        // Hearts trumps (2H turned). Seat 1 leads 5C; seat 2 (no clubs) trumps with TH.
        final String[] undertrump = {
            "4H 5H 6H 7H 8H 9H",   // seat 0: nothing but trumps lower than TH
            "5C 2D 3D 4D 5D 6D",   // seat 1
            "TH 2S 3S 4S 5S 6S",   // seat 2
            "3H 6C 7S 8S 9S KH"};  // seat 3: a lower trump, a club, spades and a higher trump

        GameState trumpedClubLead(RuleSet rules) {
            GameState s = GameState.start(rules, 0, layout(FOUR, 0).hands(undertrump).turnUp("2H").build());
            return s.apply(Action.STAND).apply(play("5C")).apply(play("TH"));
        }

        @Test
        @DisplayName("no undertrumping: a lower trump on a trumped plain lead is refused while holding something else")
        void noUndertrumping() {
            GameState s = trumpedClubLead(Trinidad.NO_UNDERTRUMPING);
            refused(s, play("3H"), Reason.UNDERTRUMP);
            refused(s, play("7S"), Reason.MUST_FOLLOW_SUIT);
            assertEquals(set("6C KH"), s.legalPlays(), "follow clubs or over-trump");
            s = s.apply(play("6C"));
            // Seat 0 holds only trumps below TH: it has no other option, so any of them is allowed.
            assertEquals(s.hand(0), s.legalPlays());
            s = s.apply(play("4H"));
            assertEquals(2, s.lastTrick().orElseThrow().winner().getAsInt(), "TH is the highest trump");
        }

        @Test
        @DisplayName("without the option, undertrumping is allowed (a trump may always be played)")
        void undertrumpingAllowedByDefault() {
            GameState s = trumpedClubLead(FOUR);
            assertEquals(set("3H 6C KH"), s.legalPlays());
        }

        // Trump lead: seat 1 leads KH. The no-undertrumping rule speaks only of a non-trump lead that has
        // been trumped (pagat Trinidad › Variations; rules.md decision 10), so on a trump lead the ordinary
        // rule applies: any trump may be played, and one must be played if held.
        @Test
        @DisplayName("no undertrumping does not apply to a trump lead: a sole lower trump must still be played")
        void noUndertrumpingIgnoresTrumpLeadSoleTrump() {
            String[] h = {
                "5C 6C 7C 5D 6D 7D",
                "KH 2C 3C 2D 3D 4D",
                "3H 2S 3S 4S 5S 6S",   // seat 2: 3H is its only trump, below KH
                "4H AH 7S 8S 9S TS"};
            GameState s = GameState.start(Trinidad.NO_UNDERTRUMPING, 0, layout(FOUR, 0).hands(h).turnUp("9H").build())
                .apply(Action.STAND).apply(play("KH"));
            assertEquals(set("3H"), s.legalPlays(), "must play its trump; nothing else is legal");
        }

        @Test
        @DisplayName("no undertrumping does not apply to a trump lead: any trump may follow it")
        void noUndertrumpingIgnoresTrumpLeadAnyTrump() {
            String[] h = {
                "5C 6C 7C 5D 6D 7D",
                "KH 2C 3C 2D 3D 4D",
                "4H AH 2S 3S 4S 5S",   // seat 2: one trump below KH, one above
                "6S 7S 8S 9S TS JS"};
            GameState s = GameState.start(Trinidad.NO_UNDERTRUMPING, 0, layout(FOUR, 0).hands(h).turnUp("9H").build())
                .apply(Action.STAND).apply(play("KH"));
            assertEquals(set("4H AH"), s.legalPlays());
        }
    }

    // ====================================================================================== scoring

    /*
     * Scoring layouts: dealer 0, 9H turned (no turn-up points), elder stands, hearts are trumps.
     * Each hand is six tricks written as the cards in the order played, lead first, with the winner.
     */

    /** Layout A: High with side 0, Low with side 1 but captured by side 0, Jack wins its own trick. */
    static final String[] LAYOUT_A = {
        "4H 7H AC KD 3S 4S",   // seat 0
        "2H 3H 2C AD TS 5S",   // seat 1
        "AH 6H 3C 2D 2S KS",   // seat 2
        "5H JH TC 3D AS QS"};  // seat 3

    static GameState playLayoutA(GameState s, String seat3Heart) {
        s = trick(s, "2H AH 5H 4H", 2);                 // side 0 takes AH = 4
        s = trick(s, "6H " + seat3Heart + " 7H 3H", 3);  // side 1 takes it (JH = 1, or 8H = 0)
        s = trick(s, "TC AC 2C 3C", 0);                 // side 0: T 10 + A 4 = 14
        s = trick(s, "KD AD 2D 3D", 1);                 // side 1: K 3 + A 4 = 7
        s = trick(s, "TS 2S AS 3S", 3);                 // side 1: T 10 + A 4 = 14
        return trick(s, "QS 4S 5S KS", 2);              // side 0: Q 2 + K 3 = 5
    }

    /** Layout L: side 0 holds only High; side 1 has Low, Jack (won by itself) and Game. */
    static final String[] LAYOUT_L = {
        "4H AH KD 3S AC 4S",   // dealer
        "2H 6H AD TS 2C 5S",   // elder
        "5H 7H 2D 2S 3C QS",   // dealer's partner
        "JH 3H 3D AS TC KS"};  // elder's partner

    /** Layout L seen from another dealer: the seat {@code dealer + k} gets row k. */
    static String[] layoutL(int dealer) {
        String[] out = new String[4];
        for (int k = 0; k < 4; k++) {
            out[(dealer + k) % 4] = LAYOUT_L[k];
        }
        return out;
    }

    /** Plays layout L dealt by {@code dealer}; winners are given relative to the dealer. */
    static GameState playLayoutL(GameState s, int dealer) {
        s = trick(s, "2H 5H JH 4H", (dealer + 3) % 4);  // elder's partner: JH wins its own trick, 1
        s = trick(s, "3H AH 6H 7H", dealer);            // dealer: AH = 4
        s = trick(s, "KD AD 2D 3D", (dealer + 1) % 4);  // elder: 3 + 4 = 7
        s = trick(s, "TS 2S AS 3S", (dealer + 3) % 4);  // elder's partner: 10 + 4 = 14
        s = trick(s, "TC AC 2C 3C", dealer);            // dealer: 10 + 4 = 14
        return trick(s, "4S 5S QS KS", (dealer + 3) % 4);  // elder's partner: 2 + 3 = 5
    }

    @Nested
    @DisplayName("High, Low, Jack, Game (pagat Trinidad › Scoring; rules.md decisions 3-5, 'Order of scoring')")
    class Scoring {
        GameState stood(String[] hands, String turnUp) {
            return GameState.start(FOUR, 0, layout(FOUR, 0).hands(hands).turnUp(turnUp).build()).apply(Action.STAND);
        }

        @Test
        @DisplayName("High and Low to the holders' sides (Low even though captured); Jack that wins its trick 1; "
            + "Game 23 v 22; counted High, Low, Jack, Game")
        void highLowJackGame() {
            // High: AH, held by seat 2 -> side 0. Low: trumps in play 2H 3H 4H 5H 6H 7H JH AH, lowest 2H,
            // held by seat 1 -> side 1, although seat 2 (side 0) captured it in trick 1.
            // Jack: JH held by seat 3 wins trick 2 -> side 1, 1 point.
            // Game: side 0 = 4 + 14 + 5 = 23, side 1 = 1 + 7 + 14 = 22 -> side 0.
            GameState s = playLayoutA(stood(LAYOUT_A, "9H"), "JH");
            assertEquals(List.of(
                award(0, 0, 0, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "2H"),
                award(0, 0, 1, 1, JACK, "JH"),
                award(0, 0, 0, 1, GAME, null)), s.awards());
            assertEquals(2, s.score(0));
            assertEquals(2, s.score(1));
            HandResult r = s.lastHandResult().orElseThrow();
            assertEquals(Optional.of(Suit.HEARTS), r.trump());
            assertEquals(Optional.of(Card.parse("AH")), r.high());
            assertEquals(0, r.highSide());
            assertEquals(Optional.of(Card.parse("2H")), r.low());
            assertEquals(1, r.lowSide());
            assertEquals(1, r.jackSide());
            assertFalse(r.hangJack());
            assertEquals(0, r.gameSide());
            assertEquals(23, r.gameValue(0));
            assertEquals(22, r.gameValue(1));
            // The deal passes to the next seat; no order is left, so the next deal is awaited.
            assertEquals(1, s.handNumber());
            assertEquals(1, s.dealer());
            assertEquals(Phase.DEAL, s.phase());
        }

        @Test
        @DisplayName("hang jack: the jack captured by an opponent of its holder gives 3 to the capturers (rules.md decision 3)")
        void hangJack() {
            String[] h = {
                "4H 7H AC KD 3S 4S",
                "JH 3H 2C AD TS 5S",   // seat 1 (side 1) holds JH ...
                "AH 6H 3C 2D 2S KS",   // ... seat 2 (side 0) takes it with AH in trick 1
                "5H 2H TC 3D AS QS"};
            GameState s = stood(h, "9H");
            s = trick(s, "JH AH 5H 4H", 2);   // side 0: J 1 + A 4 = 5
            s = trick(s, "6H 2H 7H 3H", 0);   // side 0: 0 (and takes 2H, Low, held by side 1)
            s = trick(s, "AC 2C 3C TC", 0);   // side 0: 14
            s = trick(s, "KD AD 2D 3D", 1);   // side 1: 7
            s = trick(s, "TS 2S AS 3S", 3);   // side 1: 14
            s = trick(s, "QS 4S 5S KS", 2);   // side 0: 5
            // High AH side 0; Low 2H held by seat 3 -> side 1; hang jack 3 -> side 0;
            // Game: side 0 = 5 + 0 + 14 + 5 = 24, side 1 = 7 + 14 = 21 -> side 0.
            assertEquals(List.of(
                award(0, 0, 0, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "2H"),
                award(0, 0, 0, 3, HANG_JACK, "JH"),
                award(0, 0, 0, 1, GAME, null)), s.awards());
            assertEquals(5, s.score(0));
            assertEquals(1, s.score(1));
            HandResult r = s.lastHandResult().orElseThrow();
            assertTrue(r.hangJack());
            assertEquals(0, r.jackSide());
            assertEquals(24, r.gameValue(0));
            assertEquals(21, r.gameValue(1));
        }

        @Test
        @DisplayName("jack taken by its holder's partner: 1 to the holder's side (pagat Trinidad › Scoring; rules.md decision 3)")
        void jackTakenByPartner() {
            String[] h = {
                "4H 7H AC KD 3S 4S",
                "JH 3H 2C AD TS 5S",   // seat 1 holds JH ...
                "5H 6H 3C 2D 2S KS",
                "AH 2H TC 3D AS QS"};  // ... its partner seat 3 takes it with AH
            GameState s = stood(h, "9H");
            s = trick(s, "JH 5H AH 4H", 3);   // side 1: 1 + 4 = 5
            s = trick(s, "2H 7H 3H 6H", 0);   // side 0: 0
            s = trick(s, "AC 2C 3C TC", 0);   // side 0: 14
            s = trick(s, "KD AD 2D 3D", 1);   // side 1: 7
            s = trick(s, "TS 2S AS 3S", 3);   // side 1: 14
            s = trick(s, "QS 4S 5S KS", 2);   // side 0: 5
            // High AH and Low 2H both held by seat 3 -> side 1; Jack 1 -> side 1;
            // Game: side 1 = 5 + 7 + 14 = 26 v side 0 = 14 + 5 = 19 -> side 1. All four to side 1.
            assertEquals(List.of(
                award(0, 0, 1, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "2H"),
                award(0, 0, 1, 1, JACK, "JH"),
                award(0, 0, 1, 1, GAME, null)), s.awards());
            assertEquals(0, s.score(0));
            assertEquals(4, s.score(1));
        }

        @Test
        @DisplayName("jack of trumps not dealt (left in the stock): nobody scores Jack (pagat Trinidad › Scoring; rules.md)")
        void jackNotDealt() {
            String[] h = LAYOUT_A.clone();
            h[3] = "5H 8H TC 3D AS QS";   // 8H instead of JH; JH stays in the stock
            GameState s = playLayoutA(stood(h, "9H"), "8H");
            // Side 0 = 23 as in layout A; side 1 = 0 + 7 + 14 = 21.
            assertEquals(List.of(
                award(0, 0, 0, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "2H"),
                award(0, 0, 0, 1, GAME, null)), s.awards());
            HandResult r = s.lastHandResult().orElseThrow();
            assertEquals(Optional.empty(), r.jack());
            assertEquals(HandResult.NOBODY, r.jackSide());
        }

        @Test
        @DisplayName("the jack turned up scores 3 for the dealer but is not in play: no Jack point "
            + "(pagat Trinidad › Deal and › Scoring; rules.md 'Order of scoring': the turn-up is not in play)")
        void turnedJackIsNotInPlay() {
            String[] h = LAYOUT_A.clone();
            h[3] = "5H 8H TC 3D AS QS";
            GameState s = playLayoutA(stood(h, "JH"), "8H");
            assertEquals(List.of(
                award(0, 0, 0, 3, TURN_UP, "JH"),
                award(0, 0, 0, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "2H"),
                award(0, 0, 0, 1, GAME, null)), s.awards());
            assertEquals(5, s.score(0));
            assertEquals(1, s.score(1));
        }

        @Test
        @DisplayName("Game tied 23 v 23: nobody scores it (pagat Trinidad › Scoring; rules.md decision 5)")
        void gameTie() {
            String[] h = LAYOUT_A.clone();
            h[2] = "AH 6H 3C JD 2S KS";   // JD instead of 2D: side 1's diamond trick is worth 3 + 4 + 1 = 8
            GameState s = stood(h, "9H");
            s = trick(s, "2H AH 5H 4H", 2);   // side 0: 4
            s = trick(s, "6H JH 7H 3H", 3);   // side 1: 1
            s = trick(s, "TC AC 2C 3C", 0);   // side 0: 14
            s = trick(s, "KD AD JD 3D", 1);   // side 1: 8
            s = trick(s, "TS 2S AS 3S", 3);   // side 1: 14
            s = trick(s, "QS 4S 5S KS", 2);   // side 0: 5
            // side 0 = 4 + 14 + 5 = 23, side 1 = 1 + 8 + 14 = 23.
            assertEquals(List.of(
                award(0, 0, 0, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "2H"),
                award(0, 0, 1, 1, JACK, "JH")), s.awards());
            HandResult r = s.lastHandResult().orElseThrow();
            assertEquals(HandResult.NOBODY, r.gameSide());
            assertEquals(23, r.gameValue(0));
            assertEquals(23, r.gameValue(1));
        }

        @Test
        @DisplayName("High alone to one side, Low, Jack and Game to the other (layout used by the match-end test)")
        void layoutL() {
            // High AH: dealer (side 0). Low 2H: elder (side 1). JH wins trick 1 for side 1.
            // Game: side 0 = 4 + 14 = 18; side 1 = 1 + 7 + 14 + 5 = 27 -> side 1.
            GameState s = playLayoutL(stood(LAYOUT_L, "9H"), 0);
            assertEquals(List.of(
                award(0, 0, 0, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "2H"),
                award(0, 0, 1, 1, JACK, "JH"),
                award(0, 0, 1, 1, GAME, null)), s.awards());
            HandResult r = s.lastHandResult().orElseThrow();
            assertEquals(18, r.gameValue(0));
            assertEquals(27, r.gameValue(1));
        }
    }

    // ==================================================================================== match end

    @Nested
    @DisplayName("The match to 14 (pagat Trinidad › Scoring; rules.md decision 1, 'Common to every variant')")
    class MatchEnd {
        @Test
        @DisplayName("both sides on 13: High is counted first and wins the match, Low, Jack and Game are not scored "
            + "(the worked example in pagat Trinidad › Scoring)")
        void countOrderDecidesAtThirteenAll() {
            // Hand 0, dealer 0 (side 0):
            //   deal 0: 6H +2, run JH +3, run AH +1, pack exhausted -> redeal            side 0:  6
            //   deal 1: 6S +2, run JS +3, run AS +1, pack exhausted -> redeal            side 0: 12
            //   deal 2: layout L, 9H turned, stand: High +1 side 0; Low, Jack, Game +3 side 1 -> 13 : 3
            // Hand 1, dealer 1 (side 1):
            //   deal 3: 6C +2, run JC +3, run AC +1, redeal                             side 1:  9
            //   deal 4: JD +3, run AD +1, run 2D +0, redeal                             side 1: 13
            //   deal 5: layout L turned round for dealer 1, 9H turned (nothing), stand: 13 : 13.
            //   Side 1 now holds High, side 0 Low, Jack and Game: High is counted first, 14 -> side 1 wins.
            GameState s = GameState.start(FOUR, 0,
                withTurnUps(FOUR, "6H", "JH", "AH"),
                withTurnUps(FOUR, "6S", "JS", "AS"),
                layout(FOUR, 0).hands(layoutL(0)).turnUp("9H").build(),
                withTurnUps(FOUR, "6C", "JC", "AC"),
                withTurnUps(FOUR, "JD", "AD", "2D"),
                layout(FOUR, 1).hands(layoutL(1)).turnUp("9H").build());
            // One run action runs twice and redeals; the redeal's 6S is scored at once: 6 + 2 = 8.
            s = s.apply(Action.BEG).apply(Action.RUN);
            assertEquals(8, s.score(0));
            s = s.apply(Action.BEG).apply(Action.RUN);
            assertEquals(12, s.score(0));
            assertEquals(2, s.dealNumber());
            s = playLayoutL(s.apply(Action.STAND), 0);
            // The last card of hand 0 also deals hand 1 (deal 3), whose 6C scores at once: side 1 = 3 + 2.
            assertEquals(13, s.score(0));
            assertEquals(5, s.score(1));
            assertFalse(s.isOver());

            assertEquals(1, s.handNumber());
            assertEquals(1, s.dealer());
            assertEquals(3, s.dealNumber());
            assertEquals(2, s.toAct(), "elder of dealer 1");
            // 3 + 6C 2 + JC 3 + AC 1 = 9, then the redeal turns JD at once: 12.
            s = s.apply(Action.BEG).apply(Action.RUN);
            assertEquals(12, s.score(1));
            assertEquals(4, s.dealNumber());
            s = s.apply(Action.BEG).apply(Action.RUN);
            assertEquals(5, s.dealNumber());
            assertEquals(13, s.score(0));
            assertEquals(13, s.score(1));

            s = playLayoutL(s.apply(Action.STAND), 1);
            assertTrue(s.isOver());
            assertEquals(Phase.MATCH_OVER, s.phase());
            assertEquals(1, s.winner().getAsInt());
            assertEquals(13, s.score(0));
            assertEquals(14, s.score(1));
            // Hand 1's record: its turn-ups (deals 3 and 4), then High only.
            assertEquals(List.of(
                award(1, 3, 1, 2, TURN_UP, "6C"),
                award(1, 3, 1, 3, TURN_UP, "JC"),
                award(1, 3, 1, 1, TURN_UP, "AC"),
                award(1, 4, 1, 3, TURN_UP, "JD"),
                award(1, 4, 1, 1, TURN_UP, "AD"),
                award(1, 5, 1, 1, HIGH, "AH")), s.lastHandResult().orElseThrow().awards());
            // The points side 0 would have taken are still recorded as decided, but not awarded.
            HandResult r = s.lastHandResult().orElseThrow();
            assertEquals(1, r.highSide());
            assertEquals(0, r.lowSide());
            assertEquals(0, r.jackSide());
            assertEquals(0, r.gameSide());
            assertTrue(s.legalActions().isEmpty());
            refused(s, 2, Action.STAND, Reason.MATCH_OVER);
        }

        @Test
        @DisplayName("a turn-up can win the match before a card is played (rules.md 'Common rules')")
        void turnUpEndsTheMatch() {
            // 6H, JH, AH then 6S, JS, AS: 12 for side 0 over two exhausted deals; the redeal turns JC: +3 = 15.
            GameState s = GameState.start(FOUR, 0,
                withTurnUps(FOUR, "6H", "JH", "AH"),
                withTurnUps(FOUR, "6S", "JS", "AS"),
                withTurnUps(FOUR, "JC"));
            s = s.apply(Action.BEG).apply(Action.RUN).apply(Action.BEG).apply(Action.RUN);
            assertTrue(s.isOver());
            assertEquals(0, s.winner().getAsInt());
            assertEquals(15, s.score(0));
            assertEquals(award(0, 2, 0, 3, TURN_UP, "JC"), s.awards().get(s.awards().size() - 1));
            assertTrue(s.legalActions().isEmpty());
            assertEquals(-1, s.toAct());
            assertEquals(0, s.tricksPlayed());
            assertHandSizes(s, 6);
        }
    }

    // ================================================================================== two players

    @Nested
    @DisplayName("Two players (pagat Trinidad › Players, cards and objective; rules.md 'trinidad')")
    class TwoPlayers {
        @Test
        @DisplayName("deal: six each in threes from elder (the non-dealer), 13th card turned")
        void deal() {
            // Fixed pack order, dealer 0: 0-2 -> seat 1, 3-5 -> seat 0, 6-8 -> seat 1, 9-11 -> seat 0, 12 (AC) turned.
            GameState s = GameState.start(TWO, 0, DeckOrder.startingWith(List.of()));
            assertEquals(set("2C 3C 4C 8C 9C TC"), s.hand(1));
            assertEquals(set("5C 6C 7C JC QC KC"), s.hand(0));
            assertEquals(Optional.of(Card.parse("AC")), s.turnUp());
            assertEquals(List.of(award(0, 0, 0, 1, TURN_UP, "AC")), s.awards());
            assertEquals(1, s.toAct());
            assertEquals(52 - 13, s.stockSize());
        }

        @Test
        @DisplayName("run: three more each, seven cards used per run")
        void run() {
            // Positions 13-15 -> seat 1 (2D 3D 4D), 16-18 -> seat 0 (5D 6D 7D), 19 (8D) turned: new suit.
            GameState s = GameState.start(TWO, 0, DeckOrder.startingWith(List.of())).apply(Action.BEG).apply(Action.RUN);
            assertEquals(set("2C 3C 4C 8C 9C TC 2D 3D 4D"), s.hand(1));
            assertEquals(set("5C 6C 7C JC QC KC 5D 6D 7D"), s.hand(0));
            assertEquals(Optional.of(Suit.DIAMONDS), s.trump());
            assertEquals(52 - 20, s.stockSize());
            assertEquals(Phase.PLAY, s.phase());
        }

        @Test
        @DisplayName("five runs fit in the pack: 39 cards after the deal, 7 per run, 4 left")
        void fiveRunsFit() {
            GameState s = GameState.start(TWO, 0, withTurnUps(TWO, "2H", "3H", "4H", "5H", "7H", "8S"))
                .apply(Action.BEG).apply(Action.RUN);
            assertEquals(Phase.PLAY, s.phase());
            assertEquals(Optional.of(Suit.SPADES), s.trump());
            assertHandSizes(s, 6 + 5 * 3);
            assertEquals(4, s.stockSize());
        }

        @Test
        @DisplayName("redeal when a sixth run would be needed; turn-up points stand (rules.md decision 2)")
        void redeal() {
            // AH +1, 6H +2, JH +3, then 2H 3H 4H: five runs all hearts, 4 cards left < 7 -> redeal. Side 0: 6.
            GameState s = GameState.start(TWO, 0,
                    withTurnUps(TWO, "AH", "6H", "JH", "2H", "3H", "4H"), withTurnUps(TWO, "KS"))
                .apply(Action.BEG).apply(Action.RUN);
            assertEquals(1, s.dealNumber());
            assertEquals(0, s.handNumber());
            assertEquals(0, s.dealer());
            assertEquals(Phase.BEG, s.phase());
            assertEquals(6, s.score(0));
            assertEquals(0, s.score(1));
            assertHandSizes(s, 6);
        }

        @Test
        @DisplayName("give: the non-dealer scores the gift")
        void give() {
            GameState s = GameState.start(TWO, 0, withTurnUps(TWO, "9H")).apply(Action.BEG).apply(Action.GIVE);
            assertEquals(List.of(award(0, 0, 1, 1, GIFT, null)), s.awards());
            assertEquals(1, s.toAct());
        }

        @Test
        @DisplayName("a full hand with hang jack: High, Low, hang jack 3 to seat 1, Game to seat 0")
        void handWithHangJack() {
            GameState s = GameState.start(TWO, 0,
                layout(TWO, 0).hands("JH 3H AC KD AS 6S", "AH 2H TC 3D 4S 5S").turnUp("9H").build());
            s = s.apply(Action.STAND);
            s = trick(s, "AH JH", 1);   // seat 1 takes its opponent's jack: A 4 + J 1 = 5
            s = trick(s, "2H 3H", 0);
            s = trick(s, "AC TC", 0);   // 14
            s = trick(s, "KD 3D", 0);   // 3
            s = trick(s, "AS 4S", 0);   // 4
            s = trick(s, "6S 5S", 0);
            // High AH, Low 2H (trumps in play AH JH 3H 2H): seat 1. Hang jack 3: seat 1.
            // Game: seat 0 = 14 + 3 + 4 = 21 v seat 1 = 5.
            assertEquals(List.of(
                award(0, 0, 1, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "2H"),
                award(0, 0, 1, 3, HANG_JACK, "JH"),
                award(0, 0, 0, 1, GAME, null)), s.awards());
            assertEquals(1, s.score(0));
            assertEquals(5, s.score(1));
        }

        @Test
        @DisplayName("a single trump in play is both High and Low (rules.md 'Order of scoring')")
        void singleTrumpIsHighAndLow() {
            GameState s = GameState.start(TWO, 0,
                layout(TWO, 0).hands("2D 3D 4D 5D 6D 7D", "AH 2C 3C 4C 5C 6C").turnUp("9H").build());
            s = s.apply(Action.STAND);
            s = trick(s, "AH 2D", 1);
            s = trick(s, "2C 3D", 1);
            s = trick(s, "3C 4D", 1);
            s = trick(s, "4C 5D", 1);
            s = trick(s, "5C 6D", 1);
            s = trick(s, "6C 7D", 1);
            // Seat 1 takes every trick: 4 (AH) v 0. JH was not dealt: no Jack.
            assertEquals(List.of(
                award(0, 0, 1, 1, HIGH, "AH"),
                award(0, 0, 1, 1, LOW, "AH"),
                award(0, 0, 1, 1, GAME, null)), s.awards());
            HandResult r = s.lastHandResult().orElseThrow();
            assertEquals(r.high(), r.low());
            assertEquals(Optional.empty(), r.jack());
        }
    }
}
