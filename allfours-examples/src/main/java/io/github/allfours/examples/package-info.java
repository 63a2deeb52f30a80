/**
 * The {@code allfours} command ({@link io.github.allfours.examples.AllFours}) and the examples of using the
 * library, one package a job:
 *
 * <ul>
 *   <li>{@link io.github.allfours.examples.catalogue}: what a person or a client chooses by name, the bots
 *       ({@code BotLevels}, the one list of bot names) and the tables of a game by players and sides;</li>
 *   <li>{@link io.github.allfours.examples.simulate}: random matches, counted and recorded, the yardstick of
 *       the engine's speed;</li>
 *   <li>{@link io.github.allfours.examples.bench}: the JMH benchmarks;</li>
 *   <li>{@link io.github.allfours.examples.terminal}: the game at the terminal and the narrators that tell a
 *       match;</li>
 *   <li>{@link io.github.allfours.examples.server}: the table server's words (the API's bodies, its errors,
 *       its JSON), with {@link io.github.allfours.examples.server.store} (where tables live),
 *       {@link io.github.allfours.examples.server.table} (the tables' rules apart from HTTP) and
 *       {@link io.github.allfours.examples.server.http} (the routes, the guard, the streams);</li>
 *   <li>{@link io.github.allfours.examples.load}: load runs and slow-client probes against a table server;</li>
 *   <li>{@link io.github.allfours.examples.cli}: the commands (picocli) and the options they share;</li>
 *   <li>{@link io.github.allfours.examples.arena}: bots measured against each other on duplicate deals, with
 *       the {@code arena} command and its machinery.</li>
 * </ul>
 *
 * <p>A package uses only the library and the packages before it in this list.
 */
package io.github.allfours.examples;
