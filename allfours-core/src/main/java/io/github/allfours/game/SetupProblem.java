package io.github.allfours.game;

import java.util.Objects;

/**
 * One thing wrong with a {@link Setup}, found by {@link io.github.allfours.engine.GameState#from(Setup)}: its kind and a sentence
 * that names the bad value.
 *
 * @param kind    what part of the setup is wrong
 * @param message the problem in words, naming the value
 */
public record SetupProblem(Kind kind, String message) {
    /** The parts of a setup a problem can lie in. */
    public enum Kind {
        /** A list or a number does not fit the table: a seat, side, count or list size out of range. */
        SHAPE,
        /** Card conservation: a card is in two places, or in none of the hands, stock, tricks and piles. */
        CARDS,
        /** Hand sizes that no deal, run, discard or draw of these rules gives in this phase after these tricks. */
        HAND_SIZES,
        /** A turn-up, set-aside card or trump suit that these rules do not give in this phase. */
        TRUMPS,
        /** Tricks whose seats are out of turn, whose winner is wrong, or whose cards the follow rules forbid. */
        TRICKS,
        /**
         * A phase these rules do not have or that play could not have reached from the deal (a discard phase with no
         * discard due), or a seat to act that the phase would not ask (a first trick not led by the seat the rules
         * name: elder, or the holder of the contract).
         */
        TURN,
        /** An auction's high bid that these rules or this phase do not allow. */
        CONTRACT,
        /** Scores that the awards do not add up to, awards or hand results out of order, a wrong winner. */
        SCORES,
        /**
         * An award no play makes: of 0 points; for a reason these rules never score; of points, to a side or naming
         * a card the rules do not give; of the hand or deal in progress before the moment that scores it (High,
         * Low, Jack or Game before the count, a gift before the dealer gives); after the match was won; or a hand
         * result whose awards are not its hand's. Added after the other kinds: code that switches over the kinds
         * needs a branch for it.
         */
        AWARDS,
        /** Table mode's calls, exposed or known cards that these rules or these tricks cannot give. */
        TABLE
    }

    /**
     * @param kind    the kind
     * @param message the problem in words
     */
    public SetupProblem {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return kind + ": " + message;
    }
}
