package io.github.allfours.bot;

import io.github.allfours.card.Card;
import io.github.allfours.engine.Contract;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Trick;
import io.github.allfours.rules.RuleSet;

/** {@link SeatFacts} read from a seat's view: a bot's own choice. */
final class ViewFacts implements SeatFacts {
    private final SeatView v;
    private final long hand;
    private final long played;
    private final long trickCards;
    private final Trick trick;
    private final int trump;
    private final int turnUp;
    private final TrickReading reading = new TrickReading();

    ViewFacts(SeatView v) {
        this.v = v;
        this.hand = v.hand().bits();
        this.played = v.played().bits();
        this.trick = v.currentTrick();
        this.trickCards = trick.cardSet().bits();
        this.trump = v.trump().map(Enum::ordinal).orElse(-1);
        this.turnUp = v.turnUp().map(Card::index).orElse(-1);
    }

    @Override
    public TrickReading reading() {
        return reading.fresh ? reading : reading.read(this);
    }

    @Override
    public RuleSet rules() {
        return v.rules();
    }

    @Override
    public int seat() {
        return v.seat();
    }

    @Override
    public long hand() {
        return hand;
    }

    @Override
    public int trump() {
        return trump;
    }

    @Override
    public int turnUp() {
        return turnUp;
    }

    @Override
    public long played() {
        return played;
    }

    @Override
    public long trickCards() {
        return trickCards;
    }

    @Override
    public int trickSize() {
        return trick.size();
    }

    @Override
    public int trickCard(int k) {
        return trick.cardAt(k).index();
    }

    @Override
    public int trickSeat(int k) {
        return trick.seatAt(k);
    }

    @Override
    public boolean inPlay(int seat) {
        return v.inPlay(seat);
    }

    @Override
    public int score(int side) {
        return v.score(side);
    }

    @Override
    public int dealer() {
        return v.dealer();
    }

    @Override
    public int contract() {
        return v.contract().map(Contract::points).orElse(0);
    }

    @Override
    public int contractor() {
        return v.contract().map(Contract::seat).orElse(-1);
    }
}
