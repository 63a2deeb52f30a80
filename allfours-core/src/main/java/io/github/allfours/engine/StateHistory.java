package io.github.allfours.engine;

import io.github.allfours.card.CardSet;
import io.github.allfours.game.Award;
import io.github.allfours.game.HandResult;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The part of {@link GameState}'s public queries that reads the match's history: the scores, the awards, the
 * hands counted, the winner, the cards each side has taken this hand. Package-private: its methods are
 * {@link GameState}'s and are documented there.
 */
abstract class StateHistory extends StateCore {
    StateHistory() {
    }

    StateHistory(StateHistory o) {
        super(o);
    }

    /** Returns the results of every completed hand of the match, oldest first. */
    public List<HandResult> handResults() {
        return Chain.toList(match.results, 0);
    }

    /**
     * One side's points in the match so far.
     *
     * @param side a side
     * @return that side's points in the match so far
     * @throws IllegalArgumentException if there is no such side
     */
    public int score(int side) {
        return match.scores[checkSide(side)];
    }

    /** Returns every side's points, indexed by side (a copy). */
    public int[] scores() {
        return match.scores.clone();
    }

    /** Returns every award of the match so far, oldest first. */
    public List<Award> awards() {
        return Chain.toList(match.awards, 0);
    }

    /** Returns the number of awards made in the match so far: {@code awards().size()} without copying. */
    public int awardCount() {
        return Chain.size(match.awards);
    }

    /**
     * The awards made since an earlier moment of the match, for a caller that follows a game without
     * listening to its events and without copying the whole list each time.
     *
     * @param count an earlier {@link #awardCount()}
     * @return the awards from index {@code count} on, oldest first
     * @throws IllegalArgumentException if {@code count} is negative or above {@link #awardCount()}
     */
    public List<Award> awardsSince(int count) {
        if (count < 0 || count > awardCount()) {
            throw new IllegalArgumentException("award count " + count + " is outside 0.." + awardCount());
        }
        return Chain.toList(match.awards, count);
    }

    /** Returns the awards of the current hand so far (turn-ups, gifts), oldest first. */
    public List<Award> handAwards() {
        return Chain.toList(match.awards, match.handAwardStart);
    }

    /** Returns the result of the most recently completed hand, or empty before the first is complete. */
    public Optional<HandResult> lastHandResult() {
        return Optional.ofNullable(match.lastHand());
    }

    /** Returns the side that won the match, or empty while it goes on. */
    public OptionalInt winner() {
        return match.winner < 0 ? OptionalInt.empty() : OptionalInt.of(match.winner);
    }

    /**
     * The cards a side has taken in tricks this hand.
     *
     * @param side a side
     * @return the cards that side has taken in tricks this hand
     * @throws IllegalArgumentException if there is no such side
     */
    public CardSet captured(int side) {
        return CardSet.ofBits(TrickPlayPhase.capturedBySide((GameState) this)[checkSide(side)]);
    }
}
