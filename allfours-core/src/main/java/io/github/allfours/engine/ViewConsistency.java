package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Whether a {@link SeatView}'s parts fit together as a view the engine gives: the check for any reader of views
 * it did not make itself (a server reading a client's view, a bot host given one, the deal sampler before it
 * deals). A view made by {@link GameState#viewFor(int)} or {@link GameState#spectatorView()} always passes; the
 * JSON reader ({@code AllFoursJson.readView}) checks only each field's type and range, so a view read from
 * untrusted text should be checked here before it is believed.
 *
 * <p>Checked, in time linear in the view's size:
 * <ul>
 *   <li><b>the table</b>: the viewer is a seat or -1 (a spectator, who sees no hand, no legal actions and no
 *       revokes); the dealer and the seat to act are seats (-1: nobody is to act, exactly in
 *       {@link Phase#DEAL} and {@link Phase#MATCH_OVER}); {@code handSizes}, {@code inPlay}, {@code knownCards} and
 *       {@code thrownIn} hold one entry a seat and {@code scores} one a side; the stock, the discards and the
 *       tricks played are counts a pack allows, and {@code tricksPlayed} is the number of {@code tricks};</li>
 *   <li><b>the viewer's hand</b>: it holds as many cards as {@code handSizes} gives its seat (none while hidden);
 *       legal actions only when it is the viewer's turn, and a card played or discarded among them is in the
 *       hand;</li>
 *   <li><b>every card in one place</b>: no card is shown in two of the hand, the cards played, the cards set
 *       aside, the turn-up and the top of the stock; a card known in a hand is in no other hand and, unless it
 *       is the viewer's own, nowhere else shown; the cards on the tricks are the cards played, each once, by
 *       seats of the table; cards thrown in lie on the tricks, thrown by one seat each, which has left the hand;
 *       table mode's revokes and called cards were played or exposed;</li>
 *   <li><b>the rules</b>: cards known in hands only where the rules show them (table mode, a face-up stock), and
 *       never more drawn cards than a seat has drawn; table mode's revokes and calls only in table mode;</li>
 *   <li><b>the counts</b>: no hand holds fewer cards than are known in it, and the hands, the stock and the
 *       discards hide exactly the cards the view does not show;</li>
 *   <li><b>the scores</b>: each side's score is what its awards add up to; a side has reached the target exactly
 *       when the match is over, and the winner is that side.</li>
 * </ul>
 * Not checked: whether play could reach the view (its tricks obey the follow rules, its auction its bidding
 * rules, its hand results its cards). The deal sampler ({@code io.github.allfours.bot.sample.DealSampler.of})
 * goes that far: it calls this check, then deals a state that gives the view, or refuses it.
 */
public final class ViewConsistency {
    private static final int PACK = 52;
    private static final String[] PLACES = {"in the hand", "among the cards played", "among the cards set aside",
        "as the turn-up", "on top of the stock"};

    private ViewConsistency() {
    }

    /**
     * Every problem found in a view: empty for a view the engine could give. Each is a sentence naming the part
     * that does not fit, and the cards or numbers involved. Where the view's lists do not fit its table, only
     * those problems are given, since the rest cannot be read.
     *
     * @param view a view, from anywhere
     * @return the problems, in the order listed above; empty when there are none
     */
    public static List<String> problems(SeatView view) {
        Objects.requireNonNull(view, "view");
        List<String> out = new ArrayList<>();
        table(view, out);
        if (!out.isEmpty()) {
            return List.copyOf(out);
        }
        hand(view, out);
        long placed = places(view, out);
        long known = known(view, placed, out);
        tricks(view, known, out);
        rules(view, out);
        counts(view, placed, known, out);
        scores(view, out);
        return List.copyOf(out);
    }

    /**
     * The view, if it has no problem ({@link #problems(SeatView)}).
     *
     * @param view a view, from anywhere
     * @return {@code view}
     * @throws InconsistentViewException listing every problem found, if there is any
     */
    public static SeatView require(SeatView view) {
        List<String> problems = problems(view);
        if (!problems.isEmpty()) {
            throw new InconsistentViewException(problems);
        }
        return view;
    }

    // ------------------------------------------------------------------------------------ the table

    private static void table(SeatView v, List<String> out) {
        RuleSet rules = v.rules();
        int seats = rules.seats();
        if (v.seat() < -1 || v.seat() >= seats) {
            out.add("the viewer, seat " + v.seat() + ", is not one of the table's " + seats
                + " seats (nor -1, a spectator)");
        }
        if (v.dealer() < 0 || v.dealer() >= seats) {
            out.add("the dealer, seat " + v.dealer() + ", is not one of the table's " + seats + " seats");
        }
        boolean nobody = v.phase() == Phase.DEAL || v.phase() == Phase.MATCH_OVER;
        if (nobody ? v.toAct() != -1 : v.toAct() < 0 || v.toAct() >= seats) {
            out.add("seat " + v.toAct() + " is to act in phase " + v.phase() + " (" + (nobody ? "nobody acts then"
                : "a seat of the table acts then") + ")");
        }
        sized(out, "handSizes", v.handSizes().size(), seats, "seat");
        sized(out, "inPlay", v.inPlay().size(), seats, "seat");
        sized(out, "knownCards", v.knownCards().size(), seats, "seat");
        sized(out, "thrownIn", v.thrownIn().size(), seats, "seat");
        sized(out, "scores", v.scores().size(), rules.sides(), "side");
        for (int i = 0; i < v.handSizes().size(); i++) {
            if (v.handSizes().get(i) < 0 || v.handSizes().get(i) > PACK) {
                out.add("seat " + i + " holds " + v.handSizes().get(i) + " cards");
            }
        }
        if (v.stockSize() < 0 || v.stockSize() > PACK || v.discardCount() < 0 || v.discardCount() > PACK) {
            out.add("a stock of " + v.stockSize() + " cards and " + v.discardCount()
                + " discards are not counts a pack allows");
        }
        if (v.tricksPlayed() != v.tricks().size()) {
            out.add(v.tricksPlayed() + " tricks played, but " + v.tricks().size() + " tricks shown");
        }
    }

    private static void sized(List<String> out, String what, int size, int expected, String per) {
        if (size != expected) {
            out.add(what + " holds " + size + " entries, not one a " + per + " (" + expected + ")");
        }
    }

    // ------------------------------------------------------------------------------------ the viewer's hand

    private static void hand(SeatView v, List<String> out) {
        if (v.seat() < 0) {
            if (!v.handHidden() || !v.hand().isEmpty() || !v.legalActions().isEmpty() || !v.revokes().isEmpty()) {
                out.add("a spectator's view (seat -1) shows a hand, legal actions or revokes");
            }
            return;
        }
        int size = v.handSize(v.seat());
        if (v.handHidden() ? !v.hand().isEmpty() : v.hand().size() != size) {
            out.add("the viewer's hand holds " + v.hand().size() + " cards" + (v.handHidden() ? " while it is hidden"
                : ", but handSizes gives seat " + v.seat() + " " + size));
        }
        if (!v.legalActions().isEmpty() && v.seat() != v.toAct()) {
            out.add("it lists legal actions for seat " + v.seat() + " while seat " + v.toAct() + " is to act");
        }
        for (Action a : v.legalActions()) {
            Card c = a instanceof Play p ? p.card() : a instanceof Discard d ? d.card() : null;
            if (c != null && !v.hand().contains(c)) {
                out.add("a legal action, " + a.notation() + ", is of a card not in the viewer's hand " + v.hand());
            }
        }
    }

    // ------------------------------------------------------------------------------------ every card in one place

    /** Refuses a card shown in two of the places a view shows cards; returns every card they show. */
    private static long places(SeatView v, List<String> out) {
        long[] parts = {v.hand().bits(), v.played().bits(), v.setAside().bits(), v.turnUp().map(Card::bit).orElse(0L),
            v.stockTop().map(Card::bit).orElse(0L)};
        long placed = 0;
        for (int j = 0; j < parts.length; j++) {
            for (int i = 0; i < j; i++) {
                if ((parts[i] & parts[j]) != 0) {
                    out.add(CardSet.ofBits(parts[i] & parts[j]) + " shown in two places: " + PLACES[i] + " and "
                        + PLACES[j]);
                }
            }
            placed |= parts[j];
        }
        return placed;
    }

    /** Refuses a card known in two hands, or known in another's hand but shown elsewhere; returns the known cards. */
    private static long known(SeatView v, long placed, List<String> out) {
        long known = 0;
        for (int s = 0; s < v.knownCards().size(); s++) {
            long k = v.knownCards().get(s).bits();
            boolean own = s == v.seat() && !v.handHidden();
            long wrong = (known & k) | (own ? k & ~v.hand().bits() : k & placed);
            if (wrong != 0) {
                out.add(CardSet.ofBits(wrong) + ", known to be in seat " + s + "'s hand, "
                    + ((known & k) != 0 ? "is known in another hand too" : own ? "is not in the viewer's hand"
                    : "is also shown elsewhere"));
            }
            known |= k;
        }
        return known;
    }

    private static void tricks(SeatView v, long known, List<String> out) {
        int seats = v.rules().seats();
        long onTricks = 0;
        long thrownOnTricks = 0;
        List<Trick> all = new ArrayList<>(v.tricks());
        all.add(v.currentTrick());
        for (Trick t : all) {
            for (int i = 0; i < t.size(); i++) {
                long bit = t.cardAt(i).bit();
                if ((onTricks & bit) != 0) {
                    out.add(t.cardAt(i) + " is played twice");
                }
                if (t.seatAt(i) < 0 || t.seatAt(i) >= seats) {
                    out.add(t.cardAt(i) + " is played by seat " + t.seatAt(i) + ", not a seat of the table");
                }
                onTricks |= bit;
            }
            if ((onTricks & t.thrownIn().bits()) != 0) {
                out.add(CardSet.ofBits(onTricks & t.thrownIn().bits()) + " thrown in, and also played");
            }
            onTricks |= t.thrownIn().bits();
            thrownOnTricks |= t.thrownIn().bits();
        }
        if (onTricks != v.played().bits()) {
            out.add("the cards played, " + v.played() + ", are not the cards on its tricks, "
                + CardSet.ofBits(onTricks));
        }
        long thrown = 0;
        for (int s = 0; s < seats; s++) {
            long mine = v.thrownIn().get(s).bits();
            if ((thrown & mine) != 0 || (mine != 0 && v.inPlay(s))) {
                out.add("seat " + s + "'s thrown-in cards " + CardSet.ofBits(mine)
                    + " are another seat's too, or it is still in the hand");
            }
            thrown |= mine;
        }
        if (thrown != thrownOnTricks) {
            out.add("the cards thrown in by the seats, " + CardSet.ofBits(thrown) + ", are not those on its tricks, "
                + CardSet.ofBits(thrownOnTricks));
        }
        long played = v.played().bits();
        if (((v.revokes().bits() | v.tableCalls().revokesCalled().bits()) & ~played) != 0
            || (v.tableCalls().cardsCalled().bits() & ~(played | known)) != 0) {
            out.add("a revoke or a called card was neither played nor exposed");
        }
        if ((v.tableCalls().cardsExposed().bits() & ~(known | v.currentTrick().cardSet().bits())) != 0) {
            out.add("an exposed card is neither known in a hand nor on the current trick");
        }
    }

    // ------------------------------------------------------------------------------------ the rules

    private static void rules(SeatView v, List<String> out) {
        RuleSet rules = v.rules();
        int seats = rules.seats();
        boolean tableMode = rules.tableMode().isPresent();
        boolean faceUpStock = rules.trumps() instanceof Stock st && st.faceUp();
        boolean anyKnown = v.knownCards().stream().anyMatch(k -> !k.isEmpty());
        if (!tableMode && !faceUpStock && anyKnown) {
            out.add("it shows cards known to be in a hand, which these rules never show");
        }
        if (!tableMode && (!v.tableCalls().isEmpty() || !v.revokes().isEmpty())) {
            out.add("it shows table mode's revokes or calls, which these rules do not have");
        }
        for (int side : v.tableCalls().sidesBarred()) {
            if (side < 0 || side >= rules.sides()) {
                out.add("side " + side + ", barred from Game, is not a side of the table");
            }
        }
        for (int seat : v.tableCalls().seatsPeeked()) {
            if (seat < 0 || seat >= seats) {
                out.add("seat " + seat + ", which peeked, is not a seat of the table");
            }
        }
        List<Integer> callers = v.tableCalls().revokeCallers();
        if (!callers.isEmpty() && (callers.size() != seats || callers.stream().anyMatch(c -> c < -1 || c >= seats))) {
            out.add("the revoke callers are not one seat (or -1) for each seat");
        }
        if (!tableMode && faceUpStock) {     // a card is known once drawn from the face-up stock
            long[] playedBy = new long[seats];
            List<Trick> all = new ArrayList<>(v.tricks());
            all.add(v.currentTrick());
            for (Trick t : all) {
                for (int i = 0; i < t.size(); i++) {
                    int by = t.seatAt(i);
                    if (by >= 0 && by < seats) {            // a card played by no seat is reported with the tricks
                        playedBy[by] |= t.cardAt(i).bit();
                    }
                }
            }
            for (int s = 0; s < seats; s++) {
                int drawn = v.handSize(s) + Long.bitCount(playedBy[s]) - rules.handSize();
                if (v.knownCards().get(s).size() > Math.max(0, drawn)) {
                    out.add("seat " + s + " is shown holding more drawn cards than it has drawn");
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------ the counts

    private static void counts(SeatView v, long placed, long known, List<String> out) {
        long seen = v.played().bits() | v.setAside().bits() | known | v.turnUp().map(Card::bit).orElse(0L)
            | v.stockTop().map(Card::bit).orElse(0L) | (v.handHidden() ? 0 : v.hand().bits());
        int hidden = 0;
        for (int s = 0; s < v.rules().seats(); s++) {
            boolean visible = s == v.seat() && !v.handHidden();
            int need = visible ? 0 : v.handSize(s) - v.knownCards().get(s).size();
            if (need < 0) {
                out.add("seat " + s + " holds " + v.handSize(s) + " cards, fewer than the "
                    + v.knownCards().get(s).size() + " known to be in its hand");
            }
            hidden += Math.max(0, need);
        }
        hidden += Math.max(0, v.stockSize() - (v.stockTop().isPresent() ? 1 : 0)) + v.discardCount();
        int unseen = PACK - Long.bitCount(seen | placed);
        if (hidden != unseen) {
            out.add(unseen + " cards are unseen, but the hands, the stock and the discards hide " + hidden);
        }
    }

    // ------------------------------------------------------------------------------------ the scores

    private static void scores(SeatView v, List<String> out) {
        int sides = v.rules().sides();
        long[] sums = new long[sides];
        for (Award a : v.awards()) {
            if (a.side() < 0 || a.side() >= sides) {
                out.add("an award goes to side " + a.side() + ", not a side of the table");
                return;
            }
            sums[a.side()] += a.points();
        }
        int reached = -1;
        int reachedCount = 0;
        for (int side = 0; side < sides; side++) {
            if (sums[side] != v.scores().get(side)) {
                out.add("side " + side + " has " + v.scores().get(side) + " points, but its awards add up to "
                    + sums[side]);
            }
            if (v.scores().get(side) >= v.rules().target()) {
                reached = side;
                reachedCount++;
            }
        }
        boolean over = v.phase() == Phase.MATCH_OVER;
        if (over ? reachedCount != 1 : reachedCount != 0) {
            out.add(reachedCount + " sides have reached the target of " + v.rules().target() + " in phase "
                + v.phase());
        } else if (over ? v.winner().isEmpty() || v.winner().getAsInt() != reached : v.winner().isPresent()) {
            String winner = v.winner().isPresent() ? "side " + v.winner().getAsInt() : "nobody";
            out.add("the winner is " + winner + " in phase " + v.phase()
                + (over ? ", but side " + reached + " reached the target" : ""));
        }
    }
}
