package io.github.allfours.game;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * A position of a match as plain data, not yet checked: where every card is, the trick so far, whose
 * turn it is, the scores. {@link io.github.allfours.engine.GameState#from(Setup)} checks it and makes the state, refusing it with
 * every problem at once ({@link InvalidSetupException}); {@link io.github.allfours.engine.GameState#setup()} gives the setup of any
 * state, so {@code GameState.from(state.setup())} is a state equal to it in everything but the order of
 * the cards dealt before (see {@link io.github.allfours.engine.GameState#deckOrder()}). A test, a puzzle, a bot or an app restoring a
 * saved position starts a game from a setup (in the manner of shakmaty's {@code Setup}).
 *
 * <p>A setup is made with its canonical constructor, with {@code SetupBuilder}, or from another by its
 * {@code with*} copies ({@code state.setup().withHands(hands).withStock(stock)}), both generated.
 *
 * <p>The record only copies its lists and refuses nulls; whether the parts fit together is decided by
 * {@link io.github.allfours.engine.GameState#from(Setup)}, which checks:
 * <ul>
 *   <li>its shape: one hand per seat, one score per side, seats, sides and counts in range, the tricks of the
 *       current hand (with winners, the current one without), a deal number above the hand number only under rules
 *       that deal a hand again (a run, table mode's misdeal);</li>
 *   <li>card conservation: the hands, stock, turn-up, set-aside turn-ups, discards and the cards on the tricks
 *       (thrown-in ones included) are disjoint and are the 52 cards (none while a deal is awaited);</li>
 *   <li>the turn-up and trumps for the rules and phase: a turn-up of the trump suit in a turn-up game
 *       (set-aside turn-ups of one other suit, only after a run), trumps named by the first card led in a pitched
 *       game (none before it, even when the match ended first), by the stock's bottom card in a game with a
 *       stock;</li>
 *   <li>hand, stock and discard sizes: what the deal by packets, the runs (one round per set-aside turn-up,
 *       kept or set aside), the discards, the draws and the tricks played give in this phase (in a game with a
 *       stock, each hand its own deal and draws: the winner of each trick and then the next seat draw while the
 *       stock lasts);</li>
 *   <li>the phase is one of the rules' and one play reaches, with the seat it asks (elder to beg or sell, the
 *       dealer to give or to close the claims step, a bidder after the high bidder ...): a discard phase only when
 *       a run has left the hands above the hand size under rules that discard them down, the seat discarding
 *       holding more than the hand size; the hand's first trick led by elder, or in a game with an auction by the
 *       holder of the contract (a hand played with no contract only where, every seat having passed, elder
 *       pitches); while a deal is awaited, no trumps, contract or calls;</li>
 *   <li>the hand's tricks, replayed through the engine from the first lead: every card in turn and allowed by
 *       the follow rules at that moment (table mode accepts revokes; in a game with a stock the hands at each trick
 *       are unknown, so only the order of play and the winners are checked), every throw-in allowed, every winner
 *       right, the seat to act after them the setup's;</li>
 *   <li>the contract (a bid within the auction's range, held by a seat that has spoken, not by elder when elder
 *       sells, leading the first trick) and, when given, the auction's calls (each by the seat whose turn it was
 *       and allowed then, giving that contract, the phase and the seat to act); the scores equal the sums of the
 *       awards, awards in hand order (their redeals never more than so far), hand results numbered up to the
 *       current hand, the match over exactly when one side has reached the target; the trick points of this hand
 *       (All Fives) those the replayed tricks score;</li>
 *   <li>every award as play makes it ({@link SetupProblem.Kind#AWARDS}): never of 0 points, for a reason these
 *       rules score, of the points the rules give for it, naming a card exactly when the reason has one, to the
 *       side the rules give it (a turn-up to the dealer's side, a gift or a misdeal to the dealer's opponents, a
 *       sale to elder's: the dealer of every hand follows from the current one), none after the award that won the
 *       match; the count of the hand in progress (High, Low, Jack, Game, a setback) only once the match is over,
 *       and the deal's own awards at their moment (the turn-up points its scope makes by this phase, each card
 *       turned this deal once; a gift after the dealer gave, not after a run; a sale after elder sold, of the
 *       contract's points, and whenever the high bidder pitches in Commercial Pitch; table mode's penalties and
 *       peeks in trick play, a peek for each seat that peeked); each hand result lists exactly the awards of its
 *       hand and names its dealer; once an earlier hand was played to its end (its count among the awards), the
 *       last trick of that hand or a later one is on view until this hand's first trick is taken;</li>
 *   <li>table mode: revokes called were revokes and are on the tricks, each on the current trick with its caller
 *       (an opponent) named, and only those; cards called were played or exposed, exposed cards are known;
 *       cards called, sides barred from Game (only where a called revoke bars them) and peeks only from trick play
 *       on; known cards are held or (table mode) on the current trick, and only where the rules show cards (from a
 *       face-up stock, outside table mode, no more in a hand than it drew).</li>
 * </ul>
 * Not checked, because a position does not carry its history: that the awards of past hands are what
 * those hands' play scored (only that play could make each of them), the calls of the auction that are not
 * given, and, in a finished match, the play of its last hand.
 * The deck order of the new state lists the cards dealt before in card order, then the stock.
 *
 * @param rules         the rule set of the match
 * @param handNumber    the current hand, counted from 0 ({@link io.github.allfours.engine.GameState#handNumber()})
 * @param dealNumber    the current deal, redeals included, counted from 0 ({@link io.github.allfours.engine.GameState#dealNumber()})
 * @param dealer        the seat that dealt the current hand
 * @param phase         the phase: who acts and how ({@link Phase#DEAL} while the deal's cards are awaited)
 * @param toAct         the seat to act, or -1 in {@link Phase#DEAL} and {@link Phase#MATCH_OVER}
 * @param hands         the cards each seat holds now, by seat
 * @param stock         the undealt cards in order, top card first
 * @param turnUp        the card turned up for trumps and still face up, if any
 * @param trump         the trump suit, once known
 * @param setAside      earlier turn-ups of this deal replaced by a run (seen face up, out of play)
 * @param discards      the cards out of play face down this deal (discards after a run, classic's runs set aside)
 * @param tricks        this hand's completed tricks, oldest first, each with its winner
 * @param currentTrick  the trick being played (empty between tricks), without a winner
 * @param thrownIn      the cards each seat has thrown in this hand (West Yorkshire), by seat; an empty list
 *                      when nobody has
 * @param contract      the high bid of the hand's auction so far, if any
 * @param auction       the calls of the hand's auction so far, oldest first ({@link io.github.allfours.engine.GameState#auction()}); when
 *                      given, each is checked against the bidding rules in turn and must lead to the contract, the
 *                      phase and the seat to act; an empty list gives the position without its calls (only the
 *                      contract is checked), and a list whose first call is not the first bidder's gives only the
 *                      most recent calls (checked from the first given, the bids before it unknown; with no bid
 *                      among them the high bid before them is the contract). Either way the state records the
 *                      calls made after it, and lists the calls it knows
 * @param knownCards    the cards every seat knows that are held (drawn from a face-up stock, or exposed in
 *                      table mode) or, in table mode, that lie on the current trick (played or thrown in) and
 *                      were known when they left the hand: a retract returns such a card known, as it was
 *                      before it was played
 * @param tableCalls    table mode: what has been called aloud, or exposed, this hand ({@link TableCalls#NONE}
 *                      otherwise): a card called must have been exposed, an exposed card was in a hand this hand
 *                      and, while held, is among the {@code knownCards}
 * @param revokes       table mode: the cards played as revokes this hand that nobody has called
 *                      ({@link io.github.allfours.engine.GameState#uncalledRevokes()}); empty otherwise. Where the hand's tricks are
 *                      replayed (trick play and the claims step, in a game without a stock) the replay finds
 *                      them from the hands: this is then either those revokes or empty (a bot dealing the
 *                      cards it cannot see does not know another seat's)
 * @param forfeits      table mode: those of the revokes not yet judged (the uncalled ones, and the called ones on the
 *                      current trick, whose calls wait for it) that forfeit the match when judged (each failed a
 *                      trump lead while its player held one of the top trumps); found by the replay like
 *                      {@code revokes}, and then either those or empty
 * @param scores        every side's points, by side
 * @param awards        every award of the match so far, oldest first
 * @param handResults   the results of the match's completed hands, oldest first: all of them, or only the
 *                      most recent ones (a position rebuilt from a {@link io.github.allfours.engine.SeatView} knows only the last)
 * @param previousTrick the last trick of an earlier hand, still shown until this hand's first trick is
 *                      complete ({@link io.github.allfours.engine.GameState#lastTrick()}); empty when this hand has tricks or none was
 *                      played before
 * @param source        where the deck orders of the later deals come from (deal {@code n} uses
 *                      {@code source.order(n)}); {@code DeckSource.of()} makes the state wait for each
 */
@Value.Builder
public record Setup(RuleSet rules, int handNumber, int dealNumber, int dealer, Phase phase, int toAct,
                    List<CardSet> hands, List<Card> stock, Optional<Card> turnUp, Optional<Suit> trump,
                    CardSet setAside, CardSet discards, List<Trick> tricks, Trick currentTrick,
                    List<CardSet> thrownIn, Optional<Contract> contract, List<AuctionCall> auction,
                    CardSet knownCards, TableCalls tableCalls,
                    CardSet revokes, CardSet forfeits, List<Integer> scores, List<Award> awards, List<HandResult> handResults,
                    Optional<Trick> previousTrick, DeckSource source) implements WithSetup {
    /**
     * @param rules         the rule set
     * @param handNumber    the hand number
     * @param dealNumber    the deal number
     * @param dealer        the dealer
     * @param phase         the phase
     * @param toAct         the seat to act, or -1
     * @param hands         the cards held, by seat
     * @param stock         the undealt cards, top first
     * @param turnUp        the turn-up
     * @param trump         the trump suit
     * @param setAside      the turn-ups set aside
     * @param discards      the face-down cards out of play
     * @param tricks        the hand's completed tricks
     * @param currentTrick  the trick being played
     * @param thrownIn      the cards thrown in, by seat
     * @param contract      the high bid
     * @param auction       the auction's calls so far
     * @param knownCards    the cards every seat knows, held or on the current trick
     * @param tableCalls    table mode's calls this hand
     * @param revokes       table mode's uncalled revokes
     * @param forfeits      those of them that forfeit the match
     * @param scores        the scores, by side
     * @param awards        the awards so far
     * @param handResults   the completed hands' results
     * @param previousTrick an earlier hand's last trick still on view
     * @param source        the deck orders of later deals
     * @throws NullPointerException if any component or list element is null
     */
    public Setup {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(phase, "phase");
        hands = List.copyOf(hands);
        stock = List.copyOf(stock);
        Objects.requireNonNull(turnUp, "turnUp");
        Objects.requireNonNull(trump, "trump");
        Objects.requireNonNull(setAside, "setAside");
        Objects.requireNonNull(discards, "discards");
        tricks = List.copyOf(tricks);
        Objects.requireNonNull(currentTrick, "currentTrick");
        thrownIn = List.copyOf(thrownIn);
        Objects.requireNonNull(contract, "contract");
        auction = List.copyOf(auction);
        Objects.requireNonNull(knownCards, "knownCards");
        Objects.requireNonNull(tableCalls, "tableCalls");
        Objects.requireNonNull(revokes, "revokes");
        Objects.requireNonNull(forfeits, "forfeits");
        scores = List.copyOf(scores);
        awards = List.copyOf(awards);
        handResults = List.copyOf(handResults);
        Objects.requireNonNull(previousTrick, "previousTrick");
        Objects.requireNonNull(source, "source");
    }

    /** Returns a summary that is safe to log: hands and stock as counts only. */
    @Override
    public String toString() {
        return "Setup[" + rules.id() + ", hand " + handNumber + ", deal " + dealNumber + ", dealer " + dealer + ", " + phase
            + ", seat " + toAct + " to act, " + hands.size() + " hands, stock of " + stock.size() + ", scores " + scores + "]";
    }

    /**
     * A builder of a {@code Setup}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code Setup}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends SetupBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
