-- allfours table server: one row per table, its game record in chunks (one per version).
-- The same SQL runs on SQLite and PostgreSQL.
CREATE TABLE af_table (
    id          VARCHAR(64)  NOT NULL PRIMARY KEY,
    variant     VARCHAR(64)  NOT NULL,
    players     INTEGER      NOT NULL,
    sides       INTEGER      NOT NULL,
    seed        BIGINT       NOT NULL,
    revision    BIGINT       NOT NULL,
    version     BIGINT       NOT NULL,
    finished    BOOLEAN      NOT NULL,
    owner_hash  VARCHAR(64)  NOT NULL,
    seats       TEXT         NOT NULL,
    creator     VARCHAR(128) NOT NULL,
    created_at  BIGINT       NOT NULL,
    updated_at  BIGINT       NOT NULL
);

CREATE INDEX af_table_updated ON af_table (updated_at);

CREATE TABLE af_record (
    table_id    VARCHAR(64)  NOT NULL,
    version     BIGINT       NOT NULL,
    lines       TEXT         NOT NULL,
    PRIMARY KEY (table_id, version)
);
