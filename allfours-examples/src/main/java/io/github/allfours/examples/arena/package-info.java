/**
 * {@code allfours arena}: bots measured against each other on duplicate deals
 * ({@link io.github.allfours.examples.arena.ArenaCommand}): a duel of two bots
 * ({@link io.github.allfours.examples.arena.Duel}) or a ladder of several with Bradley-Terry ratings
 * ({@link io.github.allfours.examples.arena.Ladder}), and the clairvoyant measuring sticks
 * ({@link io.github.allfours.examples.arena.Clairvoyance}, {@link io.github.allfours.examples.arena.StickPlayer})
 * that show what hidden cards cost; the duplicate pair's estimates and their intervals ({@code Estimates}), with the
 * correction for the deals' luck ({@code Luck}). The command lives here with its machinery, which it shares
 * package-private; it takes the options the commands share from {@link io.github.allfours.examples.cli}.
 */
package io.github.allfours.examples.arena;
