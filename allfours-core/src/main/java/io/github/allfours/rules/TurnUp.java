package io.github.allfours.rules;

import io.github.allfours.card.Rank;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Trumps by turn-up: after the deal the dealer turns the next card of the pack and its suit is trumps,
 * unless the game has {@link Begging} and elder begs. A turned card of a scoring rank gives the
 * dealer's side points, under the scope's timing (pagat.com "All Fours": Trinidad, the 17th-century
 * and North American sections; docs/rules.md, "Turn-up points").
 *
 * <p>A plain value; {@link RuleSet.Builder#build()} checks it with the rest of the rule set.
 *
 * @param points  points the dealer's side scores for a turned card of each rank, each 0 to 1,000; ranks
 *                not in the map score nothing (Trinidad: ace 1, six 2, jack 3)
 * @param scope   which turned cards score, and when
 * @param begging begging and running, or empty where the turned suit is always trumps
 */
@Value.Builder
public record TurnUp(Map<Rank, Integer> points, TurnUpScope scope, Optional<Begging> begging) implements Trumps, WithTurnUp {
    /**
     * @param points  the turn-up table
     * @param scope   which turned cards score
     * @param begging begging and running, if the game has them
     */
    public TurnUp {
        Objects.requireNonNull(points, "points");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(begging, "begging");
        EnumMap<Rank, Integer> copy = new EnumMap<>(Rank.class);
        for (Map.Entry<Rank, Integer> e : points.entrySet()) {
            copy.put(Objects.requireNonNull(e.getKey(), "rank"), Objects.requireNonNull(e.getValue(), "points"));
        }
        points = Collections.unmodifiableMap(copy);
    }

    /**
     * A turn-up rule with begging.
     *
     * @param points  the turn-up table
     * @param scope   which turned cards score
     * @param begging begging and running
     * @return the rule
     */
    public static TurnUp withBegging(Map<Rank, Integer> points, TurnUpScope scope, Begging begging) {
        return new TurnUp(points, scope, Optional.of(begging));
    }

    /**
     * A turn-up rule whose turned suit is always trumps.
     *
     * @param points the turn-up table
     * @param scope  which turned cards score
     * @return the rule
     */
    public static TurnUp withoutBegging(Map<Rank, Integer> points, TurnUpScope scope) {
        return new TurnUp(points, scope, Optional.empty());
    }

    /** Returns {@code turn-up}. */
    @Override
    public String kind() {
        return "turn-up";
    }

    /**
     * A builder of a {@code TurnUp}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code TurnUp}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends TurnUpBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
