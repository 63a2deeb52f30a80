package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import java.util.Arrays;
import java.util.Locale;

/**
 * The wording of refusals: the message of a {@link Violation}, worded from the state the action was
 * tried on. Kept apart from the rules so that the rules decide and this only explains.
 */
final class Messages {
    private Messages() {
    }

    static String describe(GameState s, Reason r, int seat, Action action) {
        String who = "seat " + seat;
        Match m = s.match;
        CompiledRules compiled = m.compiled;
        return switch (r) {
            case MATCH_OVER -> "the match is over: side " + m.winner + " won " + Arrays.toString(m.scores);
            case AWAITING_DEAL -> "nobody can act: deal " + m.dealNumber + " is waiting for a deck order";
            case NO_SUCH_SEAT -> "there is no seat " + seat + " at a " + compiled.seats + "-seat table";
            case NOT_YOUR_TURN -> "it is seat " + s.toAct + "'s turn, not " + who + "'s";
            case WRONG_PHASE -> who + " cannot " + action.notation() + " now: " + compiled.phase(s.phase).expected(s);
            case NOT_IN_THESE_RULES -> "'" + action.notation() + "' is not part of " + m.rules.id();
            case MUST_BEG -> who + " holds no " + suit(s.deal.trump) + " (the turned-up suit) and must beg";
            case GIFT_NOT_ALLOWED -> "the dealer may not give: the gift would let an opponent who did not beg reach "
                + compiled.target + "; the dealer must run";
            case NO_GIFT_WITHOUT_TRUMP -> who + " holds no " + suit(s.deal.trump)
                + " (the turned-up suit) and may not give; the dealer must run (no-gift-without-trump rule)";
            case GIFT_WOULD_WIN -> "the dealer may not give: the gift would take the begging side (side "
                + compiled.sideOf[compiled.next(m.dealer)] + ") to " + compiled.target + "; the dealer must run (run-if-gift-wins rule)";
            case CANNOT_THROW_IN -> who + " may not throw in: " + TrickPlayPhase.throwInBlocker(s, s.handOf(seat));
            case CARD_NOT_HELD -> who + " does not hold " + cardOf(action) + "; holds " + CardSet.ofBits(s.handOf(seat));
            case MUST_PLAY_TRUMP -> who + " must play a trump to the trump lead: holds "
                + CardSet.ofBits(s.handOf(seat) & Suit.of(s.deal.trump).mask());
            case MUST_FOLLOW_SUIT -> who + " must follow " + suit(s.ledSuit) + " or trump: holds "
                + CardSet.ofBits(s.handOf(seat) & Suit.of(s.ledSuit).mask());
            case NO_TRUMPING_IN -> who + " holds " + suit(s.ledSuit) + " "
                + CardSet.ofBits(s.handOf(seat) & Suit.of(s.ledSuit).mask()) + " and may not trump in (no-trumping-in rule)";
            case UNDERTRUMP -> who + " may not undertrump " + Card.ofIndex(s.winCard) + " with " + cardOf(action)
                + " while holding other cards (no-undertrumping rule)";
            case MUST_LEAD_SUIT_OR_TRUMP -> who + " took the last trick by trumping " + suit(s.deal.mustLead - 1)
                + " while holding " + suit(s.deal.mustLead - 1) + ": must lead " + suit(s.deal.mustLead - 1)
                + " or a trump (trump-and-follow rule); holds "
                + CardSet.ofBits(s.handOf(seat) & (Suit.of(s.deal.mustLead - 1).mask() | Suit.of(s.deal.trump).mask()));
            case CANNOT_SELL_TO_PARTNER -> who + " may not sell to its own side: the high bid of " + s.deal.contract
                + " is its partner's (seat " + s.deal.contractor + "); it must refuse and pitch";
            case MUST_BID -> who + " deals and everyone else passed: the dealer must bid; " + BidPhase.allowed(s);
            case MUST_PLAY_CALLED_CARD -> who + " must play the called card "
                + CardSet.ofBits(s.handOf(seat) & Irregular.of(s.deal).called() & s.legal);
            case CANNOT_RETRACT, NO_REVOKE_TO_CALL, CANNOT_CLAIM_MISDEAL, CANNOT_PEEK, CANNOT_EXPOSE, CANNOT_CALL_CARD ->
                TableClaimsMechanic.describe(s, r, seat);
            case BID_TOO_LOW -> who + " may not " + action.notation() + " (high bid "
                + (s.deal.contract == 0 ? "none" : String.valueOf(s.deal.contract)) + "); " + BidPhase.allowed(s);
        };
    }

    private static Card cardOf(Action action) {
        return action instanceof Play p ? p.card() : ((Discard) action).card();
    }

    private static String suit(int suit) {
        return Suit.of(suit).name().toLowerCase(Locale.ROOT);
    }
}
