/**
 * Determinization: {@link io.github.allfours.bot.sample.DealSampler} deals the cards one seat cannot see,
 * consistently with everything its {@link io.github.allfours.engine.SeatView} shows (the cards seen, every hand's
 * size, the voids its plays proved), each consistent deal equally likely: into a
 * {@link io.github.allfours.engine.Playout} in place for a search, or as a checked
 * {@link io.github.allfours.engine.GameState}. Package-private: the counting of the deals and the draw among them
 * ({@code DealCounter}), and the checks of a view's shape before any of it is read ({@code ViewShape}), which refuse a
 * view no state gives with a typed error in time linear in its size.
 */
@NullMarked
package io.github.allfours.bot.sample;

import org.jspecify.annotations.NullMarked;
