package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.rules.Stock;
import java.util.Arrays;

/**
 * {@link Playout#redeal}: the cards not yet played are placed anew (the hands, the stock in order, the face-down
 * discards) and the hand's plays so far are replayed from the first lead by the trick-play phase itself, each
 * card checked against its legality decision of the moment. What rests on the hidden cards is thus the
 * engine's own work, not restated here: who holds High, Low and the jack (fixed when play begins), who
 * captured Low, the lead a trumped suit owes, the legal plays of the seat to act. The replay is the one
 * {@link Positions} makes for {@link GameState#from(Setup)}, done in place.
 *
 * <p>One per play-out, made at its first redeal: its buffers and the copy kept to undo a refused redeal are
 * reused, so a redeal allocates only the new deck order and keeps nothing of the caller's arrays.
 */
final class Redeal {
    private final int[] playCard = new int[52];
    private final int[] playSeat = new int[52];
    private final long[] playedBy = new long[8];
    private int[] scores = new int[2];
    private Playout backup;

    /** Checks the new placement against {@code p}'s state, then places it and replays; see {@link Playout#redeal}. */
    void redeal(Playout p, GameState s, long[] hands, int[] stock, long discards, DeckSource source) {
        CompiledRules compiled = s.match.compiled;
        Deal d = s.deal;
        if (s.phase == Phase.DEAL || s.phase == Phase.MATCH_OVER) {
            throw new IllegalStateException("nothing is dealt to place anew in phase " + s.phase);
        }
        if (s.match.rules.trumps() instanceof Stock) {
            throw new IllegalStateException("the rules " + s.match.rules.id() + " draw from a stock during play: the hands"
                + " at each trick are not known, so a redeal cannot replay them");
        }
        if (compiled.claims.any()) {
            throw new IllegalStateException("the rules " + s.match.rules.id() + " play table mode: a redeal does not"
                + " place revokes");
        }
        if (s.active != compiled.allSeats) {
            throw new IllegalStateException("a seat has thrown in this hand: a redeal does not place thrown-in cards");
        }
        if (hands.length != compiled.seats) {
            throw new IllegalArgumentException(hands.length + " hands for a " + compiled.seats + "-seat table");
        }
        int stockSize = d.deck.size() - d.deckPos;
        if (stock.length != stockSize) {
            throw new IllegalArgumentException("the stock holds " + stockSize + " cards, not " + stock.length);
        }
        long oldStock = 0;
        for (int i = d.deckPos; i < d.deck.size(); i++) {
            oldStock |= 1L << d.deck.indexAt(i);
        }
        DeckOrder deck = DeckOrder.endingWith(stock);      // refuses an index that is no card's, or a repeat
        long newStock = 0;
        for (int card : stock) {
            newStock |= 1L << card;
        }
        long placed = newStock;
        int count = Long.bitCount(newStock) + Long.bitCount(discards);
        if ((newStock & discards) != 0) {
            throw new IllegalArgumentException("a card is both in the stock and among the discards: " + CardSet.ofBits(newStock & discards));
        }
        placed |= discards;
        for (int seat = 0; seat < compiled.seats; seat++) {
            long now = s.handOf(seat);
            if (Long.bitCount(hands[seat]) != Long.bitCount(now)) {
                throw new IllegalArgumentException("seat " + seat + " holds " + Long.bitCount(now) + " cards, not "
                    + Long.bitCount(hands[seat]));
            }
            if (((hands[seat] ^ now) & d.shown) != 0) {
                throw new IllegalArgumentException("seat " + seat + "'s hand moves cards every seat has seen in it: "
                    + CardSet.ofBits((hands[seat] ^ now) & d.shown));
            }
            placed |= hands[seat];
            count += Long.bitCount(hands[seat]);
        }
        long before = s.held | oldStock | d.discards;
        if (placed != before || count != Long.bitCount(before)) {
            throw new IllegalArgumentException("the cards placed are not the cards unplayed, each once: placed "
                + CardSet.ofBits(placed) + " (" + count + " placings), unplayed " + CardSet.ofBits(before));
        }
        int plays = collectPlays(s, compiled.seats);
        if (backup == null) {
            backup = new Playout();
        }
        backup.copyFrom(p);
        int toAct = s.toAct;
        Phase phase = s.phase;
        Match m = s.match;
        if (scores.length != m.scores.length) {
            scores = new int[m.scores.length];
        }
        System.arraycopy(m.scores, 0, scores, 0, scores.length);
        int awardsMade = p.awardsMade().count();
        // the new deal
        d.deck = deck;
        d.discards = discards;
        d.seatPlane0 = 0;
        d.seatPlane1 = 0;
        d.seatPlane2 = 0;
        s.held = 0;
        for (int seat = 0; seat < compiled.seats; seat++) {
            s.giveCards(seat, hands[seat] | playedBy[seat]);
        }
        m.source = source;
        String refused = phase == Phase.PLAY ? replay(s, compiled, plays) : null;
        if (refused != null || s.phase != phase || s.toAct != toAct) {
            p.copyFrom(backup);
            throw new IllegalArgumentException(refused != null ? refused
                : "the plays so far do not lead back to this position from the hands given");
        }
        System.arraycopy(scores, 0, m.scores, 0, scores.length);
        p.awardsMade().keep(awardsMade);
        s.publish();
    }

