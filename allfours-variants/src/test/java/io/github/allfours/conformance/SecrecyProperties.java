package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Trick;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.PublicRecord;
import io.github.allfours.record.RecordLine;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.variants.Variants;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The library owns secrecy: on every state of random matches of every rule set at every table size, table
 * mode included, {@link GameState#spectatorView()} shows no card that is hidden from any seat, and no line of
 * {@link PublicRecord} written while the match goes on names a card that was hidden before and is still hidden
 * after the action it records (within one deal); deal lines and legal sets are never published before the end, and the public
 * record of a finished match is the whole record.
 *
 * <p>The view is searched generically: every component of the record, recursively (cards, card sets, tricks,
 * awards, hand results, lists and optionals), so a component added later is searched too. Tricks and hand
 * results of earlier hands, and awards of earlier deals (a turn-up scored before a redeal of the same hand), name
 * cards of earlier deals and are not compared with this deal's hidden cards.
 */
class SecrecyProperties {
    private static final Pattern CARD = Pattern.compile("\"(?:[a-z -]+ )?((?:10|[2-9TJQKA])[CDHS])\"");

    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets()).flatMap(r -> Arbitraries.of(r, r.withTableMode(TableMode.STANDARD)));
    }

    @Property(tries = 60)
    void spectatorsAndPublicRecordsSeeNoHiddenCard(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) throws Exception {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder full = new StringBuilder();
        GameRecordWriter writer = new GameRecordWriter(full);
        GameState s = writer.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(seed));
        checkView(s);
        int read = 0;               // the record's text read so far: every line before it was checked
        for (int step = 0; step < 3_000 && !s.isOver(); step++) {
            long hiddenBefore = hidden(s);
            int deal = s.dealNumber();
            int seat = s.toAct();
            Action a;
            if (rules.tableMode().isPresent() && random.nextInt(5) == 0) {
                seat = random.nextInt(rules.seats());
                List<Action> claims = s.legalActions(seat);
                if (claims.isEmpty()) {
                    continue;
                }
                a = claims.get(random.nextInt(claims.size()));
            } else {
                a = s.legalAction(random.nextInt(RandomMatches.choices(s)));
            }
            s = writer.apply(s, seat, a);
            checkView(s);
            // across a new deal the old deal's cards are dealt again: only the same deal's hiding is compared
            long stillHidden = s.dealNumber() == deal ? hiddenBefore & hidden(s) : 0;
            // the lines this action added (each line is parsed on its own: reading the whole record again at every
            // step gave the same earlier lines again, and made the property quadratic in the match's length)
            List<RecordLine> added = GameRecordReader.readAll(full.substring(read));
            read = full.length();
            for (RecordLine line : added) {
                Optional<String> shown = PublicRecord.line(line);
                if (s.isOver()) {
                    continue;
                }
                assertFalse(line.type().equals("deal") && shown.isPresent(), "a deal line is published");
                if (shown.isPresent()) {
                    assertFalse(shown.get().contains("\"legal\""), shown.get());
                    long named = cardsNamed(shown.get());
                    assertEquals(0, named & stillHidden, () -> "the public line " + shown.get() + " names hidden "
                        + CardSet.ofBits(named & stillHidden));
                }
            }
        }
        String publicText = PublicRecord.of(full.toString());
        if (s.isOver()) {
            assertEquals(full.toString(), publicText);
        } else {
            assertFalse(publicText.contains("\"deal\""), "an unfinished match's public record has a deal line");
        }
    }

    /** Every card hidden from some seat: the hands (but cards every seat knows), the stock but its shown top, the discards. */
    private static long hidden(GameState s) {
        long h = s.discards().bits() | s.stock().bits();
        if (s.stockTop().isPresent()) {
            h &= ~s.stockTop().get().bit();
        }
        for (int seat = 0; seat < s.rules().seats(); seat++) {
            h |= s.handBits(seat) & ~s.knownCards(seat).bits();
        }
        return h;
    }

    private static long cardsNamed(String json) {
        long cards = 0;
        Matcher m = CARD.matcher(json);
        while (m.find()) {
            cards |= Card.parse(m.group(1)).bit();
        }
        return cards;
    }

    private static void checkView(GameState s) throws ReflectiveOperationException {
        SeatView v = s.spectatorView();
        assertEquals(-1, v.seat());
        assertTrue(v.hand().isEmpty() && v.handHidden() && v.legalActions().isEmpty() && v.revokes().isEmpty(), v.toString());
        long shown = collect(v, s.handNumber(), s.dealNumber());
        long leak = shown & hidden(s);
        assertEquals(0, leak, () -> "the spectator's view shows hidden " + CardSet.ofBits(leak) + ": " + s.toDebugString());
        assertEquals(v, s.spectatorView());
    }

    /**
     * Every card anywhere in {@code o}, but in tricks and results of hands other than {@code hand} and in awards of
     * deals other than {@code deal} (a turn-up scored before a redeal names a card of the earlier deal).
     */
    private static long collect(Object o, int hand, int deal) throws ReflectiveOperationException {
        if (o instanceof Card c) {
            return c.bit();
        }
        if (o instanceof CardSet c) {
            return c.bits();
        }
        if (o instanceof Trick t && t.hand() != hand || o instanceof Award a && a.deal() != deal
            || o instanceof HandResult r && r.hand() != hand || o instanceof RuleSet) {
            return 0;
        }
        if (o instanceof Optional<?> opt) {
            return opt.isPresent() ? collect(opt.get(), hand, deal) : 0;
        }
        if (o instanceof Collection<?> c) {
            long bits = 0;
            for (Object x : c) {
                bits |= collect(x, hand, deal);
            }
            return bits;
        }
        if (o instanceof Record r) {
            long bits = 0;
            for (RecordComponent rc : r.getClass().getRecordComponents()) {
                bits |= collect(rc.getAccessor().invoke(r), hand, deal);
            }
            return bits;
        }
        return 0;
    }
}
