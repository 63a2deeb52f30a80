package io.github.allfours.rules;

import io.github.allfours.card.Rank;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The textual form of a rule set's rules ({@link RuleSet#options()}): writing them as words and plain
 * values, comparing two rule sets, and reading changes back with every problem reported.
 */
final class Options {
    static final String DIRECTION = "direction";
    static final String TRUMPS = "trumps";
    static final String TURN_UP_POINTS = "turnUpPoints";
    static final String TURN_UP_SCOPE = "turnUpScope";
    static final String BEGGING = "begging";
    static final String GIFT_POINTS = "giftPoints";
    static final String GIFT_TO = "giftTo";
    static final String GIFT_THROWS_IN = "giftThrowsIn";
    static final String GIFT_BARRED = "giftBarred";
    static final String FORCED_BEG = "forcedBegWithoutTrump";
    static final String NO_GIFT_WITHOUT_TRUMP = "noGiftWithoutTrump";
    static final String RUN_IF_GIFT_WINS = "runIfGiftWins";
    static final String RUN_PACKET = "runPacket";
    static final String RUNS_SET_ASIDE = "repeatedRunsSetAside";
    static final String BUNCHING = "bunching";
    static final String DISCARD = "discardAfterRun";
    static final String PARTNER_WAITS = "pitchersPartnerWaits";
    static final String NO_TRUMPING_IN = "noTrumpingIn";
    static final String NO_UNDERTRUMPING = "noUndertrumping";
    static final String THROW_IN = "throwIn";
    static final String TRUMP_AND_FOLLOW = "trumpAndFollow";
    static final String JACK = "jackScoring";
    static final String HANG_JACK = "hangJackPoints";
    static final String LOW = "lowTakenBy";
    static final String GAME_TIE = "gameTie";
    static final String GAME_POINTS = "gamePoints";
    static final String ALL_FOUR = "allFourBonus";
    static final String MIN_BID = "minimumBid";
    static final String MAX_BID = "maximumBid";
    static final String ALL_PASS = "allPass";
    static final String DEALER_MAY_TAKE = "dealerMayTakeBid";
    static final String BIDDER_OUT_FIRST = "bidderOutFirst";
    static final String ELDER_SELLS = "elderSells";
    static final String TRUMP_FIVE = "trumpFiveValue";
    static final String TABLE_MODE = "tableMode";
    static final String PENALTY_POINTS = "penaltyPoints";
    static final String REVOKE_BARS_GAME = "revokeBarsGame";
    static final String FORFEIT_TOP_TRUMPS = "forfeitTopTrumps";
    static final String MISDEAL_POINTS = "misdealPoints";
    static final String PEEK_POINTS = "peekPoints";
    static final String STOCK_FACE_UP = "stockFaceUp";
    static final String TRICK_POINTS = "trickPoints";

    private static final Set<String> TURN_UP_KEYS = Set.of(TURN_UP_POINTS, TURN_UP_SCOPE, BEGGING);
    private static final Set<String> BEGGING_KEYS = Set.of(GIFT_POINTS, GIFT_TO, GIFT_THROWS_IN, GIFT_BARRED,
        FORCED_BEG, NO_GIFT_WITHOUT_TRUMP, RUN_IF_GIFT_WINS, RUN_PACKET, RUNS_SET_ASIDE, BUNCHING, DISCARD);
    private static final Set<String> PITCH_KEYS = Set.of(PARTNER_WAITS);
    private static final Set<String> STOCK_KEYS = Set.of(STOCK_FACE_UP);
    private static final Set<String> TABLE_KEYS = Set.of(PENALTY_POINTS, REVOKE_BARS_GAME, FORFEIT_TOP_TRUMPS,
        MISDEAL_POINTS, PEEK_POINTS);
    private static final Set<String> AUCTION_KEYS = Set.of(MIN_BID, MAX_BID, ALL_PASS, DEALER_MAY_TAKE, BIDDER_OUT_FIRST, ELDER_SELLS);
    private static final Set<String> COMMON_KEYS = Set.of(DIRECTION, TRUMPS, NO_TRUMPING_IN, NO_UNDERTRUMPING,
        THROW_IN, TRUMP_AND_FOLLOW, JACK, HANG_JACK, LOW, GAME_TIE, GAME_POINTS, ALL_FOUR, TRUMP_FIVE, TRICK_POINTS);

