package io.github.allfours.bot;

import io.github.allfours.bot.sample.DealSampler;
import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.card.Card;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Play;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
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
 * plays the hand out with a fast policy (in place on the sample's {@link Playout}, to the hand's count, as
 * {@link SearchBot} does; the one stepping type of the walk, table mode included) and credits each node with the
 * outcome for the side that acted there. The actions at the root are then ranked by how often they were tried.
 *
 * <p>Outcomes are valued for the match, not the hand: by the estimated chance of winning the match from
 * the scores when the hand is over ({@link WinChance}). One <em>iteration</em> of the {@link Budget}
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
        private static final Node[] NONE = new Node[0];

        final Action action;        // the action that led here (null at the root)
        final int side;             // the side that took it
        double reward;
        int visits;
        int available;
        /** The children, in the order they were added. */
        private Node[] kids = NONE;
        private int count;
        /** The cards whose plays reach a child (most of a tree is trick play), and those children in card order. */
        private long cardMask;
        private Node[] byCard = NONE;

        Node(Action action, int side) {
            this.action = action;
            this.side = side;
        }

        int count() {
            return count;
        }

        /** The {@code i}-th child added. */
        Node kid(int i) {
            return kids[i];
        }

        Node child(Action a) {
            if (a instanceof Play p) {
                return cardChild(p.card().index());
            }
            for (int i = 0; i < count; i++) {
                if (kids[i].action.equals(a)) {
                    return kids[i];
                }
            }
            return null;
        }

        /** The child reached by playing the card of index {@code card}, or null. */
        Node cardChild(int card) {
            long bit = 1L << card;
            return (cardMask & bit) == 0 ? null : byCard[Long.bitCount(cardMask & (bit - 1))];
        }

        /** Adds a child, reached by an action that no other child is reached by. */
        void add(Node c) {
            if (count == kids.length) {
                kids = Arrays.copyOf(kids, Math.max(4, 2 * count));
            }
            kids[count++] = c;
            if (c.action instanceof Play p) {
                long bit = 1L << p.card().index();
                int n = Long.bitCount(cardMask);
                int slot = Long.bitCount(cardMask & (bit - 1));
                if (n == byCard.length) {
                    byCard = Arrays.copyOf(byCard, Math.max(4, 2 * n));
                }
                System.arraycopy(byCard, slot, byCard, slot + 1, n - slot);
                byCard[slot] = c;
                cardMask |= bit;
            }
        }
    }

    /** {@link Math#log} of the counts a search meets most, computed once: selection takes one per child per step. */
    private static final double[] LOGS = new double[1 << 10];     // 8 kB: a table that stays in the cache

    static {
        for (int n = 1; n < LOGS.length; n++) {
            LOGS[n] = Math.log(n);
        }
    }

    /** {@code Math.log(n)} for a count {@code n >= 1}, the same value, looked up when small. */
    static double log(int n) {
        return n < LOGS.length ? LOGS[n] : Math.log(n);
    }

    /**
     * The child selection takes among those tried and available in this deal: each offered is counted available
     * once more, and the one of the highest UCB1 score (its mean reward plus the exploration term over how often
     * it was available), the first of equals, is kept.
     */
    private static final class Selection {
        private final double exploration;
        Node node;
        private double score;

        Selection(double exploration) {
            this.exploration = exploration;
        }

        void clear() {
            node = null;
            score = Double.NEGATIVE_INFINITY;
        }

        void offer(Node c) {
            c.available++;
            double v = c.reward / c.visits + exploration * Math.sqrt(log(c.available) / c.visits);
            if (v > score) {
                score = v;
                node = c;
            }
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
        for (int i = 0; i < root.count(); i++) {
            Node c = root.kid(i);
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
        PlayoutChooser chooser = policy.playoutChooser();
        Playout s = null;
        List<Node> path = new ArrayList<>();
        List<Action> untried = new ArrayList<>();
        RuleSet rules = view.rules();
        double[] values = new double[rules.sides()];
        Selection best = new Selection(exploration);
        int[] sideOf = new int[rules.seats()];
        for (int seat = 0; seat < sideOf.length; seat++) {
            sideOf[seat] = rules.sideOf(seat);
        }
        long iterations = 0;
        do {
            s = s == null ? sampler.newPlayout(random) : sampler.sampleInto(s, random);
            Node node = root;
            path.clear();
            // selection and expansion
            while (s.toAct() >= 0) {
                int side = sideOf[s.toAct()];
                untried.clear();
                long untriedCards = 0;          // in trick play: the legal cards no child is reached by yet
                best.clear();
                long plays = s.legalPlayWord();
                if (plays > 0) {                // trick play, no throw-in: the children by card, off the legal word
                    for (long b = plays; b != 0; b &= b - 1) {
                        int card = Long.numberOfTrailingZeros(b);
                        Node c = node.cardChild(card);
                        if (c == null) {
                            untriedCards |= 1L << card;
                        } else {
                            best.offer(c);
                        }
                    }
                } else {
                    for (int i = 0, n = s.legalActionCount(); i < n; i++) {
                        Action a = s.legalAction(i);
                        if (a.isClaim()) {
                            continue;
                        }
                        Node c = node.child(a);
                        if (c == null) {
                            untried.add(a);
                        } else {
                            best.offer(c);
                        }
                    }
                }
                if (untriedCards != 0 || !untried.isEmpty()) {
                    // expand the play-out policy's choice first, so that a young tree sees sensible replies;
                    // else an untried action at random (the cards in card order)
                    Action a = chooser.choose(s, random);
                    if (untriedCards != 0) {
                        if (!(a instanceof Play p && (untriedCards & p.card().bit()) != 0)) {
                            long w = untriedCards;
                            for (int k = random.nextInt(Long.bitCount(w)); k > 0; k--) {
                                w &= w - 1;
                            }
                            a = Play.of(Card.ofIndex(Long.numberOfTrailingZeros(w)));
                        }
                    } else if (!untried.contains(a)) {
                        a = untried.get(random.nextInt(untried.size()));
                    }
                    Node c = new Node(a, side);
                    c.available = 1;
                    node.add(c);
                    path.add(c);
                    s.apply(a);
                    break;
                }
                path.add(best.node);
                node = best.node;
                s.apply(node.action);
            }
            // play-out
            while (s.toAct() >= 0) {
                s.apply(chooser.choose(s, random));
            }
            Arrays.fill(values, Double.NaN);            // each side's value, worked out once an iteration
            for (Node n : path) {
                double v = values[n.side];
                if (Double.isNaN(v)) {
                    v = WinChance.of(s, n.side);
                    values[n.side] = v;
                }
                n.visits++;
                n.reward += v;
            }
            root.visits++;
            iterations++;
        } while (iterations < budget.iterations() && !clock.over());
        SearchBot.LAST.get()[0] = iterations;
        return root;
    }
}
