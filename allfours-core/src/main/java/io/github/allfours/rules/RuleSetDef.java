package io.github.allfours.rules;

import io.github.allfours.card.Rank;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.immutables.value.Value;

/**
 * Definition of {@link RuleSet}; the Immutables processor generates the public, immutable
 * {@code RuleSet} (with its builder and {@code with*} copies) from it. Documentation of each option
 * is here and appears on the generated type.
 */
@Value.Immutable
abstract class RuleSetDef {
    /** Largest table the engine deals for: 8 hands of six plus a turn-up fit in one pack. */
    static final int MAX_SEATS = 8;

    /**
     * Stable identifier, lower case with hyphens, such as {@code trinidad}; used in game records and
     * on the command line.
     *
     * @return the id
     */
    public abstract String id();

    /**
     * Display name, such as "Trinidad All Fours".
     *
     * @return the name; defaults to the id
     */
    @Value.Default
    public String name() {
        return id();
    }

    /**
     * Where the rules come from (file and section of the rule sources), for catalogues and help text.
     *
     * @return the citation; empty for a house rule set that names none
     */
    @Value.Default
    public String source() {
        return "";
    }

    /**
     * Number of players, 2 to 8. Seats are numbered 0.. in the order of play (RULINGS.md "Common to
     * every variant").
     *
     * @return the seat count
     */
    public abstract int seats();

    /**
     * Number of sides (teams). Seat {@code s} belongs to side {@code s % sides()}, so partners sit
     * opposite: with 4 seats and 2 sides, seats 0 and 2 play against 1 and 3; with 6 seats and 3
     * sides, 0+3, 1+4 and 2+5 (RULINGS.md "Common to every variant"). Must divide {@link #seats()};
     * defaults to one side per seat (everyone for themselves).
     *
     * @return the side count
     */
    @Value.Default
    public int sides() {
        return seats();
    }

    /**
     * Points needed to win the match. The match ends the moment a side reaches it, even in the middle
     * of a deal or of the count (RULINGS.md "Common to every variant").
     *
     * @return the target score
     */
    public abstract int target();

    /**
     * The packet sizes of each round of the deal, fixed for the match: {@code [3, 3]} deals two rounds
     * of threes, {@code [1, 1, 1, 1, 1, 1]} six rounds of single cards. Their sum is the hand size.
     * Seeds/000 "All Fours in Trinidad", "Deal": the dealer picks ones or threes and keeps that
     * choice for the whole match; RULINGS.md ruling 10.
     *
     * @return the packet sizes
     */
    @Value.Default
    public List<Integer> packets() {
        return List.of(3, 3);
    }

    /**
     * Which way the seats go round the table, for display only.
     *
     * @return the direction
     */
    @Value.Default
    public Direction direction() {
        return Direction.CLOCKWISE;
    }

    /**
     * How trumps are chosen each hand.
     *
     * @return the trump selection
     */
    @Value.Default
    public TrumpSelection trumpSelection() {
        return TrumpSelection.TURN_UP;
    }

    /**
     * Points the dealer's side scores for a turned-up card of a given rank; ranks not in the map
     * score nothing. Trinidad: ace 1, six 2, jack 3 (seeds/000 "All Fours in Trinidad", "Deal").
     *
     * @return the turn-up table
     */
    public abstract Map<Rank, Integer> turnUpPoints();

    /**
     * Which turned cards of a deal score under {@link #turnUpPoints()}.
     *
     * @return the scope
     */
    @Value.Default
    public TurnUpScope turnUpScope() {
        return TurnUpScope.EVERY_TURN_UP;
    }

    /**
     * Whether elder may beg: say "I beg" instead of standing, after which the dealer either gives
     * ("take one", {@link #giftPoints()} to elder's side) or runs the cards (seeds/000 "All Fours in
     * Trinidad", "Deal"; RULINGS.md ruling 2). One beg per deal.
     *
     * @return {@code true} if begging is part of the game
     */
    @Value.Default
    public boolean begging() {
        return true;
    }

    /**
     * Points the begging side scores when the dealer gives (RULINGS.md ruling 2: 1).
     *
     * @return the gift value
     */
    @Value.Default
    public int giftPoints() {
        return 1;
    }

    /**
     * Cards each seat receives, elder first, in each round of a run before the next card is turned
     * (RULINGS.md ruling 2: 3). A run needs {@code runPacket × seats + 1} cards; when fewer remain,
     * the same dealer redeals from a fresh pack and points already scored stand.
     *
     * @return the packet size of a run
     */
    @Value.Default
    public int runPacket() {
        return 3;
    }

