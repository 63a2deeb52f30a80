/**
 * JMH benchmarks of the engine, run from the shaded jar with {@code allfours bench} (arguments are
 * JMH's: {@code java -jar allfours-examples/target/allfours.jar bench -f 1 -wi 3 -i 5 -prof gc LegalActions}).
 * The states each benchmark uses are built in its set-up from fixed seeds, several per case, so that
 * every run measures the same work and the branch predictor cannot learn a single state.
 *
 * <ul>
 *   <li>{@link io.github.allfours.examples.bench.LegalActions}: {@code legalActions()} by phase</li>
 *   <li>{@link io.github.allfours.examples.bench.Apply}: {@code apply()} by phase</li>
 *   <li>{@link io.github.allfours.examples.bench.Check}: {@code check()} of illegal cards</li>
 *   <li>{@link io.github.allfours.examples.bench.ViewFor}: {@code viewFor(seat)}</li>
 *   <li>{@link io.github.allfours.examples.bench.GameRecord}: writing, reading and verifying a match's record</li>
 *   <li>{@link io.github.allfours.examples.bench.RandomHand}: a whole random hand of each variant</li>
 *   <li>{@link io.github.allfours.examples.bench.RandomMatch}: a whole random Trinidad match</li>
 *   <li>{@link io.github.allfours.examples.bench.Playouts}: random play-outs on the mutable scratch state
 *       ({@code io.github.allfours.engine.Playout}): per card, per hand, and a copy</li>
 * </ul>
 */
package io.github.allfours.examples.bench;
