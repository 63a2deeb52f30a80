package io.github.allfours.examples.server;

import io.github.allfours.engine.SeatView;
import io.github.allfours.game.GameEvent;
import java.util.List;
import java.util.Map;

/**
 * The JSON bodies of the table server's API, as records (Jackson reads and writes them by their
 * components). Requests are read strictly (see {@link JsonSupport}); a missing optional field is
 * {@code null}.
 */
public final class Api {
    private Api() {
    }

    /**
     * {@code POST /tables}; no body at all is {@code {}}, the default variant's usual table with every seat open.
     *
     * @param variant a variant id or alias ({@code null}: the default variant)
     * @param players the number of players ({@code null}: the variant's usual number)
     * @param seed    the seed of the deals ({@code null}: a secret random one). A table whose seed a client chose
     *                says so in every view message ({@link ViewMessage#seedChosen()}): its creator can know every
     *                deal
     * @param seats   one entry per seat: {@code "open"} (someone may join it), {@code "player"} (the creator
     *                takes it and gets its token) or a bot level ({@code easy}, {@code medium}, {@code hard}, {@code expert},
     *                {@code random}, {@code rule}); {@code null}: every seat open
     * @param sides   the number of sides, for a variant documented both individually and in partnerships at
     *                that table size ({@code null}: the first documented)
     * @param target  the points that win the match ({@code null}: the variant's)
     * @param options house-rule option words and values ({@code RuleSet.withOptions}, docs/rules.md "House-rule
     *                options"), such as {@code {"tableMode": true}} ({@code null}: none)
     * @param name    the creator's display name, given to each seat it takes ({@code "player"}); at most
     *                {@value DisplayNames#MAX_LENGTH} characters of plain text ({@code null}: none)
     * @param takeoverAlways whether a bot takes over a silent player's seat even when no other person plays at the
     *                table ({@code null} or false: only when another person waits for the silent one)
     */
    public record CreateTable(String variant, Integer players, Long seed, List<String> seats, Integer sides,
                              Integer target, Map<String, Object> options, String name, Boolean takeoverAlways) {
        /**
         * A request without a display name or a takeover choice.
         *
         * @param variant the variant
         * @param players the players
         * @param seed    the seed
         * @param seats   the seats
         * @param sides   the sides
         * @param target  the target
         * @param options the options
         */
        public CreateTable(String variant, Integer players, Long seed, List<String> seats, Integer sides,
                           Integer target, Map<String, Object> options) {
            this(variant, players, seed, seats, sides, target, options, null, null);
        }
    }

    /**
     * The answer to {@code POST /tables} (201).
     *
     * @param table      the table's id
     * @param variant    the variant id
     * @param players    the number of seats
     * @param ownerToken the owner's token: it may delete the table and put bots in open seats
     * @param tokens     per seat, the token of a seat the creator took ({@code "player"}), else {@code null}
     * @param seats      per seat, {@code "open"}, {@code "player"} or {@code "bot:LEVEL"}
     * @param names      per seat, its player's display name, or {@code null}
     */
    public record Created(String table, String variant, int players, String ownerToken, List<String> tokens,
                          List<String> seats, List<String> names) {
    }

    /**
     * {@code POST /tables/ID/seats/N}: take an open seat ({@code {}}, or no body at all), or, with the owner's
     * token, give it to a bot.
     *
     * @param bot  a bot level, or {@code null} to take the seat as a player
     * @param name the player's display name ({@code null}: none; not with {@code bot})
     */
    public record Join(String bot, String name) {
        /**
         * A request without a display name.
         *
         * @param bot the bot level, or {@code null}
         */
        public Join(String bot) {
            this(bot, null);
        }
    }

    /**
     * The answer to {@code POST /tables/ID/seats/N} (201).
     *
     * @param table the table's id
     * @param seat  the seat
     * @param token the seat's token ({@code null} when a bot took it)
     * @param seats per seat, {@code "open"}, {@code "player"}, {@code "invited"} or {@code "bot:LEVEL"}
     * @param seedChosen whether the table's seed was chosen by a client, so that its creator can know every deal
     * @param names per seat, its player's display name, or {@code null}
     */
    public record Joined(String table, int seat, String token, List<String> seats, boolean seedChosen,
                         List<String> names) {
    }

    /**
     * {@code POST /tables/ID/actions}.
     *
     * @param action  the move's text, such as {@code "play JH"} or {@code "stand"}
     * @param version the version of the view the move was chosen from
     */
    public record Move(String action, Long version) {
    }

