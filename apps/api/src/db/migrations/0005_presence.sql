-- Presence: the current agent state (activity 53) of every user and the log of every change
-- (SPEC.md 4 agent availability, DOMAIN.md "Agent activity and calls"). Org-owned, so both
-- tables get the org isolation policies.

CREATE TABLE agent_states (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES orgs (id),
  activity_id integer NOT NULL DEFAULT 53,
  -- The synonym of type 53: value is its (English) name, value_code its number.
  value text NOT NULL,
  value_code integer NOT NULL,
  -- The reason (Break or Busy from Available), or the block message.
  message text,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX agent_states_org_idx ON agent_states (org_id);

CREATE TABLE agent_activity_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id integer NOT NULL DEFAULT 53,
  object_type text NOT NULL DEFAULT 'user',
  on_field text NOT NULL DEFAULT 'status',
  value text NOT NULL,
  value_code integer NOT NULL,
  last_value text,
  last_value_code integer,
  message text,
  -- What caused it: 'user' (the toolbar control), 'login', 'logout', 'block'.
  source text NOT NULL,
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_activity_log_user_idx ON agent_activity_log (user_id, created_at DESC);
CREATE INDEX agent_activity_log_org_idx ON agent_activity_log (org_id, created_at DESC);

SELECT leadline_enable_org_isolation(t)
FROM unnest(ARRAY['agent_states', 'agent_activity_log']) AS t;
