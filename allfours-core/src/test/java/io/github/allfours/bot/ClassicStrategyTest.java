package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The classic strategy of the rule-based bot ({@link RuleStrategy#CLASSIC}) is the arena's fixed yardstick: it must
 * choose, and value every action, exactly as the rule-based bot did when the yardstick was fixed (issue 41), however
 * the default strategy changes. Every choice and value over a few hundred positions of each test rule set (and of
 * Auction and Commercial Pitch), from a view and on a play-out, is digested and compared with the digest taken from
 * the rule-based bot of that build; a change of a weight, a call or the order of a sum changes the digest.
 */
class ClassicStrategyTest {
    /** SHA-256 of every choice and value below, taken from the rule-based bot of commit f5820df. */
    private static final String DIGEST = "43d8705f945311ff1bee6d666bc9eaca89d38a2b16c3fa3804e027f931208755";

    private static final List<RuleSet> RULES = withAuctions();

    private static List<RuleSet> withAuctions() {
        List<RuleSet> all = new ArrayList<>(TestRules.ALL);
        all.add(TestRules.LANCASHIRE.withTrumps(Auction.STANDARD).withTarget(7));
        all.add(TestRules.LANCASHIRE.withTrumps(Auction.COMMERCIAL));
        all.add(TestRules.CLASSIC.withTrumps(Auction.STANDARD.withDealerMayTake(true)).withTarget(11));
        return all;
    }

    @Test
    void theClassicStrategyChoosesAndValuesAsTheYardstickWasFixed() throws NoSuchAlgorithmException {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        Bot bot = RuleBot.CLASSIC;
        SeatFacts facts = new SeatFacts();
        for (RuleSet rules : RULES) {
            for (int match = 0; match < 6; match++) {
                SplittableRandom random = new SplittableRandom(match * 31L + rules.id().hashCode());
                GameState s = GameState.start(rules, match % rules.seats(), DeckSource.seeded(match + 100L));
                Playout p = new Playout(s);
                for (int step = 0; step < 300 && !s.isOver(); step++) {
                    Action chosen = bot.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED);
                    StringBuilder line = new StringBuilder(chosen.toString());
                    for (Map.Entry<Action, Double> e : bot.analyse(s.viewFor(s.toAct()), random, Budget.UNLIMITED)
                        .entrySet()) {
                        line.append(' ').append(e.getKey()).append('=').append(Double.doubleToLongBits(e.getValue()));
                    }
                    if (rules.tableMode().isEmpty()) {
                        p.reset(s);
                        line.append(" / ").append(RuleBot.CLASSIC.chooseInPlace(p, facts));
                    }
                    digest.update(line.append('\n').toString().getBytes(StandardCharsets.UTF_8));
                    // the match goes on by the bot's choice or at random, so that many positions are seen
                    s = s.apply(random.nextInt(4) > 0 ? chosen : s.legalAction(random.nextInt(RandomBot.choices(s))));
                }
            }
        }
        assertEquals(DIGEST, HexFormat.of().formatHex(digest.digest()));
    }
}
