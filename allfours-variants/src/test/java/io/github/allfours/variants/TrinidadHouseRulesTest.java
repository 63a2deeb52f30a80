package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertLegal;
import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.playOutHand;
import static io.github.allfours.testkit.Scenario.trick;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The four house rules of Trinidad apps, each a {@link RuleSet} option off by default: trump and follow,
 * no gift without trump, run if the gift wins, and Game worth 2 (house rules of Trinidad apps;
 * docs/rules.md, "House-rule options" and "Trinidad"). Each is tested on and off, from fixed deck orders;
 * every expectation was worked out by hand from those texts.
 *
 * <p>Conventions as in {@link TrinidadScenarioTest}: dealer 0, so elder is seat 1 and play goes 1, 2, 3,
 * 0; side 0 = seats 0+2, side 1 = seats 1+3. Turning the two of hearts fixes hearts as trumps (once elder
 * stands) and scores nothing (only A, 6 and J score when turned).
 */
@DisplayName("House rules of Trinidad apps")
class TrinidadHouseRulesTest {
    static final RuleSet FOUR = Trinidad.FOUR;

    static Action play(String card) {
        return Action.play(card(card));
    }

    static List<Action> plays(String... cards) {
        return Arrays.stream(cards).map(TrinidadHouseRulesTest::play).toList();
    }

    // ====================================================================================== trump and follow

    @Nested
    @DisplayName("trumpAndFollow: who trumped a plain lead while holding it, and won, leads that suit or a trump")
    class TrumpAndFollow {
        static final RuleSet ON = FOUR.withTrumpAndFollow(true);

        /**
         * Seat 0 6C 7C 8C 5S 6S 7S; seat 1 KC AC 2D 3D 4D 5D; seat 2 3C 4C 3H 4H 2S 3S; seat 3 5C 5H 6H 7D
         * 9S TS; 2H turned (hearts trumps).
         */
        GameState deal(RuleSet rules) {
            return moves(GameState.start(rules, 0, layout(rules, 0)
                .hands("6C 7C 8C 5S 6S 7S", "KC AC 2D 3D 4D 5D", "3C 4C 3H 4H 2S 3S", "5C 5H 6H 7D 9S TS")
                .turnUp("2H").build()), "stand");
        }

        @Test
        @DisplayName("on: seat 2 trumps the club lead holding 3C 4C and wins, so leads a club or a trump")
        void onTheWinnerLeadsTheSuitOrATrump() {
            // House rule of Trinidad apps; docs/rules.md, House-rule options.
            // Trick 1: seat 1 leads KC; seat 2 trumps with 3H while holding 3C 4C (legal: one may always
            // trump); seat 3 follows 5C, seat 0 6C. 3H is the only trump: seat 2 wins and leads next,
            // holding 3C 4C 4H 2S 3S. It must lead clubs or a trump: 3C, 4C or 4H, not a spade.
            GameState s = trick(deal(ON), "KC 3H 5C 6C", 2);
            assertEquals(2, s.toAct());
            assertEquals(plays("3C", "4C", "4H"), s.legalActions());
            assertRefused(s, play("2S"), Reason.MUST_LEAD_SUIT_OR_TRUMP);
            assertRefused(s, play("3S"), Reason.MUST_LEAD_SUIT_OR_TRUMP);
            assertLegal(s, play("4H"));
            assertEquals("seat 2 took the last trick by trumping clubs while holding clubs: must lead clubs or a trump"
                + " (trump-and-follow rule); holds [3C 4C 4H]", s.check(play("2S")).orElseThrow().message());
        }

        @Test
        @DisplayName("off (the default): the same winner may lead anything")
        void offTheLeadIsFree() {
            // Trinidad without the option: any card may be led (pagat Trinidad, Play; docs/rules.md, Following).
            assertEquals(false, FOUR.follow().trumpAndFollow());
            GameState s = trick(deal(FOUR), "KC 3H 5C 6C", 2);
            assertEquals(plays("3C", "4C", "4H", "2S", "3S"), s.legalActions());
            assertLegal(s, play("2S"));
        }

