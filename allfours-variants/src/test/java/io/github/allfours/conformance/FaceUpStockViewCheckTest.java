package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.ViewConsistency;
import io.github.allfours.game.Trick;
import io.github.allfours.variants.CaliforniaJack;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A tampered view of a game with a face-up stock whose trick names a seat the table does not have is refused with
 * that problem named. Found by {@code HostileViewFuzzTest}: the check of the cards known from the face-up stock
 * counted each seat's played cards by the trick's seat and threw {@code ArrayIndexOutOfBoundsException} instead.
 */
class FaceUpStockViewCheckTest {
    @Test
    void aTrickPlayedByNoSeatOfTheTableIsAProblemNotAnException() {
        GameState s = GameState.start(CaliforniaJack.TWO, 0, DeckSource.seeded(3));
        SplittableRandom random = new SplittableRandom(3);
        while (s.tricksPlayed() < 1) {
            s = s.apply(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        SeatView v = s.viewFor(0);
        Trick t = v.tricks().get(0);
        List<Integer> seats = new ArrayList<>(t.seats());
        seats.set(0, 6);
        List<Trick> tricks = new ArrayList<>(v.tricks());
        tricks.set(0, new Trick(t.hand(), t.cards(), seats, t.thrownIn(), t.winner()));
        SeatView tampered = v.toBuilder().tricks(tricks).build();
        List<String> problems = ViewConsistency.problems(tampered);
        assertTrue(problems.contains(t.cardAt(0) + " is played by seat 6, not a seat of the table"), problems::toString);
    }
}
