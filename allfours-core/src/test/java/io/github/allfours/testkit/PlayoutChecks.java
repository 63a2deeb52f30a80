package io.github.allfours.testkit;

import io.github.allfours.bot.RandomBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.Call;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The scratch play-out against the public model: a whole match of random legal play through
 * {@link GameState#apply(Action)}, and the same actions on a {@link Playout}, compared after every action. While
 * no hand has been counted on the play-out, its {@link Playout#toState()} must equal the public state; at the
 * end of each hand its scores, awards and winner must be the public state's; at every moment everything it
 * shows (hands, trick, legal actions, captured cards, scores) must be what the public state shows. Now and then
 * a step is undone by copying back a saved play-out ({@link Playout#copyFrom}), and the hand's end either
 * deals on ({@link Playout#nextHand()}) or resets from the public state.
 */
public final class PlayoutChecks {
    private PlayoutChecks() {
    }

    /**
     * Plays one match and checks the play-out at every action.
     *
     * @param rules    the rule set (table mode too: the actions are the seats' own, never a claim)
     * @param deckSeed the seed of the deals
     * @param playSeed the seed of the choices
     * @return the number of actions compared
     * @throws AssertionError at the first difference, naming the action and both states
     */
    public static long check(RuleSet rules, long deckSeed, long playSeed) {
        SplittableRandom random = new SplittableRandom(playSeed);
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(deckSeed));
        Playout p = new Playout(s);
        Playout saved = new Playout(s);
        Playout stepped = new Playout(s);
        boolean modelKept = true;       // no hand counted on p since its reset: toState() is comparable
        long actions = 0;
        while (!s.isOver()) {
            if (actions == RandomMatches.MAX_ACTIONS) {
                throw new AssertionError("the match did not end after " + actions + " actions: " + s);
            }
            Action a = s.legalAction(random.nextInt(RandomBot.choices(s)));
            boolean undo = random.nextInt(6) == 0;
            GameState before = undo && modelKept ? p.toState() : null;
            if (undo) {
                saved.copyFrom(p);
            }
            GameState next = s.apply(a);
            step(p, a, random);
            String where = rules.id() + "/" + rules.seats() + " deck " + deckSeed + " play " + playSeed + ", action "
                + actions + " (" + a + ")";
            if (undo) {                 // undo the step by copying back, check, and redo it by copying forward
                stepped.copyFrom(p);
                p.copyFrom(saved);
                if (before != null) {
                    equal(before, p.toState(), where + ", undone");
                }
                shows(p, s, where + ", undone");
                p.copyFrom(stepped);
            }
            HandResult last = s.lastHandResult().orElse(null);
            boolean counted = next.lastHandResult().orElse(null) != last;
            if (counted) {
                check(p.isHandOver(), where + ": the hand was counted but the play-out's is not over: " + p);
                check(p.toAct() == -1, where + ": someone is to act after the hand: " + p);
                // the model has dealt on, and the next deal may have scored (a turn-up): compare up to the count
                int upToCount = s.awardCount() + next.lastHandResult().orElseThrow().awards().size() - s.handAwards().size();
                List<Award> expected = next.awards().subList(0, upToCount);
                check(p.awards().equals(expected), where + ": awards " + p.awards() + " against " + expected);
                int[] scores = new int[rules.sides()];
                int winner = -1;
                for (Award award : expected) {
                    scores[award.side()] += award.points();
                    if (winner < 0 && scores[award.side()] >= rules.target()) {
                        winner = award.side();
                    }
                }
                for (int side = 0; side < rules.sides(); side++) {
                    check(p.score(side) == scores[side], where + ": side " + side + " scores " + p.score(side)
                        + " on the play-out, " + scores[side] + " by the model's awards");
                }
                check(p.matchWinner() == winner && p.isOver() == (winner >= 0), where + ": winner " + p.matchWinner()
                    + ", expected " + winner);
                if (!next.isOver()) {
                    if (random.nextBoolean()) {
                        p.nextHand();
                        modelKept = false;
                    } else {
                        p.reset(next);
                        modelKept = true;
                    }
                }
            } else {
                check(!p.isHandOver(), where + ": the play-out's hand is over, the model's is not: " + p);
                if (modelKept) {
                    equal(next, p.toState(), where);
                }
            }
            if (!next.isOver()) {
                shows(p, next, where);
            }
            s = next;
            actions++;
        }
        return actions;
    }

    /** The action on the play-out: cards (and throw-ins) by their own methods or by apply, at random. */
    private static void step(Playout p, Action a, SplittableRandom random) {
        if (random.nextBoolean()) {
            p.apply(a);
        } else if (a instanceof Play play) {
            p.play(play.card().index());
        } else if (a == Call.THROW_IN) {
            p.throwIn();
        } else {
            p.apply(a);
        }
    }

    private static void equal(GameState expected, GameState actual, String where) {
        if (!expected.equals(actual) || expected.hashCode() != actual.hashCode()) {
            throw new AssertionError(where + ": the play-out's state " + actual.toDebugString() + " differs from the model's "
                + expected.toDebugString() + "; awards " + actual.awards() + " against " + expected.awards());
        }
    }

    /** Everything the play-out shows is what the state shows. */
    private static void shows(Playout p, GameState g, String where) {
        RuleSet rules = g.rules();
        check(p.phase() == g.phase(), where + ": phase " + p.phase() + " against " + g.phase());
        check(p.toAct() == g.toAct(), where + ": seat to act " + p.toAct() + " against " + g.toAct());
        check(p.handNumber() == g.handNumber() && p.dealer() == g.dealer(), where + ": hand or dealer");
        for (int seat = 0; seat < rules.seats(); seat++) {
            check(p.handBits(seat) == g.handBits(seat), where + ": seat " + seat + "'s hand");
            check(p.isInPlay(seat) == g.isInPlay(seat), where + ": seat " + seat + " in play");
        }
        for (int side = 0; side < rules.sides(); side++) {
            check(p.score(side) == g.score(side), where + ": side " + side + "'s score");
            check(p.capturedBits(side) == g.captured(side).bits(), where + ": side " + side + "'s captured cards");
        }
        check(p.trumpOrdinal() == g.trump().map(Enum::ordinal).orElse(-1), where + ": trumps");
        check(p.turnUpIndex() == g.turnUp().map(c -> c.index()).orElse(-1), where + ": turn-up");
        check(p.contractPoints() == g.contract().map(c -> c.points()).orElse(0), where + ": contract");
        check(p.tricksPlayed() == g.tricksPlayed(), where + ": tricks played");
        long throwIn = g.legalActions().contains(Call.THROW_IN) ? Playout.THROW_IN_BIT : 0;
        check(p.legalPlayWord() == (g.legalPlayBits() | throwIn), where + ": legal plays");
        check(p.legalActionCount() == g.legalActionCount(), where + ": legal action count");
        for (int i = 0; i < g.legalActionCount(); i++) {
            check(p.legalAction(i).equals(g.legalAction(i)), where + ": legal action " + i);
        }
        Trick t = g.currentTrick();
        check(p.trickSize() == t.size(), where + ": trick size");
        long played = t.cardSet().bits();
        for (int k = 0; k < t.size(); k++) {
            check(p.trickCard(k) == t.cardAt(k).index() && p.trickSeat(k) == t.seatAt(k), where + ": trick card " + k);
        }
        check(p.trickCards() == played, where + ": trick cards");
        if (g.phase() == Phase.PLAY) {
            long all = played;
            for (int side = 0; side < rules.sides(); side++) {
                all |= g.captured(side).bits();
            }
            check(p.played() == all, where + ": cards played this hand");
        }
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new AssertionError(message);
        }
    }
}
