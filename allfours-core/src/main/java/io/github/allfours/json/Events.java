package io.github.allfours.json;

import io.github.allfours.game.GameEvent;
import java.util.List;

/** The {@code "type"} words of the events' JSON form, one for each kind of {@link GameEvent}. */
final class Events {
    /** Every type word, in the order of docs/json.md. */
    static final List<String> TYPES = List.of("dealt", "turned-up", "called", "bid-made", "drew", "exposed",
        "card-called", "played", "threw-in", "taken-back", "call-lapsed", "discarded", "trumps-fixed", "redealt", "trick-taken", "awarded",
        "hand-counted", "match-won");

    private Events() {
    }

    /** The type word of an event, such as {@code "trick-taken"}. */
    static String type(GameEvent e) {
        if (e instanceof GameEvent.Dealt) {
            return "dealt";
        } else if (e instanceof GameEvent.TurnedUp) {
            return "turned-up";
        } else if (e instanceof GameEvent.Called) {
            return "called";
        } else if (e instanceof GameEvent.BidMade) {
            return "bid-made";
        } else if (e instanceof GameEvent.Drew) {
            return "drew";
        } else if (e instanceof GameEvent.Exposed) {
            return "exposed";
        } else if (e instanceof GameEvent.CardCalled) {
            return "card-called";
        } else if (e instanceof GameEvent.Played) {
            return "played";
        } else if (e instanceof GameEvent.ThrewIn) {
            return "threw-in";
        } else if (e instanceof GameEvent.TakenBack) {
            return "taken-back";
        } else if (e instanceof GameEvent.CallLapsed) {
            return "call-lapsed";
        } else if (e instanceof GameEvent.Discarded) {
            return "discarded";
        } else if (e instanceof GameEvent.TrumpsFixed) {
            return "trumps-fixed";
        } else if (e instanceof GameEvent.Redealt) {
            return "redealt";
        } else if (e instanceof GameEvent.TrickTaken) {
            return "trick-taken";
        } else if (e instanceof GameEvent.Awarded) {
            return "awarded";
        } else if (e instanceof GameEvent.HandCounted) {
            return "hand-counted";
        } else if (e instanceof GameEvent.MatchWon) {
            return "match-won";
        }
        throw new IllegalArgumentException("no JSON form for the event " + e);
    }
}
