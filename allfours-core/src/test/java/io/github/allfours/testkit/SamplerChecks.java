package io.github.allfours.testkit;

import io.github.allfours.bot.sample.DealSampler;
import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The deal sampler's checks, shared by the core's tests and the property tests over every rule set:
 * <ul>
 *   <li>a sampled state gives the viewer a view equal to the one it was sampled from (table mode included), and deals no card to
 *   a seat that has shown it lacks it;</li>
 *   <li>rebuilt with the cards as they really lie, the state is the same moment of play as the original:
 *   every seat's view and legal actions are equal, and they stay equal under the same actions to the end
 *   of the hand (in table mode, but for the other seats' hidden revokes, and at that moment only);</li>
 *   <li>past stand or beg and give or run, where the stock does not name trumps, no card is drawn from the stock
 *   before the next deal: the sampler relies on it to leave the stock's unseen cards in card order there.</li>
 * </ul>
 */
public final class SamplerChecks {
    private SamplerChecks() {
    }

    /**
     * Checks the sampler on one state and viewer.
     *
     * @param s      a state in a phase with cards dealt
     * @param seat   the viewer
     * @param random randomness for the sample and the actions played afterwards
     * @throws AssertionError describing the first failure
     */
    public static void check(GameState s, int seat, SplittableRandom random) {
        SeatView view = s.viewFor(seat);
        DealSampler sampler = DealSampler.of(view);
        GameState sampled = sampler.sample(random);
        if (!sampled.viewFor(seat).equals(view)) {
            throw new AssertionError("the sample's view differs for seat " + seat + " in " + diff(view, sampled.viewFor(seat))
                + "\n original " + view
                + "\n sampled  " + sampled.viewFor(seat) + "\n state " + s.toDebugString() + "\n sample " + sampled.toDebugString());
        }
        if (!sampled.legalActions(seat).equals(s.legalActions(seat))) {
            throw new AssertionError("the sample's legal actions differ for seat " + seat + ": " + s.toDebugString());
        }
        for (int other = 0; other < s.rules().seats(); other++) {
            long wrong = sampled.handBits(other) & sampler.ruledOut(other).bits();
            if (wrong != 0) {
                throw new AssertionError("seat " + other + " was dealt cards it has shown it lacks: " + s.toDebugString());
            }
            long truth = s.handBits(other) & sampler.ruledOut(other).bits();
            if (truth != 0) {
                throw new AssertionError("seat " + other + " really holds cards the sampler ruled out "
                    + io.github.allfours.card.CardSet.ofBits(truth) + ": " + s.toDebugString());
            }
        }
        if (s.rules().tableMode().isEmpty()) {
            samplesInPlaceAsWhole(s, sampler, random.nextLong());
        }
        GameState rebuilt = rebuildTruly(s, sampler, random.nextLong());
        if (s.rules().tableMode().isPresent()) {
            sameButHiddenRevokes(s, rebuilt, seat);
            return;
        }
        GameState a = s;
        GameState b = rebuilt;
        int deal = s.dealNumber();
        boolean stockLeft = s.phase() != Phase.BEG && s.phase() != Phase.GIVE && !(s.rules().trumps() instanceof Stock);
        for (int step = 0; ; step++) {
            if (stockLeft && a.dealNumber() == deal && a.stockSize() != s.stockSize()) {
                throw new AssertionError("a card was drawn from the stock after " + step + " actions from phase " + s.phase()
                    + ", where the sampler leaves the stock in card order: " + s.toDebugString());
            }
            if (a.dealNumber() != deal) {   // the next deal comes from another deck source: the count must agree
                // (awards of the next deal differ, of course)
                if (!a.lastHandResult().equals(b.lastHandResult())
                    || !a.awards().stream().filter(w -> w.deal() <= deal).toList()
                        .equals(b.awards().stream().filter(w -> w.deal() <= deal).toList())) {
                    throw new AssertionError("rebuilt with the true cards, the hand counts differently: "
                        + diff(a.lastHandResult().orElse(null), b.lastHandResult().orElse(null)) + " awards "
                        + a.awards().equals(b.awards()));
                }
                return;
            }
            sameForEverySeat(a, b, step);
            if (a.isOver() || a.phase() == Phase.DEAL) {
                return;
            }
            List<Action> legal = a.legalActions();
            Action act = legal.get(random.nextInt(RandomMatches.choices(a)));
            a = a.apply(act);
            b = b.apply(act);
        }
    }

    /**
     * {@link DealSampler#sampleInto} places, in a play-out that held another position, the very deal {@link
     * DealSampler#sample} draws from the same random numbers: the play-out's state equals the sampled state; and so
     * does {@link DealSampler#newPlayout}'s.
     */
    private static void samplesInPlaceAsWhole(GameState s, DealSampler sampler, long seed) {
        GameState expected = sampler.sample(new SplittableRandom(seed));
        Playout p = new Playout(s);
        GameState got = sampler.sampleInto(p, new SplittableRandom(seed)).toState();
        if (!got.equals(expected)) {
            throw new AssertionError("sampled in place, the state differs from the sample's: " + diff(got.setup(), expected.setup())
                + "\n in place " + got.toDebugString() + "\n sample   " + expected.toDebugString());
        }
        GameState fresh = sampler.newPlayout(new SplittableRandom(seed)).toState();
        if (!fresh.equals(expected)) {
            throw new AssertionError("sampled into a new play-out, the state differs from the sample's: "
                + diff(fresh.setup(), expected.setup()));
        }
        if (!got.viewFor(sampler.view().seat()).equals(sampler.view())) {
            throw new AssertionError("sampled in place, the viewer's view differs: " + diff(got.viewFor(sampler.view().seat()), sampler.view()));
        }
    }

    private static void sameForEverySeat(GameState a, GameState b, int step) {
        for (int seat = 0; seat < a.rules().seats(); seat++) {
            if (!a.viewFor(seat).equals(b.viewFor(seat))) {
                throw new AssertionError("rebuilt with the true cards, seat " + seat + "'s view differs after " + step
                    + " actions in " + diff(a.viewFor(seat), b.viewFor(seat))
                    + " actions\n original " + a.viewFor(seat) + "\n rebuilt  " + b.viewFor(seat)
                    + "\n states " + a.toDebugString() + "\n        " + b.toDebugString());
            }
            if (!a.legalActions(seat).equals(b.legalActions(seat))) {
                throw new AssertionError("rebuilt with the true cards, seat " + seat + "'s legal actions differ after "
                    + step + " actions: " + a.toDebugString());
            }
        }
    }

    /**
     * Table mode: the other seats' uncalled revokes are hidden from the viewer, and the sampler makes them
     * what a replay of their plays makes of them (which, where cards were drawn from a stock or thrown in,
     * need not be the truth); every view is otherwise the same, the viewer's exactly, and so are the viewer's
     * legal actions. Play is not followed further: a later call of a revoke scores by the hidden revokes.
     */
    private static void sameButHiddenRevokes(GameState a, GameState b, int viewer) {
        for (int seat = 0; seat < a.rules().seats(); seat++) {
            SeatView x = a.viewFor(seat);
            SeatView y = b.viewFor(seat);
            if (seat != viewer) {
                x = withoutRevokes(x);
                y = withoutRevokes(y);
            }
            if (!x.equals(y)) {
                throw new AssertionError("rebuilt with the true cards, seat " + seat + "'s view differs in " + diff(x, y)
                    + "\n states " + a.toDebugString() + "\n        " + b.toDebugString());
            }
        }
        if (!a.legalActions(viewer).equals(b.legalActions(viewer))) {
            throw new AssertionError("rebuilt with the true cards, the viewer's legal actions differ: " + a.toDebugString());
        }
    }

    private static SeatView withoutRevokes(SeatView v) {
        return new SeatView(v.rules(), v.seat(), v.phase(), v.toAct(), v.dealer(), v.handNumber(), v.dealNumber(),
            v.hand(), v.handHidden(), v.handSizes(), v.inPlay(), v.trump(), v.turnUp(), v.setAside(), v.stockSize(),
            v.discardCount(), v.currentTrick(), v.lastTrick(), v.tricksPlayed(), v.played(), v.scores(), v.awards(),
            v.lastHandResult(), v.winner(), v.legalActions().stream().filter(x -> x != Action.RETRACT).toList(),
            v.contract(), v.auction(), v.stockTop(), v.knownCards(), v.thrownIn(), CardSet.EMPTY, v.tricks(),
            v.tableCalls());
    }

    /**
     * The components in which two records (views, hand results) differ, with both values: for assertion messages.
     *
     * @param x one record, or null
     * @param y the other, or null
     * @return {@code name: x's value / y's value; } for each component that differs, empty when none does
     */
    public static String diff(Record x, Record y) {
        if (x == null || y == null) {
            return x + " / " + y;
        }
        StringBuilder sb = new StringBuilder();
        for (java.lang.reflect.RecordComponent c : x.getClass().getRecordComponents()) {
            try {
                Object u = c.getAccessor().invoke(x);
                Object v = c.getAccessor().invoke(y);
                if (!java.util.Objects.equals(u, v)) {
                    sb.append(c.getName()).append(": ").append(u).append(" / ").append(v).append("; ");
                }
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        return sb.toString();
    }

    /** The sampler's {@link DealSampler#dealAs}, given where the unseen cards really are. */
    static GameState rebuildTruly(GameState s, DealSampler sampler, long seed) {
        SeatView view = sampler.view();
        int seats = s.rules().seats();
        List<CardSet> hands = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            long hand = s.handBits(seat) & ~view.knownCards().get(seat).bits();
            hands.add(seat != view.seat() || view.handHidden() ? CardSet.ofBits(hand) : CardSet.EMPTY);
        }
        DeckOrder deck = s.deckOrder().orElseThrow();
        List<Card> stock = new ArrayList<>();
        for (int i = deck.size() - s.stockSize() + (view.stockTop().isPresent() ? 1 : 0); i < deck.size(); i++) {
            stock.add(Card.ofIndex(deck.indexAt(i)));
        }
        return sampler.dealAs(hands, stock, s.discards(), seed);
    }

    /**
     * Plays a random match and checks the sampler for a random viewer at every {@code every}-th state that
     * has cards dealt.
     *
     * @param rules    the rule set
     * @param seed     the seed of the deals, choices and viewers
     * @param every    how often to check
     * @return the number of states checked
     */
    public static int checkMatch(RuleSet rules, long seed, int every) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(random.nextLong()));
        int checked = 0;
        for (int step = 0; !s.isOver() && step < 5_000; step++) {
            if (step % every == 0 && s.phase() != Phase.DEAL) {
                check(s, random.nextInt(rules.seats()), random);
                checked++;
            }
            if (rules.tableMode().isPresent() && random.nextInt(4) == 0) {
                int claimer = random.nextInt(rules.seats());     // table mode: a claim out of turn, now and then
                List<Action> claims = s.legalActions(claimer).stream().filter(Action::isClaim).toList();
                if (!claims.isEmpty()) {
                    s = s.apply(claimer, claims.get(random.nextInt(claims.size())));
                }
                continue;
            }
            List<Action> legal = s.legalActions();
            s = s.apply(legal.get(random.nextInt(RandomMatches.choices(s))));
        }
        return checked;
    }
}
