/**
 * Bots: players that choose an action from a {@link io.github.allfours.engine.SeatView}, so they can
 * neither see nor use a card their seat may not see. {@link io.github.allfours.bot.Bot} is the interface
 * (a choice, and a value per action for hints); {@link io.github.allfours.bot.RandomBot} and
 * {@link io.github.allfours.bot.RuleBot} are the levels so far. The {@code allfours arena} command
 * measures them against each other on duplicate deals.
 */
@NullMarked
package io.github.allfours.bot;

import org.jspecify.annotations.NullMarked;
