package io.github.allfours.rules;

import io.github.allfours.card.Rank;
import io.github.allfours.internal.Text;
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
    private static final List<String> TURN_UP_KEYS = RuleOption.wordsOf(RuleOption.Group.TURN_UP);
    private static final List<String> BEGGING_KEYS = RuleOption.wordsOf(RuleOption.Group.BEGGING);
    private static final List<String> PITCH_KEYS = RuleOption.wordsOf(RuleOption.Group.PITCH);
    private static final List<String> STOCK_KEYS = RuleOption.wordsOf(RuleOption.Group.STOCK);
    private static final List<String> TABLE_KEYS = RuleOption.wordsOf(RuleOption.Group.TABLE_MODE);
    private static final List<String> AUCTION_KEYS = RuleOption.wordsOf(RuleOption.Group.AUCTION);

    private Options() {
    }

    // ------------------------------------------------------------------------------------ writing

    static Map<String, Object> of(RuleSet r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(RuleOption.DIRECTION.word(), word(r.direction()));
        m.put(RuleOption.TRUMPS.word(), r.trumps().kind());
        if (r.trumps() instanceof TurnUp t) {
            Map<String, Object> points = new LinkedHashMap<>();
            for (Rank rank : Rank.HIGH_TO_LOW) {
                Integer p = t.points().get(rank);
                if (p != null) {
                    points.put(String.valueOf(rank.letter()), p);
                }
            }
            m.put(RuleOption.TURN_UP_POINTS.word(), Collections.unmodifiableMap(points));
            m.put(RuleOption.TURN_UP_SCOPE.word(), word(t.scope()));
            m.put(RuleOption.BEGGING.word(), t.begging().isPresent());
            t.begging().ifPresent(b -> {
                m.put(RuleOption.GIFT_POINTS.word(), b.giftPoints());
                m.put(RuleOption.GIFT_TO.word(), word(b.giftTo()));
                m.put(RuleOption.GIFT_THROWS_IN.word(), b.giftThrowsIn());
                m.put(RuleOption.GIFT_BARRED.word(), b.giftBarred());
                m.put(RuleOption.FORCED_BEG_WITHOUT_TRUMP.word(), b.forcedWithoutTrump());
                m.put(RuleOption.NO_GIFT_WITHOUT_TRUMP.word(), b.noGiftWithoutTrump());
                m.put(RuleOption.RUN_IF_GIFT_WINS.word(), b.runIfGiftWins());
                m.put(RuleOption.RUN_PACKET.word(), b.run().packet());
                m.put(RuleOption.REPEATED_RUNS_SET_ASIDE.word(), b.run().repeatsSetAside());
                m.put(RuleOption.BUNCHING.word(), b.run().bunching());
                m.put(RuleOption.DISCARD_AFTER_RUN.word(), word(b.run().discard()));
            });
        } else if (r.trumps() instanceof Pitch p) {
            m.put(RuleOption.PITCHERS_PARTNER_WAITS.word(), p.partnerWaits());
        } else if (r.trumps() instanceof Auction a) {
            m.put(RuleOption.MINIMUM_BID.word(), a.minimumBid());
            m.put(RuleOption.MAXIMUM_BID.word(), a.maximumBid());
            m.put(RuleOption.ALL_PASS.word(), word(a.allPass()));
            m.put(RuleOption.DEALER_MAY_TAKE_BID.word(), a.dealerMayTake());
            m.put(RuleOption.BIDDER_OUT_FIRST.word(), a.bidderOutFirst());
            m.put(RuleOption.ELDER_SELLS.word(), a.elderSells());
        } else if (r.trumps() instanceof Stock st) {
            m.put(RuleOption.STOCK_FACE_UP.word(), st.faceUp());
        }
        Follow f = r.follow();
        m.put(RuleOption.NO_TRUMPING_IN.word(), f.noTrumpingIn());
        m.put(RuleOption.NO_UNDERTRUMPING.word(), f.noUndertrumping());
        m.put(RuleOption.THROW_IN.word(), f.throwIn());
        m.put(RuleOption.TRUMP_AND_FOLLOW.word(), f.trumpAndFollow());
        Scoring s = r.scoring();
        m.put(RuleOption.JACK_SCORING.word(), word(s.jack()));
        m.put(RuleOption.HANG_JACK_POINTS.word(), s.hangJackPoints());
        m.put(RuleOption.LOW_TAKEN_BY.word(), word(s.low()));
        m.put(RuleOption.GAME_TIE.word(), word(s.gameTie()));
        m.put(RuleOption.GAME_POINTS.word(), s.gamePoints());
        m.put(RuleOption.ALL_FOUR_BONUS.word(), s.allFourBonus());
        m.put(RuleOption.TRUMP_FIVE_VALUE.word(), s.trumpFiveValue());
        m.put(RuleOption.TRICK_POINTS.word(), s.trickPoints());
        m.put(RuleOption.TABLE_MODE.word(), r.tableMode().isPresent());
        r.tableMode().ifPresent(t -> {
            m.put(RuleOption.PENALTY_POINTS.word(), t.penaltyPoints());
            m.put(RuleOption.REVOKE_BARS_GAME.word(), t.revokeBarsGame());
            m.put(RuleOption.FORFEIT_TOP_TRUMPS.word(), t.forfeitTopTrumps());
            m.put(RuleOption.MISDEAL_POINTS.word(), t.misdealPoints());
            m.put(RuleOption.PEEK_POINTS.word(), t.peekPoints());
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
        String kind = in.word(RuleOption.TRUMPS.word(), List.of("turn-up", "pitch", "auction", "stock"), base.trumps().kind());
        Trumps trumps;
        if ("stock".equals(kind)) {
            in.notFor(TURN_UP_KEYS, "trumps are the stock's bottom card");
            in.notFor(BEGGING_KEYS, "trumps are the stock's bottom card");
            in.notFor(PITCH_KEYS, "trumps are the stock's bottom card");
            in.notFor(AUCTION_KEYS, "trumps are the stock's bottom card");
            trumps = in.bool(RuleOption.STOCK_FACE_UP.word(), !(base.trumps() instanceof Stock st) || st.faceUp()) ? Stock.FACE_UP : Stock.FACE_DOWN;
        } else if ("auction".equals(kind)) {
            in.notFor(STOCK_KEYS, "trumps follow an auction");
            in.notFor(TURN_UP_KEYS, "trumps follow an auction");
            in.notFor(BEGGING_KEYS, "trumps follow an auction");
            in.notFor(PITCH_KEYS, "trumps follow an auction");
            Auction a = base.trumps() instanceof Auction was ? was : Auction.STANDARD;
            trumps = new Auction(in.integer(RuleOption.MINIMUM_BID.word(), a.minimumBid()), in.integer(RuleOption.MAXIMUM_BID.word(), a.maximumBid()),
                in.choice(RuleOption.ALL_PASS.word(), AllPass.class, a.allPass()), in.bool(RuleOption.DEALER_MAY_TAKE_BID.word(), a.dealerMayTake()),
                in.bool(RuleOption.BIDDER_OUT_FIRST.word(), a.bidderOutFirst()), in.bool(RuleOption.ELDER_SELLS.word(), a.elderSells()));
        } else if ("pitch".equals(kind)) {
            in.notFor(TURN_UP_KEYS, "trumps are pitched");
            in.notFor(BEGGING_KEYS, "trumps are pitched");
            in.notFor(AUCTION_KEYS, "trumps are pitched");
            in.notFor(STOCK_KEYS, "trumps are pitched");
            boolean waits = in.bool(RuleOption.PITCHERS_PARTNER_WAITS.word(), base.trumps() instanceof Pitch p && p.partnerWaits());
            trumps = waits ? Pitch.PARTNER_WAITS : Pitch.PLAIN;
        } else {
            in.notFor(PITCH_KEYS, "trumps are turned up");
            in.notFor(AUCTION_KEYS, "trumps are turned up");
            in.notFor(STOCK_KEYS, "trumps are turned up");
            TurnUp was = base.trumps() instanceof TurnUp t ? t : null;
            Map<Rank, Integer> points = in.points(RuleOption.TURN_UP_POINTS.word(), was == null ? Map.of() : was.points());
            TurnUpScope scope = in.choice(RuleOption.TURN_UP_SCOPE.word(), TurnUpScope.class,
                was == null ? TurnUpScope.EVERY_TURN_UP : was.scope());
            Begging wasBegging = was == null ? null : was.begging().orElse(null);
            boolean begging = in.bool(RuleOption.BEGGING.word(), wasBegging != null);
            if (begging) {
                Begging b = wasBegging == null ? Begging.STANDARD : wasBegging;
                Run run = b.run();
                run = new Run(in.integer(RuleOption.RUN_PACKET.word(), run.packet()), in.bool(RuleOption.REPEATED_RUNS_SET_ASIDE.word(), run.repeatsSetAside()),
                    in.bool(RuleOption.BUNCHING.word(), run.bunching()), in.choice(RuleOption.DISCARD_AFTER_RUN.word(), DiscardRule.class, run.discard()));
                b = new Begging(in.integer(RuleOption.GIFT_POINTS.word(), b.giftPoints()),
                    in.choice(RuleOption.GIFT_TO.word(), GiftRecipients.class, b.giftTo()), in.bool(RuleOption.GIFT_THROWS_IN.word(), b.giftThrowsIn()),
                    in.bool(RuleOption.GIFT_BARRED.word(), b.giftBarred()), in.bool(RuleOption.FORCED_BEG_WITHOUT_TRUMP.word(), b.forcedWithoutTrump()), run,
                    in.bool(RuleOption.NO_GIFT_WITHOUT_TRUMP.word(), b.noGiftWithoutTrump()), in.bool(RuleOption.RUN_IF_GIFT_WINS.word(), b.runIfGiftWins()));
                trumps = TurnUp.withBegging(points, scope, b);
            } else {
                in.notFor(BEGGING_KEYS, "there is no begging");
                trumps = TurnUp.withoutBegging(points, scope);
            }
        }
        Follow f = base.follow();
        Follow follow = new Follow(in.bool(RuleOption.NO_TRUMPING_IN.word(), f.noTrumpingIn()), in.bool(RuleOption.NO_UNDERTRUMPING.word(), f.noUndertrumping()),
            in.bool(RuleOption.THROW_IN.word(), f.throwIn()), in.bool(RuleOption.TRUMP_AND_FOLLOW.word(), f.trumpAndFollow()));
        Scoring s = base.scoring();
        Scoring scoring = new Scoring(in.choice(RuleOption.JACK_SCORING.word(), JackScoring.class, s.jack()), in.integer(RuleOption.HANG_JACK_POINTS.word(), s.hangJackPoints()),
            in.choice(RuleOption.LOW_TAKEN_BY.word(), PointTaker.class, s.low()), in.choice(RuleOption.GAME_TIE.word(), GameTieRule.class, s.gameTie()),
            in.bool(RuleOption.ALL_FOUR_BONUS.word(), s.allFourBonus()), in.integer(RuleOption.TRUMP_FIVE_VALUE.word(), s.trumpFiveValue()),
            in.bool(RuleOption.TRICK_POINTS.word(), s.trickPoints()), in.integer(RuleOption.GAME_POINTS.word(), s.gamePoints()));
        Direction direction = in.choice(RuleOption.DIRECTION.word(), Direction.class, base.direction());
        TableMode tableMode = null;
        if (in.bool(RuleOption.TABLE_MODE.word(), base.tableMode().isPresent())) {
            TableMode t = base.tableMode().orElse(TableMode.STANDARD);
            tableMode = new TableMode(in.integer(RuleOption.PENALTY_POINTS.word(), t.penaltyPoints()), in.bool(RuleOption.REVOKE_BARS_GAME.word(),
                t.revokeBarsGame()), in.integer(RuleOption.FORFEIT_TOP_TRUMPS.word(), t.forfeitTopTrumps()),
                in.integer(RuleOption.MISDEAL_POINTS.word(), t.misdealPoints()), in.integer(RuleOption.PEEK_POINTS.word(), t.peekPoints()));
        } else {
            in.notFor(TABLE_KEYS, "table mode is off");
        }
        RuleSet.Builder b = base.toBuilder().trumps(trumps).follow(follow).scoring(scoring).direction(direction)
            .tableMode(tableMode);
        return b.buildCopyOf(base.origin(), problems);   // the values read are checked too: every problem at once
    }

    private static final java.util.Set<String> WORDS = words();

    private static java.util.Set<String> words() {
        java.util.Set<String> all = new java.util.HashSet<>();
        for (RuleOption o : RuleOption.values()) {
            all.add(o.word());
        }
        return java.util.Set.copyOf(all);
    }

    /** Whether {@code k} is the word of a {@link RuleOption}. */
    private static boolean isKey(String k) {
        return WORDS.contains(k);
    }

    /**
     * An option word or value as it may appear in a message: between single quotes, as {@link Text#excerpt(String)}
     * shows input (at most {@value Text#MAX_EXCERPT} characters, every one visible).
     */
    static String quote(String text) {
        return "'" + Text.excerpt(text) + "'";
    }

    /** Reads typed option values out of a map of changes, collecting problems instead of stopping. */
    private static final class Reader {
        private final Map<String, ?> changes;
        private final List<String> problems;

        Reader(Map<String, ?> changes, List<String> problems) {
            this.changes = changes;
            this.problems = problems;
        }

        void notFor(List<String> keys, String why) {
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
