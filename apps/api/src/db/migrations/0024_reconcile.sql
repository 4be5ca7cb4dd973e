-- DO reconcile (docs/reconcile.md): each partner COD file imported once per org (its content
-- hash), and each of its rows as matched to a delivery order. Money in minor units.

CREATE TABLE reconciliation_imports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  -- sha256 of the file's bytes: the same file imported again answers isReconciled.
  content_hash text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  row_count integer NOT NULL,
  matched integer NOT NULL,
  mismatched integer NOT NULL,
  pending integer NOT NULL,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, content_hash)
);

CREATE TABLE reconciliation_rows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  import_id integer NOT NULL REFERENCES reconciliation_imports (id),
  file_row integer NOT NULL,
  tracking_code text,
  delivery_order_id integer REFERENCES delivery_orders (id),
  -- The status the partner reported: a value of synonym type 5.
  reported_status integer NOT NULL,
  cod_collected bigint NOT NULL CHECK (cod_collected >= 0),
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  currency text NOT NULL,
  reported_on date,
  result text NOT NULL CHECK (result IN ('matched', 'mismatched', 'pending')),
  reason text,
  -- The DO as it was when matched: its status and what it should have collected.
  do_status integer,
  expected_cod bigint,
  difference bigint,
  reconciled_at timestamptz NOT NULL DEFAULT now()
);
-- The tabs page newest first within an org, per result.
CREATE INDEX reconciliation_rows_tab_idx ON reconciliation_rows (org_id, result, id DESC);
CREATE INDEX reconciliation_rows_org_idx ON reconciliation_rows (org_id, id DESC);
CREATE INDEX reconciliation_rows_do_idx ON reconciliation_rows (delivery_order_id);
CREATE INDEX reconciliation_rows_code_idx ON reconciliation_rows (tracking_code);

SELECT leadline_enable_org_isolation(t)
FROM unnest(ARRAY['reconciliation_imports', 'reconciliation_rows']) AS t;
