-- Whether a client chose the table's seed, so that its creator can know every deal: view messages say so.
-- Tables stored before this column are marked as not chosen.
ALTER TABLE af_table ADD COLUMN seed_chosen BOOLEAN NOT NULL DEFAULT FALSE;
