package io.github.allfours.game;

/**
 * What a side scored points for. {@link #code()} is the word used in game records.
 */
public enum AwardReason {
    /** A scoring card turned up for trumps, to the dealer's side (docs/rules.md, "Turn-up points"). */
    TURN_UP("turn-up"),
    /** The dealer gave ("take one") after a beg (docs/rules.md, "Begging"). */
    GIFT("gift"),
    /** Holding the highest trump in play. */
    HIGH("high"),
    /** Holding (or, under some rules, capturing) the lowest trump in play. */
    LOW("low"),
    /** Winning the jack of trumps (or, under hang-jack rules, keeping it on the holder's side). */
    JACK("jack"),
    /** Capturing the opponents' jack of trumps under hang-jack rules (docs/rules.md, "Trinidad"). */
    HANG_JACK("hang-jack"),
    /** Taking the greater card value in tricks. */
    GAME("game"),
    /**
     * The side that won an auction took fewer points than it bid: it scores nothing for the hand and
     * loses the bid (negative points; docs/rules.md, "Contracts and setback").
     */
    SETBACK("setback"),
    /** Commercial Pitch: elder sold the pitch, and elder's side scores the high bid at once. */
    SALE("sale"),
    /**
     * All Fives: the winner of a trick scores at once the Game values of the trumps in it, the five of
     * trumps counting 5 (docs/rules.md, "All Fives").
     */
    TRICK("trick"),
    /** Table mode: a called revoke of a trump lead while holding a top trump loses the match for the revoking side. */
    FORFEIT("forfeit"),
    /** Table mode: a called revoke gives the caller's side the penalty points. */
    PENALTY("penalty"),
    /** Table mode: the caller of a misdeal scores for it. */
    MISDEAL("misdeal"),
    /** Table mode, West Yorkshire: a waiting partner peeked, and every other side scores. */
    PEEK("peek");

    private final String code;

    AwardReason(String code) {
        this.code = code;
    }

    /** Returns the record word, such as {@code turn-up} or {@code hang-jack}. */
    public String code() {
        return code;
    }

    @Override
    public String toString() {
        return code;
    }
}
