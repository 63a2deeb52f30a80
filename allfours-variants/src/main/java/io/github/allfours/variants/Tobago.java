package io.github.allfours.variants;

import io.github.allfours.card.Rank;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUp;
import java.util.List;
import java.util.Map;

/**
 * Tobago All Fours (pagat.com "All Fours", Trinidad variations; Wikipedia "All fours", Caribbean;
 * docs/rules.md, "Tobago").
 *
 * <p>Differs from {@link Trinidad} in one rule: a turned-up <b>two</b> scores 2 for the dealer's side
 * where Trinidad scores the six; the ace still scores 1 and the jack 3. Everything else (partnerships,
 * begging and running, hang jack, 14 points) is Trinidad's.
 */
public final class Tobago {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "pagat.com \"All Fours\" (J. McLeod), Trinidad variations; Wikipedia \"All fours\", Caribbean";

    /** Four players in two partnerships. */
    public static final RuleSet FOUR = Trinidad.FOUR.toBuilder()
        .id("tobago")
        .name("Tobago All Fours")
        .source(SOURCE)
        .trumps(((TurnUp) Trinidad.FOUR.trumps()).withPoints(Map.of(Rank.ACE, 1, Rank.TWO, 2, Rank.JACK, 3)))
        .build();

    /** Two players. */
    public static final RuleSet TWO = FOUR.toBuilder().seats(2).sides(2).build();

    private Tobago() {
    }

    static Variant variant() {
        return new Variant(List.of(), List.of(FOUR, TWO));
    }
}
