package io.github.allfours.check;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Setup;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Table mode's called revokes (docs/rules.md, "Table mode"): a {@code call-revoke} calls every uncalled revoke of the
 * caller's opponents. Those on completed tricks are judged at once, once each, in the order they were played: a
 * penalty to the caller's side, or a forfeit, which gives that side the points it lacks and ends the match there. One
 * on the trick being played waits, its caller named in the views, and is judged when that trick is complete, unless
 * its player retracts it before: the call then lapses ({@link GameEvent.CallLapsed}) and gives nothing. A call that
 * finds no revoke changes nothing. Everything is read from the position before the action (its tricks and public
 * calls), so the check holds from any state. Part of {@link InvariantChecker}.
 */
final class RevokeCallCheck {
    private RevokeCallCheck() {
    }

    /** A revoke to judge: its card and the side its call scores for. */
    private record Judged(Card card, int side) {
    }

    /**
     * After one action in table mode: the judging awards it made are exactly the ones due, in order; the calls it
     * left waiting name their callers; a retract's calls lapse.
     */
    static void step(GameState before, int seat, Action action, List<GameEvent> events, GameState after,
                     Consumer<String> violation) {
        Setup b = before.setup();
        RuleSet rules = before.rules();
        List<Integer> waitingBefore = b.tableCalls().revokeCallers();
        List<Judged> due = new ArrayList<>();
        List<GameEvent> lapses = new ArrayList<>();
        long called = 0;
        if (action == Call.CALL_REVOKE) {
            called = call(b, rules, seat, due, after, violation);
        } else if (events.stream().anyMatch(e -> e instanceof GameEvent.TrickTaken) && !waitingBefore.isEmpty()) {
            Trick t = b.currentTrick();
            for (int i = 0; i < t.size(); i++) {
                int caller = waitingBefore.get(t.seatAt(i));
                if (caller >= 0) {
                    due.add(new Judged(t.cardAt(i), rules.sideOf(caller)));
                }
            }
        } else if (action == Call.RETRACT && !waitingBefore.isEmpty()) {
            for (GameEvent e : events) {
                if (e instanceof GameEvent.TakenBack back && waitingBefore.get(back.seat()) >= 0) {
                    Card card = seatsCard(b.currentTrick(), back.seat());
                    if (card != null && back.cards().contains(card)) {
                        lapses.add(new GameEvent.CallLapsed(waitingBefore.get(back.seat()), card));
                    }
                }
            }
        }
        List<Award> expected = awardsDue(before, b.forfeits().bits(), due);
        List<Award> made = judgingAwards(events);
        if (!made.equals(expected)) {
            violation.accept("table mode: '" + action.notation() + "' should judge " + describe(expected)
                + ", oldest first, but gave " + describe(made));
        }
        List<GameEvent> lapsed = events.stream().filter(e -> e instanceof GameEvent.CallLapsed).toList();
        if (!lapsed.equals(lapses)) {
            violation.accept("table mode: '" + action.notation() + "' should make the calls " + lapses + " lapse, but "
                + "the events say " + lapsed);
        }
        if (action == Call.CALL_REVOKE && called == 0 && !after.awards().equals(before.awards())) {
            violation.accept("table mode: a call that found no revoke changed the awards");
        }
    }

    /**
     * A call by {@code seat}: the revokes it judges now go to {@code due}; those on the current trick must be left
     * waiting, called, with {@code seat} named as their caller.
     *
     * @return every revoke it called
     */
    private static long call(Setup b, RuleSet rules, int seat, List<Judged> due, GameState after,
                             Consumer<String> violation) {
        long uncalled = b.revokes().bits();
        long called = 0;
        List<Trick> tricks = tricksOf(b);
        for (int k = 0; k < tricks.size(); k++) {
            Trick t = tricks.get(k);
            for (int i = 0; i < t.size(); i++) {
                Card c = t.cardAt(i);
                if ((uncalled & c.bit()) == 0 || rules.sideOf(t.seatAt(i)) == rules.sideOf(seat)) {
                    continue;
                }
                called |= c.bit();
                if (k < tricks.size() - 1) {
                    due.add(new Judged(c, rules.sideOf(seat)));
                } else if (!after.isOver()) {
                    List<Integer> callers = after.setup().tableCalls().revokeCallers();
                    if (callers.isEmpty() || callers.get(t.seatAt(i)) != seat) {
                        violation.accept("table mode: the call of " + c + ", on the trick being played, does not wait "
                            + "for it with seat " + seat + " as its caller: " + callers);
                    }
                }
            }
        }
        if ((after.uncalledRevokes().bits() & called) != 0) {
            violation.accept("table mode: revokes " + CardSet.ofBits(after.uncalledRevokes().bits() & called)
                + " are still uncalled after the call");
        }
        return called;
    }

    /** The card {@code seat} played to {@code trick}, or null. */
    private static @Nullable Card seatsCard(Trick trick, int seat) {
        for (int i = 0; i < trick.size(); i++) {
            if (trick.seatAt(i) == seat) {
                return trick.cardAt(i);
            }
        }
        return null;
    }

    /** The hand's tricks, the current one last. */
    private static List<Trick> tricksOf(Setup b) {
        List<Trick> out = new ArrayList<>(b.tricks());
        out.add(b.currentTrick());
        return out;
    }

    /**
     * The awards judging {@code due} makes, in order: a penalty each ({@code penaltyPoints}; none when that is 0),
     * a forfeit for a card of {@code forfeits} (the points its side lacks), none once a side has reached the target.
     */
    private static List<Award> awardsDue(GameState before, long forfeits, List<Judged> due) {
        RuleSet rules = before.rules();
        int penalty = rules.tableMode().orElseThrow().penaltyPoints();
        int[] scores = before.scores();
        List<Award> out = new ArrayList<>();
        for (Judged j : due) {
            if (before.isOver() || reached(scores, rules.target())) {
                break;
            }
            boolean forfeit = (forfeits & j.card().bit()) != 0;
            int points = forfeit ? Math.max(1, rules.target() - scores[j.side()]) : penalty;
            if (points != 0) {
                out.add(new Award(before.handNumber(), before.dealNumber(), j.side(), points,
                    forfeit ? AwardReason.FORFEIT : AwardReason.PENALTY, j.card()));
                scores[j.side()] += points;
            }
            if (forfeit) {
                break;
            }
        }
        return out;
    }

    private static boolean reached(int[] scores, int target) {
        for (int s : scores) {
            if (s >= target) {
                return true;
            }
        }
        return false;
    }

    /** The penalty and forfeit awards among the events, in order. */
    private static List<Award> judgingAwards(List<GameEvent> events) {
        List<Award> out = new ArrayList<>();
        for (GameEvent e : events) {
            if (e instanceof GameEvent.Awarded a && (a.award().reason() == AwardReason.PENALTY
                || a.award().reason() == AwardReason.FORFEIT)) {
                out.add(a.award());
            }
        }
        return out;
    }

    private static String describe(List<Award> awards) {
        List<String> out = new ArrayList<>();
        for (Award a : awards) {
            out.add(a.reason().code() + " " + a.side() + " +" + a.points() + " " + a.card());
        }
        return out.toString();
    }
}
