package io.github.allfours.engine;

import io.github.allfours.card.Rank;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.GiftRecipients;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TrumpSelection;
import io.github.allfours.rules.TurnUpScope;
import java.util.Map;

/**
 * A {@link RuleSet} compiled once per match into the plain fields the engine reads on every action.
 * Shared by every state of the match.
 */
final class Table {
    final RuleSet rules;
    final int seats;
    final int sides;
    final int target;
    final int handSize;
    final int[] packets;
    final int[] sideOf;
    final int[] turnUpPoints = new int[13];
    final TurnUpScope turnUpScope;
    final boolean begging;
    final int giftPoints;
    final int runPacket;
    final boolean forcedBeg;
    final boolean noUndertrumping;
    final boolean noTrumpingIn;
    final boolean hangJack;
    final int hangJackPoints;
    final boolean lowToCaptor;
    final boolean pitch;
    final boolean giftToEveryOpponent;
    final boolean giftThrowsIn;
    final boolean giftBarred;
    final DiscardRule discardRule;
    final boolean setAsideRuns;
    final boolean bunching;
    final boolean partnerWaits;
    final boolean throwIn;
    final GameTieRule gameTie;
    final int allSeats;

    /** The table compiled last: matches started one after another under one rule set share it. */
    private static volatile Table last;

    /**
     * @param rules a rule set
     * @return its compiled table, reused when the same rule set object was compiled just before
     */
    static Table of(RuleSet rules) {
        Table t = last;
        if (t == null || t.rules != rules) {
            t = new Table(rules);
            last = t;
        }
        return t;
    }

    private Table(RuleSet rules) {
        this.rules = rules;
        this.seats = rules.seats();
        this.sides = rules.sides();
        this.target = rules.target();
        this.handSize = rules.handSize();
        this.packets = rules.packets().stream().mapToInt(Integer::intValue).toArray();
        this.sideOf = new int[seats];
        for (int s = 0; s < seats; s++) {
            sideOf[s] = rules.sideOf(s);
        }
        for (Map.Entry<Rank, Integer> e : rules.turnUpPoints().entrySet()) {
            turnUpPoints[e.getKey().strength()] = e.getValue();
        }
        this.turnUpScope = rules.turnUpScope();
        this.begging = rules.begging();
        this.giftPoints = rules.giftPoints();
        this.runPacket = rules.runPacket();
        this.forcedBeg = rules.forcedBegWithoutTrump();
        this.noUndertrumping = rules.noUndertrumping();
        this.noTrumpingIn = rules.noTrumpingIn();
        this.hangJack = rules.jackScoring() == JackScoring.HANG_JACK;
        this.hangJackPoints = rules.hangJackPoints();
        this.lowToCaptor = rules.lowTakenBy() == PointTaker.CAPTOR;
        this.pitch = rules.trumpSelection() == TrumpSelection.PITCH;
        this.giftToEveryOpponent = rules.giftTo() == GiftRecipients.EVERY_OPPOSING_SIDE;
        this.giftThrowsIn = rules.giftThrowsIn();
        this.giftBarred = rules.giftBarredWhenOtherOpponentWouldWin();
        this.discardRule = rules.discardAfterRun();
        this.setAsideRuns = rules.repeatedRunsSetAside();
        this.bunching = rules.bunching();
        this.partnerWaits = rules.pitchersPartnerWaits();
        this.throwIn = rules.throwIn();
        this.gameTie = rules.gameTie();
        this.allSeats = (1 << seats) - 1;
    }

    int next(int seat) {
        int n = seat + 1;
        return n == seats ? 0 : n;
    }
}
