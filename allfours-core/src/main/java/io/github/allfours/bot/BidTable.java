package io.github.allfours.bot;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.HandResult;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.RuleSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The points a pitcher's side can expect from a holding in the suit it pitches, read from a table made by
 * simulation: four-handed Pitch hands played out by the rule-based bot of the classic strategy
 * ({@link RuleBot#CLASSIC}) at every seat, each counted under
 * the pitcher's holding in the suit it pitched, described by how many trumps it holds (1 to 5 or more),
 * its top trump (ace; king or queen; lower), whether it holds the jack, and its lowest trump (the two;
 * the three or four; higher). The rule-based bot bids and decides sales from it.
 *
 * <p>The table is the resource {@code bid-table.csv} of this package, made by {@link #simulate}
 * ({@code allfours simulate --bid-table}); a holding seen fewer than {@value #MIN_HANDS} times there is
 * valued by a rule of thumb instead.
 */
public final class BidTable {
    /** How often a holding must have been seen for the table's mean to be used. */
    public static final int MIN_HANDS = 30;

    private static final int CELLS = 5 * 3 * 2 * 3;
    private static final double[] MEAN = new double[CELLS];
    private static final int[] HANDS = new int[CELLS];

    static {
        try (InputStream in = BidTable.class.getResourceAsStream("bid-table.csv")) {
            if (in == null) {
                throw new IllegalStateException("the resource bid-table.csv is missing");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#") || line.startsWith("trumps")) {
                    continue;
                }
                String[] f = line.split(",");
                int k = cell(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]));
                HANDS[k] = Integer.parseInt(f[4]);
                MEAN[k] = Double.parseDouble(f[5]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private BidTable() {
    }

    private static int cell(int trumps, int top, int jack, int low) {
        return ((Math.min(trumps, 5) - 1) * 3 + top) * 6 + jack * 3 + low;
    }

    /** The table's cell of a holding of at least one card of {@code suit}. */
    private static int cell(CardSet hand, Suit suit) {
        CardSet t = hand.ofSuitOnly(suit);
        int high = Card.ofIndex(CardSet.highestIndex(t.bits(), suit)).rank().strength();
        int low = Card.ofIndex(CardSet.lowestIndex(t.bits(), suit)).rank().strength();
        int top = high == Rank.ACE.strength() ? 2 : high >= Rank.QUEEN.strength() ? 1 : 0;
        int jack = t.contains(Card.of(Rank.JACK, suit)) ? 1 : 0;
        int lowest = low == 0 ? 2 : low <= 2 ? 1 : 0;
        return cell(t.size(), top, jack, lowest);
    }

    /**
     * The points (of High, Low, Jack and Game) the side of a player who pitches {@code suit} from
     * {@code hand} can expect.
     *
     * @param hand  the pitcher's hand
     * @param suit  the suit it would pitch
     * @return the expected points, 0 to 4; 0 when the hand holds no card of that suit
     */
    public static double expectedPoints(CardSet hand, Suit suit) {
        Objects.requireNonNull(hand, "hand");
        Objects.requireNonNull(suit, "suit");
        if (hand.ofSuitOnly(suit).isEmpty()) {
            return 0;
        }
        int k = cell(hand, suit);
        return HANDS[k] >= MIN_HANDS ? MEAN[k] : ClassicCalls.ruleOfThumb(hand, suit);
    }

    /**
     * {@link #expectedPoints(CardSet, Suit)} of a card word and a suit's ordinal, reading the card word's bits (the
     * same value; for the learned evaluator, which asks it of every suit in every play-out's auction).
     */
    static double expectedPoints(long hand, int suit) {
        long t = hand & TrickReading.suitMask(suit);
        if (t == 0) {
            return 0;
        }
        int k = cell(t, suit);
        return HANDS[k] >= MIN_HANDS ? MEAN[k] : ClassicCalls.ruleOfThumb(CardSet.ofBits(hand), Suit.values()[suit]);
    }

    /** The table's cell of a holding of suit {@code suit}, given as the card word of that suit's cards (not empty). */
    static int cell(long trumps, int suit) {
        int base = suit << 4;
        int high = 63 - Long.numberOfLeadingZeros(trumps) - base;
        int low = Long.numberOfTrailingZeros(trumps) - base;
        int top = high == Rank.ACE.strength() ? 2 : high >= Rank.QUEEN.strength() ? 1 : 0;
        int jack = (trumps & (1L << (base + Rank.JACK.strength()))) != 0 ? 1 : 0;
        int lowest = low == 0 ? 2 : low <= 2 ? 1 : 0;
        return cell(Long.bitCount(trumps), top, jack, lowest);
    }

    /**
     * How many hands the table saw of a holding, for tests and reports.
     *
     * @param hand a hand
     * @param suit a suit it holds
     * @return the hands behind that holding's mean
     * @throws IllegalArgumentException if the hand holds no card of the suit
     */
    public static int handsBehind(CardSet hand, Suit suit) {
        if (hand.ofSuitOnly(suit).isEmpty()) {
            throw new IllegalArgumentException("the hand holds no " + suit);
        }
        return HANDS[cell(hand, suit)];
    }

    /**
     * Makes the table: plays {@code hands} four-handed Pitch hands from seeded deals with the rule-based bot
     * at every seat and averages the pitching side's points by the pitcher's holding in the suit pitched.
     *
     * @param seed  the seed of the deals and of the bot's choices
     * @param hands how many hands to play, at least 1
     * @return the table as CSV text, the format of the resource
     * @throws IllegalArgumentException if {@code hands} is less than 1
     */
    public static String simulate(long seed, int hands) {
        if (hands < 1) {
            throw new IllegalArgumentException("hands must be at least 1, not " + hands);
        }
        RuleSet rules = RuleSet.builder().id("pitch-bid-table").seats(4).sides(2).target(11).trumps(Pitch.PLAIN).build();
        double[] sum = new double[CELLS];
        int[] count = new int[CELLS];
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < hands; i++) {
            GameState s = GameState.start(rules, 0, DeckSource.seeded(random.nextLong()));
            int pitcher = s.toAct();
            CardSet hand = s.hand(pitcher);
            while (!s.isOver() && s.handNumber() == 0) {
                int seat = s.toAct();
                s = s.apply(seat, RuleBot.CLASSIC.choose(s.viewFor(seat), random, Budget.UNLIMITED));
            }
            HandResult r = s.lastHandResult().orElseThrow();
            Suit suit = r.trump().orElseThrow();
            int side = rules.sideOf(pitcher);
            int points = (r.highSide() == side ? 1 : 0) + (r.lowSide() == side ? 1 : 0) + (r.jackSide() == side ? 1 : 0)
                + (r.gameSide() == side ? 1 : 0);
            int k = cell(hand, suit);
            sum[k] += points;
            count[k]++;
        }
        StringBuilder sb = new StringBuilder("# allfours bid table: ").append(hands).append(" four-handed Pitch hands, seed ")
            .append(seed).append(", the rule-based bot at every seat\n")
            .append("trumps,top,jack,low,hands,points\n");
        for (int trumps = 1; trumps <= 5; trumps++) {
            for (int top = 0; top < 3; top++) {
                for (int jack = 0; jack < 2; jack++) {
                    for (int low = 0; low < 3; low++) {
                        int k = cell(trumps, top, jack, low);
                        sb.append(String.format(Locale.ROOT, "%d,%d,%d,%d,%d,%.4f%n", trumps, top, jack, low, count[k],
                            count[k] == 0 ? 0.0 : sum[k] / count[k]));
                    }
                }
            }
        }
        return sb.toString();
    }
}
