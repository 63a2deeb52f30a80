package io.github.allfours.rules;

/**
 * What happens to the Game point when the top sides took equal card values (RULINGS.md ruling 5).
 * A side that took strictly more than every other side always scores it.
 */
public enum GameTieRule {
    /**
     * Nobody scores the point when two or more sides share the top value (Trinidad: seeds/000
     * "All Fours in Trinidad", "Scoring"; West Yorkshire, Cotton, Blind All Fours, Pitch).
     */
    NONE,
    /**
     * Seven Up (seeds/000 "North American All Fours"; RULINGS.md ruling 5): leave the dealer's side out
     * of the tie; if exactly one side remains it scores, otherwise nobody does. With two sides the
     * non-dealer's side wins a tie; with three players a tie between the two non-dealers scores for
     * nobody, the dealer tied with one other gives it to that other, a three-way tie to nobody.
     */
    NON_DEALER,
    /**
     * Classic (seeds/001 "Classic all fours (modern rules)"; RULINGS.md ruling 5): elder's side wins a
     * tie it is part of; a tie elder's side is not part of scores for nobody.
     */
    ELDER;

    /**
     * Picks the side that scores Game.
     *
     * @param values     card value each side took
     * @param dealerSide the dealer's side
     * @param elderSide  elder's side
     * @return the side that scores, or -1 for nobody
     */
    public int winner(int[] values, int dealerSide, int elderSide) {
        int best = -1;
        int tied = 0;
        int top = -1;
        for (int side = 0; side < values.length; side++) {
            if (values[side] > best) {
                best = values[side];
                top = side;
                tied = 1;
            } else if (values[side] == best) {
                tied++;
            }
        }
        if (tied == 1) {
            return top;
        }
        switch (this) {
            case NON_DEALER: {
                int only = -1;
                int count = 0;
                for (int side = 0; side < values.length; side++) {
                    if (values[side] == best && side != dealerSide) {
                        only = side;
                        count++;
                    }
                }
                return count == 1 ? only : -1;
            }
            case ELDER:
                return values[elderSide] == best ? elderSide : -1;
            default:
                return -1;
        }
    }
}
