package io.github.allfours.engine;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.RedealCause;
import io.github.allfours.rules.RuleSet;
import java.util.Objects;
import java.util.Optional;

/**
 * Dealing: the cards of a deal from the top of its deck order by the match's packets, elder first;
 * then the rules' {@link TrumpChoice} takes over. Also the redeal by the same dealer and passing the
 * deal at the end of a hand (docs/rules.md, "The deal").
 */
final class Dealing {
    private Dealing() {
    }

    /** Starts a match: see {@link GameState#start(RuleSet, int, DeckSource, EventListener)}. */
    static GameState start(RuleSet rules, int firstDealer, DeckSource source, EventListener events) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(events, "events");
        if (firstDealer < 0 || firstDealer >= rules.seats()) {
            throw new IllegalArgumentException("first dealer " + firstDealer + " is not a seat of a "
                + rules.seats() + "-seat table");
        }
        GameState s = new GameState();
        Match m = new Match();
        m.rules = rules;
        m.compiled = CompiledRules.of(rules);
        m.source = source;
        m.dealer = firstDealer;
        m.scores = new int[m.compiled.sides];
        m.winner = GameState.NONE;
        s.match = m;
        s.matchOwned = true;
        dealOrWait(s, source.order(0), events);
        s.publish();
        if (events != EventListener.NONE && s.phase == Phase.MATCH_OVER) {
            // the first turn-up reached the target: reported like the end of any other action
            events.on(new GameEvent.MatchWon(m.winner, s.scoreList()));
        }
        return s;
    }

    /** The deal a state waits for: see {@link GameState#deal(DeckOrder, EventListener)}. */
    static GameState dealAwaited(GameState before, DeckOrder order, EventListener events) {
        if (before.phase != Phase.DEAL) {
            throw new IllegalStateException("no deal is due: the game is in phase " + before.phase);
        }
        GameState s = new GameState(before);
        deal(s, order, events);
        s.publish();
        s.reportEnd(before, events);
        return s;
    }

    /** Deals the match's current deal from {@code order}, or waits in {@link Phase#DEAL} when it is null. */
    static void dealOrWait(GameState s, DeckOrder order, EventListener events) {
        if (order != null) {
            deal(s, order, events);
        } else {
            clear(s, null);
        }
    }

    /** Deals from the top of {@code order} by the match's packets, elder first, then the trumps are chosen. */
    static void deal(GameState s, DeckOrder order, EventListener events) {
        CompiledRules compiled = s.match.compiled;
        Deal d = clear(s, order);
        int elder = compiled.next(s.match.dealer);
        int pos = 0;
        for (int packet : compiled.packets) {
            int seat = elder;
            for (int i = 0; i < compiled.seats; i++) {
                long cards = 0;
                for (int k = 0; k < packet; k++) {
                    cards |= 1L << order.indexAt(pos++);
                }
                s.giveCards(seat, cards);
                seat = compiled.next(seat);
            }
        }
        d.deckPos = (byte) pos;
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Dealt(s.match.dealNumber, s.match.handNumber, s.match.dealer, Optional.of(order)));
        }
        compiled.trumps.afterDeal(s, events);
    }

    /**
     * The same dealer deals again from the next deck order; points already scored stand (docs/rules.md,
     * "Running the cards" and "Seven Up").
     */
    static void redeal(GameState s, RedealCause cause, EventListener events) {
        if (!s.live()) {
            return;
        }
        Match m = s.writableMatch();
        m.dealNumber++;
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Redealt(m.dealer, cause));
        }
        dealOrWait(s, m.source.order(m.dealNumber), events);
    }

    /** After a hand: the deal passes to the next seat, which deals the next hand. */
    static void passDeal(GameState s, EventListener events) {
        if (!s.live()) {
            return;
        }
        Match m = s.writableMatch();
        m.handNumber++;
        m.dealNumber++;
        m.dealer = m.compiled.next(m.dealer);
        m.handAwardStart = Chain.size(m.awards);
        dealOrWait(s, m.source.order(m.dealNumber), events);
    }

    /** Clears the hand for a new deal from {@code order} (null: none yet, so the state waits for one). */
    private static Deal clear(GameState s, DeckOrder order) {
        CompiledRules compiled = s.match.compiled;
        Deal d = s.newDeal();
        d.deck = order;
        d.firstLeader = (byte) (compiled.next(s.match.dealer));
        d.clearFacts();
        s.enter(Phase.DEAL, GameState.NONE);
        s.held = 0;
        s.active = compiled.allSeats;
        s.tricksPlayed = 0;
        TrickPlayPhase.clearTrick(s);
        return d;
    }

    /** The undealt cards of the current deal (all 52 while one is awaited). */
    static long stockBits(GameState s) {
        Deal d = s.deal;
        if (d.deck == null) {
            return io.github.allfours.card.CardSet.ALL_BITS;
        }
        long b = 0;
        for (int i = d.deckPos; i < d.deck.size(); i++) {
            b |= 1L << d.deck.indexAt(i);
        }
        return b;
    }

    /** Takes the next card off the stock: its index. */
    static int draw(GameState s) {
        Deal d = s.writableDeal();
        return d.deck.indexAt(d.deckPos++);
    }
}
