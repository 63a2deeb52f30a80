package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.sample.DealSampler;
import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.check.InvariantChecker;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.variants.Variants;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Views not made by the engine (decoded from a client, or tampered with): the deal sampler either refuses
 * one with an {@link IllegalArgumentException} or deals a state with every card in one place whose view is
 * the one it was given; it never fails otherwise. A card the view shows in two places, or cards known to be
 * in a hand that the rules could not have shown, are always refused.
 */
class HostileViewFuzzTest {
    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Arbitraries.of(Variants.allRuleSets());
    }

    @Property(tries = 300)
    void aTamperedViewIsRefusedOrSampledFaithfully(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) throws Exception {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, 0, DeckSource.seeded(seed));
        int steps = random.nextInt(60);
        for (int i = 0; i < steps && !s.isOver(); i++) {
            s = s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
        }
        if (s.isOver() || s.phase() == Phase.DEAL) {
            return;
        }
        SeatView v = tamper(s.viewFor(random.nextInt(rules.seats())), random);
        DealSampler sampler;
        try {
            sampler = DealSampler.of(v);
        } catch (IllegalArgumentException refused) {
            return;
        }
        GameState sampled = sampler.sample(random);
        assertEquals(v, sampled.viewFor(v.seat()));
        assertEquals(List.of(), InvariantChecker.conservation(sampled));
    }

    @Property(tries = 100)
    void aCardShownInTwoPlacesIsRefused(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, 0, DeckSource.seeded(seed));
        int steps = random.nextInt(60);
        for (int i = 0; i < steps && !s.isOver(); i++) {
            s = s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
        }
        if (s.isOver() || s.phase() == Phase.DEAL) {
            return;
        }
        SeatView v = s.viewFor(random.nextInt(rules.seats()));
        long elsewhere = v.played().bits() | v.setAside().bits() | v.turnUp().map(Card::bit).orElse(0L)
            | v.stockTop().map(Card::bit).orElse(0L);
        if (elsewhere == 0 || v.handHidden()) {
            return;
        }
        Card twice = CardSet.ofBits(elsewhere).toList().get(random.nextInt(Long.bitCount(elsewhere)));
        SeatView tampered = withHand(v, v.hand().with(twice));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DealSampler.of(tampered));
        assertTrue(e.getMessage().contains(twice.toString()), e.getMessage());
    }

    @Test
    void aSetAsideCardAlsoInTheViewersHandIsRefused() {
        // classic: the elder begs, the dealer runs, the turn-up is set aside face up; the viewer's hand then
        // also claims it. Sampled, it would lie in two places.
        SplittableRandom random = new SplittableRandom(3);
        for (long seed = 0; ; seed++) {
            GameState s = GameState.start(Variants.byId("classic").orElseThrow().rules(2), 0, DeckSource.seeded(seed));
            if (!s.legalActions().contains(Action.BEG)) {
                continue;
            }
            s = s.apply(Action.BEG);
            s = s.apply(Action.RUN);
            if (s.setAside().isEmpty() || s.isOver()) {
                continue;
            }
            SeatView v = s.viewFor(random.nextInt(2));
            Card shown = v.setAside().toList().get(0);
            SeatView tampered = withHand(v, v.hand().with(shown));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DealSampler.of(tampered));
            assertTrue(e.getMessage().contains("in two places"), e.getMessage());
            return;
        }
    }

    @Test
    void aCardKnownInAHandBeforeAnyDrawIsRefused() {
        // California Jack: a card becomes known by being drawn from the face-up stock; before the first trick
        // nothing has been drawn, so no card can be known to be in a hand
        GameState s = GameState.start(Variants.byId("california-jack").orElseThrow().rules(2), 0, DeckSource.seeded(5));
        SeatView v = s.viewFor(0);
        Card theirs = s.hand(1).toList().get(0);
        SeatView tampered = new SeatView(v.rules(), v.seat(), v.phase(), v.toAct(), v.dealer(), v.handNumber(),
            v.dealNumber(), v.hand(), v.handHidden(), v.handSizes(), v.inPlay(), v.trump(), v.turnUp(), v.setAside(),
            v.stockSize(), v.discardCount(), v.currentTrick(), v.lastTrick(), v.tricksPlayed(), v.played(), v.scores(),
            v.awards(), v.lastHandResult(), v.winner(), v.legalActions(), v.contract(), v.auction(), v.stockTop(),
            List.of(CardSet.EMPTY, CardSet.of(theirs)), v.thrownIn(), v.revokes(), v.tricks(), v.tableCalls());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DealSampler.of(tampered));
        assertTrue(e.getMessage().contains("more drawn cards than it has drawn"), e.getMessage());
    }

    private static SeatView withHand(SeatView v, CardSet hand) {
        List<Integer> sizes = new ArrayList<>(v.handSizes());
        sizes.set(v.seat(), hand.size());
        return new SeatView(v.rules(), v.seat(), v.phase(), v.toAct(), v.dealer(), v.handNumber(), v.dealNumber(),
            hand, v.handHidden(), sizes, v.inPlay(), v.trump(), v.turnUp(), v.setAside(), v.stockSize(),
            v.discardCount(), v.currentTrick(), v.lastTrick(), v.tricksPlayed(), v.played(), v.scores(), v.awards(),
            v.lastHandResult(), v.winner(), v.legalActions(), v.contract(), v.auction(), v.stockTop(), v.knownCards(), v.thrownIn(),
            v.revokes(), v.tricks(), v.tableCalls());
    }

    /** Changes one part of a view at random. */
    private static SeatView tamper(SeatView v, SplittableRandom random) throws Exception {
        RecordComponent[] parts = SeatView.class.getRecordComponents();
        Object[] args = new Object[parts.length];
        for (int i = 0; i < parts.length; i++) {
            args[i] = parts[i].getAccessor().invoke(v);
        }
        int which = random.nextInt(8);
        switch (which) {
            case 0 -> args[index(parts, "seat")] = random.nextInt(-2, 10);
            case 1 -> args[index(parts, "stockSize")] = random.nextInt(-3, 60);
            case 2 -> {
                List<Integer> sizes = new ArrayList<>(v.handSizes());
                sizes.set(random.nextInt(sizes.size()), random.nextInt(-1, 14));
                args[index(parts, "handSizes")] = sizes;
            }
            case 3 -> args[index(parts, "hand")] = v.hand().with(Card.ofIndex(randomCard(random)));
            case 4 -> args[index(parts, "played")] = v.played().with(Card.ofIndex(randomCard(random)));
            case 5 -> {
                Trick t = v.currentTrick();
                List<Card> cards = new ArrayList<>(t.cards());
                List<Integer> seats = new ArrayList<>(t.seats());
                cards.add(Card.ofIndex(randomCard(random)));
                seats.add(random.nextInt(-1, 9));
                args[index(parts, "currentTrick")] = new Trick(t.hand(), cards, seats, t.thrownIn(), OptionalInt.empty());
            }
            case 6 -> {
                List<CardSet> thrown = new ArrayList<>(v.thrownIn());
                thrown.set(random.nextInt(thrown.size()), CardSet.of(Card.ofIndex(randomCard(random))));
                args[index(parts, "thrownIn")] = thrown;
            }
            default -> {
                List<CardSet> known = new ArrayList<>(v.knownCards());
                known.set(random.nextInt(known.size()), CardSet.of(Card.ofIndex(randomCard(random))));
                args[index(parts, "knownCards")] = known;
            }
        }
        return (SeatView) SeatView.class.getDeclaredConstructors()[0].newInstance(args);
    }

    private static int randomCard(SplittableRandom random) {
        while (true) {
            int c = random.nextInt(64);
            if ((CardSet.ALL_BITS & (1L << c)) != 0) {
                return c;
            }
        }
    }

    private static int index(RecordComponent[] parts, String name) {
        for (int i = 0; i < parts.length; i++) {
            if (parts[i].getName().equals(name)) {
                return i;
            }
        }
        throw new AssertionError(name);
    }
}
