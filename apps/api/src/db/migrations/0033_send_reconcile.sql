-- Sends that survive a crash (docs/logistics.md "After a crash", docs/postbacks.md "What a network
-- sees after a crash").
--
-- The parcel simulator's own record of the parcels it accepted, keyed by our reference (the DO):
-- what a real partner keeps on its side. It is written by the simulator's send before it answers,
-- so a process that dies between the partner's acceptance and our record of it leaves a parcel
-- the partner holds and we show New; the next send of that DO asks the simulator by reference and
-- records it Sent with the same tracking code, and a second send of the same reference is
-- answered with the parcel it holds (de-duplicated), as DHL and Kerry do with our shipment id.
CREATE TABLE logistics_simulator_parcels (
  org_id integer NOT NULL REFERENCES orgs (id),
  reference text NOT NULL,
  delivery_order_id integer NOT NULL,
  tracking_code text NOT NULL,
  -- How many sends of this reference reached the simulator (1 = never repeated).
  sends integer NOT NULL DEFAULT 1,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, reference)
);
SELECT leadline_enable_org_isolation('logistics_simulator_parcels');

-- The sweep of interrupted sends: New DOs whose send lease is held (a send in flight, or one whose
-- process died). A small share of the DOs at any time.
CREATE INDEX IF NOT EXISTS delivery_orders_sending_idx
  ON delivery_orders (send_started_at) WHERE status = 1 AND send_started_at IS NOT NULL;

-- The postback simulator de-duplicates by the Idempotency-Key each try carries: a hit whose key
-- it has seen is answered 200 as a duplicate and counted once.
ALTER TABLE postback_simulator_hits ADD COLUMN idempotency_key text;
ALTER TABLE postback_simulator_hits ADD COLUMN duplicate boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS postback_simulator_hits_key_idx
  ON postback_simulator_hits (org_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
