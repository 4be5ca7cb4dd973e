-- Delivery risk at validation (issue 28, docs/delivery-risk.md).

-- An org's band thresholds on the risk (a probability). SPEC.md and DOMAIN.md are silent: no row
-- means the defaults of delivery-risk's code, relative to the org's base rate (medium from 1.25
-- times it, high from 1.75 times); the column defaults are for a row written without them.
CREATE TABLE org_delivery_risk_settings (
  org_id integer PRIMARY KEY REFERENCES orgs (id),
  medium_from numeric(4, 3) NOT NULL DEFAULT 0.200 CHECK (medium_from > 0 AND medium_from < 1),
  high_from numeric(4, 3) NOT NULL DEFAULT 0.350 CHECK (high_from > 0 AND high_from < 1),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id),
  CHECK (medium_from < high_from)
);
SELECT leadline_enable_org_isolation('org_delivery_risk_settings');

-- The score the order had when it was approved, kept so it can be judged against the parcel's
-- outcome later: the probability, and its band, base rate, reasons and scoring time.
ALTER TABLE sale_orders
  ADD COLUMN IF NOT EXISTS delivery_risk numeric(5, 4) CHECK (delivery_risk BETWEEN 0 AND 1),
  ADD COLUMN IF NOT EXISTS delivery_risk_detail jsonb;

-- The signals read an org's parcels that reached an outcome (5 Delivered, 6 Returned) before a
-- time: updated_at is the time of the report that set the final status (logistics setDoStatus).
CREATE INDEX IF NOT EXISTS delivery_orders_org_outcome_idx
  ON delivery_orders (org_id, updated_at) INCLUDE (sale_order_id, status) WHERE status IN (5, 6);
