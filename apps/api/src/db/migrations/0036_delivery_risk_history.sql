-- Delivery risk's history counts (issue 28, docs/delivery-risk.md 'History counts'): the org's
-- past parcels counted per signal key, kept so the validation list scores a page against them
-- instead of reading all the org's orders, leads and calls on every call. A recurring job
-- (delivery-risk's module) recounts every org; scoring uses them only while fresh_until is ahead,
-- else it counts live. The phone is never kept: its parcels are counted live for the orders
-- scored, so a customer's last refusal counts at once.

-- One row per org: when the counts were taken (as_of), until when they may be used, the org's
-- counted parcels (the base rate's N and R) and its campaigns' median order amounts then.
CREATE TABLE delivery_risk_history (
  org_id integer PRIMARY KEY REFERENCES orgs (id),
  as_of timestamptz NOT NULL,
  fresh_until timestamptz NOT NULL,
  parcels integer NOT NULL,
  returned integer NOT NULL,
  medians jsonb NOT NULL DEFAULT '{}'
);
SELECT leadline_enable_org_isolation('delivery_risk_history');

-- The counted parcels per signal key (ward, province, product, campaign, source, agent and the
-- binned signals' bins), as of the org's row above.
CREATE TABLE delivery_risk_history_counts (
  org_id integer NOT NULL REFERENCES orgs (id),
  signal text NOT NULL,
  key text NOT NULL,
  parcels integer NOT NULL,
  returned integer NOT NULL,
  PRIMARY KEY (org_id, signal, key)
);
SELECT leadline_enable_org_isolation('delivery_risk_history_counts');

-- The normalised phone the delivery risk groups a customer's orders by: the E.164 form, else the
-- raw form's digits. A stored column, not an expression index: under row-level security the
-- planner may not evaluate a non-leakproof function (regexp_replace) in an index condition, so a
-- lookup by the expression read every lead of the org; a plain column's equality is leakproof.
ALTER TABLE leads ADD COLUMN IF NOT EXISTS phone_key text
  GENERATED ALWAYS AS (coalesce(phone_e164, nullif(regexp_replace(phone_raw, '\D', '', 'g'), ''))) STORED;
CREATE INDEX IF NOT EXISTS leads_org_phone_key_idx ON leads (org_id, phone_key);
