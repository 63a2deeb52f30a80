package io.github.allfours.testkit;

import io.github.allfours.bot.RandomBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.check.InvariantChecker;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Award;
import io.github.allfours.game.Expose;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Whole matches of uniformly random legal play, checked with the {@link InvariantChecker} on every state
 * and replayed: the one random-simulation suite every rule set goes through (in the spirit of
 * OpenSpiel's basic tests). A test calls {@link #check} for a rule set and two seeds; jqwik draws them.
 */
public final class RandomMatches {
    /** The number of actions after which a match that has not ended counts as a failure. */
    public static final int MAX_ACTIONS = 200_000;

    private RandomMatches() {
    }

    /**
     * Plays one match by random legal choices and checks it:
     * every invariant of {@link InvariantChecker} on every state; the match ends within
     * {@link #MAX_ACTIONS} actions, with exactly one side at or above the target; the awards add up to the
     * scores; the same deck orders and actions replay to equal states (with equal hash codes). The match is
     * played on a thread of its own ({@link ShallowStack}): the checker provokes hundreds of refusals per
     * state, and each exception's stack trace costs more the deeper the test's stack is.
     *
     * @param rules    the rule set
     * @param deckSeed the seed of the deals
     * @param playSeed the seed of the choices (and of the first dealer)
     * @return the checker, for its counts
     * @throws AssertionError naming the first violations when any check fails
     */
    public static InvariantChecker check(RuleSet rules, long deckSeed, long playSeed) {
        return ShallowStack.call(rules.id() + "/" + rules.seats() + " deck " + deckSeed + " play " + playSeed,
            () -> checkMatch(rules, deckSeed, playSeed));
    }

    /**
     * How many of the legal actions, from the first, a random player chooses among: the random player's policy,
     * {@link RandomBot#choices(GameState)} (uniformly random bidding keeps setback matches going for thousands
     * of hands, since most high bids fail; this policy lets them end, and still reaches every bid).
     *
     * @param s a state with a seat to act
     * @return the number of leading legal actions to choose from
     */
    public static int choices(GameState s) {
        return RandomBot.choices(s);
    }

    /** Whether an action is one of table mode's claims (taken out of turn as well as in turn). */
    public static boolean isClaim(Action a) {
        return a.isClaim();
    }

    /**
     * Plays a match by random legal choices without checking it up to a random state, then checks the rest of it
     * with a new {@link InvariantChecker} started there, on the state itself or on the state rebuilt from its
     * setup ({@link GameState#from}), given with all its auction calls, only the most recent, or none: the checker
     * must be right whatever state it starts from.
     *
     * @param rules    the rule set
     * @param deckSeed the seed of the deals
     * @param playSeed the seed of the choices, the first dealer, the starting state and how it is rebuilt
     * @return the checker, for its counts
     * @throws AssertionError naming the first violations when any check fails
     */
    public static InvariantChecker checkFromAnyState(RuleSet rules, long deckSeed, long playSeed) {
        return ShallowStack.call(rules.id() + "/" + rules.seats() + " deck " + deckSeed + " play " + playSeed,
            () -> checkFrom(rules, deckSeed, playSeed));
    }

    private static InvariantChecker checkFrom(RuleSet rules, long deckSeed, long playSeed) {
        SplittableRandom random = new SplittableRandom(playSeed);
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(deckSeed));
        int skip = random.nextInt(300);
        for (int i = 0; i < skip && !s.isOver(); i++) {
            s = randomStep(s, random, null);
        }
        String how;
        switch (random.nextInt(4)) {
            case 0 -> how = "the state itself";
            case 1 -> {
                s = GameState.from(s.setup());
                how = "rebuilt from its setup";
            }
            case 2 -> {
                s = GameState.from(s.setup().withAuction(List.of()));
                how = "rebuilt without its auction calls";
            }
            default -> {
                List<AuctionCall> calls = s.auction();
                s = GameState.from(s.setup().withAuction(calls.subList(random.nextInt(calls.size() + 1), calls.size())));
                how = "rebuilt with its latest auction calls";
            }
        }
        InvariantChecker checker = new InvariantChecker();
        checker.start(s, rules.id() + "/" + rules.seats() + " deck " + deckSeed + " play " + playSeed + ", from action "
            + skip + " (" + how + ")");
        for (int i = 0; !s.isOver(); i++) {
            if (i == MAX_ACTIONS) {
                throw new AssertionError("the match did not end after " + MAX_ACTIONS + " actions: " + s);
            }
            s = randomStep(s, random, checker);
        }
        checker.assertNone();
        return checker;
    }

    /** One random action (table mode: now and then a claim out of turn), checked when a checker is given. */
    private static GameState randomStep(GameState s, SplittableRandom random, InvariantChecker checker) {
        int seat = s.toAct();
        Action a;
        if (s.rules().tableMode().isPresent() && random.nextInt(4) == 0) {
            seat = random.nextInt(s.rules().seats());
            List<Action> legal = s.legalActions(seat);
            if (legal.isEmpty() || (a = legal.get(random.nextInt(legal.size()))) instanceof Expose && random.nextInt(4) != 0) {
                return s;
            }
        } else {
            a = s.legalAction(random.nextInt(choices(s)));
        }
        return checker == null ? s.apply(seat, a) : checker.apply(s, seat, a);
    }

    private static InvariantChecker checkMatch(RuleSet rules, long deckSeed, long playSeed) {
        SplittableRandom random = new SplittableRandom(playSeed);
        int firstDealer = random.nextInt(rules.seats());
        InvariantChecker checker = new InvariantChecker();
        GameState s = GameState.start(rules, firstDealer, DeckSource.seeded(deckSeed));
        checker.start(s, rules.id() + "/" + rules.seats() + " deck " + deckSeed + " play " + playSeed);
        List<GameState> states = new ArrayList<>();
        List<Action> actions = new ArrayList<>();
        List<Integer> actors = new ArrayList<>();
        states.add(s);
        while (!s.isOver()) {
            if (actions.size() == MAX_ACTIONS) {
                throw new AssertionError("the match did not end after " + MAX_ACTIONS + " actions: " + s);
            }
            int seat = s.toAct();
            List<Action> legal;
            Action a;
            if (rules.tableMode().isPresent() && random.nextInt(4) == 0) {
                seat = random.nextInt(rules.seats());            // table mode: a claim out of turn, now and then
                legal = s.legalActions(seat);
                if (legal.isEmpty()) {
                    continue;
                }
                a = legal.get(random.nextInt(legal.size()));
            } else {
                legal = s.legalActions();
                a = legal.get(random.nextInt(choices(s)));
            }
            if (a instanceof Expose && random.nextInt(4) != 0) {
                continue;                                        // expose seldom, or every hand is face up
            }
            s = checker.apply(s, seat, a);
            actions.add(a);
            actors.add(seat);
            states.add(s);
        }
        checker.assertNone();
        GameState replay = GameState.start(rules, firstDealer, DeckSource.seeded(deckSeed));
        for (int i = 0; ; i++) {
            if (!replay.equals(states.get(i)) || replay.hashCode() != states.get(i).hashCode()) {
                throw new AssertionError("the replay differs after " + i + " actions: " + replay.toDebugString()
                    + " against " + states.get(i).toDebugString());
            }
            if (i == actions.size()) {
                break;
            }
            replay = replay.apply(actors.get(i), actions.get(i));
        }
        int winner = s.winner().orElseThrow();
        if (s.score(winner) < rules.target()) {
            throw new AssertionError("side " + winner + " won with " + s.score(winner) + " of " + rules.target());
        }
        int sum = 0;
        for (int side = 0; side < rules.sides(); side++) {
            if (side != winner && s.score(side) >= rules.target()) {
                throw new AssertionError("two sides reached the target: " + s);
            }
            sum += s.score(side);
        }
        int awarded = 0;
        for (Award a : s.awards()) {
            awarded += a.points();
        }
        if (awarded != sum) {
            throw new AssertionError("the awards add up to " + awarded + " but the scores to " + sum);
        }
        return checker;
    }
}
