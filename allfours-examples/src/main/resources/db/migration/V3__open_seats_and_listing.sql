-- Whether a seat of the table is open (anyone may join it), for GET /tables?open=true; tables stored before
-- this column are marked from their seats (an open seat is stored as {"tokenHash":null,"bot":null}).
ALTER TABLE af_table ADD COLUMN open_seat BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE af_table SET open_seat = TRUE WHERE seats LIKE '%{"tokenHash":null,"bot":null}%';

-- GET /tables lists the tables newest first, a page at a time from a cursor (created_at, id).
CREATE INDEX af_table_created ON af_table (created_at, id);
