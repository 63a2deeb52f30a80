/**
 * What a table settles around a match rather than in it: the procedures that choose the first dealer,
 * the first pitcher and the partnerships from a cut of the cards ({@link io.github.allfours.table.TableProcedures}),
 * and the money owed when a match played for stakes is over ({@link io.github.allfours.table.Stakes}).
 * Nothing here is part of the game engine: each procedure returns seats to pass to
 * {@link io.github.allfours.engine.GameState#start}, and the settlement reads a finished state.
 */
@NullMarked
package io.github.allfours.table;

import org.jspecify.annotations.NullMarked;
