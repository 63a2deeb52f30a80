package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.Reason;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of one phase in which a seat acts: the phase's legality decision, its explanation, and its
 * transitions. Each phase is one subclass: {@link BegPhase} (for {@code BEG} and {@code GIVE}),
 * {@link BunchVotePhase}, {@link DiscardPhase}, {@link BidPhase}, {@link SalePhase}, {@link TrickPlayPhase}
 * (with {@link TableModePlayPhase} in table mode) and {@link ClaimsPhase}; {@link CompiledRules} holds one per
 * phase the rule set has, compiled with that phase's options, and {@link #NONE} for every other phase
 * (and for {@code DEAL} and {@code MATCH_OVER}, in which nobody acts).
 *
 * <p>The legality decision is made once per state: {@link #decide} returns a word that only this phase
 * reads ({@link GameState#legal}): the playable or discardable cards as a card word, or the legal
 * calls as bits of {@link Call} ordinals. {@link #legalActions} decodes it, {@link #refuse} explains
 * why an action is not in it, and {@link GameState#apply} accepts exactly what it holds.
 */
abstract class PhaseRules {
    /**
     * A phase in which nobody acts: {@code DEAL} and {@code MATCH_OVER}, and every phase a rule set does not
     * have. Its legality word is empty, so it lists no action and the engine never asks it to explain or apply
     * one ({@link CompiledRules#phaseOf} names no action's phase as one of these).
     */
    static final PhaseRules NONE = new PhaseRules() {
        @Override
        long decide(GameState s) {
            return 0;
        }

        @Override
        List<Action> legalActions(GameState s) {
            return List.of();
        }

        @Override
        Action legalAction(GameState s, int index) {
            throw new IndexOutOfBoundsException("index " + index + ": nobody may act in phase " + s.phase);
        }

        @Override
        Reason refuse(GameState s, int seat, Action action) {
            throw new AssertionError("no action is taken in phase " + s.phase + ": " + action);
        }

        @Override
        void apply(GameState s, int seat, Action action, EventListener events) {
            throw new AssertionError("no action is taken in phase " + s.phase + ": " + action);
        }

        @Override
        String expected(GameState s) {
            return "nobody may act in phase " + s.phase;
        }
    };

    /**
     * The legal actions of the seat to act, in this phase's encoding.
     *
     * @param s a state in this phase, its other fields final
     * @return the legality word
     */
    abstract long decide(GameState s);

    /** Returns the actions the legality word of {@code s} holds, in their fixed order. */
    abstract List<Action> legalActions(GameState s);

    /** Returns {@code legalActions(s).size()}, without building the list where the phase can. */
    int legalActionCount(GameState s) {
        return legalActions(s).size();
    }

    /** Returns {@code legalActions(s).get(index)}, without building the list where the phase can. */
    Action legalAction(GameState s, int index) {
        return legalActions(s).get(index);
    }

    /**
     * Why the seat to act may not take {@code action}, an action of this phase's kind: an explanation
     * of {@link #decide}, never a second decision.
     *
     * @return the rule that refuses it, or null when it is legal
     */
    abstract Reason refuse(GameState s, int seat, Action action);

    /**
     * Takes a legal {@code action} of {@code seat} on the fresh copy {@code s} of the state, reporting
     * what happens to {@code events} (the action's own event first).
     */
    abstract void apply(GameState s, int seat, Action action, EventListener events);

    /** Returns what the phase waits for, in words, for a refusal's message: "seat 2 must play a card". */
    abstract String expected(GameState s);

    // ---------------------------------------------------------------------------- phases of calls

    /**
     * Every subset of the calls as a shared unmodifiable list, indexed by the bit mask of its members, each made
     * when first asked for (every list is immutable, so a race is harmless).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final List<Action>[] CALL_LISTS = new List[1 << Call.values().length];

    static int bit(Call call) {
        return 1 << call.ordinal();
    }

    /** The calls a call phase's legality word holds, in declaration order. */
    static List<Action> calls(long word) {
        List<Action> list = CALL_LISTS[(int) word];
        if (list == null) {
            Call[] calls = Call.values();
            List<Action> members = new ArrayList<>();
            for (int i = 0; i < calls.length; i++) {
                if ((word & (1L << i)) != 0) {
                    members.add(calls[i]);
                }
            }
            list = List.copyOf(members);
            CALL_LISTS[(int) word] = list;
        }
        return list;
    }

    /** Whether a call phase's legality word holds {@code call}. */
    static boolean holds(long word, Call call) {
        return (word & bit(call)) != 0;
    }
}
