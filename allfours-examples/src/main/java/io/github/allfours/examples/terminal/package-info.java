/**
 * The game at the terminal: a match against bots read line by line
 * ({@link io.github.allfours.examples.terminal.PlaySession}, through JLine on a terminal:
 * {@link io.github.allfours.examples.terminal.TerminalLines}), told from one seat's view
 * ({@link io.github.allfours.examples.terminal.SeatNarrator}) or from everyone's
 * ({@link io.github.allfours.examples.terminal.Narrator}, for {@code demo}), cards written with suit symbols
 * and colours or plainly ({@link io.github.allfours.examples.terminal.CardFace}), lines wrapped at word
 * boundaries ({@link io.github.allfours.examples.terminal.WordWrapWriter}).
 */
package io.github.allfours.examples.terminal;
