package io.github.allfours.variants;

import io.github.allfours.card.Rank;
import io.github.allfours.rules.Begging;
import io.github.allfours.rules.Direction;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Scoring;
import io.github.allfours.rules.TurnUp;
import io.github.allfours.rules.TurnUpScope;
import java.util.List;
import java.util.Map;

/**
 * Trinidad All Fours, the default variant (pagat.com "All Fours", Trinidad section; Wikipedia "All
 * fours", Caribbean; docs/rules.md, "Trinidad").
 *
 * <ul>
 *   <li>Four players in two partnerships (seats 0+2 against 1+3), or two players; play anticlockwise.</li>
 *   <li>Six cards each, dealt in threes (or ones: {@link #ONES}), the choice fixed for the match.</li>
 *   <li>Every turned-up card scores for the dealer's side when turned, trumps or not: ace 1, six 2,
 *       jack 3.</li>
 *   <li>Elder stands or begs; the dealer gives ("take one": elder's side scores 1, play goes on) or runs
 *       the cards, three more each and a new turn-up, again while the suit repeats; when the pack cannot
 *       supply a run the same dealer redeals and turn-up points stand. No discards.</li>
 *   <li>Follow rules: to a trump lead, play a trump if able; to a plain lead, follow suit or trump; when
 *       void, anything.</li>
 *   <li>High and Low to the holders, Jack with hang jack (1 to the holder's side, 3 to an opponent who
 *       captures it), Game with no score on a tie.</li>
 *   <li>Match to 14, counted High, Low, Jack, Game, ending the moment a side reaches it.</li>
 * </ul>
 * House rules the sources list: {@link Begging#forcedWithoutTrump()} and
 * {@link io.github.allfours.rules.Follow#noUndertrumping()} (both off; see {@link #FORCED_BEG} and
 * {@link #NO_UNDERTRUMPING}). House rules of Trinidad apps, also off: {@link RuleSet#withTrumpAndFollow},
 * {@link RuleSet#withNoGiftWithoutTrump}, {@link RuleSet#withRunIfGiftWins} and
 * {@link RuleSet#withGamePoints} (docs/rules.md, "House-rule options").
 */
public final class Trinidad {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "pagat.com \"All Fours\" (J. McLeod), Trinidad; Wikipedia \"All fours\", Caribbean";

    /** Four players in two partnerships, dealt in threes. */
    public static final RuleSet FOUR = RuleSet.builder()
        .id("trinidad")
        .name("Trinidad All Fours")
        .source(SOURCE)
        .seats(4)
        .sides(2)
        .target(14)
        .packets(3, 3)
        .direction(Direction.ANTICLOCKWISE)
        .trumps(TurnUp.withBegging(Map.of(Rank.ACE, 1, Rank.SIX, 2, Rank.JACK, 3), TurnUpScope.EVERY_TURN_UP,
            Begging.STANDARD))
        .scoring(Scoring.STANDARD.withJack(JackScoring.HANG_JACK))
        .build();

    /** Two players, each for themselves; otherwise as {@link #FOUR}. */
    public static final RuleSet TWO = FOUR.toBuilder().seats(2).sides(2).build();

    /** The deal in single cards instead of threes (the dealer's choice, fixed for the match). */
    public static final RuleSet ONES = FOUR.withPackets(List.of(1, 1, 1, 1, 1, 1));

    /** The house rule that a player holding no trump must beg. */
    public static final RuleSet FORCED_BEG = FOUR.withForcedBegWithoutTrump(true);

    /** The house rule against undertrumping once a plain lead has been trumped. */
    public static final RuleSet NO_UNDERTRUMPING = FOUR.withNoUndertrumping(true);

    private Trinidad() {
    }

    static Variant variant() {
        return new Variant(List.of("trinidad-all-fours", "all-foes"), List.of(FOUR, TWO));
    }
}
