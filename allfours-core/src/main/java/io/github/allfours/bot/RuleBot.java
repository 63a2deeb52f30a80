package io.github.allfours.bot;

import io.github.allfours.card.Card;
import io.github.allfours.card.Rank;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The rule-based level: the tactics the sources give, as a value per action, with no search
 * (docs/rules.md, "Bots"). It never makes a table-mode claim.
 * <ul>
 *   <li>Calls (bids and passes, stand or beg, give or run, sales, discards, the pitch): valued by the bot's
 *       {@link RuleStrategy}.</li>
 *   <li>Play (pagat.com "All Fours", West Yorkshire tactics): lead high trumps to draw the others when holding the
 *       top; throw tens and honours to a partner who is winning; win a trick that holds Game points or the jack
 *       with the cheapest card that does, save the jack; otherwise play the least valuable card; discard low plain
 *       cards. How much each term counts is the strategy's card-play weights.</li>
 * </ul>
 *
 * <p>The tactics read only what the seat may see, as plain numbers ({@code SeatFacts}) read from a {@link SeatView}
 * for the bot's own choice and from a play-out's scratch state in the play-outs of the searches
 * ({@link #playoutChooser()}): the heuristics are written once.
 *
 * <p>{@link #INSTANCE} is the rule-based bot of the levels ({@code medium}); {@link #CLASSIC} keeps the strategy of
 * the arena's fixed yardstick ({@link RuleStrategy#CLASSIC}), whatever the default becomes.
 */
public final class RuleBot implements Bot {
    /**
     * The rule-based bot with the classic strategy, as it was when the arena's yardstick was fixed (issue 41); the
     * play-out policy of {@link SearchBot#YARDSTICK}. Shared, see {@link Bot}.
     */
    public static final RuleBot CLASSIC = new RuleBot(RuleStrategy.CLASSIC);

    /**
     * The rule-based bot of the levels ({@code medium}): the distilled strategy ({@link RuleStrategy#DISTILLED}),
     * whose bids and passes, stand or beg, give or run come from the learned trump-decision evaluator and whose card
     * play weighs its tactics as the search's own card play was distilled into them. Shared: the bot keeps no state,
     * so threads may use it at once (see {@link Bot}).
     */
    public static final RuleBot INSTANCE = new RuleBot(RuleStrategy.DISTILLED);

    private static final int JACK = Rank.JACK.strength();
    private static final int ACE = Rank.ACE.strength();

    private final RuleStrategy strategy;
    private final RuleCalls calls;
    private final PlayWeights w;

    private RuleBot(RuleStrategy strategy) {
        this.strategy = strategy;
        this.calls = strategy.calls();
        this.w = strategy.weights();
    }

    /**
     * The rule-based bot with a strategy: {@link #CLASSIC} for {@link RuleStrategy#CLASSIC}, {@link #INSTANCE} for
     * {@link RuleStrategy#DISTILLED}, a new bot otherwise.
     *
     * @param strategy how it values its calls and weighs its card play
     * @return the bot
     */
    public static RuleBot of(RuleStrategy strategy) {
        Objects.requireNonNull(strategy, "strategy");
        return strategy == RuleStrategy.CLASSIC ? CLASSIC : strategy == RuleStrategy.DISTILLED ? INSTANCE
            : new RuleBot(strategy);
    }

    /** Returns the bot's strategy. */
    public RuleStrategy strategy() {
        return strategy;
    }

    @Override
    public Action choose(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> own = Actions.ownTurn(view);
        if (own.size() == 1) {
            return own.get(0);
        }
        Action best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Map.Entry<Action, Double> e : analyse(view, random, budget).entrySet()) {
            if (e.getValue() > bestValue && !Actions.isClaim(e.getKey())) {
                best = e.getKey();
                bestValue = e.getValue();
            }
        }
        return best;
    }

    @Override
    public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
        SeatFacts facts = new SeatFacts().read(view);
        List<Action> legal = view.legalActions();
        Action[] others = new Action[legal.size()];         // the calls: valued together
        int n = 0;
        for (Action a : legal) {
            if (!Actions.isClaim(a) && !(a instanceof Play)) {
                others[n++] = a;
            }
        }
        double[] called = new double[n];
        calls.calls(facts, others, n, called);
        Map<Action, Double> values = new LinkedHashMap<>();
        int k = 0;
        for (Action a : legal) {
            values.put(a, Actions.isClaim(a) ? -1000.0 : a instanceof Play ? value(facts, a) : called[k++]);
        }
        return values;
    }

    /**
     * Chooses on a play-out's scratch state as {@link #choose} does from the view of the seat to act, reading that
     * seat in place into one {@link SeatFacts} per chooser; in trick play it allocates nothing.
     */
    @Override
    public PlayoutChooser playoutChooser() {
        SeatFacts facts = new SeatFacts();
        return (p, random) -> chooseInPlace(p, facts);
    }

    /**
     * The same choice as {@link #choose} would make from the view of the seat to act, made on a play-out's
     * scratch state ({@code facts} reads that seat on it): the first action of the highest value, in the order
     * of the legal actions, never a claim. In trick play it allocates nothing.
     */
    Action chooseInPlace(Playout p, SeatFacts facts) {
        if (p.phase() == Phase.PLAY) {
            long legal = p.legalPlayWord();
            long cards = legal & ~Playout.THROW_IN_BIT;
            if (legal > 0 && (cards & (cards - 1)) == 0) {
                return Play.of(Card.ofIndex(Long.numberOfTrailingZeros(cards)));     // one legal card
            }
            facts.read(p);
            Action best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            if (legal < 0) {                                // the throw-in comes first
                best = Call.THROW_IN;
                bestValue = value(facts, Call.THROW_IN);
            }
            int trump = facts.trump();
            int bestCard = -1;
            for (long b = cards; b != 0; b &= b - 1) {
                int card = Long.numberOfTrailingZeros(b);
                double v = play(facts, card, trump);
                if (v > bestValue) {
                    bestCard = card;
                    bestValue = v;
                }
            }
            return bestCard < 0 ? best : Play.of(Card.ofIndex(bestCard));
        }
        int n = p.legalActionCount();
        if (n == 1) {
            return p.legalAction(0);
        }
        facts.read(p);
        Action[] legal = facts.actions(n);
        double[] values = facts.values(n);
        boolean plays = false;
        int own = 0;
        for (int i = 0; i < n; i++) {
            Action a = p.legalAction(i);
            if (!Actions.isClaim(a)) {          // table mode's claims follow the seat's own actions: never made
                legal[own++] = a;
                plays |= a instanceof Play;
            }
        }
        n = own;
        if (plays) {                                    // not met outside trick play; valued one by one if it were
            for (int i = 0; i < n; i++) {
                values[i] = value(facts, legal[i]);
            }
        } else {
            calls.calls(facts, legal, n, values);     // the calls of one decision, valued together
        }
        Action best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            if (values[i] > bestValue) {
                best = legal[i];
                bestValue = values[i];
            }
        }
        return best;
    }

    /**
     * The value this bot's card play gives card {@code card} in the position {@code facts} read, trumps fixed: what
     * {@link #chooseInPlace} compares in trick play. For the card play's distillation ({@link CardPlayDistillation}).
     */
    double cardValue(SeatFacts facts, int card) {
        return play(facts, card, facts.trump());
    }

    /** {@code rule} for the default bot, {@code rule:NAME} for another strategy ({@code rule:classic}). */
    @Override
    public String name() {
        return this == INSTANCE ? "rule" : "rule:" + strategy.name();
    }

    private double value(SeatFacts v, Action a) {
        if (a instanceof Play p) {
            return play(v, p.card().index(), v.trump());
        }
        return calls.call(v, a);
    }

    /** The rank of a card given by its index ({@link Card#index()}: suit &times; 16 + rank strength). */
    static int rank(int card) {
        return card & 15;
    }

    /** The suit's ordinal of a card given by its index. */
    static int suit(int card) {
        return card >>> 4;
    }

    private static int gameValue(int card) {
        return TrickReading.gameValue(card);
    }

    /**
     * A card's value to play now, trumps being the suit of ordinal {@code trump} (-1 before the pitch). Cards are
     * read by index ({@link Card#index()}) so that a play-out's choice allocates and dereferences nothing.
     */
    private double play(SeatFacts v, int c, int trump) {
        if (trump < 0) {                // the pitch: trumps will be this card's suit
            return calls.pitch(v, c);
        }
        if (v.trickSize() == 0) {
            return lead(v, c, trump);
        }
        return follow(v, c, trump);
    }

    private double lead(SeatFacts v, int c, int trump) {
        long hand = v.hand();
        if (suit(c) == trump) {
            // draw the other trumps with a card nobody can beat; keep low trumps and the jack otherwise
            return safe(v, c, trump)
                ? w.safeTrumpLead() - w.perTrumpHeld() * Long.bitCount(hand & TrickReading.suitMask(trump))
                : w.unsafeTrumpLead() - gameValue(c) * w.unsafeTrumpGame();
        }
        if (safe(v, c, trump) && rank(c) == ACE) {
            return w.safeAceLead();     // cash a plain ace, which takes what falls to it
        }
        // a low card of a long plain suit; keep tens and honours back
        return w.plainLead() + Long.bitCount(hand & TrickReading.suitMask(suit(c))) * w.plainLeadLength()
            - gameValue(c) * w.plainLeadGame() - rank(c) * w.plainLeadRank();
    }

    /**
     * Whether no card the seat cannot see could beat card {@code c}: a higher card of its suit, or, for a plain
     * card, any trump still out.
     */
    static boolean safe(SeatFacts v, int c, int trump) {
        return (v.reading().out & TrickReading.threats(c, trump)) == 0;
    }

    private double follow(SeatFacts v, int c, int trump) {
        TrickReading t = v.reading();      // the trick so far, read once for every candidate card
        int winning = t.winning;
        int trickValue = t.trickValue;
        boolean jackInTrick = t.jackInTrick;
        boolean partnerWinning = t.partnerWinning;
        boolean partnerSafe = t.partnerSafe;
        boolean wins = TrickReading.beats(c, winning, trump);
        boolean holds = wins && (t.last || safe(v, c, trump));
        boolean isTrump = suit(c) == trump;
        double cost = gameValue(c) * w.costGame()
            + (isTrump ? w.costTrump() + rank(c) * w.costTrumpRank() : rank(c) * w.costPlainRank());
        boolean ownJack = isTrump && rank(c) == JACK;
        if (ownJack && !(partnerSafe || holds)) {
            return w.unsafeJack();      // save the jack: an opponent could still take it (and, under hang jack, 3)
        }
        if (partnerWinning && !wins) {
            // throw Game points to a partner whose card will hold; otherwise play low
            return (partnerSafe ? gameValue(c) * w.throwToSafePartner() : -gameValue(c) * w.throwToPartner())
                - (isTrump ? w.trumpUnderPartner() : 0.0) - rank(c) * w.underPartnerRank();
        }
        if (wins) {
            double gain = trickValue + gameValue(c) + (jackInTrick ? w.jackInTrick() : 0)
                + (ownJack ? w.ownJackWins() : 0);
            if (partnerWinning) {
                return gain * w.overPartnerGain() - cost;
            }
            return holds ? w.holdingWin() + gain * w.holdingGain() - cost : w.unsafeWin() + gain * w.unsafeGain() - cost;
        }
        return -gameValue(c) * w.loseGame() - (isTrump ? w.loseTrump() : 0.0) - rank(c) * w.loseRank();
    }
}
