package io.github.allfours.rules;

/**
 * Which turned-up cards of a deal score under the turn-up table ({@link TurnUp#points()}); see
 * docs/rules.md, "Turn-up points" and "Order of scoring".
 */
public enum TurnUpScope {
    /**
     * Every card turned, the first one and each one turned during a run, scores when it is turned,
     * whether or not it ends up as trumps (Trinidad: pagat.com "All Fours", Trinidad section).
     */
    EVERY_TURN_UP,
    /**
     * The first card turned scores when it is turned; during a run only a turned card of a new suit
     * (one that fixes trumps) scores (the classic game, Cotton's rules).
     */
    FIRST_AND_FIXING,
    /**
     * Only the card that finally fixes trumps scores, when trumps become final: at a stand, at a gift
     * (before the gift point), or when a run turns a new suit that is kept (Seven Up and the early
     * American game: pagat.com "All Fours", North American section).
     */
    FINAL_ONLY
}
