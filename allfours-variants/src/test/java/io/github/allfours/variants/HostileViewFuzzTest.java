package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.DealSampler;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Phase;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.RandomMatches;
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

/**
 * Views not made by the engine (decoded from a client, or tampered with): the deal sampler either refuses
 * one with an {@link IllegalArgumentException} or deals a state whose view is the one it was given; it
 * never fails otherwise.
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
    }

    /** Changes one part of a view at random. */
    private static SeatView tamper(SeatView v, SplittableRandom random) throws Exception {
        RecordComponent[] parts = SeatView.class.getRecordComponents();
        Object[] args = new Object[parts.length];
        for (int i = 0; i < parts.length; i++) {
            args[i] = parts[i].getAccessor().invoke(v);
        }
        int which = random.nextInt(7);
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
