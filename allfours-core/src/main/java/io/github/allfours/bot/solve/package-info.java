/**
 * Exact play when every card is known: {@link io.github.allfours.bot.solve.HandSolver} solves the rest of a hand of
 * trick play at a table of two sides on a {@link io.github.allfours.engine.Playout} (a determinized deal), both sides
 * playing perfectly; {@link io.github.allfours.bot.solve.WinChance} is the value of an outcome, the chance of winning
 * the match estimated from the scores, which the solver and every search of {@code io.github.allfours.bot} share.
 * Package-private: the line of positions searched ({@code PlayoutStack}, one play-out per depth, the engine's own
 * trick play), the solver's account of the hand ({@code HandAccount}) and its {@code TranspositionTable}.
 */
@NullMarked
package io.github.allfours.bot.solve;

import org.jspecify.annotations.NullMarked;