    private Options() {
    }

    // ------------------------------------------------------------------------------------ writing

    static Map<String, Object> of(RuleSet r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(DIRECTION, word(r.direction()));
        m.put(TRUMPS, r.trumps().kind());
        if (r.trumps() instanceof TurnUp t) {
            Map<String, Object> points = new LinkedHashMap<>();
            for (Rank rank : Rank.HIGH_TO_LOW) {
                Integer p = t.points().get(rank);
                if (p != null) {
                    points.put(String.valueOf(rank.letter()), p);
                }
            }
            m.put(TURN_UP_POINTS, Collections.unmodifiableMap(points));
            m.put(TURN_UP_SCOPE, word(t.scope()));
            m.put(BEGGING, t.begging().isPresent());
            t.begging().ifPresent(b -> {
                m.put(GIFT_POINTS, b.giftPoints());
                m.put(GIFT_TO, word(b.giftTo()));
                m.put(GIFT_THROWS_IN, b.giftThrowsIn());
                m.put(GIFT_BARRED, b.giftBarred());
                m.put(FORCED_BEG, b.forcedWithoutTrump());
                m.put(NO_GIFT_WITHOUT_TRUMP, b.noGiftWithoutTrump());
                m.put(RUN_IF_GIFT_WINS, b.runIfGiftWins());
                m.put(RUN_PACKET, b.run().packet());
                m.put(RUNS_SET_ASIDE, b.run().repeatsSetAside());
                m.put(BUNCHING, b.run().bunching());
                m.put(DISCARD, word(b.run().discard()));
            });
        } else if (r.trumps() instanceof Pitch p) {
            m.put(PARTNER_WAITS, p.partnerWaits());
        } else if (r.trumps() instanceof Auction a) {
            m.put(MIN_BID, a.minimumBid());
            m.put(MAX_BID, a.maximumBid());
            m.put(ALL_PASS, word(a.allPass()));
            m.put(DEALER_MAY_TAKE, a.dealerMayTake());
            m.put(BIDDER_OUT_FIRST, a.bidderOutFirst());
            m.put(ELDER_SELLS, a.elderSells());
        } else if (r.trumps() instanceof Stock st) {
            m.put(STOCK_FACE_UP, st.faceUp());
        }
        Follow f = r.follow();
        m.put(NO_TRUMPING_IN, f.noTrumpingIn());
        m.put(NO_UNDERTRUMPING, f.noUndertrumping());
        m.put(THROW_IN, f.throwIn());
        m.put(TRUMP_AND_FOLLOW, f.trumpAndFollow());
        Scoring s = r.scoring();
        m.put(JACK, word(s.jack()));
        m.put(HANG_JACK, s.hangJackPoints());
        m.put(LOW, word(s.low()));
        m.put(GAME_TIE, word(s.gameTie()));
        m.put(GAME_POINTS, s.gamePoints());
        m.put(ALL_FOUR, s.allFourBonus());
        m.put(TRUMP_FIVE, s.trumpFiveValue());
        m.put(TRICK_POINTS, s.trickPoints());
        m.put(TABLE_MODE, r.tableMode().isPresent());
        r.tableMode().ifPresent(t -> {
            m.put(PENALTY_POINTS, t.penaltyPoints());
            m.put(REVOKE_BARS_GAME, t.revokeBarsGame());
            m.put(FORFEIT_TOP_TRUMPS, t.forfeitTopTrumps());
            m.put(MISDEAL_POINTS, t.misdealPoints());
            m.put(PEEK_POINTS, t.peekPoints());
        });
        return Collections.unmodifiableMap(m);
    }

