-- A lead's open callback, by lead (issue 12). Three statements look a callback up by its lead:
-- the trigger of 0026 that closes a lead's callbacks whenever its status leaves 33 to 35 (every
-- status change out of them, the order list's status change among them), the edit screen's
-- upsert of the open callback, and the demo seed. Without it each was a scan of every callback of
-- every org: unnoticed with the demo's hundreds, minutes with a million.
CREATE INDEX IF NOT EXISTS callbacks_lead_open_idx ON callbacks (lead_id) WHERE NOT done;
