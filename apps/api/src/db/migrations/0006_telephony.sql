-- Telephony (docs/telephony.md): the provider each org calls through, the call row as the CDR
-- (state, mute, failure), and the recordings of answered calls.

CREATE TABLE telephony_settings (
  org_id integer PRIMARY KEY REFERENCES orgs (id),
  -- 'simulator' (built in, the default when an org has no row) or 'http_pbx'.
  provider text NOT NULL DEFAULT 'simulator' CHECK (provider IN ('simulator', 'http_pbx')),
  -- Click-to-call URL with {phone}, {agent} and {callId} placeholders; POSTed with pbx_token.
  pbx_originate_url text,
  pbx_token text,
  -- The shared secret the PBX's call-event webhook presents (header X-Telephony-Secret).
  webhook_secret text,
  -- Where the web phone frame loads from; null = the product's own phone page (/apps/phone).
  web_phone_url text,
  -- Users who get the web phone whatever their role and org (SPEC.md 6 "certain listed user ids").
  web_phone_user_ids integer[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The call row is the CDR. state: dialing (row written, provider asked), ringing, answered, ended.
-- Rows written before this migration are finished calls.
ALTER TABLE calls
  ADD COLUMN state text NOT NULL DEFAULT 'ended' CHECK (state IN ('dialing', 'ringing', 'answered', 'ended')),
  ADD COLUMN ringing_at timestamptz,
  ADD COLUMN muted boolean NOT NULL DEFAULT false,
  -- Why a call failed or who ended it (provider_unavailable, pbx_http_502, agent_hangup, ...).
  ADD COLUMN end_reason text,
  ADD CONSTRAINT calls_disposition_check
    CHECK (disposition IS NULL OR disposition IN ('answered', 'busy', 'no_answer', 'failed'));
CREATE INDEX calls_agent_started_idx ON calls (agent_id, started_at DESC);
CREATE INDEX calls_provider_call_idx ON calls (provider_call_id) WHERE provider_call_id IS NOT NULL;
-- One open call per agent at most is the service's rule; this finds it fast.
CREATE INDEX calls_agent_open_idx ON calls (agent_id) WHERE state <> 'ended';

-- Recordings are kept in the database (not DATA_DIR): every API process behind the same
-- PostgreSQL serves every recording, and backups carry them with their CDR.
CREATE TABLE call_recordings (
  call_id integer PRIMARY KEY REFERENCES calls (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES orgs (id),
  content_type text NOT NULL,
  duration_ms integer NOT NULL,
  size_bytes integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

SELECT leadline_enable_org_isolation(t)
FROM unnest(ARRAY['telephony_settings', 'call_recordings']) AS t;