    static Map<String, Object> difference(RuleSet mine, RuleSet other) {
        Map<String, Object> theirs = of(other);
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : of(mine).entrySet()) {
            if (!e.getValue().equals(theirs.get(e.getKey()))) {
                out.put(e.getKey(), e.getValue());
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** An enum constant as an option word: {@code TWELVE_OR_MORE} is {@code twelve-or-more}. */
    static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    // ------------------------------------------------------------------------------------ reading

    static RuleSet apply(RuleSet base, Map<String, ?> changes) {
        List<String> problems = new ArrayList<>();
        Reader in = new Reader(changes, problems);
        for (Object key : changes.keySet()) {
            if (!(key instanceof String k) || !isKey(k)) {
                problems.add("unknown option " + quote(String.valueOf(key)));
            } else if (changes.get(k) == null) {
                problems.add("option " + k + " has no value (null)");
            }
        }
        String kind = in.word(TRUMPS, List.of("turn-up", "pitch", "auction", "stock"), base.trumps().kind());
        Trumps trumps;
        if ("stock".equals(kind)) {
            in.notFor(TURN_UP_KEYS, "trumps are the stock's bottom card");
            in.notFor(BEGGING_KEYS, "trumps are the stock's bottom card");
            in.notFor(PITCH_KEYS, "trumps are the stock's bottom card");
            in.notFor(AUCTION_KEYS, "trumps are the stock's bottom card");
            trumps = in.bool(STOCK_FACE_UP, !(base.trumps() instanceof Stock st) || st.faceUp()) ? Stock.FACE_UP : Stock.FACE_DOWN;
        } else if ("auction".equals(kind)) {
            in.notFor(STOCK_KEYS, "trumps follow an auction");
            in.notFor(TURN_UP_KEYS, "trumps follow an auction");
            in.notFor(BEGGING_KEYS, "trumps follow an auction");
            in.notFor(PITCH_KEYS, "trumps follow an auction");
            Auction a = base.trumps() instanceof Auction was ? was : Auction.STANDARD;
            trumps = new Auction(in.integer(MIN_BID, a.minimumBid()), in.integer(MAX_BID, a.maximumBid()),
                in.choice(ALL_PASS, AllPass.class, a.allPass()), in.bool(DEALER_MAY_TAKE, a.dealerMayTake()),
                in.bool(BIDDER_OUT_FIRST, a.bidderOutFirst()), in.bool(ELDER_SELLS, a.elderSells()));
        } else if ("pitch".equals(kind)) {
            in.notFor(TURN_UP_KEYS, "trumps are pitched");
            in.notFor(BEGGING_KEYS, "trumps are pitched");
            in.notFor(AUCTION_KEYS, "trumps are pitched");
            in.notFor(STOCK_KEYS, "trumps are pitched");
            boolean waits = in.bool(PARTNER_WAITS, base.trumps() instanceof Pitch p && p.partnerWaits());
            trumps = waits ? Pitch.PARTNER_WAITS : Pitch.PLAIN;
        } else {
            in.notFor(PITCH_KEYS, "trumps are turned up");
            in.notFor(AUCTION_KEYS, "trumps are turned up");
            in.notFor(STOCK_KEYS, "trumps are turned up");
            TurnUp was = base.trumps() instanceof TurnUp t ? t : null;
            Map<Rank, Integer> points = in.points(TURN_UP_POINTS, was == null ? Map.of() : was.points());
            TurnUpScope scope = in.choice(TURN_UP_SCOPE, TurnUpScope.class,
                was == null ? TurnUpScope.EVERY_TURN_UP : was.scope());
            Begging wasBegging = was == null ? null : was.begging().orElse(null);
            boolean begging = in.bool(BEGGING, wasBegging != null);
            if (begging) {
                Begging b = wasBegging == null ? Begging.STANDARD : wasBegging;
                Run run = b.run();
                run = new Run(in.integer(RUN_PACKET, run.packet()), in.bool(RUNS_SET_ASIDE, run.repeatsSetAside()),
                    in.bool(BUNCHING, run.bunching()), in.choice(DISCARD, DiscardRule.class, run.discard()));
                b = new Begging(in.integer(GIFT_POINTS, b.giftPoints()),
                    in.choice(GIFT_TO, GiftRecipients.class, b.giftTo()), in.bool(GIFT_THROWS_IN, b.giftThrowsIn()),
                    in.bool(GIFT_BARRED, b.giftBarred()), in.bool(FORCED_BEG, b.forcedWithoutTrump()), run,
                    in.bool(NO_GIFT_WITHOUT_TRUMP, b.noGiftWithoutTrump()), in.bool(RUN_IF_GIFT_WINS, b.runIfGiftWins()));
                trumps = TurnUp.withBegging(points, scope, b);
            } else {
                in.notFor(BEGGING_KEYS, "there is no begging");
                trumps = TurnUp.withoutBegging(points, scope);
            }
        }
        Follow f = base.follow();
        Follow follow = new Follow(in.bool(NO_TRUMPING_IN, f.noTrumpingIn()), in.bool(NO_UNDERTRUMPING, f.noUndertrumping()),
            in.bool(THROW_IN, f.throwIn()), in.bool(TRUMP_AND_FOLLOW, f.trumpAndFollow()));
        Scoring s = base.scoring();
        Scoring scoring = new Scoring(in.choice(JACK, JackScoring.class, s.jack()), in.integer(HANG_JACK, s.hangJackPoints()),
            in.choice(LOW, PointTaker.class, s.low()), in.choice(GAME_TIE, GameTieRule.class, s.gameTie()),
            in.bool(ALL_FOUR, s.allFourBonus()), in.integer(TRUMP_FIVE, s.trumpFiveValue()),
            in.bool(TRICK_POINTS, s.trickPoints()), in.integer(GAME_POINTS, s.gamePoints()));
        Direction direction = in.choice(DIRECTION, Direction.class, base.direction());
        TableMode tableMode = null;
        if (in.bool(TABLE_MODE, base.tableMode().isPresent())) {
            TableMode t = base.tableMode().orElse(TableMode.STANDARD);
            tableMode = new TableMode(in.integer(PENALTY_POINTS, t.penaltyPoints()), in.bool(REVOKE_BARS_GAME,
                t.revokeBarsGame()), in.integer(FORFEIT_TOP_TRUMPS, t.forfeitTopTrumps()),
                in.integer(MISDEAL_POINTS, t.misdealPoints()), in.integer(PEEK_POINTS, t.peekPoints()));
        } else {
            in.notFor(TABLE_KEYS, "table mode is off");
        }
        RuleSet.Builder b = base.toBuilder().trumps(trumps).follow(follow).scoring(scoring).direction(direction)
            .tableMode(tableMode);
        return b.buildCopyOf(base.origin(), problems);   // the values read are checked too: every problem at once
    }

    private static boolean isKey(String k) {
        return COMMON_KEYS.contains(k) || TURN_UP_KEYS.contains(k) || BEGGING_KEYS.contains(k) || PITCH_KEYS.contains(k)
            || AUCTION_KEYS.contains(k) || STOCK_KEYS.contains(k) || TABLE_KEYS.contains(k) || TABLE_MODE.equals(k);
    }

    /** An option word or value as it may appear in a message: quoted, cut to 40 characters, printable. */
    static String quote(String text) {
        StringBuilder sb = new StringBuilder("'");
        for (int i = 0; i < text.length() && i < 40; i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c >= 0x7f) {
                sb.append(String.format("U+%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append(text.length() > 40 ? "...'" : "'").toString();
    }

    /** Reads typed option values out of a map of changes, collecting problems instead of stopping. */
    private static final class Reader {
        private final Map<String, ?> changes;
        private final List<String> problems;

        Reader(Map<String, ?> changes, List<String> problems) {
            this.changes = changes;
            this.problems = problems;
        }

        void notFor(Set<String> keys, String why) {
            for (String k : keys) {
                if (changes.containsKey(k)) {
                    problems.add("option " + k + " does not apply: " + why);
                }
            }
        }

        boolean bool(String key, boolean otherwise) {
            Object v = changes.get(key);
            if (v == null) {
                return otherwise;
            }
            if (v instanceof Boolean b) {
                return b;
            }
            problems.add("option " + key + " must be true or false, not " + describe(v));
            return otherwise;
        }

        int integer(String key, int otherwise) {
            Object v = changes.get(key);
            if (v == null) {
                return otherwise;
            }
            if ((v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte)
                && ((Number) v).longValue() == ((Number) v).intValue()) {
                return ((Number) v).intValue();
            }
            problems.add("option " + key + " must be a whole number, not " + describe(v));
            return otherwise;
        }

        <E extends Enum<E>> E choice(String key, Class<E> type, E otherwise) {
            Object v = changes.get(key);
            if (v == null) {
                return otherwise;
            }
            List<String> words = new ArrayList<>();
            for (E e : type.getEnumConstants()) {
                words.add(Options.word(e));
                if (Options.word(e).equals(v)) {
                    return e;
                }
            }
            problems.add("option " + key + " must be one of " + words + ", not " + describe(v));
            return otherwise;
        }

        String word(String key, List<String> words, String otherwise) {
            Object v = changes.get(key);
            if (v == null) {
                return otherwise;
            }
            if (words.contains(v)) {
                return (String) v;
            }
            problems.add("option " + key + " must be one of " + words + ", not " + describe(v));
            return otherwise;
        }

        Map<Rank, Integer> points(String key, Map<Rank, Integer> otherwise) {
            Object v = changes.get(key);
            if (v == null) {
                return otherwise;
            }
            if (!(v instanceof Map<?, ?> m)) {
                problems.add("option " + key + " must map rank letters to points, not " + describe(v));
                return otherwise;
            }
            Map<Rank, Integer> out = new EnumMap<>(Rank.class);
            for (Map.Entry<?, ?> e : m.entrySet()) {
                Rank rank = e.getKey() instanceof String s && s.length() == 1 ? rankOf(s.charAt(0)) : null;
                if (rank == null) {
                    problems.add("option " + key + ": " + describe(e.getKey())
                        + " is not a rank letter (A K Q J T 9 8 7 6 5 4 3 2)");
                    continue;
                }
                Object p = e.getValue();
                if ((p instanceof Integer || p instanceof Long) && ((Number) p).longValue() == ((Number) p).intValue()) {
                    out.put(rank, ((Number) p).intValue());
                } else {
                    problems.add("option " + key + ": the points for " + rank.letter() + " must be a whole number, not "
                        + describe(p));
                }
            }
            return out;
        }

        private static Rank rankOf(char c) {
            for (Rank r : Rank.values()) {
                if (r.letter() == c) {
                    return r;
                }
            }
            return null;
        }

        private static String describe(Object v) {
            if (v == null) {
                return "null";
            }
            if (v instanceof String s) {
                return quote(s);
            }
            if (v instanceof Number || v instanceof Boolean) {
                return quote(v.toString());
            }
            return "a " + v.getClass().getSimpleName();
        }
    }

    // ------------------------------------------------------------------------------------ describing

    static String describe(RuleSet r) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.seats()).append(" players");
        if (r.sides() != r.seats()) {
            sb.append(" in ").append(r.sides()).append(" sides");
        }
        sb.append(", to ").append(r.target()).append("; deal ");
        List<String> packets = new ArrayList<>();
        for (int p : r.packets()) {
            packets.add(Integer.toString(p));
        }
        sb.append(String.join("+", packets)).append("; ");
        if (r.trumps() instanceof TurnUp t) {
            sb.append("turn-up (");
            List<String> points = new ArrayList<>();
            for (Rank rank : Rank.HIGH_TO_LOW) {
                Integer p = t.points().get(rank);
                if (p != null && p != 0) {
                    points.add(rank.letter() + " " + p);
                }
            }
            sb.append(points.isEmpty() ? "no points" : String.join(", ", points)).append("; ")
                .append(word(t.scope()).replace('-', ' ')).append(')');
            Optional<Begging> begging = t.begging();
            if (begging.isPresent()) {
                Begging b = begging.get();
                sb.append(", begging (gift ").append(b.giftPoints()).append(" to ")
                    .append(word(b.giftTo()).replace('-', ' '));
                if (b.giftThrowsIn()) {
                    sb.append(", gift throws in");
                }
                if (b.giftBarred()) {
                    sb.append(", gift barred when it lets the other opponent win");
                }
                if (b.forcedWithoutTrump()) {
                    sb.append(", forced without a trump");
                }
                if (b.noGiftWithoutTrump()) {
                    sb.append(", no gift without a trump");
                }
                if (b.runIfGiftWins()) {
                    sb.append(", run when the gift would win");
                }
                sb.append(", run ").append(b.run().packet());
                if (b.run().repeatsSetAside()) {
                    sb.append(", repeated runs set aside");
                }
                if (b.run().bunching()) {
                    sb.append(", bunch vote");
                }
                if (b.run().discard() != DiscardRule.NEVER) {
                    sb.append(", discard ").append(word(b.run().discard()).replace('-', ' '));
                }
                sb.append(')');
            }
        } else if (r.trumps() instanceof Pitch p) {
            sb.append("pitch").append(p.partnerWaits() ? " (pitcher's partner waits)" : "");
        } else if (r.trumps() instanceof Stock st) {
            sb.append("the stock's bottom card, stock face ").append(st.faceUp() ? "up" : "down")
                .append(", winner then loser draws after each trick");
        } else if (r.trumps() instanceof Auction a) {
            sb.append("auction: bids ").append(a.minimumBid()).append("..").append(a.maximumBid())
                .append(", all pass: ").append(word(a.allPass()).replace('-', ' '));
            if (a.dealerMayTake()) {
                sb.append(", the dealer may take the bid");
            }
            if (a.bidderOutFirst()) {
                sb.append(", a successful bidder scores first");
            }
            if (a.elderSells()) {
                sb.append(", elder sells or refuses");
            }
            sb.append("; setback");
        }
        Follow f = r.follow();
        if (f.noTrumpingIn()) {
            sb.append("; no trumping in");
        }
        if (f.noUndertrumping()) {
            sb.append("; no undertrumping");
        }
        if (f.throwIn()) {
            sb.append("; throw-in");
        }
        if (f.trumpAndFollow()) {
            sb.append("; trump and follow");
        }
        Scoring s = r.scoring();
        sb.append("; jack: ").append(s.jack() == JackScoring.HANG_JACK ? "hang jack " + s.hangJackPoints() : "to captor")
            .append("; low: ").append(word(s.low())).append("; game tie: ").append(word(s.gameTie()).replace('-', ' '));
        if (s.gamePoints() != 1) {
            sb.append("; game worth ").append(s.gamePoints());
        }
        if (s.allFourBonus()) {
            sb.append("; all-four stake");
        }
        if (s.trumpFiveValue() != 0) {
            sb.append("; five of trumps worth ").append(s.trumpFiveValue()).append(" toward Game");
        }
        if (s.trickPoints()) {
            sb.append("; trumps score in each trick");
        }
        r.tableMode().ifPresent(t -> sb.append("; table mode (revoke penalty ").append(t.penaltyPoints())
            .append(t.revokeBarsGame() ? " and no Game" : "").append(", forfeit with the top ").append(t.forfeitTopTrumps())
            .append(" trumps, misdeal ").append(t.misdealPoints()).append(", peek ").append(t.peekPoints()).append(')'));
        return sb.toString();
    }
}
