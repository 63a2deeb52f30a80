package io.github.allfours.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Every rule option, in one table: its word, the values it takes, what it does and which kind of rules it
 * applies to. {@link RuleSet#options()} writes the options of a rule set under these words and in this order,
 * {@link RuleSet#withOptions(java.util.Map)} reads them, and the table of docs/rules.md ("House-rule
 * options") is this table (a test compares them).
 */
public enum RuleOption {
    /** Which way seats go round the table; for display only; values: {@code clockwise}, {@code anticlockwise}. */
    DIRECTION("direction", "`clockwise`, `anticlockwise`",
        "which way seats go round the table; for display only", Group.ALL),

    /**
     * How trumps are chosen; changing it drops the options of the old kind, and options of the new kind not given
     * take the standard values (Trinidad's begging and run); values: {@code turn-up}, {@code pitch}, {@code
     * auction}, {@code stock}.
     */
    TRUMPS("trumps", "`turn-up`, `pitch`, `auction`, `stock`",
        "how trumps are chosen; changing it drops the options of the old kind, and options of the new kind not given take the standard values (Trinidad's begging and run)", Group.ALL),

    /**
     * What a turned card of each rank scores for the dealer's side; ranks not listed score nothing; values: map of
     * rank letter ({@code A K Q J T 9 8 7 6 5 4 3 2}) to points, 0-1,000.
     */
    TURN_UP_POINTS("turnUpPoints", "map of rank letter (`A K Q J T 9 8 7 6 5 4 3 2`) to points, 0–1,000",
        "what a turned card of each rank scores for the dealer's side; ranks not listed score nothing", Group.TURN_UP),

    /**
     * Which turned cards score, and when (Turn-up points); values: {@code every-turn-up}, {@code first-and-
     * fixing}, {@code final-only}.
     */
    TURN_UP_SCOPE("turnUpScope", "`every-turn-up`, `first-and-fixing`, `final-only`",
        "which turned cards score, and when (Turn-up points)", Group.TURN_UP),

    /** Whether elder may beg; without it the turned suit is always trumps; values: {@code true}, {@code false}. */
    BEGGING("begging", "`true`, `false`",
        "whether elder may beg; without it the turned suit is always trumps", Group.TURN_UP),

    /** Points the gift gives each receiving side; values: 0-1,000. */
    GIFT_POINTS("giftPoints", "0–1,000", "points the gift gives each receiving side", Group.BEGGING),

    /** Who receives the gift; values: {@code begging-side}, {@code every-opposing-side}. */
    GIFT_TO("giftTo", "`begging-side`, `every-opposing-side`", "who receives the gift", Group.BEGGING),

    /**
     * After the gift the cards are thrown in without play and the deal passes (needs {@code giftTo: begging-
     * side}); values: {@code true}, {@code false}.
     */
    GIFT_THROWS_IN("giftThrowsIn", "`true`, `false`",
        "after the gift the cards are thrown in without play and the deal passes (needs `giftTo: begging-side`)", Group.BEGGING),

    /**
     * The dealer may not give when the gift would take an opponent who did not beg to the target (only with {@code
     * every-opposing-side}); values: {@code true}, {@code false}.
     */
    GIFT_BARRED("giftBarred", "`true`, `false`",
        "the dealer may not give when the gift would take an opponent who did not beg to the target (only with `every-opposing-side`)", Group.BEGGING),

    /** Elder must beg when holding no card of the turned suit; values: {@code true}, {@code false}. */
    FORCED_BEG_WITHOUT_TRUMP("forcedBegWithoutTrump", "`true`, `false`",
        "elder must beg when holding no card of the turned suit", Group.BEGGING),

    /**
     * The dealer may not {@code give}, and must {@code run}, while holding no card of the turned-up suit (a house
     * rule of Trinidad apps); values: {@code true}, {@code false}.
     */
    NO_GIFT_WITHOUT_TRUMP("noGiftWithoutTrump", "`true`, `false`",
        "the dealer may not `give`, and must `run`, while holding no card of the turned-up suit (a house rule of Trinidad apps)", Group.BEGGING),

    /**
     * The dealer may not {@code give}, and must {@code run}, when the gift would take the begging side to the
     * target (a house rule of Trinidad apps); values: {@code true}, {@code false}.
     */
    RUN_IF_GIFT_WINS("runIfGiftWins", "`true`, `false`",
        "the dealer may not `give`, and must `run`, when the gift would take the begging side to the target (a house rule of Trinidad apps)", Group.BEGGING),

    /** Cards to each seat per round of a run; values: 1-52. */
    RUN_PACKET("runPacket", "1–52", "cards to each seat per round of a run", Group.BEGGING),

    /**
     * The cards of a round whose turn-up repeats the suit are set aside unseen (classic); values: {@code true},
     * {@code false}.
     */
    REPEATED_RUNS_SET_ASIDE("repeatedRunsSetAside", "`true`, `false`",
        "the cards of a round whose turn-up repeats the suit are set aside unseen (classic)", Group.BEGGING),

    /** The bunch vote after a run (Seven Up); values: {@code true}, {@code false}. */
    BUNCHING("bunching", "`true`, `false`", "the bunch vote after a run (Seven Up)", Group.BEGGING),

    /**
     * Whether players discard back to the hand size after a run; values: {@code never}, {@code always}, {@code
     * twelve-or-more}.
     */
    DISCARD_AFTER_RUN("discardAfterRun", "`never`, `always`, `twelve-or-more`",
        "whether players discard back to the hand size after a run", Group.BEGGING),

    /** The pitcher's partner sees their hand only after the pitch; values: {@code true}, {@code false}. */
    PITCHERS_PARTNER_WAITS("pitchersPartnerWaits", "`true`, `false`",
        "the pitcher's partner sees their hand only after the pitch", Group.PITCH),

    /** The lowest bid; values: 1-4. */
    MINIMUM_BID("minimumBid", "1–4", "the lowest bid", Group.AUCTION),

    /** The highest bid; values: {@code minimumBid}-4. */
    MAXIMUM_BID("maximumBid", "`minimumBid`–4", "the highest bid", Group.AUCTION),

    /**
     * What happens when everyone before the dealer passes (Bidding); values: {@code dealer-must-bid}, {@code next-
     * dealer-deals}, {@code elder-pitches}.
     */
    ALL_PASS("allPass", "`dealer-must-bid`, `next-dealer-deals`, `elder-pitches`",
        "what happens when everyone before the dealer passes (Bidding)", Group.AUCTION),

    /** The dealer may take the high bid at its value; values: {@code true}, {@code false}. */
    DEALER_MAY_TAKE_BID("dealerMayTakeBid", "`true`, `false`",
        "the dealer may take the high bid at its value", Group.AUCTION),

    /**
     * A bidder's side that makes its bid scores before the other sides (Contracts and setback); values: {@code
     * true}, {@code false}.
     */
    BIDDER_OUT_FIRST("bidderOutFirst", "`true`, `false`",
        "a bidder's side that makes its bid scores before the other sides (Contracts and setback)", Group.AUCTION),

    /** Elder does not bid but sells or refuses (Commercial Pitch); values: {@code true}, {@code false}. */
    ELDER_SELLS("elderSells", "`true`, `false`",
        "elder does not bid but sells or refuses (Commercial Pitch)", Group.AUCTION),

    /**
     * Whether the stock lies face up (California Jack) or face down (Shasta Sam); values: {@code true}, {@code
     * false}.
     */
    STOCK_FACE_UP("stockFaceUp", "`true`, `false`",
        "whether the stock lies face up (California Jack) or face down (Shasta Sam)", Group.STOCK),

    /** The Honley rule: trump a plain-suit lead only when void in it; values: {@code true}, {@code false}. */
    NO_TRUMPING_IN("noTrumpingIn", "`true`, `false`",
        "the Honley rule: trump a plain-suit lead only when void in it", Group.ALL),

    /**
     * After a plain-suit lead is trumped, a trump lower than the best one in the trick only when nothing else may
     * be played; values: {@code true}, {@code false}.
     */
    NO_UNDERTRUMPING("noUndertrumping", "`true`, `false`",
        "after a plain-suit lead is trumped, a trump lower than the best one in the trick only when nothing else may be played", Group.ALL),

    /** The West Yorkshire throw-in; values: {@code true}, {@code false}. */
    THROW_IN("throwIn", "`true`, `false`", "the West Yorkshire throw-in", Group.ALL),

    /**
     * A player who trumped a plain-suit lead while still holding that suit, and won the trick, must lead that suit
     * or a trump to the next trick if holding either (any card otherwise); a house rule of Trinidad apps; values:
     * {@code true}, {@code false}.
     */
    TRUMP_AND_FOLLOW("trumpAndFollow", "`true`, `false`",
        "a player who trumped a plain-suit lead while still holding that suit, and won the trick, must lead that suit or a trump to the next trick if holding either (any card otherwise); a house rule of Trinidad apps", Group.ALL),

    /** Who scores the Jack point; values: {@code to-captor}, {@code hang-jack}. */
    JACK_SCORING("jackScoring", "`to-captor`, `hang-jack`", "who scores the Jack point", Group.ALL),

    /** Points to the side that captures an opponent's jack of trumps under hang jack; values: 1-1,000. */
    HANG_JACK_POINTS("hangJackPoints", "1–1,000",
        "points to the side that captures an opponent's jack of trumps under hang jack", Group.ALL),

    /** Who scores the Low point; values: {@code holder}, {@code captor}. */
    LOW_TAKEN_BY("lowTakenBy", "`holder`, `captor`", "who scores the Low point", Group.ALL),

    /** What a tie for Game gives (Ties for Game); values: {@code none}, {@code non-dealer}, {@code elder}. */
    GAME_TIE("gameTie", "`none`, `non-dealer`, `elder`",
        "what a tie for Game gives (Ties for Game)", Group.ALL),

    /** What the Game point is worth (1; Trinidad apps: 2); values: 1-1,000. */
    GAME_POINTS("gamePoints", "1–1,000", "what the Game point is worth (1; Trinidad apps: 2)", Group.ALL),

    /**
     * Whether an all-four hand earns the all-four stake in {@code Stakes.settle}; values: {@code true}, {@code
     * false}.
     */
    ALL_FOUR_BONUS("allFourBonus", "`true`, `false`",
        "whether an all-four hand earns the all-four stake in `Stakes.settle`", Group.ALL),

    /** What the five of trumps counts toward Game (All Fives: 5); values: 0-100. */
    TRUMP_FIVE_VALUE("trumpFiveValue", "0–100",
        "what the five of trumps counts toward Game (All Fives: 5)", Group.ALL),

    /** The winner of each trick scores the trumps in it at once (All Fives); values: {@code true}, {@code false}. */
    TRICK_POINTS("trickPoints", "`true`, `false`",
        "the winner of each trick scores the trumps in it at once (All Fives)", Group.ALL),

    /** Irregular play accepted and penalised (Table mode); values: {@code true}, {@code false}. */
    TABLE_MODE("tableMode", "`true`, `false`",
        "irregular play accepted and penalised (Table mode)", Group.ALL),

    /** Points to the caller's side for a called revoke (1); values: 0-1,000. */
    PENALTY_POINTS("penaltyPoints", "0–1,000",
        "points to the caller's side for a called revoke (1)", Group.TABLE_MODE),

    /** A called revoke bars the revoking side from Game that hand (true); values: {@code true}, {@code false}. */
    REVOKE_BARS_GAME("revokeBarsGame", "`true`, `false`",
        "a called revoke bars the revoking side from Game that hand (true)", Group.TABLE_MODE),

    /** How many of the highest trumps make a revoke of a trump lead forfeit the match (5; 0: never); values: 0-13. */
    FORFEIT_TOP_TRUMPS("forfeitTopTrumps", "0–13",
        "how many of the highest trumps make a revoke of a trump lead forfeit the match (5; 0: never)", Group.TABLE_MODE),

    /** Points to the caller's side for a misdeal (1); values: 0-1,000. */
    MISDEAL_POINTS("misdealPoints", "0–1,000", "points to the caller's side for a misdeal (1)", Group.TABLE_MODE),

    /** Points to every other side when a waiting partner peeks (4); values: 0-1,000. */
    PEEK_POINTS("peekPoints", "0–1,000",
        "points to every other side when a waiting partner peeks (4)", Group.TABLE_MODE);

    /** Which kind of rules an option applies to. */
    public enum Group {
        /** Every rule set. */
        ALL("all"),
        /** Trumps by turn-up. */
        TURN_UP("turn-up"),
        /** A turn-up with begging. */
        BEGGING("begging"),
        /** Trumps by pitching. */
        PITCH("pitch"),
        /** Trumps chosen by an auction. */
        AUCTION("auction"),
        /** Trumps by the stock's bottom card. */
        STOCK("stock"),
        /** Table mode. */
        TABLE_MODE("table mode");

        private final String text;

        Group(String text) {
            this.text = text;
        }

        /** Returns the group as docs/rules.md names it ("turn-up", "table mode" ...). */
        public String text() {
            return text;
        }
    }

    private final String word;
    private final String takes;
    private final String description;
    private final Group group;

    RuleOption(String word, String values, String description, Group group) {
        this.word = word;
        this.takes = values;
        this.description = description;
        this.group = group;
    }

    /** Returns the option's word, the key of {@link RuleSet#options()}: {@code noUndertrumping}. */
    public String word() {
        return word;
    }

    /** Returns the values the option takes, in words (as docs/rules.md gives them, Markdown code spans included). */
    public String takes() {
        return takes;
    }

    /** Returns what the option does, in words (as docs/rules.md gives it). */
    public String description() {
        return description;
    }

    /** Returns which kind of rules the option applies to. */
    public Group group() {
        return group;
    }

    /**
     * The options of one group, in table order.
     *
     * @param group a group
     * @return their words
     */
    static List<String> wordsOf(Group group) {
        List<String> out = new ArrayList<>();
        for (RuleOption o : values()) {
            if (o.group == group) {
                out.add(o.word);
            }
        }
        return out;
    }
}
