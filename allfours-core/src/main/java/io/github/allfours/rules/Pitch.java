package io.github.allfours.rules;

import org.immutables.value.Value;

/**
 * Trumps by pitching: no card is turned up; elder's first lead of the hand (the pitch) fixes trumps
 * (West Yorkshire, Lancashire, Blind All Fours: pagat.com "All Fours"; Wikipedia "All fours").
 *
 * @param partnerWaits the West Yorkshire table rule: the pitcher's partner may not look at their hand
 *                     until the pitch has been made, so that seat's view hides it until then
 *                     (docs/rules.md, "West Yorkshire")
 */
@Value.Builder
public record Pitch(boolean partnerWaits) implements Trumps, WithPitch {
    /** Elder pitches and everyone may look at their cards at once. */
    public static final Pitch PLAIN = new Pitch(false);

    /** Elder pitches, and the pitcher's partner waits to look until the pitch. */
    public static final Pitch PARTNER_WAITS = new Pitch(true);

    /** Returns {@code pitch}. */
    @Override
    public String kind() {
        return "pitch";
    }

    /**
     * A builder of a {@code Pitch}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code Pitch}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends PitchBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
