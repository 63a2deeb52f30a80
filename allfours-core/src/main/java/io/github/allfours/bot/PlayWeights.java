package io.github.allfours.bot;

/**
 * The weights of a {@link RuleBot}'s card play once trumps are fixed: the terms of its tactics (draw trumps with a
 * card nobody can beat, cash a safe plain ace, lead low from a long suit, throw Game points to a partner whose card
 * will hold, win a trick worth winning with the cheapest card, save the jack). One part of a {@link RuleStrategy}.
 * The names say where each weight enters; the sums are those of {@link RuleBot}'s {@code lead} and {@code follow}.
 *
 * @param safeTrumpLead      a trump lead nobody can beat
 * @param perTrumpHeld       taken from {@code safeTrumpLead} per trump the seat holds (keep length)
 * @param unsafeTrumpLead    a trump lead that could be beaten
 * @param unsafeTrumpGame    taken per Game point from an unsafe trump lead
 * @param safeAceLead        a plain ace nobody can beat
 * @param plainLead          a plain lead, the base
 * @param plainLeadLength    added per card held of the led suit
 * @param plainLeadGame      taken per Game point of the card led
 * @param plainLeadRank      taken per rank of the card led
 * @param costGame           the cost of a card that follows, per Game point
 * @param costTrump          the cost of a trump that follows, the base
 * @param costTrumpRank      the cost of a trump that follows, per rank
 * @param costPlainRank      the cost of a plain card that follows, per rank
 * @param unsafeJack         the value of playing the jack of trumps where it could be taken
 * @param throwToSafePartner added per Game point thrown to a partner whose card will hold
 * @param throwToPartner     taken per Game point thrown to a partner whose card may not hold
 * @param trumpUnderPartner  taken for a trump that does not beat a partner's winning card
 * @param underPartnerRank   taken per rank under a partner's winning card
 * @param jackInTrick        added to a trick's gain when it holds the jack of trumps
 * @param ownJackWins        added to a trick's gain when the seat wins it with its own jack of trumps
 * @param overPartnerGain    the share of a trick's gain when beating a partner's card
 * @param holdingWin         a win that will hold, the base
 * @param holdingGain        the share of a trick's gain for a win that will hold
 * @param unsafeWin          a win that may not hold, the base
 * @param unsafeGain         the share of a trick's gain for a win that may not hold
 * @param loseGame           taken per Game point of a card that neither wins nor helps a partner
 * @param loseTrump          taken for a trump that neither wins nor helps a partner
 * @param loseRank           taken per rank of a card that neither wins nor helps a partner
 */
record PlayWeights(double safeTrumpLead, double perTrumpHeld, double unsafeTrumpLead, double unsafeTrumpGame,
                   double safeAceLead, double plainLead, double plainLeadLength, double plainLeadGame,
                   double plainLeadRank, double costGame, double costTrump, double costTrumpRank,
                   double costPlainRank, double unsafeJack, double throwToSafePartner, double throwToPartner,
                   double trumpUnderPartner, double underPartnerRank, double jackInTrick, double ownJackWins,
                   double overPartnerGain, double holdingWin, double holdingGain, double unsafeWin,
                   double unsafeGain, double loseGame, double loseTrump, double loseRank) {
    /** The weights of the rule-based bot as the arena's yardstick was fixed (issue 41). */
    static final PlayWeights CLASSIC = new PlayWeights(3.0, 0.01, -1.0, 0.1,
        2.0, 1.0, 0.2, 0.2,
        0.05, 0.2, 1.0, 0.1,
        0.03, -6.0, 0.5, 0.3,
        2.0, 0.01, 8, 6,
        0.1, 1.0, 0.2, 0.2,
        0.05, 0.5, 2.0, 0.02);
}
