-- What the lobby shows of a table without loading its match: every side's score after the last move
-- ("12,7"; '' for a table stored before this column, until its next move) and the winning side (-1: none yet).
ALTER TABLE af_table ADD COLUMN scores VARCHAR(200) NOT NULL DEFAULT '';
ALTER TABLE af_table ADD COLUMN winner INTEGER NOT NULL DEFAULT -1;
-- The rematch of a finished table: the new table's id and the seat whose player asked for it (-1: none).
ALTER TABLE af_table ADD COLUMN next_table VARCHAR(64);
ALTER TABLE af_table ADD COLUMN rematch_by INTEGER NOT NULL DEFAULT -1;
-- Whether a bot takes over a silent player's seat even when no other person plays at the table.
ALTER TABLE af_table ADD COLUMN takeover_always BOOLEAN NOT NULL DEFAULT FALSE;
-- How many quick messages were said at the table; the newest of them are kept in af_say.
ALTER TABLE af_table ADD COLUMN said BIGINT NOT NULL DEFAULT 0;

-- The quick messages (a fixed set of phrases, no free text), deleted with their table.
CREATE TABLE af_say (
    table_id    VARCHAR(64)  NOT NULL REFERENCES af_table (id) ON DELETE CASCADE,
    seq         BIGINT       NOT NULL,
    seat        INTEGER      NOT NULL,
    message     VARCHAR(32)  NOT NULL,
    said_at     BIGINT       NOT NULL,
    PRIMARY KEY (table_id, seq)
);
