/**
 * The commands of {@code allfours} (picocli), each a thin layer over the package that does its job:
 * {@code demo} and {@code play} ({@link io.github.allfours.examples.terminal}), {@code serve}
 * ({@link io.github.allfours.examples.server}, with its logging set-up, {@code ServeLogging}), {@code load}
 * ({@link io.github.allfours.examples.load}), {@code simulate} ({@link io.github.allfours.examples.simulate}),
 * {@code verify}, {@code variants}, {@code bench}, {@code footprint} and {@code train-calls} (with the labelling
 * of the learned trump decisions by self-play, {@code CallLabelling}); and what they share: the
 * {@code --variant}, {@code --players} and {@code --sides} options
 * ({@link io.github.allfours.examples.cli.VariantChoice}), a bot by name
 * ({@link io.github.allfours.examples.cli.BotOption}) and progress on standard error
 * ({@link io.github.allfours.examples.cli.Progress}). The {@code arena} command lives with its machinery in
 * {@link io.github.allfours.examples.arena}.
 */
package io.github.allfours.examples.cli;