    /**
     * Trinidad variation: elder must beg when holding no card of the turned-up suit (seeds/000
     * "All Fours in Trinidad", "Variations"; RULINGS.md ruling 10). Off by default.
     *
     * @return {@code true} if a player with no trump may not stand
     */
    @Value.Default
    public boolean forcedBegWithoutTrump() {
        return false;
    }

    /**
     * No undertrumping (seeds/000 "All Fours in Trinidad", "Variations"; RULINGS.md ruling 10): once
     * a plain-suit lead has been trumped, a later player may play a trump lower than the highest trump
     * in the trick only when holding nothing but such lower trumps. Off by default.
     *
     * @return {@code true} if undertrumping is restricted
     */
    @Value.Default
    public boolean noUndertrumping() {
        return false;
    }

    /**
     * No trumping in, the "Honley" rule (seeds/000 "West Yorkshire All Fours", "Variations"; RULINGS.md
     * ruling 10): a trump may be played to a plain-suit lead only by a player void in the suit led.
     * Off by default: in All Fours a trump may always be played.
     *
     * @return {@code true} if a player holding the suit led must follow it
     */
    @Value.Default
    public boolean noTrumpingIn() {
        return false;
    }

    /**
     * How the Jack point is scored.
     *
     * @return the jack rule
     */
    @Value.Default
    public JackScoring jackScoring() {
        return JackScoring.TO_CAPTOR;
    }

    /**
     * Points for hang jack, when {@link #jackScoring()} is {@link JackScoring#HANG_JACK} (RULINGS.md
     * ruling 3: 3).
     *
     * @return the hang-jack points
     */
    @Value.Default
    public int hangJackPoints() {
        return 3;
    }

    /**
     * Who takes the Low point: the holder of the lowest trump in play, or whoever captures it
     * (RULINGS.md ruling 4).
     *
     * @return the Low rule
     */
    @Value.Default
    public PointTaker lowTakenBy() {
        return PointTaker.HOLDER;
    }

    /**
     * What a tie for the Game point gives (RULINGS.md ruling 5).
     *
     * @return the tie rule
     */
    @Value.Default
    public GameTieRule gameTie() {
        return GameTieRule.NONE;
    }

    /**
     * Whom the gift goes to.
     *
     * @return the gift recipients
     */
    @Value.Default
    public GiftRecipients giftTo() {
        return GiftRecipients.BEGGING_SIDE;
    }

    /**
     * Whether the gift ends the hand: after it the cards are thrown in and the deal passes, with no
     * play (Cotton 1674 and Running All-Fours: seeds/000 "17th Century English All-Fours"; seeds/001
     * "Classic all fours (earliest rules)"; RULINGS.md ruling 7). Off by default: play goes on in the
     * turned suit.
     *
     * @return {@code true} if a gift throws the cards in
     */
    @Value.Default
    public boolean giftThrowsIn() {
        return false;
    }

    /**
     * Seven Up for three (seeds/000 "North American All Fours"; RULINGS.md ruling 8): the dealer may not
     * give when an opponent who did not beg needs only the gift point(s) to win; the dealer must run.
     *
     * @return {@code true} if such a gift is barred
     */
    @Value.Default
    public boolean giftBarredWhenOtherOpponentWouldWin() {
        return false;
    }

    /**
     * Whether players discard back to a full hand after a run.
     *
     * @return the discard rule
     */
    @Value.Default
    public DiscardRule discardAfterRun() {
        return DiscardRule.NEVER;
    }

    /**
     * Classic run (seeds/001 "Classic all fours (modern rules)"; RULINGS.md ruling 9): the packet each
     * seat receives in a run whose turn-up repeats the suit is set aside unseen with that turn-up; only
     * the run that turns a new suit is added to the hands.
     *
     * @return {@code true} if repeated runs are set aside unseen
     */
    @Value.Default
    public boolean repeatedRunsSetAside() {
        return false;
    }

    /**
     * Bunching (Seven Up: seeds/000 "North American All Fours"; RULINGS.md ruling 8): after a run has
     * fixed a new suit, the seats vote from elder ({@code bunch} or {@code keep}); the first
     * {@code keep} ends the vote and play goes on, all {@code bunch} makes the same dealer redeal.
     *
     * @return {@code true} if the bunch vote follows a run
     */
    @Value.Default
    public boolean bunching() {
        return false;
    }