    /**
     * A move that was made, as a given seat may know it: a face-down discard by another seat is
     * {@code "discard"} without its card.
     *
     * @param seat   the seat that moved
     * @param action the move's text
     */
    public record LastMove(int seat, String action) {
    }

    /**
     * A view of a table at one version: the body of {@code GET /tables/ID/view}, of a move's answer and of
     * each server-sent event.
     *
     * @param table      the table's id
     * @param version    the number of moves made
     * @param lastMove   the move that made this version ({@code null} at version 0)
     * @param events     what the move that made this version caused (at version 0: the first deal), as the
     *                   reader may know it ({@link GameEvent#seenBy}): a client animates and narrates from them
     *                   without comparing views; each in the library's JSON form
     *                   ({@link io.github.allfours.json.AllFoursJson#write(GameEvent)})
     * @param seats      per seat, {@code "open"}, {@code "player"}, {@code "invited"} (kept for a player of the
     *                   table before, asked to this rematch) or {@code "bot:LEVEL"}
     * @param names      per seat, its player's display name ({@link DisplayNames}: plain text, to be shown as
     *                   text), or {@code null}
     * @param takeoverAt when the seat to act, a player's, will be taken over by a bot if it stays silent, in
     *                   milliseconds since 1970-01-01T00:00:00Z (UTC); {@code null} when no player is to act, when
     *                   no other person waits for them (and the table did not ask for takeovers always), and in
     *                   the messages of earlier versions
     * @param seedChosen whether the table's seed was chosen by a client, so that its creator can know every
     *                   deal
     * @param claims     table mode: what the seat may do out of turn now ({@code call-revoke}, {@code retract},
     *                   {@code misdeal}, {@code expose CARD}, {@code call CARD}, {@code peek}); empty otherwise, and
     *                   for the seat to act, whose claims are among its {@code legalActions}
     * @param view       the engine's view of the seat ({@code seat} -1 for a spectator, who sees no hand), written
     *                   in the library's JSON form ({@link io.github.allfours.json.AllFoursJson#write(SeatView)})
     */
    public record ViewMessage(String table, long version, LastMove lastMove, List<GameEvent> events, List<String> seats,
                              List<String> names, Long takeoverAt, boolean seedChosen, List<String> claims,
                              SeatView view) {
    }

    /**
     * The answer to {@code POST /tables/ID/rematch}: the caller's seat at the rematch, a new table of the same
     * game, target and house rules whose seats are the finished table's (bots where bots were).
     *
     * @param table      the new table's id
     * @param seat       the caller's seat there (the same as at the finished table)
     * @param token      the caller's token of that seat
     * @param ownerToken the new table's owner token: only in the answer that made the rematch, else {@code null}
     * @param seats      per seat of the new table, as in a view message
     * @param names      per seat, its player's display name, or {@code null}
     * @param from       the finished table's id
     */
    public record Rematched(String table, int seat, String token, String ownerToken, List<String> seats,
                            List<String> names, String from) {
    }

    /**
     * The data of a {@code rematch} event on a finished table's streams: a rematch was asked for.
     *
     * @param table the new table's id
     * @param seat  the reader's seat there, or -1 for a spectator
     * @param token the reader's token of that seat, valid once it accepts ({@code POST} the finished table's
     *              {@code /rematch}); {@code null} for a spectator
     * @param by    the seat whose player asked for the rematch
     */
    public record RematchNotice(String table, int seat, String token, int by) {
    }

    /**
     * {@code POST /tables/ID/say}: a quick message to the table.
     *
     * @param message one of the fixed messages ({@link QuickMessages#WORDS})
     */
    public record Say(String message) {
    }

    /**
     * The data of a {@code say} event: a quick message said at the table.
     *
     * @param seq     its number at the table, from 1
     * @param seat    the seat that said it
     * @param message the message's word
     * @param at      when, in milliseconds since 1970-01-01T00:00:00Z (UTC)
     */
    public record Said(long seq, int seat, String message, long at) {
    }

    /**
     * The answer to {@code GET /tables/ID/hint}: the hard bot's value of each action of the seat's own turn, and the
     * claims it may make.
     *
     * @param table   the table's id
     * @param version the version analysed
     * @param seat    the seat
     * @param actions the legal actions of the seat's own turn with their values, best first; empty for a seat not
     *                to act
     * @param claims  table mode: the claims the seat may make now ({@code call-revoke}, {@code retract},
     *                {@code misdeal}, {@code expose CARD}, {@code call CARD}, {@code peek}), which the bots never make
     *                and so do not value; empty otherwise
     */
    public record Hint(String table, long version, int seat, List<HintValue> actions, List<String> claims) {
    }

