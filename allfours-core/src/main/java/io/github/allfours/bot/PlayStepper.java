package io.github.allfours.bot;

/**
 * The stepping a {@link HandSolver} needs from a position of trick play, and nothing else: whose turn it is, the
 * hands, the stock's size, the legal plays, playing one, and taking the last one back. Every rule of play (what may
 * be played, when a seat may throw in, who leads next, what is drawn from a stock after a trick) is the business of
 * what backs the stepper, which runs the engine's own code: on its scratch state in place ({@link PlayoutStepper}, the
 * solver's own) or through its immutable states ({@link EngineStepper}); the solver only searches.
 *
 * <p>A stepper is never asked to play the last card of a hand (the solver counts the hand itself), nor to act once
 * the match is over.
 */
interface PlayStepper {
    /** The bit of {@link #legal()} that says the seat to act may throw in (West Yorkshire): the sign bit. */
    long THROW_IN = Long.MIN_VALUE;

    /** Returns the seat to act. */
    int toAct();

    /**
     * The cards a seat holds now.
     *
     * @param seat a seat
     * @return its cards as a card word
     */
    long hand(int seat);

    /** Returns the cards left to draw from a stock in trick play (0 in a game whose stock is not drawn in play). */
    int stockSize();

    /** Returns the cards the seat to act may play, with {@link #THROW_IN} set when it may throw in instead. */
    long legal();

    /**
     * The seat to act plays a legal card.
     *
     * @param card the card's index
     */
    void play(int card);

    /** The seat to act throws in (legal only when {@link #legal()} has {@link #THROW_IN}). */
    void throwIn();

    /** Takes back the last {@link #play} or {@link #throwIn}. */
    void undo();
}
