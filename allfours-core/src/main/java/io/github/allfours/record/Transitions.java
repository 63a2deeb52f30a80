package io.github.allfours.record;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.Award;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.HandResult;
import io.github.allfours.engine.Phase;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The one place that decides which lines a change of state produces, shared by the writer (which
 * writes them) and the verifier (which expects them), so the two cannot disagree.
 *
 * <p>For a transition {@code before -> after} (one action, or one supplied deal) the lines are, in
 * this order:
 * <ol>
 *   <li>the awards scored in the deals before the new one (all awards when no new deal was dealt):
 *       the turn-ups of a run, the gift, or High, Low, Jack and Game of the finished hand;</li>
 *   <li>a hand line when the action completed a hand (also when its count ended the match);</li>
 *   <li>a deal line when a new deal was dealt (next hand or redeal; at most one per transition);</li>
 *   <li>the awards of that new deal (its turn-up);</li>
 *   <li>an end line when the match ended.</li>
 * </ol>
 */
final class Transitions {
    private Transitions() {
    }

    /**
     * Emits the lines that {@code after} adds to {@code before}; the action line itself (for action
     * transitions) is not included.
     */
    static void emit(GameState before, GameState after, Consumer<RecordLine> out) {
        int[] totals = before.scores();
        List<Award> fresh = after.awardsSince(before.awardCount());
        Optional<DeckOrder> deck = after.deckOrder();
        boolean newDeal = deck.isPresent()
            && (before.deckOrder().isEmpty() || after.dealNumber() != before.dealNumber());
        int newDealNumber = after.dealNumber();
        Optional<HandResult> last = after.lastHandResult();
        boolean handDone = last.isPresent() && last.get().hand() == before.handNumber()
            && before.phase() != Phase.DEAL;

        int i = 0;
        for (; i < fresh.size(); i++) {
            Award a = fresh.get(i);
            if (newDeal && a.deal() >= newDealNumber) {
                break;
            }
            totals[a.side()] += a.points();
            out.accept(PointsLine.of(a));
        }
        if (handDone) {
            out.accept(HandLine.withAllFour(last.get().allFourSide(), totals));
        }
        if (newDeal) {
            out.accept(new DealLine(after.dealer(), deck.get()));
        }
        for (; i < fresh.size(); i++) {
            Award a = fresh.get(i);
            totals[a.side()] += a.points();
            out.accept(PointsLine.of(a));
        }
        if (after.isOver() && !before.isOver()) {
            out.accept(EndLine.of(after.winner().getAsInt(), after.scores()));
        }
    }
}
