/**
 * Rule sets: every option that tells one All Fours game from another, as data. A
 * {@link io.github.allfours.rules.RuleSet} is an immutable value; house rules are a rule set copied from
 * another with a few options changed ({@code toBuilder()} or the {@code with*} methods). The named
 * variants live in the {@code allfours-variants} module.
 */
@Value.Style(
    typeAbstract = "*Def",
    typeImmutable = "*",
    visibility = Value.Style.ImplementationVisibility.PUBLIC,
    jdkOnly = true,
    allowedClasspathAnnotations = {Override.class})
package io.github.allfours.rules;

import org.immutables.value.Value;
