package io.github.allfours.examples.bench;

import io.github.allfours.bot.RandomBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/**
 * Game states for the benchmarks, collected from random matches with fixed seeds so that every run
 * measures the same states. Each benchmark cycles through {@link #COUNT} different states, so the
 * branch predictor cannot learn one state's path.
 */
final class Fixtures {
    /** States per fixture: a power of two, so the cycling index is a mask. */
    static final int COUNT = 256;
    /** The seed every fixture is built from. */
    static final long SEED = 0x5EED_A11F_0025L;

    private Fixtures() {
    }

    /** Elder's decision: stand or beg. */
    static boolean beg(GameState s) {
        return s.phase() == Phase.BEG;
    }

    /** A lead: trick play with nothing on the table. */
    static boolean lead(GameState s) {
        return s.phase() == Phase.PLAY && s.currentTrick().isEmpty();
    }

    /** A follow: trick play with at least one card on the table. */
    static boolean follow(GameState s) {
        return s.phase() == Phase.PLAY && !s.currentTrick().isEmpty();
    }

    /**
     * Plays random matches of {@code rules} and keeps about one in three of the states that pass
     * {@code keep} until {@code count} are kept.
     */
    static GameState[] states(RuleSet rules, Predicate<GameState> keep, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> out = new ArrayList<>(count);
        for (long match = 0; out.size() < count; match++) {
            GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(seed + match));
            while (!s.isOver() && out.size() < count) {
                if (keep.test(s) && random.nextInt(3) == 0) {
                    out.add(s);
                }
                s = s.apply(randomLegal(s, random));
            }
        }
        return out.toArray(new GameState[0]);
    }

    /**
     * A uniformly random legal action of the seat to act (in an auction, by the random players' bidding
     * policy, {@link RandomBot#choices}).
     */
    static Action randomLegal(GameState s, SplittableRandom random) {
        List<Action> legal = s.legalActions();
        return legal.get(random.nextInt(RandomBot.choices(s)));
    }

    /** One random legal action for each state. */
    static Action[] randomLegal(GameState[] states, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Action[] out = new Action[states.length];
        for (int i = 0; i < states.length; i++) {
            out[i] = randomLegal(states[i], random);
        }
        return out;
    }

    /**
     * Plays from {@code s} (the start of a hand) with random legal actions until that hand is over:
     * the next hand has been dealt or the match has ended.
     */
    static GameState playHand(GameState s, SplittableRandom random) {
        int hand = s.handNumber();
        while (!s.isOver() && s.handNumber() == hand) {
            s = s.apply(randomLegal(s, random));
        }
        return s;
    }

    /** Plays from {@code s} with random legal actions until the match is over. */
    static GameState playMatch(GameState s, SplittableRandom random) {
        while (!s.isOver()) {
            s = s.apply(randomLegal(s, random));
        }
        return s;
    }
}
