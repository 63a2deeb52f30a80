/**
 * Checking the engine itself: {@link io.github.allfours.check.InvariantChecker} checks the engine's invariants
 * (card conservation, the Game values, one legality decision, view secrecy, events) on every state of a
 * match, counting violations. The library's own tests and {@code allfours simulate --check} run it on every
 * named rule set; a host with rule sets of its own (house rules built with {@code RuleSet.builder()}) can
 * soak them the same way.
 */
@NullMarked
package io.github.allfours.check;

import org.jspecify.annotations.NullMarked;
