/**
 * The game's words: what players do, what happens, and a position written down, as plain immutable data. Nothing
 * here plays the game; the engine ({@code io.github.allfours.engine}) decides legality and applies actions, and
 * speaks in these words. This package depends only on the cards ({@code io.github.allfours.card}) and the rule
 * sets ({@code io.github.allfours.rules}).
 *
 * <ul>
 *   <li>What a seat does: {@link io.github.allfours.game.Action} and its kinds, {@link io.github.allfours.game.Call}
 *       (stand, beg, give, run, bunch, keep, throw-in, pass, sell, refuse, and table mode's claims),
 *       {@link io.github.allfours.game.Play}, {@link io.github.allfours.game.Bid},
 *       {@link io.github.allfours.game.Discard}, {@link io.github.allfours.game.Expose} and
 *       {@link io.github.allfours.game.CardCall}; each has a text notation ({@code Action.parse}).</li>
 *   <li>Where the hand stands: {@link io.github.allfours.game.Phase}, {@link io.github.allfours.game.Trick},
 *       {@link io.github.allfours.game.Contract}, {@link io.github.allfours.game.AuctionCall} and
 *       {@link io.github.allfours.game.TableCalls}.</li>
 *   <li>What happened: {@link io.github.allfours.game.GameEvent} (heard through an
 *       {@link io.github.allfours.game.EventListener}), {@link io.github.allfours.game.Award} and its
 *       {@link io.github.allfours.game.AwardReason}, {@link io.github.allfours.game.HandResult} and
 *       {@link io.github.allfours.game.RedealCause}.</li>
 *   <li>Why an action is refused: {@link io.github.allfours.game.Reason} (the engine's {@code Violation} carries
 *       one).</li>
 *   <li>A position as plain data: {@link io.github.allfours.game.Setup}, checked into a state by
 *       {@code GameState.from}, which refuses it with an {@link io.github.allfours.game.InvalidSetupException}
 *       listing every {@link io.github.allfours.game.SetupProblem}.</li>
 * </ul>
 * Hands, deals, seats and sides are numbered from 0 throughout the library.
 */
@NullMarked
@Value.Style(visibility = Value.Style.ImplementationVisibility.PACKAGE,
    builderVisibility = Value.Style.BuilderVisibility.PACKAGE, allowedClasspathAnnotations = Override.class)
package io.github.allfours.game;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
