package io.github.allfours.bot;

import io.github.allfours.engine.Award;
import io.github.allfours.engine.GameState;
import java.util.List;

/**
 * What the end of a hand is worth, read from a state of the engine after it: the state has counted the hand and
 * may have dealt the next one at once (a seeded deck source), whose turn-up may already have scored, or even ended
 * the match. The value is taken from the scores when the hand was counted, as {@link SearchBot#value} values them.
 */
final class HandEnd {
    private HandEnd() {
    }

    /**
     * The value for {@code side} of hand {@code hand}'s end.
     *
     * @param after a state after that hand's last action (the match over, or a later hand)
     * @param hand  the hand's number
     * @param side  the side whose value it is
     * @return 1 or 0 when the match ended in that hand, else the estimated chance of winning from the scores at
     *         its count
     */
    static double value(GameState after, int hand, int side) {
        List<Award> awards = after.awards();
        int n = awards.size();
        int later = n;          // the awards of later deals are the newest
        while (later > 0 && awards.get(later - 1).hand() > hand) {
            later--;
        }
        if (after.isOver() && later == n) {
            return after.winner().getAsInt() == side ? 1.0 : 0.0;
        }
        int[] scores = after.scores();
        for (Award a : awards.subList(later, n)) {
            scores[a.side()] -= a.points();
        }
        int target = after.rules().target();
        int theirs = Integer.MAX_VALUE;
        for (int other = 0; other < scores.length; other++) {
            if (other != side) {
                theirs = Math.min(theirs, target - scores[other]);
            }
        }
        return SearchBot.winChance(target - scores[side], theirs);
    }
}