        @Test
        @DisplayName("on: the obligation binds the winner who trumped, not a player who trumped and was overtrumped")
        void theOvertrumperIsBound() {
            // House rule of Trinidad apps; docs/rules.md, House-rule options.
            // Trick 1: KC, seat 2 trumps 3H (holding clubs), seat 3 overtrumps with 5H while holding 5C,
            // seat 0 6C. 5H beats 3H: seat 3 wins and is bound (seat 2 is not, and does not lead). Seat 3
            // holds 5C 6H 7D 9S TS: it must lead 5C or 6H.
            GameState s = trick(deal(ON), "KC 3H 5H 6C", 3);
            assertEquals(plays("5C", "6H"), s.legalActions());
            assertRefused(s, play("7D"), Reason.MUST_LEAD_SUIT_OR_TRUMP);
        }

        @Test
        @DisplayName("on: it lasts one lead, and a winner who was void in the suit led leads freely")
        void oneLeadOnlyAndNotForAVoidTrumper() {
            // House rule of Trinidad apps; docs/rules.md, House-rule options.
            // Trick 1 as above: seat 2 wins with 3H and leads 4C (a club, as it must). Trick 2: seat 3,
            // now void in clubs, trumps with 5H; seat 0 follows 7C, seat 1 AC. 5H is the only trump: seat 3
            // wins, but it held no club when it trumped, so its lead is free: 6H 7D 9S TS.
            GameState s = trick(deal(ON), "KC 3H 5C 6C", 2);
            s = trick(s, "4C 5H 7C AC", 3);
            assertEquals(plays("7D", "6H", "9S", "TS"), s.legalActions());
            assertLegal(s, play("9S"));
        }

        @Test
        @DisplayName("on: a trick won by following suit, or by a trump to a trump lead, binds nobody")
        void noTrumpingNoObligation() {
            // House rule of Trinidad apps; docs/rules.md, House-rule options: only a trumped plain lead binds.
            // Trick 1: seat 1 leads KC, seat 2 3C, seat 3 5C, seat 0 6C: nobody trumps, KC wins; seat 1
            // leads freely (AC 2D 3D 4D 5D).
            GameState s = trick(deal(ON), "KC 3C 5C 6C", 1);
            assertEquals(plays("AC", "2D", "3D", "4D", "5D"), s.legalActions());
            // Trick 2: seat 1 leads 2D, seat 2 (void in diamonds) trumps with 3H holding no diamond, seat 3
            // follows 7D, seat 0 (void) 5S. 3H wins; seat 2 was void in diamonds: free lead 4C 4H 2S 3S.
            s = trick(s, "2D 3H 7D 5S", 2);
            assertEquals(plays("4C", "4H", "2S", "3S"), s.legalActions());
            // Trick 3: seat 2 leads the trump 4H; seat 3 must play a trump (5H, 6H): 6H wins, seat 0 and
            // seat 1 have no trump. A trump lead binds nobody: seat 3 (5C, 7D and 6H played) leads 5H, 9S
            // or TS.
            s = trick(s, "4H 6H 6S 3D", 3);
            assertEquals(plays("5H", "9S", "TS"), s.legalActions());
        }
    }

    // ====================================================================================== no gift without trump

    @Nested
    @DisplayName("noGiftWithoutTrump: the dealer holding no card of the turned suit must run")
    class NoGiftWithoutTrump {
        static final RuleSet ON = FOUR.withNoGiftWithoutTrump(true);

        /** The dealer (seat 0) holds {@code dealerHand}; 2H turned; elder has begged. */
        GameState begged(RuleSet rules, String dealerHand) {
            return moves(GameState.start(rules, 0, layout(rules, 0).hands(dealerHand, "", "", "").turnUp("2H")
                .run("2D").build()), "beg");
        }

