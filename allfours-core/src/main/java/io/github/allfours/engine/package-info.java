/**
 * The game engine: {@link io.github.allfours.engine.GameState} (immutable) and
 * {@link io.github.allfours.engine.Action} give a new state; from any state you can ask whose turn it
 * is, the legal actions, why an action is illegal, the points so far, and a seat's view.
 */
@NullMarked
package io.github.allfours.engine;

import org.jspecify.annotations.NullMarked;
