-- Conversion postbacks (docs/postbacks.md): the org's networks with their URL templates, one
-- postback per lead and outcome, every try logged, and what the built-in network simulator received.

CREATE TABLE postback_networks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  -- As campaigns.network and leads.source_network name it ('Affiliate network').
  code text NOT NULL,
  name text NOT NULL,
  -- Placeholders {click_id} {status} {payout} {currency} {transaction_id} {lead_id}; null = the
  -- network takes no postback (its leads get none).
  url_template text,
  -- Payout per outcome in integer minor units of `currency`: {"approved": 1500000, ...}.
  payouts jsonb NOT NULL DEFAULT '{}'::jsonb,
  currency text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, code)
);
SELECT leadline_enable_org_isolation('postback_networks');

CREATE TABLE postbacks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  lead_id integer NOT NULL REFERENCES leads (id),
  sale_order_id integer REFERENCES sale_orders (id),
  network_id integer NOT NULL REFERENCES postback_networks (id),
  network_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('approved', 'rejected', 'trash', 'delivered', 'returned')),
  -- The SO id, or 'L' + the lead id without an order: the same on every try and resend.
  transaction_id text NOT NULL,
  -- Rendered once, when queued: every try sends the same URL.
  url text NOT NULL,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'retrying', 'failed', 'delivered')),
  attempts integer NOT NULL DEFAULT 0,
  -- A resend starts a new round of automatic tries; a job of an older round does nothing.
  round integer NOT NULL DEFAULT 1,
  round_attempts integer NOT NULL DEFAULT 0,
  last_http_status integer,
  last_error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One postback per lead and outcome: a repeated approval queues nothing more.
  UNIQUE (org_id, lead_id, status)
);
SELECT leadline_enable_org_isolation('postbacks');
-- The pending list: not delivered, newest first. A small share of an org's postbacks.
CREATE INDEX postbacks_pending_idx ON postbacks (org_id, created_at DESC, id DESC) WHERE state <> 'delivered';

CREATE TABLE postback_attempts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  postback_id integer NOT NULL REFERENCES postbacks (id),
  attempt_no integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  url text NOT NULL,
  http_status integer,
  body_excerpt text NOT NULL DEFAULT '',
  error text,
  duration_ms integer NOT NULL DEFAULT 0,
  -- The person whose resend or manual postback made this try; null for the automatic sends.
  triggered_by integer REFERENCES users (id),
  UNIQUE (postback_id, attempt_no)
);
SELECT leadline_enable_org_isolation('postback_attempts');

CREATE TABLE postback_simulator_hits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  transaction_id text,
  status text,
  click_id text,
  payout text,
  query jsonb NOT NULL DEFAULT '{}'::jsonb,
  answer_status integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
SELECT leadline_enable_org_isolation('postback_simulator_hits');
CREATE INDEX postback_simulator_hits_tid_idx ON postback_simulator_hits (org_id, transaction_id, status);

-- The next automatic try of a postback (the list's column): its queued send job.
CREATE INDEX IF NOT EXISTS jobs_postback_send_idx
  ON jobs (((payload ->> 'postbackId')::integer), run_at)
  WHERE kind = 'postback.send' AND state IN ('pending', 'running');
