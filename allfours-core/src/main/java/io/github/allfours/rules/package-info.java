/**
 * Rule sets: everything that tells one All Fours game from another, as data. A
 * {@link io.github.allfours.rules.RuleSet} holds the table (seats, sides, packets, target) and three
 * groups of rules: how trumps are chosen ({@link io.github.allfours.rules.Trumps}: a
 * {@link io.github.allfours.rules.TurnUp} with optional {@link io.github.allfours.rules.Begging} and its
 * {@link io.github.allfours.rules.Run}; a {@link io.github.allfours.rules.Pitch}; an
 * {@link io.github.allfours.rules.Auction} before the pitch; or a {@link io.github.allfours.rules.Stock} whose
 * bottom card names trumps and from which the hands are refilled after each trick), how cards are followed
 * ({@link io.github.allfours.rules.Follow}) and how a hand is counted ({@link io.github.allfours.rules.Scoring}),
 * with table mode ({@link io.github.allfours.rules.TableMode}) as an option. House rules are copies made with the
 * {@code with*} methods, or with each spec's {@code Builder}; {@link io.github.allfours.rules.RuleOption} names
 * every option's word. The named variants live in the {@code allfours-variants} module; docs/rules.md describes
 * every rule and its source.
 */
@NullMarked
@Value.Style(visibility = Value.Style.ImplementationVisibility.PACKAGE,
    builderVisibility = Value.Style.BuilderVisibility.PACKAGE, allowedClasspathAnnotations = Override.class)
package io.github.allfours.rules;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
