package io.github.allfours.bot.solve;

import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Objects;

/**
 * An exact solver of the rest of a hand when every card is known (a determinized deal): the value of a position of
 * trick play, at a table of two sides, when both sides play perfectly to the hand's end.
 *
 * <p>The value is the one the search bots give a hand's outcome ({@link WinChance}): the chance of winning the
 * match estimated from the scores when the hand is counted, 1 or 0 when the match ends inside the hand. A position is
 * a {@link Playout}, the one stepping type of every search: a sampler deals into one, the solver copies it and steps
 * the copy. Play follows the engine itself, move by move: the legal cards (every follow option), West Yorkshire's
 * throw-in, the draws from California Jack's and Shasta Sam's stock after each trick and the trick's end all come
 * from the engine's own trick-play code, run in place on the play-out, a saved copy of the position before each
 * move undoing it ({@link PlayoutStack}).
 * The count follows every scoring rule the engine plays with table mode off: hang jack, Low to its holder or its
 * captor, Game with its tie rules and worth, All Fives' five of trumps and trick points (a match may end inside the
 * hand), and contracts with their setback (docs/rules.md, "The four points" and "Bots").
 *
 * <p>It is an alpha-beta search with null windows (MTD(f)): a value is one of the few outcomes the count can give,
 * so each pass asks only whether a side can reach a given outcome. A transposition table keeps, for each position
 * at the start of a trick, its bounds and best move, which is tried first; it is keyed on the cards still in each
 * hand, the leader's legal moves and what the count rests on so far (who played and who took High, Low and the jack;
 * All Fives' scores; not the Game points, over which each stored bound says where it holds). Positions inside a
 * trick are not stored: they repeat far less often, and looking them up cost more time than it saved (the same
 * hands searched 1% more positions without them, in a fifth to a third less time). Of two cards of one suit in one hand
 * with no card still in play between them and the same worth toward Game, only one is tried, unless either is the
 * jack of trumps or, when Low goes to its captor, the lowest trump. A position whose best and worst possible
 * outcomes cannot cross the window is not searched further.
 *
 * <p>Tables of three or more sides are beyond it: it is a search of two sides, one maximizing and one minimizing.
 * A solver keeps its table between calls, so it is not thread-safe: give each thread its own.
 */
public final class HandSolver {
    /** The most positions one solve may search by default: {@link #solve} gives up beyond it. */
    public static final long DEFAULT_NODE_LIMIT = 5_000_000;

    private final TranspositionTable table;
    private final HandAccount account = new HandAccount();
    /** The positions of the line being searched, from the root. */
    private final PlayoutStack line = new PlayoutStack();
    private final long nodeLimit;
    private long salt = 0x5DEECE66DL;
    private long nodes;
    private final int[][] moves = new int[HandAccount.MAX_DEPTH][53];
    private final int[][] order = new int[HandAccount.MAX_DEPTH][53];

