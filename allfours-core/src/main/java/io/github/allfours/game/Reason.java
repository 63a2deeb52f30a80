package io.github.allfours.game;


/**
 * Why an action is refused. Each constant is one rule; the {@link io.github.allfours.engine.Violation} that carries it adds a
 * message naming the seat, the action and the cards involved.
 */
public enum Reason {
    /** The match is over: a side has reached the target. */
    MATCH_OVER,
    /** The game waits for the next deck order ({@link Phase#DEAL}); no player can act. */
    AWAITING_DEAL,
    /** The seat named is not a seat of this table. */
    NO_SUCH_SEAT,
    /** Another seat is to act. */
    NOT_YOUR_TURN,
    /** That kind of action does not belong in the current phase (playing a card while elder decides, begging during play). */
    WRONG_PHASE,
    /** The rule set does not have this action at all (begging in a game without begging). */
    NOT_IN_THESE_RULES,
    /** Elder holds no trump and the forced-beg rule is on: standing is not allowed. */
    MUST_BEG,
    /** The gift would let an opponent who did not beg reach the target: the dealer must run (Seven Up for three). */
    GIFT_NOT_ALLOWED,
    /** No-gift-without-trump rule (Trinidad apps): the dealer holds no card of the turned-up suit and must run. */
    NO_GIFT_WITHOUT_TRUMP,
    /** Run-if-gift-wins rule (Trinidad apps): the gift would take the begging side to the target; the dealer must run. */
    GIFT_WOULD_WIN,
    /** The player may not throw in: not a follower, or holds a trump, a card above a nine, or a card that beats the trick. */
    CANNOT_THROW_IN,
    /** The card is not in the player's hand. */
    CARD_NOT_HELD,
    /** A trump was led and the player holds a trump but played something else. */
    MUST_PLAY_TRUMP,
    /** A plain suit was led; the player holds that suit and played a card of another plain suit. */
    MUST_FOLLOW_SUIT,
    /** No-trumping-in rule: the player holds the suit led and may not trump it. */
    NO_TRUMPING_IN,
    /** No-undertrumping rule: the trick is trumped and the player played a lower trump while holding something else. */
    UNDERTRUMP,
    /**
     * Trump-and-follow rule (Trinidad apps): the leader won the last trick by trumping a plain suit while
     * holding it, and must lead that suit or a trump.
     */
    MUST_LEAD_SUIT_OR_TRUMP,
    /** Auction: every seat before the dealer passed and the dealer must bid. */
    MUST_BID,
    /** Auction: a bid outside the bid range, or not above the high bid (equal to it only under the dealer's privilege). */
    BID_TOO_LOW,
    /** Table mode: the seat must play the exposed card an opponent called, which the follow rules allow. */
    MUST_PLAY_CALLED_CARD,
    /** Table mode: nothing to retract (only one's own uncalled revoke on the trick being played). */
    CANNOT_RETRACT,
    /** Table mode: no opponent has played a card this hand, so there is no revoke to call (whether one exists is not told). */
    NO_REVOKE_TO_CALL,
    /**
     * Commercial Pitch with partners: the high bidder is elder's partner, and elder may not sell to its own
     * side; it must refuse (and pitch under the bid).
     */
    CANNOT_SELL_TO_PARTNER,
    /** Table mode: a misdeal is claimed only by an opponent of the dealer before the first card is played. */
    CANNOT_CLAIM_MISDEAL,
    /** Table mode: only a waiting partner, whose hand is hidden, can peek. */
    CANNOT_PEEK,
    /** Table mode: only a card held and not already face up can be exposed. */
    CANNOT_EXPOSE,
    /** Table mode: only an exposed card of an opponent can be called, during trick play. */
    CANNOT_CALL_CARD
}
