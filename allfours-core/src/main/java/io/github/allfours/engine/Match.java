package io.github.allfours.engine;

import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.rules.RuleSet;

/**
 * The match around the deals: the rules, where deck orders come from, whose deal it is, the score and
 * the history of awards and hands. It changes at awards and between deals, so it is shared by states
 * until one of them writes it ({@link GameState#writableMatch()}, which also copies the scores).
 *
 * <h2>What a match keeps</h2>
 * Four things are kept differently by a {@link Playout}'s scratch state, whose match part is a {@link Scratch}:
 * the engine asks the match part for each of them ({@link #takeTrick}, {@link #keepAward},
 * {@link #gameValues}, {@link #handCounted}) and never which kind it is. A state handed out keeps every trick,
 * award and hand result as a public value and deals on after a count; a play-out reuses its own objects and
 * buffers and stops at the count.
 */
class Match implements Cloneable {
    RuleSet rules;              // the rule set the match was started with
    CompiledRules compiled;     // the rules compiled
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
     * The object that keeps trick {@code k} of the hand once it is taken: a new one, which the states that show
     * it share for ever.
     */
    TakenTrick takeTrick(int k) {
        return new TakenTrick();
    }

    /** Keeps an award just scored (the scores already count it) and reports it. */
    void keepAward(int side, int points, AwardReason reason, int card, EventListener events) {
        Award a = GameState.awardOf(handNumber, dealNumber, side, points, reason, card);
        awards = Chain.push(awards, a);
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Awarded(a));
        }
    }

    /** An array for the count's Game values of each side, all zero. */
    int[] gameValues(int sides) {
        return new int[sides];
    }

    /**
     * The hand has been counted (its points awarded) on {@code s}, whose match part this is: its result is kept
     * and reported, and the deal passes.
     */
    void handCounted(GameState s, boolean thrownIn, EventListener events) {
        HandResult result = compiled.count.result(s, thrownIn);
        results = Chain.push(results, result);
        if (events != EventListener.NONE) {
            events.on(new GameEvent.HandCounted(result, s.scoreList()));
        }
        Dealing.passDeal(s, events);
    }

    /**
     * A {@link Playout}'s own match part: it reuses the play-out's trick objects and Game-value buffer, keeps its
     * awards packed, keeps no hand result and stops at the count. A subclass rather than a field, so that the match
     * part every state copies at an award does not grow.
     */
    static final class Scratch extends Match {
        private final Playout playout;

        Scratch(Playout playout) {
            this.playout = playout;
        }

        @Override
        TakenTrick takeTrick(int k) {
            return playout.trickAt(k);
        }

        @Override
        void keepAward(int side, int points, AwardReason reason, int card, EventListener events) {
            playout.recordAward(handNumber, dealNumber, side, points, reason, card);
        }

        @Override
        int[] gameValues(int sides) {
            return playout.gameValues(sides);
        }

        @Override
        void handCounted(GameState s, boolean thrownIn, EventListener events) {
            playout.handCounted();
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
