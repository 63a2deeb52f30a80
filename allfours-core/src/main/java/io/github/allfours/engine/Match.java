package io.github.allfours.engine;

import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Award;
import io.github.allfours.game.HandResult;
import io.github.allfours.rules.RuleSet;

/**
 * The match around the deals: the rules, where deck orders come from, whose deal it is, the score and
 * the history of awards and hands. It changes at awards and between deals, so it is shared by states
 * until one of them writes it ({@link GameState#writableMatch()}, which also copies the scores).
 */
class Match implements Cloneable {
    RuleSet rules;              // the rule set the match was started with
    CompiledRules compiled;                // the rules compiled
    DeckSource source;
    int dealNumber;             // deals of the match so far, redeals included; index into source
    int handNumber;             // hands completed before this one
    int dealer;
    int[] scores;               // per side
    Chain<Award> awards;        // every award of the match, newest first
    Chain<HandResult> results;  // every completed hand, newest first
    int handAwardStart;         // index of this hand's first award
    int winner;                 // side, NONE while the match goes on

    /**
     * The scratch state this match part belongs to: null here, in every state handed out; a {@link Playout}'s
     * own match part ({@link Scratch}) answers itself. A subclass rather than a field, so that the match part
     * every state copies at an award does not grow.
     */
    Playout playout() {
        return null;
    }

    /** A {@link Playout}'s own match part. */
    static final class Scratch extends Match {
        private final Playout playout;

        Scratch(Playout playout) {
            this.playout = playout;
        }

        @Override
        Playout playout() {
            return playout;
        }
    }

    /**
     * Copies every field of {@code o} into this match part, the scores into its own array:
     * a {@link Playout}'s copy in place. MatchCopyTest fails when a field is added and not copied.
     */
    void assign(Match o) {
        rules = o.rules;
        compiled = o.compiled;
        source = o.source;
        dealNumber = o.dealNumber;
        handNumber = o.handNumber;
        dealer = o.dealer;
        if (scores == null || scores.length != o.scores.length) {
            scores = o.scores.clone();
        } else {
            System.arraycopy(o.scores, 0, scores, 0, scores.length);
        }
        awards = o.awards;
        results = o.results;
        handAwardStart = o.handAwardStart;
        winner = o.winner;
    }

    Match copy() {
        try {
            Match m = (Match) super.clone();
            m.scores = scores.clone();
            return m;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /** Returns the result of the most recently completed hand, or null before the first. */
    HandResult lastHand() {
        return results == null ? null : results.head;
    }
}