    /**
     * West Yorkshire (seeds/000 "West Yorkshire All Fours"; RULINGS.md ruling 11): the pitcher's partner
     * may not look at their hand until the pitch, so that seat's {@code viewFor} hides it until then.
     *
     * @return {@code true} if the pitcher's partner waits
     */
    @Value.Default
    public boolean pitchersPartnerWaits() {
        return false;
    }

    /**
     * West Yorkshire throw-in (seeds/000 "West Yorkshire All Fours"; RULINGS.md ruling 11): a follower
     * holding no trump, no card above a nine and nothing that would beat the trick's winning card may
     * lay all remaining cards on the trick and take no further part in the hand.
     *
     * @return {@code true} if throwing in is allowed
     */
    @Value.Default
    public boolean throwIn() {
        return false;
    }

    /**
     * Whether the table plays for an extra stake when one side makes all four points in a hand (West
     * Yorkshire: seeds/000 "West Yorkshire All Fours"; not in the Heckmondwike league). The engine
     * flags every all-four hand regardless; this tells the stake settlement whether it pays.
     *
     * @return {@code true} if all four earns the all-four stake
     */
    @Value.Default
    public boolean allFourBonus() {
        return false;
    }

    // ---------------------------------------------------------------- derived, not options

    /**
     * @return cards in each hand after the deal: the sum of {@link #packets()}
     */
    public int handSize() {
        int n = 0;
        for (int p : packets()) {
            n += p;
        }
        return n;
    }

    /**
     * @param seat a seat, 0 .. seats-1
     * @return the side that seat plays for
     */
    public int sideOf(int seat) {
        return seat % sides();
    }

    /**
     * @param side a side, 0 .. sides-1
     * @return the seats of that side, in play order
     */
    public List<Integer> seatsOf(int side) {
        List<Integer> out = new ArrayList<>();
        for (int s = side; s < seats(); s += sides()) {
            out.add(s);
        }
        return out;
    }

    /**
     * @return a builder preloaded with every option of this rule set, for house rules:
     *     {@code Variants.TRINIDAD.toBuilder().id("house").noUndertrumping(true).build()}
     */
    public RuleSet.Builder toBuilder() {
        return RuleSet.builder().from((RuleSet) this);
    }

    @Value.Check
    void validate() {
        List<String> p = new ArrayList<>();
        if (!id().matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            p.add("id '" + id() + "' must be lower-case words joined by hyphens");
        }
        if (seats() < 2 || seats() > MAX_SEATS) {
            p.add("seats must be 2.." + MAX_SEATS + ", not " + seats());
        }
        if (sides() < 2 || sides() > seats() || seats() % sides() != 0) {
            p.add("sides (" + sides() + ") must be at least 2 and divide the " + seats() + " seats");
        }
        if (target() < 1) {
            p.add("target must be positive, not " + target());
        }
        if (packets().isEmpty()) {
            p.add("packets must list at least one round of the deal");
        }
        for (int pk : packets()) {
            if (pk < 1) {
                p.add("every packet must hold at least one card, not " + pk);
                break;
            }
        }
        if (seats() >= 2 && seats() <= MAX_SEATS && handSize() * seats() + 1 > 52) {
            p.add("a deal of " + handSize() + " cards to " + seats() + " seats plus a turn-up needs more than 52 cards");
        }
        if (runPacket() < 1) {
            p.add("runPacket must be at least 1, not " + runPacket());
        }
        if (giftPoints() < 0) {
            p.add("giftPoints may not be negative");
        }
        if (hangJackPoints() < 1) {
            p.add("hangJackPoints must be at least 1");
        }
        if (trumpSelection() == TrumpSelection.PITCH && (begging() || !turnUpPoints().isEmpty())) {
            p.add("with pitching no card is turned up, so begging and turn-up points cannot apply");
        }
        if (pitchersPartnerWaits() && trumpSelection() != TrumpSelection.PITCH) {
            p.add("pitchersPartnerWaits needs trumpSelection PITCH");
        }
        if (giftThrowsIn() && giftTo() != GiftRecipients.BEGGING_SIDE) {
            p.add("giftThrowsIn is defined for the two-player game, with the gift to the begging side");
        }
        if ((bunching() || repeatedRunsSetAside() || discardAfterRun() != DiscardRule.NEVER) && !begging()) {
            p.add("bunching, set-aside runs and discards follow a run, which needs begging");
        }
        for (Map.Entry<Rank, Integer> e : turnUpPoints().entrySet()) {
            if (e.getValue() < 0) {
                p.add("turn-up points for " + e.getKey() + " may not be negative");
            }
        }
        if (!p.isEmpty()) {
            throw new InvalidRuleSetException(id(), p);
        }
    }
}