        @Test
        @DisplayName("on: no heart in the dealer's hand, so run is the only answer")
        void onTheDealerMustRun() {
            // House rule of Trinidad apps; docs/rules.md, House-rule options. Dealer 0 holds clubs only
            // when 2H is turned and elder begs: giving is refused, running is the one legal call. The run
            // gives three more cards each and turns 2D, a new suit (scoring nothing): diamonds are trumps.
            GameState s = begged(ON, "2C 3C 4C 5C 6C 7C");
            assertEquals(Phase.GIVE, s.phase());
            assertEquals(List.of(Action.RUN), s.legalActions());
            assertRefused(s, Action.GIVE, Reason.NO_GIFT_WITHOUT_TRUMP);
            s = s.apply(Action.RUN);
            assertEquals(Optional.of(Suit.DIAMONDS), s.trump());
            assertEquals(List.of(), s.awards(), "no gift, and a turned two scores nothing");
        }

        @Test
        @DisplayName("on: a dealer holding a heart may still give")
        void onWithATrumpTheDealerMayGive() {
            // House rule of Trinidad apps: only a dealer without a card of the turned suit must run.
            // Dealer 0 holds 3H: "take one" gives elder's side 1 and hearts stay trumps.
            GameState s = begged(ON, "2C 3C 4C 5C 6C 3H");
            assertTrue(s.legalActions().containsAll(List.of(Action.GIVE, Action.RUN)));
            s = s.apply(Action.GIVE);
            assertEquals(list("gift 1 +1"), awards(s.awards()));
            assertEquals(Optional.of(Suit.HEARTS), s.trump());
        }

        @Test
        @DisplayName("off (the default): a dealer without a heart may give")
        void offTheDealerMayGive() {
            // Trinidad: the dealer gives or runs at will (pagat Trinidad; docs/rules.md, Begging).
            GameState s = begged(FOUR, "2C 3C 4C 5C 6C 7C");
            assertTrue(s.legalActions().containsAll(List.of(Action.GIVE, Action.RUN)));
            s = s.apply(Action.GIVE);
            assertEquals(list("gift 1 +1"), awards(s.awards()));
            assertArrayEquals(new int[] {0, 1}, s.scores());
        }
    }

    // ====================================================================================== run if the gift wins

    @Nested
    @DisplayName("runIfGiftWins: the dealer must run when the gift would take the begging side to the target")
    class RunIfGiftWins {
        @Test
        @DisplayName("on: played to 1, the gift of 1 would win elder's side the match, so the dealer must run")
        void onTheDealerMustRun() {
            // House rule of Trinidad apps; docs/rules.md, House-rule options. Scores 0-0 (2H scores
            // nothing); elder's side 1 would reach the target of 1 with the gift: giving is refused.
            RuleSet rules = FOUR.withRunIfGiftWins(true).withTarget(1);
            GameState s = GameState.start(rules, 0, withTurnUps(rules, "2H", "2D")).apply(Action.BEG);
            assertEquals(List.of(Action.RUN), s.legalActions());
            assertRefused(s, Action.GIVE, Reason.GIFT_WOULD_WIN);
            s = s.apply(Action.RUN);
            assertEquals(Optional.of(Suit.DIAMONDS), s.trump());
            assertEquals(OptionalInt.empty(), s.winner());
        }

        @Test
        @DisplayName("on: played to 2, the gift of 1 does not win, so the dealer may give")
        void onAGiftShortOfTheTargetIsAllowed() {
            // House rule of Trinidad apps: the gift is refused only when it reaches the target; 0 + 1 < 2.
            RuleSet rules = FOUR.withRunIfGiftWins(true).withTarget(2);
            GameState s = GameState.start(rules, 0, withTurnUps(rules, "2H")).apply(Action.BEG);
            assertLegal(s, Action.GIVE);
            s = s.apply(Action.GIVE);
            assertArrayEquals(new int[] {0, 1}, s.scores());
            assertEquals(Phase.PLAY, s.phase());
        }

