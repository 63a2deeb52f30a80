package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.playOutHand;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#from(Setup)} refuses awards that no play makes (docs/rules.md, "The four points", "Order of
 * scoring", "Begging", "Turn-up points", "Commercial Pitch"): of 0 points, for a reason the rules never score, of
 * points, a side or a card the rules do not give, of the hand in progress before the moment that scores them, or
 * after the match was won. Each case adds one award (and its points to the score) to a real position, which is
 * accepted as it was.
 */
class SetupAwardsTest {
    /** The setup with {@code a} added at the end of the awards and to its side's score. */
    private static Setup with(Setup x, Award a) {
        List<Award> awards = new ArrayList<>(x.awards());
        awards.add(a);
        List<Integer> scores = new ArrayList<>(x.scores());
        scores.set(a.side(), scores.get(a.side()) + a.points());
        return x.withAwards(awards).withScores(scores);
    }

    private static void refused(Setup x, String fragment) {
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(x));
        assertTrue(e.kinds().contains(SetupProblem.Kind.AWARDS), e.getMessage());
        assertTrue(e.getMessage().contains(fragment), e.getMessage());
    }

    /** Trinidad for four, seat 0 deals hand 0; elder stands and the hand is in play. */
    private static GameState trinidadInPlay() {
        GameState s = GameState.start(Trinidad.FOUR, 0, DeckSource.seeded(21)).apply(Call.STAND);
        assertEquals(Phase.PLAY, s.phase());
        return s;
    }

    @Test
    @DisplayName("an award of 0 points is made by no rule (the state's own view could not be read back)")
    void noAwardIsOfZeroPoints() {
        Setup x = trinidadInPlay().setup();
        GameState.from(x);
        Setup zero = with(x, new Award(0, 0, 0, 0, AwardReason.GAME, null));
        refused(zero, "0 points");
    }

    @Test
    @DisplayName("High, Low, Jack and Game of the hand in progress are scored at its count, not before")
    void countPointsOfTheHandInProgressComeAtItsCount() {
        GameState s = trinidadInPlay();
        Card ace = Card.of(Rank.ACE, s.trump().orElseThrow());
        refused(with(s.setup(), new Award(0, 0, 0, 1, AwardReason.HIGH, ace)), "before the hand is counted");
        refused(with(s.setup(), new Award(0, 0, 1, 1, AwardReason.GAME, null)), "before the hand is counted");
    }

    @Test
    @DisplayName("a reason these rules never score, points, side or card the rules do not give")
    void awardsAsTheRulesMakeThem() {
        GameState s = playOutHand(trinidadInPlay());
        assertEquals(1, s.handNumber());
        Setup x = s.setup();
        GameState.from(x);
        refused(with(x, new Award(0, 0, 0, 2, AwardReason.SALE, null)), "these rules never score sale");
        refused(with(x, new Award(0, 0, 0, -2, AwardReason.SETBACK, null)), "these rules never score setback");
        refused(with(x, new Award(0, 0, 0, 3, AwardReason.TRICK, null)), "these rules never score trick");
        refused(with(x, new Award(0, 0, 0, 2, AwardReason.PENALTY, Card.parse("2C"))), "these rules never score penalty");
        refused(with(x, new Award(0, 0, 0, 2, AwardReason.HIGH, Card.parse("AH"))), "high is worth 1");
        refused(with(x, new Award(0, 0, 1, 2, AwardReason.GIFT, null)), "gift is worth 1");
        refused(with(x, new Award(0, 0, 1, 1, AwardReason.JACK, Card.parse("AH"))), "a jack");
        refused(with(x, new Award(0, 0, 1, 1, AwardReason.GAME, Card.parse("AH"))), "names no card");
        refused(with(x, new Award(0, 0, 1, 1, AwardReason.LOW, null)), "names its card");
        // hand 0 was dealt by seat 0, of side 0: its turn-up scores for side 0, and its gift goes to the other side
        refused(with(x, new Award(0, 0, 1, 3, AwardReason.TURN_UP, Card.parse("JH"))), "the dealer's side");
        refused(with(x, new Award(0, 0, 0, 1, AwardReason.GIFT, null)), "the dealer's opponents");
        refused(with(x, new Award(0, 0, 0, 2, AwardReason.TURN_UP, Card.parse("JH"))), "turn-up of J is worth 3");
    }

    @Test
    @DisplayName("the turn-up and the gift of the deal in progress: the card turned, after the dealer gave")
    void theDealsOwnTurnUpAndGift() {
        GameState begged = GameState.start(Trinidad.FOUR, 0, DeckSource.seeded(21)).apply(Call.BEG);
        assertEquals(Phase.GIVE, begged.phase());
        Setup x = begged.setup();
        Card turnUp = x.turnUp().orElseThrow();
        Suit other = turnUp.suit() == Suit.CLUBS ? Suit.HEARTS : Suit.CLUBS;
        Card notTurned = Card.of(Rank.JACK, other);        // a jack turned up scores 3 (pagat.com, Trinidad)
        refused(with(x, new Award(0, 0, 0, 3, AwardReason.TURN_UP, notTurned)), "was not turned up");
        refused(with(x, new Award(0, 0, 1, 1, AwardReason.GIFT, null)), "before the dealer gives");
    }

    @Test
    @DisplayName("no award follows the one that won the match")
    void nothingIsScoredAfterTheMatchIsWon() {
        Setup x = playOutHand(trinidadInPlay()).setup();
        Setup won = with(with(x, new Award(0, 0, 0, 14, AwardReason.GAME, null)), new Award(0, 0, 1, 1, AwardReason.GAME, null));
        refused(won, "the match was already won");
    }

    @Test
    @DisplayName("Commercial Pitch: a high bidder pitching was sold the pitch, and the sale scored the bid for elder")
    void aSaleScoresTheBidForElder() {
        GameState sold = moves(GameState.start(CommercialPitch.FOUR, 11L), "bid 1 pass bid 2 sell");
        assertEquals(Phase.PLAY, sold.phase());
        Setup x = sold.setup();
        GameState.from(x);
        Award sale = x.awards().get(x.awards().size() - 1);
        assertEquals(AwardReason.SALE, sale.reason());
        List<Award> none = x.awards().subList(0, x.awards().size() - 1);
        List<Integer> scores = new ArrayList<>(x.scores());
        scores.set(sale.side(), scores.get(sale.side()) - sale.points());
        refused(x.withAwards(none).withScores(scores), "sold");
        refused(with(x.withAwards(none).withScores(scores), new Award(0, 0, sale.side(), 1, AwardReason.SALE, null)),
            "the bid of 2");
    }

    @Test
    @DisplayName("a hand's result lists the awards of that hand")
    void handResultsListTheirHandsAwards() {
        GameState s = playOutHand(trinidadInPlay());
        Setup x = s.setup();
        HandResult r = x.handResults().get(0);
        assertFalse(r.awards().isEmpty());
        HandResult fewer = new HandResult(r.hand(), r.dealer(), r.trump(), r.high(), r.highSide(), r.low(), r.lowSide(),
            r.jack(), r.jackSide(), r.hangJack(), r.gameSide(), r.gameValues(), r.awards().subList(1, r.awards().size()),
            r.thrownIn());
        refused(x.withHandResults(List.of(fewer)), "hand result 0");
    }

    /**
     * The turn-up's points of the deal in progress are those its scope makes (docs/rules.md, "Turn-up points"):
     * Trinidad scores every card turned as it is turned, so a jack turned has scored 3 for the dealer already while
     * elder is to beg; Seven Up scores only the card that fixes trumps, when they become final, so a jack turned
     * has not scored while elder is to beg, and has once elder stood.
     */
    @Test
    @DisplayName("the deal's turn-up points are those its scope makes, at its moment")
    void turnUpPointsAsTheScopeMakesThem() {
        GameState trinidad = GameState.start(Trinidad.FOUR, 0, layout(Trinidad.FOUR, 0).turnUp("JH").build());
        assertEquals(Phase.BEG, trinidad.phase());
        Setup x = trinidad.setup();
        assertEquals(List.of(new Award(0, 0, 0, 3, AwardReason.TURN_UP, Card.parse("JH"))), x.awards());
        refused(x.withAwards(List.of()).withScores(List.of(0, 0)), "the turn-up JH scores");

        GameState sevenUp = GameState.start(SevenUp.FOUR, 0, layout(SevenUp.FOUR, 0).turnUp("JH").build());
        assertEquals(Phase.BEG, sevenUp.phase());
        Setup begging = sevenUp.setup();
        assertEquals(List.of(), begging.awards());
        Setup stood = begging.withPhase(Phase.PLAY);       // elder (seat 1) to lead: as if elder stood, but unscored
        refused(stood, "the turn-up JH scores");
        GameState.from(sevenUp.apply(Call.STAND).setup());
        Setup early = with(begging, new Award(0, 0, 0, 1, AwardReason.TURN_UP, Card.parse("JH")));
        refused(early, "before trumps are fixed");
    }

    /**
     * Trinidad, hand 1 in the beg: hand 0 was played (its count is among the awards), so the last trick of hand 0
     * is still on view until hand 1's first trick is taken (docs/rules.md, "The deal"); a setup without it is no
     * position play reaches.
     */
    @Test
    @DisplayName("after a hand played to its end, its last trick is on view until the next hand's first trick")
    void thePreviousHandsLastTrickIsOnView() {
        GameState s = playOutHand(trinidadInPlay());
        assertEquals(Phase.BEG, s.phase());
        Setup x = s.setup();
        assertTrue(x.previousTrick().isPresent());
        refused(x.withPreviousTrick(java.util.Optional.empty()), "last trick");
    }
}
