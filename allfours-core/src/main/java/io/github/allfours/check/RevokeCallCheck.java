package io.github.allfours.check;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.Award;
import io.github.allfours.engine.AwardReason;
import io.github.allfours.engine.Call;
import io.github.allfours.engine.GameEvent;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Setup;
import io.github.allfours.engine.Trick;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Table mode's called revokes (docs/rules.md, "Table mode"): a {@code call-revoke} judges every uncalled revoke
 * of the caller's opponents once, in the order they were played, each a penalty to the caller's side except a
 * forfeit, which gives that side the points it lacks and ends the match there; a call that finds none changes
 * nothing. The order is read from the position before the action (its tricks), so the check holds from any
 * state. Part of {@link InvariantChecker}.
 */
final class RevokeCallCheck {
    private RevokeCallCheck() {
    }

    /** A revoke to judge: its card and the side its call scores for. */
    private record Judged(Card card, int side) {
    }

    /** After one action in table mode: the judging awards it made are exactly the ones due, in order. */
    static void step(GameState before, int seat, Action action, List<GameEvent> events, GameState after,
                     Consumer<String> violation) {
        if (action != Call.CALL_REVOKE) {
            return;
        }
        Setup b = before.setup();
        RuleSet rules = before.rules();
        List<Judged> due = new ArrayList<>();
        long uncalled = before.uncalledRevokes().bits();
        long called = 0;
        for (Trick t : tricksOf(b)) {
            for (int i = 0; i < t.size(); i++) {
                Card c = t.cardAt(i);
                if ((uncalled & c.bit()) != 0 && rules.sideOf(t.seatAt(i)) != rules.sideOf(seat)) {
                    due.add(new Judged(c, rules.sideOf(seat)));
                    called |= c.bit();
                }
            }
        }
        List<Award> expected = awardsDue(before, b.forfeits().bits(), due);
        List<Award> made = judgingAwards(events);
        if (!made.equals(expected)) {
            violation.accept("table mode: calling " + CardSet.ofBits(called) + " should judge " + describe(expected)
                + ", oldest first, but gave " + describe(made));
        }
        if (called == 0 && !after.awards().equals(before.awards())) {
            violation.accept("table mode: a call that found no revoke changed the awards");
        }
        if ((after.uncalledRevokes().bits() & called) != 0) {
            violation.accept("table mode: revokes " + CardSet.ofBits(after.uncalledRevokes().bits() & called)
                + " are still uncalled after the call");
        }
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
