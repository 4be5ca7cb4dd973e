-- People (docs/users.md, docs/agent-groups.md). An agent's group and a group's campaigns list
-- belong to the org of the agent and of the group: held by the database, not only by the service
-- (row-level security hides another org's group from a scoped caller, but a foreign key alone
-- would accept one).
ALTER TABLE agent_groups ADD CONSTRAINT agent_groups_id_org_key UNIQUE (id, org_id);

ALTER TABLE users
  ADD CONSTRAINT users_agent_group_same_org_fk
  FOREIGN KEY (agent_group_id, org_id) REFERENCES agent_groups (id, org_id);

ALTER TABLE agent_group_campaigns
  ADD CONSTRAINT agent_group_campaigns_group_same_org_fk
  FOREIGN KEY (group_id, org_id) REFERENCES agent_groups (id, org_id) ON DELETE CASCADE;

-- The users screen filters by status and sorts by name within an org.
CREATE INDEX users_org_user_name_idx ON users (org_id, lower(user_name));
