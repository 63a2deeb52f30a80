package io.github.allfours.variants;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import java.util.List;

/**
 * Shasta Sam: {@link CaliforniaJack} with the stock face down, as Wikipedia's "All fours" describes it
 * with California Jack (docs/rules.md, "Shasta Sam"). Views show only how many cards the stock holds,
 * and a card drawn is seen by its drawer alone.
 */
public final class ShastaSam {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Wikipedia \"All fours\", related games (California jack: Shasta Sam)";

    /** Two players. */
    public static final RuleSet TWO = CaliforniaJack.TWO.toBuilder()
        .id("shasta-sam")
        .name("Shasta Sam")
        .source(SOURCE)
        .trumps(Stock.FACE_DOWN)
        .build();

    private ShastaSam() {
    }

    static Variant variant() {
        return new Variant(List.of(), List.of(TWO));
    }
}
