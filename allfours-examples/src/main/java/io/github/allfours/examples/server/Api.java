package io.github.allfours.examples.server;

import io.github.allfours.engine.SeatView;
import java.util.List;

/**
 * The JSON bodies of the table server's API, as records (Jackson reads and writes them by their
 * components). Requests are read strictly (see {@link JsonSupport}); a missing optional field is
 * {@code null}.
 */
public final class Api {
    private Api() {
    }

    /**
     * {@code POST /tables}.
     *
     * @param variant a variant id or alias ({@code null}: the default variant)
     * @param players the number of players ({@code null}: the variant's usual number)
     * @param seed    the seed of the deals ({@code null}: a secret random one)
     * @param seats   one entry per seat: {@code "open"} (someone may join it), {@code "player"} (the creator
     *                takes it and gets its token) or a bot level ({@code easy}, {@code medium}, {@code hard},
     *                {@code random}, {@code rule}); {@code null}: every seat open
     */
    public record CreateTable(String variant, Integer players, Long seed, List<String> seats) {
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
     */
    public record Created(String table, String variant, int players, String ownerToken, List<String> tokens,
                          List<String> seats) {
    }

    /**
     * {@code POST /tables/ID/seats/N}: take an open seat ({@code {}}), or, with the owner's token, give
     * it to a bot.
     *
     * @param bot a bot level, or {@code null} to take the seat as a player
     */
    public record Join(String bot) {
    }

    /**
     * The answer to {@code POST /tables/ID/seats/N} (201).
     *
     * @param table the table's id
     * @param seat  the seat
     * @param token the seat's token ({@code null} when a bot took it)
     * @param seats per seat, {@code "open"}, {@code "player"} or {@code "bot:LEVEL"}
     */
    public record Joined(String table, int seat, String token, List<String> seats) {
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
     * @param table    the table's id
     * @param version  the number of moves made
     * @param lastMove the move that made this version ({@code null} at version 0)
     * @param seats    per seat, {@code "open"}, {@code "player"} or {@code "bot:LEVEL"}
     * @param view     the engine's view of the seat ({@code seat} -1 for a spectator, who sees no hand), written
     *                 in the library's JSON form ({@link io.github.allfours.json.AllFoursJson#write(SeatView)})
     */
    public record ViewMessage(String table, long version, LastMove lastMove, List<String> seats, SeatView view) {
    }

    /**
     * One table in {@code GET /tables}.
     *
     * @param table     the table's id
     * @param variant   the variant id
     * @param players   the number of seats
     * @param version   the number of moves made
     * @param finished  whether the match is over
     * @param seats     per seat, {@code "open"}, {@code "player"} or {@code "bot:LEVEL"}
     * @param createdAt when it was created (milliseconds since the epoch)
     * @param updatedAt when it last changed
     */
    public record TableSummary(String table, String variant, int players, long version, boolean finished,
                               List<String> seats, long createdAt, long updatedAt) {
    }

    /**
     * The answer to {@code GET /tables}.
     *
     * @param tables the tables, newest first
     */
    public record TableList(List<TableSummary> tables) {
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
