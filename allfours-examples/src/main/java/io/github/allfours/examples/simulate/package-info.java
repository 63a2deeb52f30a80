/**
 * Random matches, counted and recorded: {@link io.github.allfours.examples.simulate.Simulation} plays match
 * {@code i} of a seed between uniformly random players ({@link io.github.allfours.examples.simulate.RandomChoice})
 * on the engine's states or in place on a play-out, and counts hands, actions, awards and wins. The
 * {@code simulate} command and the benchmarks' kernels run on it.
 */
package io.github.allfours.examples.simulate;
