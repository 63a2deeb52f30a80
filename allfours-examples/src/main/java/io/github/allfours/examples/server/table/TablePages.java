package io.github.allfours.examples.server.table;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.AsciiNumbers;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.examples.server.store.DamagedTableException;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * {@code GET /tables} and {@code GET /tables/ID}: the tables a server holds as anyone may see them (no token,
 * no seed), newest first, a page at a time. A page ends with a cursor, {@code next}, which the following
 * request sends as {@code after}; pages neither repeat nor skip a table while tables are created (a new
 * table comes before the first page) or deleted. The cursor is opaque to clients: the position of the
 * page's last table, encoded. A damaged table (a row or record that cannot be read) is listed as such
 * ({@code damaged}), with the columns that could be read.
 */
public final class TablePages {
    /** The tables of a page unless {@code limit} says otherwise. */
    public static final int DEFAULT_LIMIT = 50;
    /** The most tables of a page. */
    public static final int MAX_LIMIT = 100;
    /** The longest cursor this server writes is 43 characters; anything much longer is not one of them. */
    private static final int MAX_CURSOR = 100;

    private final TableStore store;
    private final Predicate<StoredTable> damaged;

    /**
     * @param store   where the tables are
     * @param damaged whether a table whose row could be read was found damaged (its record)
     */
    TablePages(TableStore store, Predicate<StoredTable> damaged) {
        this.store = store;
        this.damaged = damaged;
    }

    /**
     * One page of tables.
     *
     * @param openOnly only tables with an open seat
     * @param variant  only tables of this game (an id or alias), or {@code null}
     * @param after    the {@code next} cursor of the page before, or {@code null} for the first page
     * @param limit    the most tables, 1 to {@link #MAX_LIMIT}
     * @return the page, with the cursor of the next one ({@code null} on the last page)
     * @throws ApiException 400 for an unknown game or a string that is not a cursor of this server
     */
    Api.TableList list(boolean openOnly, String variant, String after, int limit) throws ApiException {
        String id = null;
        if (variant != null) {
            Optional<Variant> v = Variants.byId(variant);
            if (v.isEmpty()) {
                throw ApiException.badRequest("query parameter 'variant' names no game of the catalogue: "
                    + RequestJson.quote(variant) + "; the games are " + TableRules.known() + " (GET /variants)");
            }
            id = v.get().id();
        }
        List<TableStore.Listed> rows = store.list(new TableStore.Query(openOnly, id, after == null ? null
            : position(after), limit + 1));
        List<Api.TableSummary> out = new ArrayList<>();
        for (int i = 0; i < rows.size() && i < limit; i++) {
            out.add(summary(rows.get(i)));
        }
        String next = rows.size() > limit ? cursor(rows.get(limit - 1)) : null;
        return new Api.TableList(out, next);
    }

    /**
     * One table.
     *
     * @param id the table's id
     * @return what anyone may see of it
     * @throws ApiException 404 {@code UNKNOWN_TABLE}
     */
    Api.TableSummary one(String id) throws ApiException {
        Optional<StoredTable> row;
        try {
            row = store.find(id);
        } catch (DamagedTableException e) {
            return summary(e.table());
        }
        if (row.isEmpty()) {
            throw TableCache.unknownTable(id);
        }
        return summary(row.get());
    }

    private Api.TableSummary summary(TableStore.Listed listed) {
        if (listed instanceof StoredTable t) {
            StoredTable.Standing st = t.standing();
            return new Api.TableSummary(t.id(), t.variant(), t.players(), t.sides(), t.version(), t.finished(),
                LiveTable.seatNames(t), t.createdAt(), t.updatedAt(), t.seedChosen(), damaged.test(t),
                LiveTable.displayNames(t), st.scores().isEmpty() ? null : st.scores(),
                st.winner() < 0 ? null : st.winner(), t.rematch() == null ? null : t.rematch().table());
        }
        TableStore.DamagedTable d = (TableStore.DamagedTable) listed;
        return new Api.TableSummary(d.id(), d.variant() == null ? "" : d.variant(), d.players(), d.sides(), d.version(),
            d.finished(), List.of(), d.createdAt(), d.updatedAt(), d.seedChosen(), true, null, null, null, null);
    }

    /** The cursor of a table: its position, as opaque text. */
    static String cursor(TableStore.Listed listed) {
        long createdAt = listed instanceof StoredTable t ? t.createdAt() : ((TableStore.DamagedTable) listed).createdAt();
        String text = createdAt + "." + listed.id();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The position a cursor stands for. */
    static TableStore.Position position(String cursor) throws ApiException {
        if (cursor.length() <= MAX_CURSOR) {
            try {
                String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
                int dot = text.indexOf('.');
                if (dot > 0 && text.substring(dot + 1).matches("[0-9a-f]{1,64}")) {
                    return new TableStore.Position(AsciiNumbers.parse(text.substring(0, dot), 0, Long.MAX_VALUE),
                        text.substring(dot + 1));
                }
            } catch (IllegalArgumentException e) {
                // not base64url, or no number before the dot: refused below
            }
        }
        throw ApiException.badRequest("query parameter 'after' must be the 'next' of a GET /tables answer, found "
            + RequestJson.quote(cursor));
    }
}
