-- The order manipulation log (docs/order-manipulation.md) reads an org's history by a range of
-- created_at, newest first, with the entry's id as the tie-break of one statement's entries. The
-- only index of history served the edit screen's panel (entity_type, entity_id), so a large org's
-- week was a scan of the whole table. One more index on an append-only table: each history write
-- pays one more B-tree insert, next to the row's own.
CREATE INDEX IF NOT EXISTS history_org_created_idx ON history (org_id, created_at DESC, id DESC);
