-- Throughput (issue 12). The CDR list filters calls by org (its scope and row-level security) and,
-- for one agent's calls, by agent, newest first: with only (agent_id, started_at) the page and its
-- count were a bitmap heap scan over every call the agent ever made, re-checking org_id row by row.
-- With the org first, one index range serves the page (in its order, id breaking ties) and the
-- capped count. The org-wide list gets the same order with id, so its page needs no sort step.
CREATE INDEX IF NOT EXISTS calls_org_agent_started_idx ON calls (org_id, agent_id, started_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS calls_org_started_id_idx ON calls (org_id, started_at DESC, id DESC);
DROP INDEX IF EXISTS calls_org_started_idx;

-- Sessions are cached between calls (modules/auth/session-cache.ts). Any change of a user or of
-- their roles tells every API process to drop its cached sessions, on commit (identical
-- notifications of one transaction are sent once). Statement-level: one per statement, not per row.
CREATE OR REPLACE FUNCTION leadline_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('leadline_session', '');
  RETURN NULL;
END;
$$;
DROP TRIGGER IF EXISTS users_session_changed ON users;
CREATE TRIGGER users_session_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION leadline_session_changed();
DROP TRIGGER IF EXISTS user_roles_session_changed ON user_roles;
CREATE TRIGGER user_roles_session_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION leadline_session_changed();
