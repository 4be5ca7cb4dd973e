-- Payments (docs/payments.md): the org's receiving account for payment QR codes and its bank-feed
-- secret; the bank transactions received from a feed or imported from a statement, matched to
-- sale orders by the memo's reference (LL<soId>) and the amount, and their history.

CREATE TABLE org_payment_settings (
  org_id integer PRIMARY KEY REFERENCES orgs (id),
  -- VietQR (PARTNERS.md 1.1): the acquirer BIN (6 digits), the account, the holder's name.
  bank_bin text CHECK (bank_bin ~ '^[0-9]{6}$'),
  bank_name text CHECK (length(bank_name) <= 100),
  account_number text CHECK (account_number ~ '^[A-Za-z0-9]{1,19}$'),
  account_name text CHECK (length(account_name) <= 100),
  -- PromptPay (PARTNERS.md 1.2): a phone, national/tax id or e-wallet id, digits only.
  promptpay_target text CHECK (promptpay_target ~ '^[0-9]{9,15}$'),
  -- The secret a bank feed presents (SePay API key, Casso checksum key); never sent to a browser.
  webhook_secret text CHECK (length(webhook_secret) BETWEEN 16 AND 200),
  qr_enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id)
);
SELECT leadline_enable_org_isolation('org_payment_settings');

CREATE TABLE bank_transactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  source text NOT NULL CHECK (source IN ('sepay', 'casso', 'statement', 'simulator')),
  -- The feed's or the statement's id of the transfer: stored once however often it arrives.
  external_id text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 100),
  bank_name text,
  account_number text,
  counter_account text,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  memo text NOT NULL DEFAULT '',
  transacted_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- 1 unmatched, 2 matched, 3 amount differs, 4 verified, 5 rejected (TRANSACTION_STATUS).
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 5),
  sale_order_id integer REFERENCES sale_orders (id),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  reject_reason text,
  UNIQUE (org_id, source, external_id)
);
SELECT leadline_enable_org_isolation('bank_transactions');
CREATE INDEX bank_transactions_list_idx ON bank_transactions (org_id, transacted_at DESC, id DESC);
CREATE INDEX bank_transactions_order_idx ON bank_transactions (sale_order_id) WHERE sale_order_id IS NOT NULL;

CREATE TABLE bank_transaction_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  bank_transaction_id integer NOT NULL REFERENCES bank_transactions (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('received', 'matched', 'verified', 'rejected')),
  actor_id integer REFERENCES users (id),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
SELECT leadline_enable_org_isolation('bank_transaction_events');
CREATE INDEX bank_transaction_events_tx_idx ON bank_transaction_events (bank_transaction_id, id);