    /** Thrown when a search reaches its node limit; the solver is then ready for a new solve. */
    public static final class NodeLimitException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NodeLimitException(long limit) {
            super("the solve searched more than " + limit + " positions", null, false, false);
        }
    }

    /** A solver with a transposition table of 2^17 entries (2 MB) and {@link #DEFAULT_NODE_LIMIT}. */
    public HandSolver() {
        this(17, DEFAULT_NODE_LIMIT);
    }

    /**
     * A solver with a transposition table of {@code 2^tableBits} entries (16 bytes each) that gives up a solve
     * after {@code nodeLimit} positions.
     *
     * @param tableBits 10 to 24
     * @param nodeLimit at least 1
     * @throws IllegalArgumentException if {@code tableBits} is outside 10..24 or {@code nodeLimit} below 1
     */
    public HandSolver(int tableBits, long nodeLimit) {
        if (tableBits < 10 || tableBits > 24) {
            throw new IllegalArgumentException("tableBits must be 10 to 24, not " + tableBits);
        }
        if (nodeLimit < 1) {
            throw new IllegalArgumentException("nodeLimit must be at least 1, not " + nodeLimit);
        }
        table = new TranspositionTable(tableBits);
        this.nodeLimit = nodeLimit;
    }

    /**
     * Whether this solver can solve a position's hand: trick play with trumps known, at a table of two sides, with
     * table mode off.
     *
     * @param p a position, as a play-out
     * @return {@code true} if {@link #solve} accepts it
     */
    public static boolean solves(Playout p) {
        RuleSet r = p.rules();
        return p.phase() == Phase.PLAY && p.trumpOrdinal() >= 0 && r.sides() == 2 && r.tableMode().isEmpty();
    }

    /**
     * The value of a position for one side when both sides play perfectly to the end of the hand, every card known:
     * the estimated chance of winning the match from the scores when the hand is counted ({@link WinChance}), 1 or 0
     * when the match ends inside the hand. The play-out is the position: a determinized deal a sampler placed, or
     * {@code new Playout(state)}; it is not changed.
     *
     * @param p    a position of trick play with trumps known, at a table of two sides, table mode off
     * @param side the side whose value it is
     * @return a value from 0 to 1
     * @throws IllegalArgumentException if {@link #solves} is false for the position or there is no such side
     * @throws NodeLimitException       if the search reached the solver's node limit
     */
    public double solve(Playout p, int side) {
        setup(p, side);
        return mtd(0, 0.5);
    }

    /**
     * The value of each of some actions of the seat to act, for one side, as {@link #solve} gives it for the position
     * each leads to (sharing one table, so cheaper than solving each position apart). The play-out is not changed.
     *
     * @param p       a position of trick play with trumps known, at a table of two sides, table mode off
     * @param actions legal actions of the seat to act: card plays, or a throw-in
     * @param side    the side whose values they are
     * @return the values, in the order of {@code actions}
     * @throws IllegalArgumentException if {@link #solves} is false for the position, there is no such side or an
     *                                  action is not legal
     * @throws NodeLimitException       if the search reached the solver's node limit
     */
    public double[] solveEach(Playout p, List<Action> actions, int side) {
        Objects.requireNonNull(actions, "actions");
        setup(p, side);
        int seat = line.toAct();
        long seatHand = line.hand(seat);
        long legal = line.legal();
        int[] codes = new int[actions.size()];
        for (int i = 0; i < codes.length; i++) {
            Action a = Objects.requireNonNull(actions.get(i), "action");
            if (a == Call.THROW_IN && legal < 0) {
                codes[i] = HandAccount.THROW_IN_MOVE;
            } else if (a instanceof Play play && (legal & play.card().bit()) != 0) {
                codes[i] = play.card().index();
            } else {
                throw new IllegalArgumentException("not a legal action of seat " + seat + ": " + a);
            }
        }
        double[] values = new double[codes.length];
        double guess = 0.5;
        for (int i = 0; i < values.length; i++) {
            if (account.advance(0, seat, codes[i], seatHand)) {
                values[i] = account.terminal(1);
            } else {
                step(codes[i]);
                values[i] = mtd(1, guess);
                line.undo();
            }
            guess = values[i];
        }
        return values;
    }

    /** Returns the positions searched by the last call (each counted once per pass that reached it). */
    public long nodes() {
        return nodes;
    }

    private void setup(Playout p, int side) {
        Objects.requireNonNull(p, "position");
        if (!solves(p)) {
            throw new IllegalArgumentException("the solver needs trick play with trumps known at a table of two sides, "
                + "table mode off: " + p.rules().id() + " in phase " + p.phase()
                + (p.trumpOrdinal() < 0 ? ", no trumps" : "") + (p.rules().tableMode().isPresent() ? ", table mode" : ""));
        }
        if (side < 0 || side >= p.rules().sides()) {
            throw new IllegalArgumentException("there is no side " + side + "; sides are 0.." + (p.rules().sides() - 1));
        }
        line.reset(p);
        nodes = 0;
        salt = salt * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
        table.newSolve();
        account.setup(p, side, line);
    }

    private void step(int move) {
        if (move == HandAccount.THROW_IN_MOVE) {
            line.throwIn();
        } else {
            line.play(move);
        }
    }

    // ------------------------------------------------------------------------------ the search

    /** MTD(f): null-window searches from a first guess until the value's bounds meet. */
    private double mtd(int d, double guess) {
        double lower = account.bound(d, false);
        double upper = account.bound(d, true);
        double g = Math.max(lower, Math.min(upper, guess));
        while (lower < upper) {
            double beta = g == lower ? Math.nextUp(g) : g;
            g = search(d, Math.nextDown(beta), beta);
            if (g < beta) {
                upper = g;
            } else {
                lower = g;
            }
        }
        return lower;
    }

    /**
     * Fail-soft alpha-beta at frame {@code d}: the exact value when it lies strictly between {@code alpha} and
     * {@code beta}, otherwise a bound on the far side of the window.
     */
    private double search(int d, double alpha, double beta) {
        if (++nodes > nodeLimit) {
            throw new NodeLimitException(nodeLimit);
        }
        HandAccount h = account;
        int heldNow = 0;
        for (int s = 0; s < h.seats; s++) {
            heldNow += Long.bitCount(line.hand(s));
        }
        h.held[d] = heldNow;        // cards drawn from a stock since the frame was made
        double worst = h.bound(d, false);
        if (worst >= beta) {
            return worst;
        }
        double best = h.bound(d, true);
        if (best <= alpha || best == worst) {
            return best;
        }
        int seat = line.toAct();
        long seatHand = line.hand(seat);
        if (h.ledSuit[d] < 0 && heldNow == Integer.bitCount(h.active[d]) && line.stockSize() == 0) {
            return lastTrick(d, seat);
        }
        long legal = line.legal();
        boolean lead = h.ledSuit[d] < 0;
        long key = lead ? key(d, seat, legal) : 0;
        int mine = 0;
        double a = alpha;
        double b = beta;
        int ttMove = -1;
        if (lead) {
            int r = h.liveValue[d];
            int dv = Math.max(-r - 1, Math.min(r + 1, h.diff[d]));
            mine = h.maxSide == 0 ? dv : -dv;
            if (table.probe(key)) {
                double lo = table.lower(mine);
                double hi = table.upper(mine);
                if (lo >= beta) {
                    return lo;
                }
                if (hi <= alpha || lo == hi) {
                    return hi;
                }
                a = Math.max(a, lo);
                b = Math.min(b, hi);
                ttMove = table.move();
            }
        }
        int n = generate(d, seat, legal, ttMove);
        int[] ms = moves[d];
        boolean maximizing = h.sideOf[seat] == h.maxSide;
        double g = maximizing ? -1.0 : 2.0;
        int bestMove = ms[0];
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            double v;
            if (h.advance(d, seat, m, seatHand)) {
                v = h.terminal(d + 1);
            } else {
                step(m);
                v = search(d + 1, a, b);
                line.undo();
            }
            if (maximizing ? v > g : v < g) {
                g = v;
                bestMove = m;
                if (maximizing ? g >= b : g <= a) {
                    break;
                }
                if (maximizing) {
                    a = Math.max(a, g);
                } else {
                    b = Math.min(b, g);
                }
            }
        }
        if (lead) {
            table.store(key, g, alpha, beta, mine, bestMove);
        }
        return g;
    }

    /** The last trick, every seat holding one card and no stock: no choice is left. */
    private double lastTrick(int d, int seat) {
        HandAccount h = account;
        int e = d;
        int s = seat;
        while (true) {
            long hand = line.hand(s);
            boolean end = h.advance(e, s, Long.numberOfTrailingZeros(hand), hand);
            e++;
            if (end) {
                return h.terminal(e);
            }
            do {
                s = s + 1 == h.seats ? 0 : s + 1;
            } while ((h.active[e] & 1 << s) == 0);
        }
    }

    /**
     * The key of frame {@code d}, the start of a trick: the hands, the seat to lead and its legal moves (a lead owed
     * under trump and follow), the seats in play, the stock's size, what the count rests on so far, and All Fives'
     * scores; salted per solve.
     */
    private long key(int d, int seat, long legal) {
        HandAccount h = account;
        long k = salt;
        for (int s = 0; s < h.seats; s++) {
            k = (k ^ line.hand(s)) * 0x9E3779B97F4A7C15L;
            k ^= k >>> 29;
        }
        k = (k ^ legal) * 0x9E3779B97F4A7C15L;
        k ^= k >>> 32;
        long small = seat | (long) h.active[d] << 3 | (long) h.outcome[d] << 11 | (long) line.stockSize() << 22;
        k = (k ^ small) * 0x94D049BB133111EBL;
        k ^= k >>> 29;
        if (h.trickPoints) {
            k = (k ^ ((long) h.score0[d] << 32 | h.score1[d] & 0xFFFFFFFFL)) * 0x9E3779B97F4A7C15L;
            k ^= k >>> 32;
        }
        return k;
    }

    /**
     * The moves worth trying at frame {@code d}, best first: the table's move, then by the account's rule of thumb;
     * of cards that play alike only the lowest.
     */
    private int generate(int d, int seat, long legal, int ttMove) {
        int[] ms = moves[d];
        int[] sc = order[d];
        int n = 0;
        int prev = -1;
        for (long c = legal & ~Playout.THROW_IN_BIT; c != 0; c &= c - 1) {
            int card = Long.numberOfTrailingZeros(c);
            boolean alike = prev >= 0 && prev >>> 4 == card >>> 4 && account.equivalent(d, prev, card);
            prev = card;
            if (!alike) {
                ms[n] = card;
                sc[n] = card == ttMove ? 1 << 20 : account.moveScore(d, seat, card);
                n++;
            }
        }
        if (legal < 0) {
            ms[n] = HandAccount.THROW_IN_MOVE;
            sc[n] = ttMove == HandAccount.THROW_IN_MOVE ? 1 << 20 : -1000;
            n++;
        }
        for (int i = 1; i < n; i++) {       // insertion sort, highest score first
            int m = ms[i];
            int s = sc[i];
            int j = i - 1;
            while (j >= 0 && sc[j] < s) {
                ms[j + 1] = ms[j];
                sc[j + 1] = sc[j];
                j--;
            }
            ms[j + 1] = m;
            sc[j + 1] = s;
        }
        return n;
    }
}
