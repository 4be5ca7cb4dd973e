-- The shipping lists (docs/shipping.md) page an org's delivery orders newest first, of every
-- partner or of one; partner NULL is the general partner, so the lists filter on the coalesce.
CREATE INDEX IF NOT EXISTS delivery_orders_org_created_idx
  ON delivery_orders (org_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS delivery_orders_org_partner_created_idx
  ON delivery_orders (org_id, (coalesce(partner, 'GENERAL')), created_at DESC, id DESC);
