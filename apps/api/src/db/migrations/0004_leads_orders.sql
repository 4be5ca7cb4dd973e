-- Leads and sale orders: campaigns and calling lists, leads with their address and source, calls
-- made on them, callbacks, sale orders with their lines, delivery orders (the part the lists
-- show), history, lead imports, and the shared reference lists (reasons, payment methods, banks).

CREATE TABLE reasons (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('REJECT', 'TRASH', 'CALLBACK_CONSULTING', 'CALLBACK_PROSPECT', 'CALLBACK_POTENTIAL')),
  name text NOT NULL,
  name_vi text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE payment_methods (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  name_vi text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE banks (
  id integer PRIMARY KEY,
  country text NOT NULL,
  code text NOT NULL,
  short_name text NOT NULL,
  name text NOT NULL,
  UNIQUE (country, code)
);

CREATE TABLE campaigns (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  code text NOT NULL,
  name text NOT NULL,
  network text,
  offer_product_id integer REFERENCES products (id),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, code)
);

CREATE TABLE calling_lists (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  campaign_id integer NOT NULL REFERENCES campaigns (id),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calling_lists_campaign_idx ON calling_lists (campaign_id);

CREATE TABLE leads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  -- 'lead' is a fresh prospect, 'so' a resell lead built from an earlier sale order (DOMAIN.md).
  type_lead text NOT NULL DEFAULT 'lead' CHECK (type_lead IN ('lead', 'so')),
  campaign_id integer REFERENCES campaigns (id),
  calling_list_id integer REFERENCES calling_lists (id),
  customer_name text NOT NULL,
  phone_raw text NOT NULL,
  phone_e164 text,
  province_id integer REFERENCES address_units (id),
  district_id integer REFERENCES address_units (id),
  ward_id integer REFERENCES address_units (id),
  neighborhood text,
  zipcode text,
  street text,
  offer_product_id integer REFERENCES products (id),
  source_network text,
  source_publisher text,
  click_id text,
  assignee_id integer REFERENCES users (id),
  assigned_at timestamptz,
  -- Lead status: a value of synonym type 1 (DOMAIN.md: New 1, Approved 2, ...).
  lead_status integer NOT NULL DEFAULT 1,
  reason_id integer REFERENCES reasons (id),
  call_attempts integer NOT NULL DEFAULT 0,
  last_call_at timestamptz,
  next_callback_at timestamptz,
  duplicate_of_id integer REFERENCES leads (id),
  source_sale_order_id integer,
  age_range integer,
  customer_job integer,
  note text,
  held_by integer REFERENCES users (id),
  held_until timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The order list and management pages sort by creation and filter by these within an org.
CREATE INDEX leads_org_created_idx ON leads (org_id, created_at DESC, id DESC);
CREATE INDEX leads_org_status_created_idx ON leads (org_id, lead_status, created_at DESC, id DESC);
CREATE INDEX leads_org_assignee_created_idx ON leads (org_id, assignee_id, created_at DESC, id DESC);
CREATE INDEX leads_org_campaign_created_idx ON leads (org_id, campaign_id, created_at DESC, id DESC);
CREATE INDEX leads_org_phone_idx ON leads (org_id, phone_e164);

CREATE TABLE calls (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  lead_id integer REFERENCES leads (id),
  agent_id integer NOT NULL REFERENCES users (id),
  phone text NOT NULL,
  -- The lead's assignment this call belongs to: a status change needs a call of the current one.
  assignment_at timestamptz,
  started_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  ended_at timestamptz,
  duration_seconds integer,
  disposition text,
  recording_url text,
  provider text NOT NULL DEFAULT 'simulator',
  provider_call_id text
);
CREATE INDEX calls_lead_idx ON calls (lead_id, started_at DESC);
CREATE INDEX calls_org_started_idx ON calls (org_id, started_at DESC);

CREATE TABLE callbacks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  lead_id integer NOT NULL REFERENCES leads (id),
  agent_id integer NOT NULL REFERENCES users (id),
  scheduled_at timestamptz NOT NULL,
  reason_id integer REFERENCES reasons (id),
  note text,
  done boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX callbacks_org_scheduled_idx ON callbacks (org_id, scheduled_at);

CREATE TABLE sale_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  lead_id integer NOT NULL REFERENCES leads (id),
  created_by integer NOT NULL REFERENCES users (id),
  -- SO status (contracts SO_STATUS): 1 pending validation, 2 approved, 3 cancelled, ...
  status integer NOT NULL DEFAULT 1,
  currency text NOT NULL,
  subtotal bigint NOT NULL CHECK (subtotal >= 0),
  discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  payment_method_id integer NOT NULL REFERENCES payment_methods (id),
  delivery_timing text NOT NULL DEFAULT 'STANDARD' CHECK (delivery_timing IN ('SAME_DAY', 'NEXT_DAY', 'STANDARD')),
  delivery_service_id integer,
  note text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sale_orders_org_created_idx ON sale_orders (org_id, created_at DESC, id DESC);
CREATE INDEX sale_orders_lead_idx ON sale_orders (lead_id, created_at DESC);
ALTER TABLE leads ADD CONSTRAINT leads_source_sale_order_fk FOREIGN KEY (source_sale_order_id) REFERENCES sale_orders (id);

CREATE TABLE sale_order_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  sale_order_id integer NOT NULL REFERENCES sale_orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  product_type smallint NOT NULL CHECK (product_type IN (1, 2, 3)),
  quantity integer NOT NULL CHECK (quantity > 0),
  price bigint NOT NULL CHECK (price >= 0),
  discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  promotion_id integer,
  is_out_of_stock boolean NOT NULL DEFAULT false
);
CREATE INDEX sale_order_items_order_idx ON sale_order_items (sale_order_id);

CREATE TABLE delivery_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  sale_order_id integer NOT NULL REFERENCES sale_orders (id),
  -- DO status: a value of synonym type 5 (New 1, Sent to partner 2, ...).
  status integer NOT NULL DEFAULT 1,
  partner text,
  tracking_code text,
  cod_amount bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_orders_sale_order_idx ON delivery_orders (sale_order_id);

-- Who changed what on a lead or a sale order (the history endpoints of SPEC.md 7.2).
CREATE TABLE history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  entity_type text NOT NULL CHECK (entity_type IN ('lead', 'so')),
  entity_id integer NOT NULL,
  actor_id integer REFERENCES users (id),
  action text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX history_entity_idx ON history (entity_type, entity_id, created_at DESC);

CREATE TABLE lead_imports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  created_by integer NOT NULL REFERENCES users (id),
  campaign_id integer REFERENCES campaigns (id),
  calling_list_id integer REFERENCES calling_lists (id),
  file_name text NOT NULL,
  total_rows integer NOT NULL,
  imported_rows integer NOT NULL,
  duplicate_rows integer NOT NULL,
  failed_rows integer NOT NULL,
  -- The rows that failed, with their reason, for downloadImportFailed.xlsx.
  failures jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

SELECT leadline_enable_org_isolation(t)
FROM unnest(ARRAY[
  'campaigns', 'calling_lists', 'leads', 'calls', 'callbacks', 'sale_orders', 'sale_order_items',
  'delivery_orders', 'history', 'lead_imports'
]) AS t;
