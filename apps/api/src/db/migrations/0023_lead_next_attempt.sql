-- The auto-dialer's redial (issue 9 item 3, docs/auto-dialer.md): a lead saved Busy or No answer
-- is called again once its next attempt is due, not at once. Null: due now (a new lead, or one
-- saved before this column existed).
ALTER TABLE leads ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz;
