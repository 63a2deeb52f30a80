package io.github.allfours.rules;

import java.util.Objects;
import org.immutables.value.Value;

/**
 * Begging: after the turn-up, elder either stands (the turned suit is trumps) or begs; the dealer then
 * gives ("take one": the begging side scores {@code giftPoints} and the turned suit stays trumps) or
 * runs the cards ({@link Run}). One beg per deal (pagat.com "All Fours", Trinidad section;
 * docs/rules.md, "Begging").
 *
 * <p>A plain value; {@link RuleSet.Builder#build()} checks it with the rest of the rule set.
 *
 * @param giftPoints         points the gift is worth to each receiving side, 0 to 1,000 (1 everywhere)
 * @param giftTo             who receives the gift
 * @param giftThrowsIn       Cotton 1674 and Running All-Fours: after the gift the cards are thrown in
 *                           and the deal passes, with no play; only with the gift to the begging side
 * @param giftBarred         Seven Up for three: the dealer may not give when an opponent who did not
 *                           beg would reach the target with the gift; the dealer must run
 * @param forcedWithoutTrump a Trinidad house rule: elder must beg when holding no card of the turned
 *                           suit
 * @param run                what running the cards means
 * @param noGiftWithoutTrump a house rule of Trinidad apps: the dealer may not give, and must run, while
 *                           holding no card of the turned-up suit
 * @param runIfGiftWins      a house rule of Trinidad apps: the dealer may not give, and must run, when
 *                           the gift would take the begging side to the target
 */
@Value.Builder
public record Begging(int giftPoints, GiftRecipients giftTo, boolean giftThrowsIn, boolean giftBarred,
                      boolean forcedWithoutTrump, Run run, boolean noGiftWithoutTrump, boolean runIfGiftWins) implements WithBegging {
    /** Trinidad's begging: a gift of 1 to the begging side, play goes on, the standard run. */
    public static final Begging STANDARD = new Begging(1, GiftRecipients.BEGGING_SIDE, false, false, false,
        Run.STANDARD, false, false);

    /**
     * @param giftPoints         points of the gift
     * @param giftTo             who receives it
     * @param giftThrowsIn       whether the gift throws the cards in
     * @param giftBarred         whether a gift that would let the non-begging opponent win is barred
     * @param forcedWithoutTrump whether elder must beg without a trump
     * @param run                the run
     * @param noGiftWithoutTrump whether the dealer must run when holding no card of the turned suit
     * @param runIfGiftWins      whether the dealer must run when the gift would win the begging side the match
     */
    public Begging {
        Objects.requireNonNull(giftTo, "giftTo");
        Objects.requireNonNull(run, "run");
    }

    /**
     * A builder of a {@code Begging}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code Begging}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends BeggingBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
