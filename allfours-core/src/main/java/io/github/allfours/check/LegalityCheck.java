package io.github.allfours.check;

import io.github.allfours.card.CardSet;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.IllegalActionException;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The invariant checker's "one checker" rule: {@link GameState#legalActions()}, {@code check} and {@code apply}
 * agree over the whole universe of actions ({@link InvariantChecker#everyAction()}), for the seat to act and
 * for the seats that are not.
 */
final class LegalityCheck {
    private LegalityCheck() {
    }

    /** legalActions, check and apply agree over the whole universe of actions. */
    static void check(GameState s, long states, Consumer<String> violation) {
        List<Action> universe = InvariantChecker.everyAction();
        List<Action> legalList = s.legalActions();
        if (legalList.size() != s.legalActionCount()) {
            violation.accept("legality: legalActionCount " + s.legalActionCount() + " but " + legalList.size() + " listed");
        }
        for (int i = 0; i < legalList.size() && i < s.legalActionCount(); i++) {
            if (!legalList.get(i).equals(s.legalAction(i))) {
                violation.accept("legality: legalAction(" + i + ") is " + s.legalAction(i) + " but the list has " + legalList.get(i));
            }
        }
        try {
            Action beyond = s.legalAction(s.legalActionCount());
            violation.accept("legality: legalAction past the end gave " + beyond);
        } catch (IndexOutOfBoundsException expected) {
            // as it should
        }
        boolean[] legal = new boolean[universe.size()];
        for (Action a : legalList) {
            int i = universe.indexOf(a);
            if (legal[i]) {
                violation.accept("legality: " + a + " is listed twice in " + legalList);
            }
            legal[i] = true;
        }
        long playBits = 0;
        for (int i = 0; i < universe.size(); i++) {
            Action a = universe.get(i);
            Optional<Violation> v = s.check(a);
            if (legal[i]) {
                if (a instanceof Play p) {
                    playBits |= p.card().bit();
                }
                if (v.isPresent()) {
                    violation.accept("legality: " + a + " is listed as legal but check says " + v.get());
                    continue;
                }
                if (!s.isLegal(a)) {
                    violation.accept("legality: " + a + " is listed as legal but isLegal says no");
                }
                try {
                    if (s.apply(a) == null) {
                        violation.accept("legality: applying legal " + a + " gave null");
                    }
                } catch (RuntimeException e) {
                    violation.accept("legality: applying legal " + a + " threw " + e);
                }
            } else {
                if (v.isEmpty()) {
                    violation.accept("legality: " + a + " is not listed as legal but check accepts it");
                    continue;
                }
                if (v.get().message().isBlank()) {
                    violation.accept("legality: " + a + " is refused (" + v.get().reason() + ") without a message");
                }
                try {
                    GameState wrong = s.apply(a);
                    violation.accept("legality: " + a + " is refused by check (" + v.get() + ") but apply gave " + wrong);
                } catch (IllegalActionException e) {
                    if (e.reason() != v.get().reason()) {
                        violation.accept("legality: apply refuses " + a + " for " + e.reason() + " but check says " + v.get().reason());
                    }
                    if (e.state() != s) {
                        violation.accept("legality: the exception refusing " + a + " does not hold the untouched state");
                    }
                } catch (RuntimeException e) {
                    violation.accept("legality: apply of refused " + a + " threw " + e + " instead of IllegalActionException");
                }
            }
        }
        int seats = s.rules().seats();
        if (s.toAct() >= 0) {
            if (legalList.isEmpty()) {
                violation.accept("legality: seat " + s.toAct() + " is to act but has no legal action");
            }
            if (s.legalPlayBits() != playBits) {
                violation.accept("legality: legalPlayBits " + CardSet.ofBits(s.legalPlayBits()) + " but the listed plays are "
                    + CardSet.ofBits(playBits));
            }
            if (!s.legalActions(s.toAct()).equals(legalList)) {
                violation.accept("legality: legalActions(toAct) differs from legalActions()");
            }
            // every seat not to act tries the legal actions; one of them (rotating) the whole universe
            int wholeUniverse = (s.toAct() + 1 + (int) (states % Math.max(1, seats - 1))) % seats;
            for (int seat = 0; seat < seats; seat++) {
                if (seat == s.toAct()) {
                    continue;
                }
                List<Action> own = s.legalActions(seat);
                if (s.rules().tableMode().isEmpty() && !own.isEmpty()) {
                    violation.accept("legality: seat " + seat + " is not to act but has legal actions " + own);
                }
                for (Action a : own) {      // table mode: claims made out of turn
                    Optional<Violation> v = s.check(seat, a);
                    if (v.isPresent()) {
                        violation.accept("legality: seat " + seat + " may " + a + " out of turn but check says " + v.get());
                    } else {
                        try {
                            s.apply(seat, a);
                        } catch (RuntimeException e) {
                            violation.accept("legality: seat " + seat + " applying its claim " + a + " threw " + e);
                        }
                    }
                }
                for (Action a : seat == wholeUniverse ? universe : legalList) {
                    if (own.contains(a)) {
                        continue;
                    }
                    Optional<Violation> v = s.check(seat, a);
                    if (v.isEmpty() || (s.rules().tableMode().isEmpty() && v.get().reason() != Reason.NOT_YOUR_TURN)) {
                        violation.accept("legality: seat " + seat + " (not to act) trying " + a + " gets "
                            + v.map(Violation::toString).orElse("no objection") + " instead of NOT_YOUR_TURN");
                    } else {
                        try {
                            s.apply(seat, a);
                            violation.accept("legality: seat " + seat + " applied refused " + a);
                        } catch (IllegalActionException e) {
                            if (e.reason() != v.get().reason()) {
                                violation.accept("legality: seat " + seat + ": apply refuses " + a + " for " + e.reason()
                                    + " but check says " + v.get().reason());
                            }
                        }
                    }
                }
            }
        } else if (!legalList.isEmpty()) {
            violation.accept("legality: nobody is to act but legalActions is " + legalList);
        }
    }

}
