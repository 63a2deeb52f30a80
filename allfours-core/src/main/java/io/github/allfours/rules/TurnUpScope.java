package io.github.allfours.rules;

/**
 * Which turned-up cards of a deal score under the rule set's turn-up table (RULINGS.md ruling 6 and
 * "Timing and order of awards").
 */
public enum TurnUpScope {
    /**
     * Every card turned, the first one and each one turned during a run, scores when it is turned,
     * whether or not it ends up as trumps (Trinidad: seeds/000 "All Fours in Trinidad", "Deal").
     */
    EVERY_TURN_UP,
    /**
     * The first card turned scores; during a run only a turned card of a new suit (one that fixes
     * trumps) scores (classic, Cotton: RULINGS.md ruling 6).
     */
    FIRST_AND_FIXING,
    /**
     * Only the card that finally fixes trumps scores, when trumps become final: at a stand, at a
     * gift (before the gift point), or when a run turns a new suit (Seven Up: seeds/000 "North
     * American All Fours", RULINGS.md ruling 6).
     */
    FINAL_ONLY
}
