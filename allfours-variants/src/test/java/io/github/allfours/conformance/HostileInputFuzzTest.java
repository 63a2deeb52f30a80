package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.record.Discrepancy;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.InconsistentRecordException;
import io.github.allfours.record.RecordFormatException;
import io.github.allfours.record.RecordLine;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.rules.InvalidRuleSetException;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.table.Stakes;
import io.github.allfours.table.TableProcedures.CutRanking;
import io.github.allfours.table.TableProcedures.CutWinner;
import io.github.allfours.table.TableProcedures;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.TestSize;
import io.github.allfours.variants.Classic;
import io.github.allfours.variants.Lancashire;
import io.github.allfours.variants.Variants;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.ThrowingConsumer;

/**
 * Fuzzes every reader of untrusted input: game records of every variant mutated line by line and byte
 * by byte, and random text for every {@code parse}, rule-set values, seats, sides, table-procedure
 * arguments and stakes. The only outcomes allowed are the typed refusal of that input, a verification
 * with a discrepancy, or a record that is still legal, each try within {@link #LIMIT} (a hang detector,
 * not a benchmark).
 *
 * <p>Each property runs {@value #DEFAULT_TRIES} tries in the build and {@value #LONG_TRIES} with {@code -P long}.
 * A longer run: {@code ./mvnw -B -pl allfours-variants -am test -Dtest=HostileInputFuzzTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dallfours.fuzz.tries=20000} (and {@code -Dallfours.fuzz.seed=N} for
 * other inputs; a failure names the try and its seed).
 */
class HostileInputFuzzTest {
    /** Tries per property in the build unless {@code allfours.fuzz.tries} says otherwise. */
    static final int DEFAULT_TRIES = 200;
    /** Tries per property with {@code -P long} unless {@code allfours.fuzz.tries} says otherwise. */
    static final int LONG_TRIES = 2000;
    private static final int TRIES = TestSize.of("allfours.fuzz.tries", DEFAULT_TRIES, LONG_TRIES);
    private static final long SEED = Long.getLong("allfours.fuzz.seed", 20_261_123L);
    /** The most one try may take: generous, only a hang or a quadratic blow-up exceeds it. */
    private static final Duration LIMIT = Duration.ofSeconds(2);

