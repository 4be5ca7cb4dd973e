-- Products: the product types (shared reference), each org's products with their price tiers,
-- the elements of combos, warehouses and the stock of each product in each, and promotions.
-- Money is integer minor units of the org's currency; prices are pipe-separated tiers of them
-- ('390000|690000|990000', SPEC.md 3: the price is the first). See docs/products.md.

CREATE TABLE product_types (
  id integer PRIMARY KEY CHECK (id IN (1, 2, 3)),
  name text NOT NULL,
  name_vi text NOT NULL
);

CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  sku text NOT NULL CHECK (btrim(sku) <> ''),
  name text NOT NULL CHECK (btrim(name) <> ''),
  product_type integer NOT NULL REFERENCES product_types (id),
  -- Each tier at most 15 digits, so it is exact as a JavaScript number (contracts PRICE_TIERS_PATTERN).
  price text NOT NULL CHECK (price ~ '^[0-9]{1,15}(\|[0-9]{1,15})*$'),
  list_price text CHECK (list_price ~ '^[0-9]{1,15}(\|[0-9]{1,15})*$'),
  dscr text,
  dscr_for_agent text,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, sku),
  -- The target of the composite keys below: a combo, a stock row or a promotion names a product
  -- of its own org.
  UNIQUE (org_id, id)
);
-- The list filters by org, type and status and sorts by name.
CREATE INDEX products_org_type_status_name_idx ON products (org_id, product_type, status, name);

-- What one combo (a product of type 2) is made of; a combo has no stock of its own.
CREATE TABLE combo_elements (
  org_id integer NOT NULL REFERENCES orgs (id),
  combo_id integer NOT NULL,
  product_id integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (combo_id, product_id),
  CHECK (combo_id <> product_id),
  FOREIGN KEY (org_id, combo_id) REFERENCES products (org_id, id) ON DELETE CASCADE,
  FOREIGN KEY (org_id, product_id) REFERENCES products (org_id, id)
);
CREATE INDEX combo_elements_product_idx ON combo_elements (product_id);

CREATE TABLE warehouses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  code text NOT NULL CHECK (btrim(code) <> ''),
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, code),
  UNIQUE (org_id, id)
);

-- available: units on hand; reserved: units promised to open sale orders. reserved may exceed
-- available (an order taken without stock is kept and flagged out of stock; docs/products.md).
CREATE TABLE stock (
  org_id integer NOT NULL REFERENCES orgs (id),
  warehouse_id integer NOT NULL,
  product_id integer NOT NULL,
  available integer NOT NULL DEFAULT 0 CHECK (available >= 0),
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (warehouse_id, product_id),
  FOREIGN KEY (org_id, warehouse_id) REFERENCES warehouses (org_id, id),
  FOREIGN KEY (org_id, product_id) REFERENCES products (org_id, id)
);
-- Stock of given products (order lines, lists) over all warehouses.
CREATE INDEX stock_product_idx ON stock (product_id);

CREATE TABLE promotions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  code text NOT NULL,
  name text NOT NULL,
  -- NULL: any product of the org.
  product_id integer,
  discount_percent numeric(5, 2) CHECK (discount_percent >= 0 AND discount_percent <= 100),
  discount_amount bigint CHECK (discount_amount >= 0),
  min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity > 0),
  starts_at timestamptz NOT NULL,
  -- NULL: no end. A promotion applies from starts_at (inclusive) to ends_at (exclusive).
  ends_at timestamptz CHECK (ends_at > starts_at),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, code),
  CHECK ((discount_percent IS NULL) <> (discount_amount IS NULL)),
  FOREIGN KEY (org_id, product_id) REFERENCES products (org_id, id)
);
-- Active promotions of an org at a time, for some products.
CREATE INDEX promotions_org_window_idx ON promotions (org_id, starts_at) WHERE active;
CREATE INDEX promotions_product_idx ON promotions (product_id);

SELECT leadline_enable_org_isolation(t)
FROM unnest(ARRAY['products', 'combo_elements', 'warehouses', 'stock', 'promotions']) AS t;
