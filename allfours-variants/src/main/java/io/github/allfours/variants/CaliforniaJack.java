package io.github.allfours.variants;

import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import java.util.List;

/**
 * California Jack, as Wikipedia's "All fours" describes it among the related games (docs/rules.md,
 * "California Jack").
 *
 * <p>How it differs from {@link Trinidad}: two players; no turn-up and no begging: the suit of the bottom
 * card of the pack (the last card of the deck order) is trumps, and that card is drawn last. Six cards
 * each, dealt in threes (option: three cards, as the source has it, with {@code withPackets(List.of(3))});
 * the rest is a face-up stock whose top card every view shows. After each trick the winner, then the
 * loser, draws one card, until the stock is empty; then the hands are played out. Every card is played,
 * so High is the ace and Low the two of trumps; Low and Jack go to their captor; Game values add up to
 * 80; a tie for Game scores for nobody; match to 10. Follow rule as in All Fours (option: must follow
 * suit when able, the {@code noTrumpingIn} option).
 */
public final class CaliforniaJack {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Wikipedia \"All fours\", related games (California jack)";

    /** Two players. */
    public static final RuleSet TWO = Bases.TWO_HANDED.toBuilder()
        .id("california-jack")
        .name("California Jack")
        .source(SOURCE)
        .target(10)
        .trumps(Stock.FACE_UP)
        .lowTakenBy(PointTaker.CAPTOR)
        .build();

    private CaliforniaJack() {
    }

    static Variant variant() {
        return new Variant(List.of("french-fours", "spanish-all-fours"), List.of(TWO));
    }
}
