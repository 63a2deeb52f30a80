package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.Reason;
import java.util.List;

/**
 * The mechanic slot of the actions a seat may take out of turn, compiled from the rule set's table mode:
 * {@link TableClaimsMechanic} in table mode, {@link #NONE} in the strict default, where there are none.
 */
interface Claims {
    /** The strict default: no seat may take an action out of turn. */
    Claims NONE = new Claims() {
        @Override
        public boolean any() {
            return false;
        }

        @Override
        public List<Action> claims(GameState s, int seat) {
            return List.of();
        }

        @Override
        public Reason refuse(GameState s, int seat, Action claim) {
            return Reason.NOT_IN_THESE_RULES;
        }

        @Override
        public void apply(GameState s, int seat, Action claim, EventListener events) {
            throw new AssertionError("no claim is legal in the strict default: " + claim);
        }
    };

    /** Whether these rules have claims at all (table mode). */
    boolean any();

    /** Every claim {@code seat} may make now, in a fixed order. */
    List<Action> claims(GameState s, int seat);

    /** Why {@code seat} may not make {@code claim} now, or null if it may. */
    Reason refuse(GameState s, int seat, Action claim);

    /** {@code seat} makes {@code claim}, already found legal. */
    void apply(GameState s, int seat, Action claim, EventListener events);

    /**
     * A trick has just been completed and taken ({@code trick} is the state's last trick): whatever waited for it is
     * done now (table mode judges the calls made while the trick was being played). Nothing in the strict default.
     *
     * @param s      the state
     * @param trick  the trick taken
     * @param events where to report what happens
     */
    default void trickTaken(GameState s, TakenTrick trick, EventListener events) {
    }

    /** Whether {@code action} is one of the actions taken out of turn. */
    static boolean isClaim(Action action) {
        return action.isClaim();
    }
}
