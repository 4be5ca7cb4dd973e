-- Product management (issue 10 item 6, docs/products.md): trash for products, the weight of each
-- combo element, and when a promotion last changed. The history of every change is the audit
-- log (entity 'product' or 'promotion'), so no table of its own.

-- A trashed product is no longer offered (the lists of the edit screen skip it, and its status
-- is set to inactive so a sale order refuses it) but old orders keep showing it: nothing is deleted.
ALTER TABLE products ADD COLUMN IF NOT EXISTS trashed_at timestamptz;
ALTER TABLE products ADD COLUMN IF NOT EXISTS trashed_by integer REFERENCES users (id);
CREATE INDEX IF NOT EXISTS products_org_trashed_idx ON products (org_id, trashed_at) WHERE trashed_at IS NOT NULL;

-- The share (%) of the combo's price that belongs to the element (revenue by product); the sum
-- over a combo is at most 100 (SPEC.md 5 'Weight (%) can not bigger than.', checked by contracts).
ALTER TABLE combo_elements ADD COLUMN IF NOT EXISTS weight_percent numeric(5, 2)
  CHECK (weight_percent >= 0 AND weight_percent <= 100);

ALTER TABLE promotions ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
