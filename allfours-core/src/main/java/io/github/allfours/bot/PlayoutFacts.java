package io.github.allfours.bot;

import io.github.allfours.engine.Action;
import io.github.allfours.engine.Playout;
import io.github.allfours.rules.RuleSet;

/**
 * {@link SeatFacts} of the seat to act on a play-out's scratch state, read in place without allocating: the
 * play-out policies' eyes. It reads only what that seat's view would show (its own hand, not while it may not
 * look at it; the cards played; the scores), so a policy plays a determinized deal as it would the real one.
 * Not thread-safe: it is part of one search.
 */
final class PlayoutFacts implements SeatFacts {
    private Playout p;
    private final TrickReading reading = new TrickReading();
    private Action[] actions = new Action[8];
    private double[] values = new double[8];

    /** A buffer of at least {@code n} actions, reused from decision to decision. */
    Action[] actions(int n) {
        if (actions.length < n) {
            actions = new Action[Math.max(n, actions.length * 2)];
        }
        return actions;
    }

    /** A buffer of at least {@code n} values, reused from decision to decision. */
    double[] values(int n) {
        if (values.length < n) {
            values = new double[Math.max(n, values.length * 2)];
        }
        return values;
    }

    /** Reads {@code playout} (its seat to act, as it is now) from now on. */
    PlayoutFacts of(Playout playout) {
        this.p = playout;
        reading.fresh = false;
        return this;
    }

    @Override
    public TrickReading reading() {
        return reading.fresh ? reading : reading.read(this);
    }

    @Override
    public RuleSet rules() {
        return p.rules();
    }

    @Override
    public int seat() {
        return p.toAct();
    }

    @Override
    public long hand() {
        int seat = p.toAct();
        return p.handHiddenFrom(seat) ? 0 : p.hand(seat);
    }

    @Override
    public int trump() {
        return p.trump();
    }

    @Override
    public int turnUp() {
        return p.turnUp();
    }

    @Override
    public long played() {
        return p.played();
    }

    @Override
    public long trickCards() {
        return p.trickCards();
    }

    @Override
    public int trickSize() {
        return p.trickSize();
    }

    @Override
    public int trickCard(int k) {
        return p.trickCard(k);
    }

    @Override
    public int trickSeat(int k) {
        return p.trickSeat(k);
    }

    @Override
    public boolean inPlay(int seat) {
        return p.inPlay(seat);
    }

    @Override
    public int score(int side) {
        return p.score(side);
    }

    @Override
    public int dealer() {
        return p.dealer();
    }

    @Override
    public int contract() {
        return p.contract();
    }

    @Override
    public int contractor() {
        return p.contractor();
    }
}
