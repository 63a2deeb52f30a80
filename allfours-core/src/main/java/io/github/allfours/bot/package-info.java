/**
 * Bots: players that choose an action from a {@link io.github.allfours.engine.SeatView}, so they can neither see nor
 * use a card their seat may not see. {@link io.github.allfours.bot.Bot} is the interface (a choice, a value per
 * action for hints, and a {@link io.github.allfours.bot.PlayoutChooser} for the play-outs of a search).
 *
 * <p>The levels, weakest first: {@link io.github.allfours.bot.RandomBot} (easy), {@link io.github.allfours.bot.RuleBot}
 * (medium: the sources' tactics, read as plain numbers from the view or a play-out, its calls and card-play weights
 * a {@link io.github.allfours.bot.RuleStrategy}: the learned trump decisions of {@link io.github.allfours.bot.CallModel}
 * where they were trained, the bid table {@code BidTable} elsewhere and in the classic strategy),
 * {@link io.github.allfours.bot.SearchBot} (hard: determinized search with rule-based play-outs; expert,
 * {@link io.github.allfours.bot.SearchBot#EXPERT}: the same with inference from the calls). Beside them:
 * {@link io.github.allfours.bot.IsmctsBot} (information-set Monte Carlo tree search),
 * {@link io.github.allfours.bot.ExpertBot} (search whose sampled hands end in an exact solve; the arena's
 * {@code solver}), {@link io.github.allfours.bot.LearnedCallsBot} (a search taking its trump decisions from the
 * learned evaluator) and {@link io.github.allfours.bot.SearchBot#YARDSTICK} (the arena's fixed measure). A
 * {@link io.github.allfours.bot.Budget} bounds a search. The {@code allfours arena} command measures the bots
 * against each other on duplicate deals.
 *
 * <p>The tools a bot writer reuses live beside them: {@code io.github.allfours.bot.sample} deals the cards a seat
 * cannot see consistently with what it knows, into a {@link io.github.allfours.engine.Playout};
 * {@code io.github.allfours.bot.solve} solves the rest of a hand exactly on that play-out and holds the
 * {@code WinChance} by which every search values an outcome. A search steps one type, the play-out, from the first
 * sample to the count.
 */
@NullMarked
package io.github.allfours.bot;

import org.jspecify.annotations.NullMarked;
