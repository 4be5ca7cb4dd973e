-- Callbacks and campaigns (issue 10 items 4 and 5; docs/callbacks.md, docs/campaigns.md).

-- Callbacks: when the reminder was pushed (once per callback) and when it was closed.
ALTER TABLE callbacks
  ADD COLUMN IF NOT EXISTS reminded_at timestamptz,
  ADD COLUMN IF NOT EXISTS done_at timestamptz;
-- The reminder job's walk: open callbacks not reminded yet, by time.
CREATE INDEX IF NOT EXISTS callbacks_to_remind_idx ON callbacks (scheduled_at) WHERE NOT done AND reminded_at IS NULL;
-- An agent's open callbacks, soonest first (the list).
CREATE INDEX IF NOT EXISTS callbacks_agent_open_idx ON callbacks (agent_id, scheduled_at) WHERE NOT done;

-- A lead saved with a status other than a callback status (33 to 35) has been called back: its
-- open callback is done. Kept by the database so that every path that changes a lead's status
-- (the edit screen's save, trash, a recall) closes it, not only the ones that remember to.
CREATE OR REPLACE FUNCTION leadline_close_callbacks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE callbacks SET done = true, done_at = now() WHERE lead_id = NEW.id AND NOT done;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS leads_close_callbacks ON leads;
CREATE TRIGGER leads_close_callbacks AFTER UPDATE OF lead_status ON leads
  FOR EACH ROW
  WHEN (OLD.lead_status IS DISTINCT FROM NEW.lead_status AND NEW.lead_status NOT IN (33, 34, 35))
  EXECUTE FUNCTION leadline_close_callbacks();

-- Campaigns: their configuration, and when they last changed.
ALTER TABLE campaigns
  ADD COLUMN IF NOT EXISTS call_attempts_limit integer NOT NULL DEFAULT 5
    CHECK (call_attempts_limit BETWEEN 1 AND 50),
  ADD COLUMN IF NOT EXISTS callback_days_ahead integer NOT NULL DEFAULT 14
    CHECK (callback_days_ahead BETWEEN 2 AND 90),
  ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();

-- The products a campaign offers (besides its offer product).
CREATE TABLE IF NOT EXISTS campaign_products (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  org_id integer NOT NULL REFERENCES orgs (id),
  PRIMARY KEY (campaign_id, product_id)
);
SELECT leadline_enable_org_isolation('campaign_products');

-- A callback moved to another time (the edit screen schedules it again) is reminded again at its
-- new time: one reminder per scheduled time, whatever path moves it.
CREATE OR REPLACE FUNCTION leadline_rearm_callback_reminder() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.reminded_at := NULL;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS callbacks_rearm_reminder ON callbacks;
CREATE TRIGGER callbacks_rearm_reminder BEFORE UPDATE OF scheduled_at ON callbacks
  FOR EACH ROW WHEN (OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at)
  EXECUTE FUNCTION leadline_rearm_callback_reminder();
