package io.github.allfours.rules;

import java.util.Objects;
import org.immutables.value.Value;

/**
 * What "running the cards" means after a beg that the dealer does not answer with a gift: each seat
 * receives {@code packet} more cards, elder first, and the next card is turned; this repeats while the
 * turned card's suit is the one begged against. A run needs {@code packet × seats + 1} cards; when
 * fewer remain the same dealer redeals from a new pack and the points already scored stand
 * (docs/rules.md, "Running the cards").
 *
 * <p>A plain value; {@link RuleSet.Builder#build()} checks it with the rest of the rule set.
 *
 * @param packet          cards to each seat per round of a run, 1 to 52 (3 everywhere)
 * @param repeatsSetAside the classic game: the cards of a round whose turn-up repeats the suit are set
 *                        aside unseen with that turn-up; only the round that turns a new suit is added
 *                        to the hands (Wikipedia "All fours", after Arnold 2010)
 * @param bunching        Seven Up: once a run has turned a new suit, the seats vote from elder to play
 *                        or to bunch; the first {@code keep} ends the vote, all {@code bunch} makes the
 *                        same dealer deal again (Foster 1897, as pagat.com gives it)
 * @param discard         whether and when players discard back to a full hand after a run
 */
@Value.Builder
public record Run(int packet, boolean repeatsSetAside, boolean bunching, DiscardRule discard) implements WithRun {
    /** Three more cards each, kept, no vote, no discards: Trinidad's run. */
    public static final Run STANDARD = new Run(3, false, false, DiscardRule.NEVER);

    /**
     * @param packet          cards to each seat per round
     * @param repeatsSetAside whether repeated rounds are set aside unseen
     * @param bunching        whether the bunch vote follows a run
     * @param discard         the discard rule
     */
    public Run {
        Objects.requireNonNull(discard, "discard");
    }

    /**
     * A builder of a {@code Run}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code Run}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends RunBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
