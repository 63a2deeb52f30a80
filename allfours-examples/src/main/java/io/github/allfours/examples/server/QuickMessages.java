package io.github.allfours.examples.server;

import java.util.List;

/**
 * The quick messages players may say at a table ({@code POST /tables/ID/say}): a fixed set of words, each a
 * short phrase a client shows in its own language, and no free text, so that nothing anyone writes is shown
 * to strangers. The phrases (as the browser client words them): Hello! Good luck! Well played! Thanks!
 * Sorry! Oops! One moment, please. Good game! Another match? Bye!
 */
public final class QuickMessages {
    /** Every message's word. */
    public static final List<String> WORDS = List.of("hello", "good-luck", "well-played", "thanks", "sorry", "oops",
        "one-moment", "good-game", "another-match", "bye");
    /** The messages a seat may say a minute. */
    public static final int PER_MINUTE = 12;

    private QuickMessages() {
    }
}