    private static final RecordVerifier VERIFIER = new RecordVerifier(Variants.resolver());
    private static final List<List<String>> RECORDS = new ArrayList<>();
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");
    private static final Pattern CARD = Pattern.compile("\"[2-9TJQKA][CDHS]\"");
    private static final Pattern STRING = Pattern.compile("\"[^\"]*\"");
    private static final String[] HOSTILE_NUMBERS = {"1e2147483648", "-1", "0", "99999999999999999999", "2147483648",
        "-2147483649", "1.5", "1E3", "1\u0664", "\u0661", "01", "-", "1e", "0.", "12345678901234567890123456789", "NaN",
        "Infinity", "0x10", "+1", "2147483647", "-2147483648", "7"};
    private static final String[] WRONG_VALUES = {"null", "true", "false", "[]", "{}", "\"\"", "[[]]", "{\"a\":1}",
        "\"JS\"", "\"play JS\"", "1", "-1", "\"\\u212Aeep\"", "\"\\uD800\"", "\"\\u0000\""};
    private static final String[] OPTION_KEYS = {"direction", "trumps", "turnUpPoints", "turnUpScope", "begging",
        "giftPoints", "giftTo", "giftThrowsIn", "giftBarred", "forcedBegWithoutTrump", "noGiftWithoutTrump",
        "runIfGiftWins", "runPacket", "repeatedRunsSetAside", "bunching", "discardAfterRun", "pitchersPartnerWaits",
        "noTrumpingIn", "noUndertrumping", "throwIn", "trumpAndFollow", "jackScoring", "hangJackPoints", "lowTakenBy",
        "gameTie", "gamePoints", "allFourBonus", "target", "packets", "nonsense"};
    /** Characters that have broken parsers: look-alike digits and letters, invisibles, surrogates, symbols. */
    private static final String ODD = "\u0664\u0661\uFF10\uFF14\u0967\u212A\u0131\u017F\uFEFF\u200B\u00A0\u2003\u0000"
        + "\u001F\u007F\u0085\u2028\uD800\uDC00\uD83C\uDCA1\u2660\u2663\u2665\u2666\u2664\u2661\u00E9\u00DF\uFFFF"
        + "\u0130\u1E9E";
    private static final String ASCII = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`"
        + "abcdefghijklmnopqrstuvwxyz{|}~\t";

    @BeforeAll
    static void recordEveryVariant() {
        List<RuleSet> rules = new ArrayList<>(Variants.allRuleSets());
        rules.add(Variants.TRINIDAD.withNoUndertrumping(true));
        rules.add(Variants.TRINIDAD.withTarget(11).withBegging(b -> b.withGiftPoints(2)));
        rules.add(Lancashire.TWO.withLowTakenBy(PointTaker.HOLDER));
        rules.add(Classic.TWO.withOptions(Map.of("trumps", "pitch")));
        long seed = 1;
        for (RuleSet r : rules) {
            StringBuilder sb = new StringBuilder();
            GameRecordWriter w = new GameRecordWriter(sb);
            SplittableRandom random = new SplittableRandom(seed);
            GameState s = w.start(r, (int) (seed % r.seats()), DeckSource.seeded(seed));
            while (!s.isOver()) {
                s = w.apply(s, s.legalAction(random.nextInt(RandomMatches.choices(s))));
            }
            seed++;
            String text = sb.toString();
            assertTrue(VERIFIER.verify(text).isOk(), r::toString);
            RECORDS.add(List.of(text.split("\n")));
        }
    }

    // ------------------------------------------------------------------------------------ the runner

    /** Runs a property {@link #TRIES} times, each with its own seed and within {@link #LIMIT}. */
    private static void forAll(String property, ThrowingConsumer<SplittableRandom> body) {
        AtomicInteger done = new AtomicInteger();
        for (int i = 0; i < TRIES; i++) {
            long seed = SEED * 1_000_003L + i;
            int attempt = i;
            try {
                assertTimeoutPreemptively(LIMIT, () -> body.accept(new SplittableRandom(seed)),
                    () -> property + ": try " + attempt + " (seed " + seed + ") took longer than " + LIMIT);
            } catch (AssertionError e) {
                throw e;
            } catch (Throwable e) {
                throw new AssertionError(property + ": try " + attempt + " (seed " + seed + ") failed with " + e, e);
            }
            done.incrementAndGet();
        }
        System.out.println("fuzz " + property + ": " + done + " tries passed (seed " + SEED + ")");
    }

    private static void assertShort(String message) {
        assertTrue(message.length() <= 600, () -> "a message of " + message.length() + " characters: "
            + message.substring(0, 600));
    }

    // ------------------------------------------------------------------------------------ records

    @Test
    void mutatedRecordsAreRefusedByLineOrStillLegal() {
        forAll("mutated records", rnd -> {
            List<String> lines = new ArrayList<>(RECORDS.get(rnd.nextInt(RECORDS.size())));
            int mutations = 1 + rnd.nextInt(3);
            for (int m = 0; m < mutations; m++) {
                mutate(lines, rnd);
            }
            String text = String.join(rnd.nextInt(8) == 0 ? "\r\n" : "\n", lines) + (rnd.nextBoolean() ? "\n" : "");
            checkRecord(text, rnd);
        });
    }

    @Test
    void recordsWithBadBytesAreRefusedWithTheirLine() {
        forAll("records with bad bytes", rnd -> {
            List<String> lines = RECORDS.get(rnd.nextInt(RECORDS.size()));
            byte[] bytes = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
            ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + 16);
            int at = rnd.nextInt(bytes.length);
            int kind = rnd.nextInt(5);
            out.write(bytes, 0, at);
            switch (kind) {
                case 0 -> out.write(0x80 + rnd.nextInt(0x80));                       // any high byte
                case 1 -> out.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}); // a byte-order mark
                case 2 -> out.writeBytes(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}); // an encoded surrogate
                case 3 -> out.writeBytes(new byte[] {(byte) 0xC0, (byte) 0xAF});             // an overlong '/'
                default -> out.write(rnd.nextInt(256));
            }
            out.write(bytes, at + (kind == 4 && at + 1 < bytes.length ? 1 : 0),
                bytes.length - at - (kind == 4 && at + 1 < bytes.length ? 1 : 0));
            byte[] bad = out.toByteArray();
            VerificationResult r = VERIFIER.verify(new ByteArrayInputStream(bad));
            if (!r.isOk()) {
                Discrepancy d = r.discrepancy().get();
                assertTrue(d.lineNumber() >= 1, d::toString);
                assertShort(d.message());
            }
            try {
                VERIFIER.resume(new ByteArrayInputStream(bad));
            } catch (InconsistentRecordException e) {
                assertShort(e.getMessage());
            }
        });
    }

    /** Checks one (mutated) record text every way it can be read. */
    private static void checkRecord(String text, SplittableRandom rnd) throws Exception {
        VerificationResult r = VERIFIER.verify(text);
        r.discrepancy().ifPresent(d -> {
            assertTrue(d.lineNumber() >= 1, d::toString);
            assertShort(d.message());
        });
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (new String(bytes, StandardCharsets.UTF_8).equals(text)) {       // no lone surrogate: same text as bytes
            assertEquals(r, VERIFIER.verify(new ByteArrayInputStream(bytes)), "as text and as bytes");
        }
        boolean resumable = r.lastState().isPresent()
            && r.discrepancy().map(d -> d.kind() == Discrepancy.Kind.INCOMPLETE).orElse(true);
        try {
            GameState s = VERIFIER.resume(text);
            assertTrue(resumable, () -> "resumed although " + r);
            assertEquals(r.lastState().get(), s);
        } catch (InconsistentRecordException e) {
            assertFalse(resumable, () -> "refused although " + r + ": " + e.getMessage());
            assertShort(e.getMessage());
        }
        try {
            List<RecordLine> read = GameRecordReader.readAll(text);
            for (RecordLine line : read) {
                assertEquals(line, GameRecordReader.parseLine(line.toJson(), 1), "a line reads back as it writes");
            }
        } catch (RecordFormatException e) {
            assertShort(e.getMessage());
            assertFalse(r.isOk(), "the verifier passed a record the reader refuses");
        }
    }

    private static void mutate(List<String> lines, SplittableRandom rnd) {
        if (lines.isEmpty()) {
            lines.add(randomText(rnd, 40));
            return;
        }
        int i = rnd.nextInt(lines.size());
        String line = lines.get(i);
        switch (rnd.nextInt(16)) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(i, line);
            case 2 -> {
                int j = rnd.nextBoolean() ? Math.min(lines.size() - 1, i + 1) : rnd.nextInt(lines.size());
                lines.set(i, lines.get(j));
                lines.set(j, line);
            }
            case 3 -> lines.set(i, replaceOne(line, NUMBER, rnd, m -> rnd.nextInt(3) == 0
                ? HOSTILE_NUMBERS[rnd.nextInt(HOSTILE_NUMBERS.length)] : String.valueOf(rnd.nextInt(-2, 60))));
            case 4 -> lines.set(i, replaceOne(line, CARD, rnd, m -> "\"" + Card.all()[rnd.nextInt(52)] + "\""));
            case 5 -> lines.set(i, swapCards(line, rnd));
            case 6 -> lines.set(i, replaceOne(line, CARD, rnd, m -> rnd.nextBoolean() ? "" : m + "," + m)
                .replace(",,", ",").replace("[,", "[").replace(",]", "]"));
            case 7 -> lines.set(i, replaceOne(line, rnd.nextBoolean() ? STRING : NUMBER, rnd,
                m -> WRONG_VALUES[rnd.nextInt(WRONG_VALUES.length)]));
            case 8 -> lines.set(i, replaceOne(line, NUMBER, rnd, m -> nested(rnd)));
            case 9 -> lines.add(i, randomText(rnd, rnd.nextInt(8) == 0 ? 70_000 : 60));
            case 10 -> lines.set(i, line.substring(0, rnd.nextInt(line.length() + 1)));
            case 11 -> {
                int at = rnd.nextInt(line.length() + 1);
                lines.set(i, line.substring(0, at) + randomChar(rnd) + line.substring(at));
            }
            case 12 -> {
                int at = rnd.nextInt(line.length() + 1);
                lines.set(i, line.substring(0, at) + "9".repeat(rnd.nextInt(1, 70_000))
                    + line.substring(at));
            }
            case 13 -> {
                if (lines.get(0).contains("\"type\":\"match\"")) {
                    lines.set(0, withOption(lines.get(0), rnd));
                }
            }
            case 14 -> lines.set(i, line.replaceFirst("\"type\":\"[a-z]+\"", "\"type\":\""
                + List.of("match", "deal", "action", "points", "hand", "end").get(rnd.nextInt(6)) + "\""));
            default -> lines.set(i, replaceOne(line, STRING, rnd, m -> STRING.matcher(line).results()
                .skip(rnd.nextInt(4)).findFirst().map(x -> x.group()).orElse(m)));
        }
    }

    /** A match line with a house-rule option added or changed to a random (often wrong) value. */
    private static String withOption(String match, SplittableRandom rnd) {
        String key = OPTION_KEYS[rnd.nextInt(OPTION_KEYS.length)];
        String value = switch (rnd.nextInt(6)) {
            case 0 -> String.valueOf(rnd.nextBoolean());
            case 1 -> String.valueOf(rnd.nextInt(-5, 60));
            case 2 -> HOSTILE_NUMBERS[rnd.nextInt(HOSTILE_NUMBERS.length)];
            case 3 -> "\"" + List.of("pitch", "turn-up", "holder", "winner", "none", "x").get(rnd.nextInt(6)) + "\"";
            case 4 -> "{\"J\":" + rnd.nextInt(-2, 2000) + ",\"A\":1}";
            default -> WRONG_VALUES[rnd.nextInt(WRONG_VALUES.length)];
        };
        String entry = "\"" + key + "\":" + value;
        if (match.contains(",\"options\":{")) {
            return match.replace(",\"options\":{", ",\"options\":{" + entry + ",");
        }
        return match.substring(0, match.length() - 1) + ",\"options\":{" + entry + "}}";
    }

    private static String swapCards(String line, SplittableRandom rnd) {
        List<MatchResult2> cards = new ArrayList<>();
        Matcher m = CARD.matcher(line);
        while (m.find()) {
            cards.add(new MatchResult2(m.start(), m.end()));
        }
        if (cards.size() < 2) {
            return line;
        }
        MatchResult2 a = cards.get(rnd.nextInt(cards.size()));
        MatchResult2 b = cards.get(rnd.nextInt(cards.size()));
        if (a.start() > b.start()) {
            MatchResult2 t = a;
            a = b;
            b = t;
        }
        if (a.start() == b.start()) {
            return line;
        }
        return line.substring(0, a.start()) + line.substring(b.start(), b.end()) + line.substring(a.end(), b.start())
            + line.substring(a.start(), a.end()) + line.substring(b.end());
    }

    private record MatchResult2(int start, int end) {
    }

    private interface Replacement {
        String of(String match);
    }

    private static String replaceOne(String line, Pattern p, SplittableRandom rnd, Replacement r) {
        List<MatchResult2> found = new ArrayList<>();
        Matcher m = p.matcher(line);
        while (m.find()) {
            found.add(new MatchResult2(m.start(), m.end()));
        }
        if (found.isEmpty()) {
            return line;
        }
        MatchResult2 x = found.get(rnd.nextInt(found.size()));
        return line.substring(0, x.start()) + r.of(line.substring(x.start(), x.end())) + line.substring(x.end());
    }

    private static String nested(SplittableRandom rnd) {
        int depth = rnd.nextInt(4) == 0 ? rnd.nextInt(1, 30_000) : rnd.nextInt(1, 24);
        boolean objects = rnd.nextBoolean();
        return (objects ? "{\"a\":" : "[").repeat(depth) + "1" + (objects ? "}" : "]").repeat(depth);
    }

    // ------------------------------------------------------------------------------------ text parsers

    private static char randomChar(SplittableRandom rnd) {
        return switch (rnd.nextInt(4)) {
            case 0 -> ODD.charAt(rnd.nextInt(ODD.length()));
            case 1 -> (char) rnd.nextInt(0x10000);
            default -> ASCII.charAt(rnd.nextInt(ASCII.length()));
        };
    }

    private static String randomText(SplittableRandom rnd, int maxLength) {
        int n = rnd.nextInt(maxLength + 1);
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append(randomChar(rnd));
        }
        return sb.toString();
    }

    /** Random text, or valid text of the parser's kind with a random character changed, added or removed. */
    private static String textNear(SplittableRandom rnd, List<String> valid) {
        if (rnd.nextInt(3) == 0) {
            return randomText(rnd, rnd.nextInt(20) == 0 ? 20_000 : 24);
        }
        StringBuilder sb = new StringBuilder(valid.get(rnd.nextInt(valid.size())));
        for (int k = rnd.nextInt(3); k >= 0; k--) {
            int at = rnd.nextInt(sb.length() + 1);
            switch (rnd.nextInt(3)) {
                case 0 -> sb.insert(at, randomChar(rnd));
                case 1 -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, randomChar(rnd));
                    }
                }
                default -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
            }
        }
        return sb.toString();
    }

    /** Whether every character is one a card or action text may hold: ASCII or a suit symbol. */
    private static boolean onlyCardCharacters(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x80 && "♣♦♥♠♧♢♡♤".indexOf(c) < 0 && !Character.isWhitespace(c)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void cardTextIsReadOrRefusedAsCardText() {
        List<String> valid = new ArrayList<>();
        for (Card c : Card.all()) {
            valid.add(c.toString());
            valid.add(c.toSymbolString());
        }
        valid.add("10h");
        forAll("card text", rnd -> {
            String text = textNear(rnd, valid);
            try {
                Card c = Card.parse(text);
                assertTrue(onlyCardCharacters(text), () -> "read \"" + text + "\" as " + c);
                assertEquals(c, Card.parse(c.toString()));
            } catch (CardFormatException e) {
                assertEquals(text, e.input());
                assertShort(e.getMessage());
            }
            String list = textNear(rnd, List.of("JH TS 2c, 10♦", String.join(" ", valid)));
            try {
                CardSet.parse(list);
            } catch (CardFormatException e) {
                assertShort(e.getMessage());
            }
            try {
                DeckOrder d = DeckOrder.parse(list);
                assertEquals(52, d.size());
            } catch (IllegalArgumentException e) {   // CardFormatException included
                assertShort(e.getMessage());
            }
        });
    }

    @Test
    void actionTextIsReadOrRefusedAsActionText() {
        List<String> valid = new ArrayList<>(List.of("stand", "beg", "give", "run", "bunch", "keep", "throw-in",
            "play JH", "discard 7C", "PLAY 10s", " Keep "));
        forAll("action text", rnd -> {
            String text = textNear(rnd, valid);
            try {
                Action a = Action.parse(text);
                assertTrue(onlyCardCharacters(text), () -> "read \"" + text + "\" as " + a.notation());
                assertEquals(a, Action.parse(a.notation()));
            } catch (IllegalArgumentException e) {   // CardFormatException included
                assertShort(e.getMessage());
            }
            assertTrue(Variants.byId(text).isEmpty() || onlyCardCharacters(text), text);
        });
    }

    @Test
    void recordLineTextIsReadOrRefusedWithItsLine() {
        List<String> valid = new ArrayList<>();
        for (List<String> r : RECORDS.subList(0, Math.min(8, RECORDS.size()))) {
            valid.addAll(r.subList(0, Math.min(6, r.size())));
        }
        valid.add("{\"type\":\"end\",\"winner\":1e2147483648,\"totals\":[1,2]}");
        forAll("record line text", rnd -> {
            String text = textNear(rnd, valid);
            int n = rnd.nextInt(1, 1_000_000);
            try {
                RecordLine line = GameRecordReader.parseLine(text, n);
                assertEquals(line, GameRecordReader.parseLine(line.toJson(), n));
            } catch (RecordFormatException e) {
                assertEquals(n, e.lineNumber());
                assertShort(e.getMessage());
            }
        });
    }

    // ------------------------------------------------------------------------------------ numbers

    private static int anyInt(SplittableRandom rnd) {
        return switch (rnd.nextInt(5)) {
            case 0 -> rnd.nextInt();
            case 1 -> List.of(Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0, 52, 53, 10_000, 10_001, 1_000, 1_001,
                1_000_000, 1_000_001).get(rnd.nextInt(12));
            default -> rnd.nextInt(-3, 60);
        };
    }

    @Test
    void ruleSetValuesAreBoundedAndEveryProblemListed() {
        List<RuleSet> all = Variants.allRuleSets();
        forAll("rule-set values", rnd -> {
            RuleSet base = all.get(rnd.nextInt(all.size()));
            int target = anyInt(rnd);
            List<Integer> packets = new ArrayList<>();
            for (int k = rnd.nextInt(rnd.nextInt(30) == 0 ? 200 : 5); k > 0; k--) {
                packets.add(anyInt(rnd));
            }
            Map<String, Object> options = new LinkedHashMap<>();
            for (int k = rnd.nextInt(4); k > 0; k--) {
                String key = OPTION_KEYS[rnd.nextInt(OPTION_KEYS.length)];
                options.put(key, switch (rnd.nextInt(5)) {
                    case 0 -> rnd.nextBoolean();
                    case 1 -> anyInt(rnd);
                    case 2 -> List.of("pitch", "turn-up", "holder", "none", randomText(rnd, 10)).get(rnd.nextInt(5));
                    case 3 -> Map.of(List.of("J", "A", "6", "Z").get(rnd.nextInt(4)), anyInt(rnd));
                    default -> randomText(rnd, 3);
                });
            }
            try {
                RuleSet r = base.withOptions(options);
                r = r.withTarget(target);
                r = r.withPackets(packets);
                assertTrue(r.target() >= 1 && r.target() <= RuleSet.MAX_TARGET, r::toString);
                long hand = 0;
                for (int p : r.packets()) {
                    assertTrue(p >= 1 && p <= 52);
                    hand += p;
                }
                assertTrue(hand * r.seats() + 1 <= 52, r::toString);
            } catch (InvalidRuleSetException e) {
                assertFalse(e.problems().isEmpty());
                // the message names at most ten problems, each cut to 400 characters (InvalidRuleSetException)
                assertTrue(e.getMessage().length() <= 10 * 402 + 100 + 30, () -> e.getMessage().length() + " characters");
                assertEquals(e.problems().size() > 10, e.getMessage().endsWith((e.problems().size() - 10) + " more"),
                    e::getMessage);
                for (String p : e.problems()) {
                    assertShort(p);
                }
            }
            if (rnd.nextInt(4) == 0) {   // every problem is listed, not the first only
                try {
                    base.withOptions(Map.of("giftPoints", -1, "hangJackPoints", 1_001, "nonsense", 1));
                    fail("bad options were accepted");
                } catch (InvalidRuleSetException e) {
                    assertTrue(e.problems().size() >= 3, e::getMessage);
                }
            }
        });
    }

    @Test
    void seatsSidesCountsAndStakesAreCheckedNotWrapped() {
        List<RuleSet> all = Variants.allRuleSets();
        forAll("seats, sides, counts and stakes", rnd -> {
            RuleSet rules = all.get(rnd.nextInt(all.size()));
            long seed = rnd.nextLong();
            GameState s = GameState.start(rules, rnd.nextInt(rules.seats()), DeckSource.seeded(seed));
            for (int k = rnd.nextInt(40); k > 0 && !s.isOver(); k--) {
                s = s.apply(s.toAct(), s.legalAction(rnd.nextInt(s.legalActionCount())));
            }
            int seat = anyInt(rnd);
            int side = anyInt(rnd);
            boolean seatOk = seat >= 0 && seat < rules.seats();
            boolean sideOk = side >= 0 && side < rules.sides();
            GameState state = s;
            expect(seatOk, () -> state.hand(seat));
            expect(seatOk, () -> state.handBits(seat));
            expect(seatOk, () -> state.isInPlay(seat));
            expect(seatOk, () -> state.legalActions(seat));
            expect(seatOk, () -> state.viewFor(seat));
            expect(seatOk, () -> state.handHiddenFrom(seat));
            expect(seatOk, () -> rules.sideOf(seat));
            expect(sideOk, () -> state.score(side));
            expect(sideOk, () -> state.captured(side));
            expect(sideOk, () -> rules.seatsOf(side));
            SeatView view = s.viewFor(rnd.nextInt(rules.seats()));
            expect(seatOk, () -> view.handSize(seat));
            expect(seatOk, () -> view.inPlay(seat));
            expect(sideOk, () -> view.score(side));
            int count = anyInt(rnd);
            expect(count >= 0 && count <= s.awardCount(), () -> state.awardsSince(count));
            assertEquals(!seatOk, s.check(seat, Action.STAND).isPresent() && !seatOk);
            for (HandResult h : s.handResults()) {
                expect(sideOk, () -> h.gameValue(side));
            }

            DeckOrder order = DeckOrder.shuffled(seed);
            int people = anyInt(rnd);
            int first = anyInt(rnd);
            try {
                int dealer = TableProcedures.firstDealerByCut(order, people, CutRanking.values()[rnd.nextInt(2)],
                    CutWinner.values()[rnd.nextInt(2)]);
                assertTrue(dealer >= 0 && dealer < people);
            } catch (IllegalArgumentException e) {
                assertShort(e.getMessage());
            }
            expect(people >= 2 && people <= 52 && first >= 0 && first < people,
                () -> TableProcedures.firstPitcherByJack(order, people, first));
            expect(people >= 4 && people <= 52 && first >= 0 && first < people,
                () -> TableProcedures.partnershipsByJacks(order, people, first));
            expect(people >= 0 && first >= 0 && people != first,
                () -> TableProcedures.firstPitchingSideByColourGuess(order, people, first, rnd.nextBoolean()));

            int matchStake = anyInt(rnd);
            int allFourStake = anyInt(rnd);
            boolean stakesOk = matchStake >= 0 && matchStake <= Stakes.MAX_STAKE && allFourStake >= 0
                && allFourStake <= Stakes.MAX_STAKE;
            List<HandResult> hands = s.handResults();
            expect(stakesOk && sideOk, () -> {
                int[] net = Stakes.settle(rules, side, hands, matchStake, allFourStake);
                long sum = 0;
                for (int seatNet : net) {
                    sum += seatNet;
                }
                assertEquals(net.length, rules.seats());
                return sum;
            });
        });
    }

    private interface Call {
        Object call();
    }

    /** The call succeeds when the arguments are in bounds, and is refused by name when they are not. */
    private static void expect(boolean inBounds, Call call) {
        try {
            call.call();
            assertTrue(inBounds, "accepted an argument out of bounds");
        } catch (IllegalArgumentException e) {
            assertFalse(inBounds, () -> "refused an argument in bounds: " + e.getMessage());
            assertShort(e.getMessage());
        }
    }
}
