package io.github.allfours.game;

/**
 * The high bid of an auction (Auction Pitch): the seat that made it pitches, and its side must take at
 * least {@code points} of the hand's points or be set back by that many (docs/rules.md, "Contracts and
 * setback").
 *
 * @param seat   the seat that made the bid
 * @param points the points bid
 */
public record Contract(int seat, int points) {
}
