-- Logistics partners (docs/logistics.md): each org's partner settings, what sending a delivery
-- order needs on delivery_orders, and the tracking-code log (every status a parcel ever had).

-- One row per org and partner kind. An org without an enabled row for a partner ships through
-- the built-in simulator standing in for it, so a fresh install shows parcels moving.
CREATE TABLE logistics_settings (
  org_id integer NOT NULL REFERENCES orgs (id),
  partner text NOT NULL CHECK (partner IN ('general', 'dhl', 'kerry', 'sap', 'simulator')),
  -- Where the adapter speaks HTTP to (PARTNERS.md hosts, or a sandbox); null = not configured.
  base_url text,
  -- Secrets of the partner's API (DHL clientId/password, Kerry app_id/app_key, SAP user): read by
  -- the adapters only, never answered to a client.
  credentials jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Not secret: account ids, shipper address, product and service codes, SAP card code.
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The shared secret a pushing partner presents to POST /api/logistics/webhook/{partner}.
  webhook_secret text,
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, partner)
);

-- IF NOT EXISTS: the delivery-order work (0011) may add some of the same columns.
ALTER TABLE delivery_orders
  ADD COLUMN IF NOT EXISTS last_mile_partner text,
  ADD COLUMN IF NOT EXISTS send_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS last_send_error text,
  ADD COLUMN IF NOT EXISTS last_send_at timestamptz,
  -- Set while a send is in flight (a lease): a second sender of the same DO waits its turn.
  ADD COLUMN IF NOT EXISTS send_started_at timestamptz,
  ADD COLUMN IF NOT EXISTS sent_at timestamptz,
  -- The adapter that accepted the DO ('simulator' when it stood in for the partner).
  ADD COLUMN IF NOT EXISTS sent_via text,
  -- The partner's own id of the shipment (SAP DocEntry, DHL deliveryConfirmationNo, ...).
  ADD COLUMN IF NOT EXISTS partner_reference text;
CREATE INDEX IF NOT EXISTS delivery_orders_tracking_idx
  ON delivery_orders (tracking_code) WHERE tracking_code IS NOT NULL;
-- The simulator's runner reads the parcels it still moves.
CREATE INDEX IF NOT EXISTS delivery_orders_sim_open_idx
  ON delivery_orders (sent_at) WHERE sent_via = 'simulator' AND status IN (2, 3, 4);

-- Every status a tracking code ever had, as the partner reported it (the reconcile screen reads it).
CREATE TABLE tracking_code_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  delivery_order_id integer NOT NULL REFERENCES delivery_orders (id),
  -- Null for a DO sent to a partner that answers no tracking code yet (general, SAP).
  tracking_code text,
  -- A DO status: value of synonym type 5.
  status integer NOT NULL,
  partner text NOT NULL,
  -- The partner's own status text or code (Kerry POD, a DHL event description).
  partner_status text NOT NULL DEFAULT '',
  occurred_at timestamptz NOT NULL,
  raw_payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A repeated report (same status, partner status and time) is one row: the idempotency key.
CREATE UNIQUE INDEX tracking_code_logs_report_idx
  ON tracking_code_logs (delivery_order_id, status, partner_status, occurred_at);
CREATE INDEX tracking_code_logs_code_idx ON tracking_code_logs (tracking_code, occurred_at);

SELECT leadline_enable_org_isolation(t)
FROM unnest(ARRAY['logistics_settings', 'tracking_code_logs']) AS t;
