-- Pending shipping (docs/shipping-pending.md): the org's fulfilment partners (who picks and packs
-- a DO), the last-mile partners each hands parcels to and the warehouses it works from (listFfm,
-- SPEC.md 3), the partner a DO was given, and the index the pending list pages on.

CREATE TABLE fulfilment_partners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  code text NOT NULL,
  name text NOT NULL,
  -- The last-mile partners (delivery_orders.partner values) this partner hands parcels to.
  last_mile_partners text[] NOT NULL DEFAULT ARRAY['GENERAL']::text[]
    CHECK (cardinality(last_mile_partners) > 0
           AND last_mile_partners <@ ARRAY['GENERAL', 'DHL', 'KERRY', 'SAP']::text[]),
  -- The org's warehouses it works from; empty = every active warehouse of the org (a warehouse
  -- opened later is offered without editing the partner).
  warehouse_ids integer[] NOT NULL DEFAULT '{}'::integer[],
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, code)
);
SELECT leadline_enable_org_isolation('fulfilment_partners');

-- The fulfilment partner a resend chose (null: none chosen yet, the org's warehouse team).
ALTER TABLE delivery_orders ADD COLUMN IF NOT EXISTS ffm_partner_id integer REFERENCES fulfilment_partners (id);

-- Pending shipping: New DOs whose send failed, newest first. A few per cent of an org's DOs at most.
CREATE INDEX IF NOT EXISTS delivery_orders_pending_idx
  ON delivery_orders (org_id, created_at DESC, id DESC)
  WHERE status = 1 AND last_send_error IS NOT NULL;

-- The next automatic send of a pending DO (the list's "next try" column): its queued send job.
CREATE INDEX IF NOT EXISTS jobs_delivery_order_send_idx
  ON jobs (((payload ->> 'deliveryOrderId')::integer), run_at)
  WHERE kind = 'delivery-order.send' AND state IN ('pending', 'running');
