-- Agent groups (docs/agent-groups.md): the teams a team leader distributes leads to and recalls
-- them from (DOMAIN.md Distribution, SPEC.md 7.8 groups/{id}/agents). An agent is in at most one
-- group; a group works the campaigns linked to it.

CREATE TABLE agent_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  name text NOT NULL,
  description text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Names are unique within an org whatever their case, so two teams are never both "Team A".
CREATE UNIQUE INDEX agent_groups_org_name_key ON agent_groups (org_id, lower(name));
SELECT leadline_enable_org_isolation('agent_groups');

ALTER TABLE users ADD COLUMN IF NOT EXISTS agent_group_id integer REFERENCES agent_groups (id);
CREATE INDEX IF NOT EXISTS users_agent_group_idx ON users (agent_group_id) WHERE agent_group_id IS NOT NULL;

CREATE TABLE agent_group_campaigns (
  group_id integer NOT NULL REFERENCES agent_groups (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id),
  org_id integer NOT NULL REFERENCES orgs (id),
  PRIMARY KEY (group_id, campaign_id)
);
CREATE INDEX agent_group_campaigns_campaign_idx ON agent_group_campaigns (campaign_id);
SELECT leadline_enable_org_isolation('agent_group_campaigns');