        @Test
        @DisplayName("on: a gift worth 2 to a target of 2 must be run")
        void onTheGiftsValueCounts() {
            // House rule of Trinidad apps: 0 + a gift of 2 reaches 2.
            RuleSet rules = FOUR.withRunIfGiftWins(true).withTarget(2).withBegging(b -> b.withGiftPoints(2));
            GameState s = GameState.start(rules, 0, withTurnUps(rules, "2H")).apply(Action.BEG);
            assertRefused(s, Action.GIVE, Reason.GIFT_WOULD_WIN);
        }

        @Test
        @DisplayName("off (the default): the gift may win the match")
        void offTheGiftWins() {
            // Trinidad: the match ends the moment a side reaches the target, a gift included
            // (docs/rules.md, Order of scoring): elder's side 1 reaches 1 and wins.
            RuleSet rules = FOUR.withTarget(1);
            GameState s = GameState.start(rules, 0, withTurnUps(rules, "2H")).apply(Action.BEG).apply(Action.GIVE);
            assertEquals(OptionalInt.of(1), s.winner());
            assertArrayEquals(new int[] {0, 1}, s.scores());
        }
    }

    // ====================================================================================== Game points

    @Nested
    @DisplayName("gamePoints: what the Game point is worth")
    class GamePoints {
        /**
         * Two players, dealer 0 holds 3C 4C 5C 3D 4D 5D, elder 1 holds AH KH QH TH TC TD; 2H turned, elder
         * stands: hearts are trumps. Elder wins every trick (the dealer has no trump and nothing higher
         * in clubs or diamonds), so elder's side 1 takes High (AH), Low (TH, the lowest trump in play;
         * 2H was turned, not dealt) and Game (A 4 + K 3 + Q 2 + three tens 30 + the dealer's cards 0 =
         * 39 to 0); the jack of hearts is not in play.
         */
        GameState played(RuleSet rules) {
            GameState s = GameState.start(rules, 0, layout(rules, 0)
                .hands("3C 4C 5C 3D 4D 5D", "AH KH QH TH TC TD").turnUp("2H").build());
            return playOutHand(moves(s, "stand"));
        }

        @Test
        @DisplayName("on (Trinidad apps: 2): Game scores 2")
        void onGameScoresTwo() {
            // House rule of Trinidad apps; docs/rules.md, House-rule options: Game worth 2.
            GameState s = played(Trinidad.TWO.withGamePoints(2));
            assertEquals(list("high 1 +1 AH", "low 1 +1 TH", "game 1 +2"),
                awards(s.lastHandResult().orElseThrow().awards()));
            assertArrayEquals(new int[] {0, 4}, s.scores());
        }

        @Test
        @DisplayName("off (the default 1): Game scores 1")
        void offGameScoresOne() {
            // Trinidad: each of the four points is worth 1 (pagat Trinidad; docs/rules.md, The four points).
            GameState s = played(Trinidad.TWO);
            assertEquals(1, Trinidad.TWO.scoring().gamePoints());
            assertEquals(list("high 1 +1 AH", "low 1 +1 TH", "game 1 +1"),
                awards(s.lastHandResult().orElseThrow().awards()));
            assertArrayEquals(new int[] {0, 3}, s.scores());
        }
    }

    // ====================================================================================== records

    @Test
    @DisplayName("a record of a match under the house rules names trinidad and writes only these options")
    void houseRulesDifferFromTrinidadOnlyInTheirOptions() {
        // docs/rules.md, House-rule options: a house rule's record writes the options that differ.
        RuleSet apps = FOUR.withTrumpAndFollow(true).withNoGiftWithoutTrump(true).withRunIfGiftWins(true)
            .withGamePoints(2);
        assertEquals("trinidad", apps.id());
        assertEquals(List.of("noGiftWithoutTrump", "runIfGiftWins", "trumpAndFollow", "gamePoints"),
            List.copyOf(apps.optionsDifferingFrom(FOUR).keySet()));
        assertEquals(Map.of(), FOUR.optionsDifferingFrom(Variants.TRINIDAD), "the variant is unchanged");
    }
}
