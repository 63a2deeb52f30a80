/**
 * What a person or a client chooses by name, shared by the commands, the terminal game, the arena and the
 * table server: the bots ({@link io.github.allfours.examples.catalogue.BotLevels}, the one list of bot names
 * and levels; {@link
 * io.github.allfours.examples.catalogue.ScaledBot} for the arena's {@code NAME*K}) and the tables of a game by
 * players and sides ({@link io.github.allfours.examples.catalogue.TableChoices}).
 */
package io.github.allfours.examples.catalogue;
