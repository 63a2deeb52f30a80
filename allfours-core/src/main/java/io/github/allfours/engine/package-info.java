/**
 * The game engine: {@link io.github.allfours.engine.GameState} (immutable) and
 * {@link io.github.allfours.game.Action} give a new state; from any state you can ask whose turn it
 * is, the legal actions, why an action is illegal, the points so far, and a seat's view. A position given
 * as plain data ({@link io.github.allfours.game.Setup}) is checked into a state by
 * {@link io.github.allfours.engine.GameState#from}. Hands, deals, seats and sides are numbered from 0
 * throughout the library.
 *
 * <h2>How the engine is built</h2>
 * The public types are the state, the scratch state {@code Playout}, a seat's view ({@code SeatView}) and a
 * refusal ({@code Violation}, {@code IllegalActionException}); they speak in the game's words of
 * {@code io.github.allfours.game} (actions, phases, events, awards, tricks, results, {@code Setup}). The rest is
 * package-private machinery: a {@code RuleSet} is compiled once into a {@code CompiledRules} that holds one object
 * for each phase in which a seat acts (suffix {@code Phase}) and one for each mechanic slot (suffix
 * {@code Mechanic}), never null ({@code PhaseRules.NONE}, {@code DiscardPhase.NONE}, {@code TrickEnd.NONE},
 * {@code Claims.NONE} where there is nothing to do). Nothing outside these objects reads a rule option, and
 * nothing asks which variant is played. {@code GameState} is one class: its public queries, then the
 * representation and the write primitives the phases and mechanics use on a fresh copy ({@code enter},
 * {@code award}, {@code publish}); its deal part ({@code Deal}, with the count's facts in {@code CountFacts}) and
 * match part ({@code Match}) are shared between states until written.
 *
 * <h3>Phases</h3>
 * Each phase decides the legal actions of the seat to act once per state ({@code PhaseRules.decide}, a word
 * that {@code legalActions}, {@code check} and {@code apply} all read), explains a refusal
 * ({@code refuse}) and applies an action ({@code apply}). Every change of phase goes through one door,
 * {@code GameState.enter}, which is inert once the match is over.
 * <table>
 *   <caption>Phases</caption>
 *   <tr><th>phase</th><th>class</th><th>legality decision</th><th>transitions</th></tr>
 *   <tr><td>{@code BEG}, {@code GIVE}</td><td>{@code BegPhase}</td><td>stand or beg (beg only on a forced-beg
 *       table without a trump); give or run (run only where the gift is barred or refused by a house rule)</td>
 *       <td>stand: trumps fixed; beg: {@code GIVE}; give: the gift, then play or the throw-in; run: a new
 *       turn-up, the bunch vote, trumps fixed, or a redeal</td></tr>
 *   <tr><td>{@code BUNCH_VOTE}</td><td>{@code BunchVotePhase}</td><td>bunch or keep</td><td>keep: trumps
 *       fixed; the dealer's bunch: a redeal; else the next seat</td></tr>
 *   <tr><td>{@code DISCARD}</td><td>{@code DiscardPhase}</td><td>any card held</td><td>down to the hand
 *       size, then the next seat; after the dealer, play</td></tr>
 *   <tr><td>{@code BID}</td><td>{@code BidPhase}</td><td>pass (not the dealer when all passed and it must
 *       bid) and every bid above the high bid</td><td>the next seat; after the dealer: the sale, play, or the
 *       throw-in</td></tr>
 *   <tr><td>{@code SALE}</td><td>{@code SalePhase}</td><td>sell or refuse (refuse only to a partner)</td>
 *       <td>play</td></tr>
 *   <tr><td>{@code PLAY}</td><td>{@code TrickPlayPhase}; {@code TableModePlayPhase} in table mode</td>
 *       <td>the follow rules' playable cards, and the throw-in; in table mode any card held</td><td>the next
 *       seat; a trick taken: the trick-end mechanic, then the next lead or the count (table mode:
 *       {@code CLAIMS})</td></tr>
 *   <tr><td>{@code CLAIMS}</td><td>{@code ClaimsPhase}</td><td>count</td><td>the count, the next
 *       deal</td></tr>
 * </table>
 * {@code DEAL} (a deck order is awaited) and {@code MATCH_OVER} have no class: nobody acts in them.
 *
 * <h3>Mechanic slots</h3>
 * <table>
 *   <caption>Mechanic slots</caption>
 *   <tr><th>slot</th><th>when</th><th>implementations</th><th>chosen by</th></tr>
 *   <tr><td>{@code TrumpChoice}</td><td>after the deal; at the first lead</td><td>{@code TurnUpMechanic},
 *       {@code PitchMechanic}, {@code AuctionMechanic}, {@code StockTrumpsMechanic}</td><td>{@code Trumps}:
 *       {@code TurnUp}, {@code Pitch}, {@code Auction}, {@code Stock}</td></tr>
 *   <tr><td>{@code TrickEnd}</td><td>after each trick</td><td>{@code TrickEnd.NONE},
 *       {@code TrickPointsMechanic}, {@code StockDrawsMechanic} (both, in order, when both apply)</td>
 *       <td>{@code Scoring.trickPoints()}; {@code Stock}</td></tr>
 *   <tr><td>{@code HandCount}</td><td>at the end of a hand</td><td>{@code FourPointsMechanic}</td>
 *       <td>{@code Scoring} (with the {@code Auction}'s contract)</td></tr>
 *   <tr><td>{@code Claims}</td><td>any time, out of turn</td><td>{@code Claims.NONE},
 *       {@code TableClaimsMechanic}</td><td>{@code RuleSet.tableMode()}</td></tr>
 * </table>
 * Dealing, the count's facts and the end of a hand are shared by every rule set ({@code Dealing},
 * {@code CountFacts}, {@code Counting}); {@code Views} decides what a seat or a spectator sees, {@code Messages}
 * words a refusal, {@code Positions} and {@code SetupCheck} check a {@code Setup}.
 *
 * <h3>Play-outs in place</h3>
 * {@link io.github.allfours.engine.Playout} is a mutable scratch state for searches and simulations: it holds
 * a {@code GameState} of its own that is never handed out, and runs the same phase and mechanic objects on it
 * in place ({@code apply} is a copy and then that same step). Only what is kept differs on it, and the engine
 * never asks which kind of state it works on: it asks the match part ({@code Match}, whose play-out kind is
 * {@code Match.Scratch}) for the object that keeps a completed trick (a play-out reuses its own), to keep an
 * award (a play-out keeps it packed instead of as an {@code Award}), for the count's buffer of Game values, and
 * what follows a count (a state keeps the hand's result and deals on; a play-out stops).
 */
@NullMarked
package io.github.allfours.engine;

import org.jspecify.annotations.NullMarked;
