package io.github.allfours.bot;

import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, after Cowling, Powley and Whitehouse,
 * "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012). One tree is grown over the actions of
 * every seat from the bot's point of view; each iteration deals a fresh set of unseen cards with the
 * {@link DealSampler}, walks down the tree choosing among the actions that are legal in that deal by UCB1
 * (counting how often each action was available, not how often its parent was visited), adds one node
 * (the play-out policy's choice when it is untried, else an untried action at random),
 * plays the hand out with a fast policy and credits each node with the outcome for the side that acted
 * there. The actions at the root are then ranked by how often they were tried.
 *
 * <p>Outcomes are valued for the match, not the hand: by the estimated chance of winning the match from
 * the scores when the hand is over (see {@link SearchBot}). One <em>iteration</em> of the {@link Budget}
 * is one walk down the tree with its play-out; an unlimited budget is refused with an
 * {@link IllegalArgumentException}. It sees only the {@link SeatView}, so it cannot cheat.
 */
public final class IsmctsBot implements Bot {
    /**
     * The default: play-outs by the rule-based bot, exploration constant 0.7. Shared: the bot is immutable and
     * each search is its own, so threads may use it at once (see {@link Bot}).
     */
    public static final IsmctsBot INSTANCE = new IsmctsBot(RuleBot.INSTANCE, 0.7);

    private final Bot policy;
    private final double exploration;

    /**
     * An ISMCTS bot.
     *
     * @param policy      the play-out policy, for every seat
     * @param exploration the UCB1 exploration constant (outcomes lie between 0 and 1)
     * @throws IllegalArgumentException if the constant is negative or not finite
     */
    public IsmctsBot(Bot policy, double exploration) {
        this.policy = Objects.requireNonNull(policy, "policy");
        if (!(exploration >= 0) || Double.isInfinite(exploration)) {
            throw new IllegalArgumentException("the exploration constant must be finite and at least 0, not " + exploration);
        }
        this.exploration = exploration;
    }

    private static final class Node {
        final Action action;        // the action that led here (null at the root)
        final int side;             // the side that took it
        final List<Node> children = new ArrayList<>(4);
        double reward;
        int visits;
        int available;

        Node(Action action, int side) {
            this.action = action;
            this.side = side;
        }

        Node child(Action a) {
            for (Node c : children) {
                if (c.action.equals(a)) {
                    return c;
                }
            }
            return null;
        }
    }

    @Override
    public Action choose(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> legal = Actions.ownTurn(view);
        if (legal.size() == 1) {
            return legal.get(0);
        }
        Node root = search(view, random, budget);
        Node best = null;
        for (Node c : root.children) {
            if (best == null || c.visits > best.visits || c.visits == best.visits && c.reward > best.reward) {
                best = c;
            }
        }
        return best == null ? legal.get(0) : best.action;
    }

    @Override
    public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> legal = Actions.ownTurn(view);
        Node root = search(view, random, budget);
        Map<Action, Double> m = new LinkedHashMap<>();
        for (Action a : legal) {
            Node c = root.child(a);
            m.put(a, c == null || c.visits == 0 ? 0.0 : c.reward / c.visits);
        }
        return m;
    }

    @Override
    public String name() {
        return "ismcts";
    }

    private Node search(SeatView view, RandomGenerator random, Budget budget) {
        budget.requireLimited();
        Budget.Clock clock = budget.start();
        DealSampler sampler = DealSampler.of(view);
        Node root = new Node(null, -1);
        int hand = view.handNumber();
        List<Node> path = new ArrayList<>();
        long iterations = 0;
        do {
            GameState s = sampler.sample(random);
            Node node = root;
            path.clear();
            // selection and expansion
            while (!s.isOver() && s.handNumber() == hand && s.toAct() >= 0) {
                List<Action> legal = s.legalActions();
                int side = s.rules().sideOf(s.toAct());
                List<Action> untried = new ArrayList<>();
                Node chosen = null;
                double bestScore = Double.NEGATIVE_INFINITY;
                for (Action a : legal) {
                    if (a.isClaim()) {
                        continue;
                    }
                    Node c = node.child(a);
                    if (c == null) {
                        untried.add(a);
                        continue;
                    }
                    c.available++;
                    double score = c.reward / c.visits + exploration * Math.sqrt(Math.log(c.available) / c.visits);
                    if (score > bestScore) {
                        bestScore = score;
                        chosen = c;
                    }
                }
                if (!untried.isEmpty()) {
                    // expand the play-out policy's choice first, so that a young tree sees sensible replies
                    Action a = policy.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED);
                    if (!untried.contains(a)) {
                        a = untried.get(random.nextInt(untried.size()));
                    }
                    Node c = new Node(a, side);
                    c.available = 1;
                    node.children.add(c);
                    path.add(c);
                    s = s.apply(a);
                    break;
                }
                path.add(chosen);
                node = chosen;
                s = s.apply(chosen.action);
            }
            // play-out
            while (!s.isOver() && s.handNumber() == hand && s.toAct() >= 0) {
                int seat = s.toAct();
                s = s.apply(seat, policy.choose(s.viewFor(seat), random, Budget.UNLIMITED));
            }
            for (Node n : path) {
                n.visits++;
                n.reward += SearchBot.value(s, n.side);
            }
            root.visits++;
            iterations++;
        } while (iterations < budget.iterations() && !clock.over());
        SearchBot.LAST.get()[0] = iterations;
        return root;
    }
}
