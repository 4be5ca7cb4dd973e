-- Order validation (SPEC.md 7.6, DOMAIN.md 'Sale orders and validation'), the delivery orders an
-- approval creates, and a jobs table for work kept in PostgreSQL (docs/jobs.md, docs/validation.md).

-- The validation of a sale order. The SO status (1 pending, 2 approved, 3 cancelled) stays the
-- truth of where the order is; beside it the value of the synonym list the validation screen shows:
-- list 50 (pending: 2 'Pending validation', 1 'Approved', 6 'Delayed delivery' while an approved
-- order waits for its delayed delivery order) and, for a cancelled order, its reason in list 49.
ALTER TABLE sale_orders
  ADD COLUMN validation_status integer DEFAULT 2,
  ADD COLUMN cancel_reason_id integer,
  ADD COLUMN validated_by integer REFERENCES users (id),
  ADD COLUMN validated_at timestamptz,
  -- When the delayed create-DO dialog asked for the delivery order (null: created at approval).
  ADD COLUMN delivery_order_due_at timestamptz;
-- Orders that existed before: what their SO status says.
UPDATE sale_orders SET validation_status = CASE WHEN status = 3 THEN NULL WHEN status = 1 THEN 2 ELSE 1 END
WHERE status <> 1;
-- The validation list reads pending orders of an org newest first.
CREATE INDEX sale_orders_org_status_created_idx ON sale_orders (org_id, status, created_at DESC, id DESC);

-- A delivery order knows its warehouse, who created it and the time it was scheduled for.
ALTER TABLE delivery_orders
  ADD COLUMN warehouse_id integer REFERENCES warehouses (id),
  ADD COLUMN created_by integer REFERENCES users (id),
  ADD COLUMN scheduled_for timestamptz;
-- At most one live delivery order per sale order (7 = Cancelled, synonym list 5): approving the
-- same order twice, or two validators at once, can never make two.
CREATE UNIQUE INDEX delivery_orders_one_live_idx ON delivery_orders (sale_order_id) WHERE status <> 7;

-- Work kept in PostgreSQL (docs/jobs.md): enqueued in the transaction of the change that asks for
-- it, claimed with FOR UPDATE SKIP LOCKED by whichever API process polls first, leased for a while
-- (a process that dies mid-job leaves it to be claimed again when the lease runs out), retried
-- with backoff, its last error kept.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The org whose work it is (row-level security); null for work of no org (enqueued by the system).
  org_id integer REFERENCES orgs (id),
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts > 0),
  locked_until timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- What a poll reads: jobs not finished, by due time.
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE state IN ('pending', 'running');
CREATE INDEX jobs_kind_idx ON jobs (kind, state);

SELECT leadline_enable_org_isolation('jobs');
