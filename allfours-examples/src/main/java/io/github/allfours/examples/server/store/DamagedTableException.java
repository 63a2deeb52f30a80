package io.github.allfours.examples.server.store;

import java.util.Objects;

/**
 * A table's stored row cannot be read as a table ({@link TableStore.DamagedTable}): that table is unavailable,
 * every other goes on. The API answers its requests {@code 500 TABLE_DAMAGED}; its owner may delete it.
 */
public final class DamagedTableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient TableStore.DamagedTable table;

    /**
     * @param table what could be read of the row, and what could not
     */
    public DamagedTableException(TableStore.DamagedTable table) {
        super("the stored row of table " + Objects.requireNonNull(table, "table").id() + " is damaged: " + table.problem());
        this.table = table;
    }

    /** Returns what could be read of the row, and what could not. */
    public TableStore.DamagedTable table() {
        return table;
    }
}
