package io.github.allfours.rules;

/**
 * What happens to the Game point when the top sides took equal card values (docs/rules.md, "Ties for
 * Game"). A side that took strictly more than every other side always scores it.
 */
public enum GameTieRule {
    /**
     * Nobody scores the point when two or more sides share the top value (Trinidad, West Yorkshire,
     * Cotton's rules, Blind All Fours, the Pitch family).
     */
    NONE,
    /**
     * Seven Up (Foster 1897, as pagat.com "All Fours" gives it): leave the dealer's side out of the tie;
     * if exactly one side remains it scores, otherwise nobody does. With two sides the non-dealer's side
     * wins a tie; with three players a tie between the two non-dealers scores for nobody, the dealer
     * tied with one other gives it to that other, a three-way tie to nobody.
     */
    NON_DEALER,
    /**
     * The classic game (Wikipedia "All fours", after Arnold 2010): elder's side wins a tie it is part
     * of; a tie elder's side is not part of scores for nobody.
     */
    ELDER;

    /**
     * Picks the side that scores Game.
     *
     * @param values     card value each side took, indexed by side
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
        return switch (this) {
            case NONE -> -1;
            case NON_DEALER -> onlyTopSideBut(values, best, dealerSide);
            case ELDER -> values[elderSide] == best ? elderSide : -1;
        };
    }

    private static int onlyTopSideBut(int[] values, int best, int excluded) {
        int only = -1;
        int count = 0;
        for (int side = 0; side < values.length; side++) {
            if (values[side] == best && side != excluded) {
                only = side;
                count++;
            }
        }
        return count == 1 ? only : -1;
    }
}