    /** The hand's plays so far, in order, into the buffers; each seat's played cards into {@link #playedBy}. */
    private int collectPlays(GameState s, int seats) {
        Arrays.fill(playedBy, 0, seats, 0);
        if (s.phase != Phase.PLAY) {
            return 0;
        }
        int tricks = s.tricksPlayed;
        // the completed tricks, oldest first: walk back from the last, each written at its place
        int total = 0;
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < tricks; k++, t = t.previous) {
            total += t.size;
        }
        int n = total;
        t = s.lastTrick;
        for (int k = 0; k < tricks; k++, t = t.previous) {
            n -= t.size;
            for (int i = 0; i < t.size; i++) {
                playCard[n + i] = (int) (t.order >>> (6 * i)) & 63;
                playSeat[n + i] = (t.seats >>> (4 * i)) & 15;
            }
        }
        n = total;
        for (int i = 0; i < s.trickSize; i++) {
            playCard[n] = (int) (s.trickOrder >>> (6 * i)) & 63;
            playSeat[n] = (s.trickSeats >>> (4 * i)) & 15;
            n++;
        }
        for (int i = 0; i < n; i++) {
            playedBy[playSeat[i]] |= 1L << playCard[i];
        }
        return n;
    }

    /**
     * Plays the hand's tricks again from the first lead on the new hands, each card checked against the legality
     * decision of the moment; nothing it awards can end the match (the scores are put back afterwards).
     *
     * @return why a card could not have been played, or null when every card could
     */
    private String replay(GameState s, CompiledRules compiled, int plays) {
        Deal d = s.deal;
        Arrays.fill(s.match.scores, Integer.MIN_VALUE / 2);
        d.count = CountFacts.NONE;
        d.mustLead = 0;
        d.thrownIn = 0;
        TakenTrick previousHand = s.tricksPlayed == 0 ? s.lastTrick : null;
        s.lastTrick = null;
        s.tricksPlayed = 0;
        compiled.trumps.startRebuiltPlay(s, d.trump);
        for (int i = 0; i < plays; i++) {
            int seat = playSeat[i];
            int card = playCard[i];
            if (s.phase != Phase.PLAY || s.toAct != seat) {
                return "seat " + seat + " plays " + Card.ofIndex(card) + " out of turn";
            }
            s.legal = compiled.play.decide(s);
            if ((s.legal & (1L << card)) == 0) {
                return "seat " + seat + " could not have played " + Card.ofIndex(card) + " holding "
                    + CardSet.ofBits(s.handOf(seat)) + " (" + compiled.play.refuse(s, seat, Play.ofIndex(card)) + ")";
            }
            compiled.play.play(s, seat, card, EventListener.NONE);
        }
        if (s.tricksPlayed == 0) {
            s.lastTrick = previousHand;
        }
        return null;
    }
}
