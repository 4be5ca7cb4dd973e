-- Throughput (issue 12). The CDR list filters calls by org (its scope and row-level security) and,
-- for one agent's calls, by agent, newest first: with only (agent_id, started_at) the page and its
-- count were a bitmap heap scan over every call the agent ever made, re-checking org_id row by row.
-- With the org first, one index range serves the page (in its order, id breaking ties) and the
-- capped count. The org-wide list gets the same order with id, so its page needs no sort step.
CREATE INDEX IF NOT EXISTS calls_org_agent_started_idx ON calls (org_id, agent_id, started_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS calls_org_started_id_idx ON calls (org_id, started_at DESC, id DESC);
DROP INDEX IF EXISTS calls_org_started_idx;
