-- The bank transfer details of a sale order (SPEC.md 5 'Transaction ID is required.'): the bank the
-- customer paid into and the transfer's transaction id. Kept beside sale_orders, one row per order
-- paid by transfer, so that the orders table stays as the order lists read it.
CREATE TABLE sale_order_payments (
  sale_order_id integer PRIMARY KEY REFERENCES sale_orders (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES orgs (id),
  bank_id integer REFERENCES banks (id),
  transaction_id text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);

SELECT leadline_enable_org_isolation('sale_order_payments');
