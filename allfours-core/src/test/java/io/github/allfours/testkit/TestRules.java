package io.github.allfours.testkit;

import io.github.allfours.card.Rank;
import io.github.allfours.rules.Begging;
import io.github.allfours.rules.Direction;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.Follow;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.GiftRecipients;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Run;
import io.github.allfours.rules.Scoring;
import io.github.allfours.rules.TurnUp;
import io.github.allfours.rules.TurnUpScope;
import java.util.List;
import java.util.Map;

/**
 * Rule sets for the core's own tests, one per mechanic (the core cannot depend on the variants
 * catalogue). Each copies the options of the named variant it is called after.
 */
public final class TestRules {
    /** Trinidad All Fours, four seats in two partnerships. */
    public static final RuleSet TRINIDAD = RuleSet.builder()
        .id("trinidad").name("Trinidad All Fours").seats(4).sides(2).target(14).packets(3, 3)
        .direction(Direction.ANTICLOCKWISE)
        .trumps(TurnUp.withBegging(Map.of(Rank.ACE, 1, Rank.SIX, 2, Rank.JACK, 3), TurnUpScope.EVERY_TURN_UP,
            Begging.STANDARD))
        .scoring(Scoring.STANDARD.withJack(JackScoring.HANG_JACK))
        .build();

    /** Trinidad for two players. */
    public static final RuleSet TRINIDAD_TWO = TRINIDAD.toBuilder().seats(2).sides(2).build();

    /** West Yorkshire: pitch, the waiting partner, the throw-in, four seats. */
    public static final RuleSet WEST_YORKSHIRE = RuleSet.builder()
        .id("west-yorkshire").seats(4).sides(2).target(11).packets(2, 2, 2)
        .trumps(Pitch.PARTNER_WAITS).follow(Follow.STANDARD.withThrowIn(true))
        .scoring(Scoring.STANDARD.withAllFourBonus(true)).build();

    /** Seven Up for three: final-only turn-up, gift to every opponent and barred, bunch vote, discards. */
    public static final RuleSet SEVEN_UP_THREE = RuleSet.builder()
        .id("seven-up").seats(3).target(7)
        .trumps(TurnUp.withBegging(Map.of(Rank.JACK, 1), TurnUpScope.FINAL_ONLY,
            new Begging(1, GiftRecipients.EVERY_OPPOSING_SIDE, false, true, false,
                new Run(3, false, true, DiscardRule.ALWAYS), false, false)))
        .scoring(Scoring.STANDARD.withGameTie(GameTieRule.NON_DEALER)).build();

    /** The classic game: repeated runs set aside, discards, elder wins a tied Game. */
    public static final RuleSet CLASSIC = RuleSet.builder()
        .id("classic").seats(2).target(7)
        .trumps(TurnUp.withBegging(Map.of(Rank.JACK, 1), TurnUpScope.FIRST_AND_FIXING,
            Begging.STANDARD.withRun(new Run(3, true, false, DiscardRule.ALWAYS))))
        .scoring(Scoring.STANDARD.withGameTie(GameTieRule.ELDER)).build();

    /** Cotton's rules: the gift throws the cards in. */
    public static final RuleSet COTTON = RuleSet.builder()
        .id("cotton-1674").seats(2).target(11)
        .trumps(TurnUp.withBegging(Map.of(Rank.JACK, 1), TurnUpScope.FIRST_AND_FIXING,
            Begging.STANDARD.withGiftThrowsIn(true)))
        .build();

    /** Lancashire: pitch, Low to its captor. */
    public static final RuleSet LANCASHIRE = RuleSet.builder()
        .id("lancashire").seats(4).sides(2).target(11)
        .trumps(Pitch.PLAIN).scoring(Scoring.STANDARD.withLow(PointTaker.CAPTOR)).build();

    /** One of each mechanic, for tests that run over them all. */
    public static final List<RuleSet> ALL = List.of(TRINIDAD, TRINIDAD_TWO, WEST_YORKSHIRE, SEVEN_UP_THREE, CLASSIC,
        COTTON, LANCASHIRE);

    private TestRules() {
    }
}
