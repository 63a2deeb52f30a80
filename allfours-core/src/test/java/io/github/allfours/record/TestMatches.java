package io.github.allfours.record;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import java.util.SplittableRandom;

/** Rule sets and random matches for the record tests (core tests cannot use the variants module). */
final class TestMatches {
    /** The options of Trinidad All Fours, four seats. */
    static final RuleSet TRINIDAD = TestRules.TRINIDAD;

    /** The same for two players. */
    static final RuleSet TRINIDAD_TWO = TestRules.TRINIDAD_TWO;

    static final RuleSetResolver RESOLVER = RuleSetResolver.of(TRINIDAD, TRINIDAD_TWO);

    private TestMatches() {
    }

    /** Plays one match with uniformly random legal actions, recording it; returns the final state. */
    static GameState play(RuleSet rules, long seed, GameRecordWriter writer) {
        SplittableRandom rnd = new SplittableRandom(seed * 31 + 7);
        GameState s = GameState.start(rules, rnd.nextInt(rules.seats()), DeckSource.seeded(seed));
        writer.startMatch(s);
        while (!s.isOver()) {
            List<Action> legal = s.legalActions();
            s = writer.apply(s, legal.get(rnd.nextInt(legal.size())));
        }
        return s;
    }

    /** The record of matches {@code fromSeed .. toSeed-1}, one after the other. */
    static String record(RuleSet rules, long fromSeed, long toSeed) {
        StringBuilder sb = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(sb);
        for (long seed = fromSeed; seed < toSeed; seed++) {
            play(rules, seed, w);
        }
        return sb.toString();
    }
}