    /**
     * One action's value in a {@link Hint}.
     *
     * @param action the action's text
     * @param value  the bot's value: its estimate of the seat's side's chance of winning the match after the
     *               action, from 0 to 1
     */
    public record HintValue(String action, double value) {
    }

    /**
     * The answer to {@code GET /variants}: the catalogue, for a client's table form.
     *
     * @param variants every variant, the default first
     */
    public record VariantList(List<VariantInfo> variants) {
    }

    /**
     * One variant of the catalogue.
     *
     * @param id      its id
     * @param name    its name
     * @param aliases its other ids
     * @param tables  every documented table, the usual one first
     */
    public record VariantInfo(String id, String name, List<String> aliases, List<TableSize> tables) {
    }

    /**
     * One documented table of a variant.
     *
     * @param players   the number of seats
     * @param sides     the seats of each side, such as {@code [[0,2],[1,3]]}
     * @param target    the points that win the match
     * @param direction which way play goes round the table: {@code clockwise} or {@code anticlockwise}
     */
    public record TableSize(int players, List<List<Integer>> sides, int target, String direction) {
    }

    /**
     * The answer to {@code GET /bots}: the bots a seat may be given, for a client's table form.
     *
     * @param bots      every bot a name chooses, the kinds then the levels (each level easiest first)
     * @param suggested the level a client offers first
     */
    public record BotList(List<BotInfo> bots, String suggested) {
    }

    /**
     * One bot a seat may be given.
     *
     * @param name        its name, as a seat takes it ({@code "seats":["player","medium"]}, {@code {"bot":"medium"}})
     * @param level       whether it is a level for people to play against ({@code easy}, {@code medium},
     *                    {@code hard}, {@code expert}); otherwise a kind of bot
     * @param sameAs      for a level that is a kind by another name, that kind; otherwise {@code null}
     * @param description what it is, in a few words
     */
    public record BotInfo(String name, boolean level, String sameAs, String description) {
    }

    /**
     * One table as anyone may see it: the answer to {@code GET /tables/ID}, and each table of {@code GET /tables}.
     *
     * @param table     the table's id
     * @param variant   the variant id
     * @param players   the number of seats
     * @param sides     the number of sides ({@code players} when each plays alone)
     * @param version   the number of moves made
     * @param finished  whether the match is over
     * @param seats     per seat, {@code "open"}, {@code "player"}, {@code "invited"} or {@code "bot:LEVEL"}
     * @param createdAt when it was created, in milliseconds since 1970-01-01T00:00:00Z (UTC; JavaScript's
     *                  {@code new Date(createdAt)})
     * @param updatedAt when it last changed (a move or a seat), in milliseconds since 1970-01-01T00:00:00Z
     * @param seedChosen whether the table's seed was chosen by a client, so that its creator can know every deal:
     *                  a player sees it before taking a seat
     * @param damaged   whether the table's stored row or record cannot be read: the table is unavailable (its
     *                  requests are answered {@code 500 TABLE_DAMAGED}) until its owner deletes it; the fields that
     *                  could not be read are empty ({@code seats} is then {@code []})
     * @param names     per seat, its player's display name, or {@code null}
     * @param scores    every side's points after the last move, or {@code null} when not known (a table stored by
     *                  an older server, until its next move, or a damaged table)
     * @param winner    the winning side once the match is over, else {@code null}
     * @param rematch   the id of the finished table's rematch, once one was asked for, else {@code null}
     */
    public record TableSummary(String table, String variant, int players, int sides, long version, boolean finished,
                               List<String> seats, long createdAt, long updatedAt, boolean seedChosen,
                               boolean damaged, List<String> names, List<Integer> scores, Integer winner,
                               String rematch) {
    }

    /**
     * The answer to {@code GET /tables}: a page of tables.
     *
     * @param tables the tables, newest first
     * @param next   the cursor of the next page, to send as {@code after}; {@code null} on the last page
     */
    public record TableList(List<TableSummary> tables, String next) {
    }

    /**
     * The answer to {@code GET /health}: only what a client needs to know.
     *
     * @param status {@code ok}, or {@code unavailable} when the database does not answer
     * @param store  the kind of database: {@code sqlite} or {@code postgresql}
     */
    public record Health(String status, String store) {
    }

    /**
     * Every error's body.
     *
     * @param error   a code for programs: {@code STALE_VERSION}, an engine {@code Reason} name, ...
     * @param message a sentence for people
     */
    public record Error(String error, String message) {
    }
}
