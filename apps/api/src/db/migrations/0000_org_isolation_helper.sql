-- A helper every module's migration calls for its org-owned tables, so that the isolation
-- policy is written once: rows are visible and writable only for the scope's org, or for HQ.
CREATE OR REPLACE FUNCTION leadline_enable_org_isolation(table_name text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
  EXECUTE format('DROP POLICY IF EXISTS org_isolation ON %I', table_name);
  EXECUTE format(
    'CREATE POLICY org_isolation ON %I TO leadline_org '
    'USING (org_id = current_setting(''leadline.org_id'')::integer) '
    'WITH CHECK (org_id = current_setting(''leadline.org_id'')::integer)',
    table_name);
  EXECUTE format('DROP POLICY IF EXISTS hq_all_orgs ON %I', table_name);
  EXECUTE format('CREATE POLICY hq_all_orgs ON %I TO leadline_hq USING (true) WITH CHECK (true)', table_name);
END
$$;
-- RLS is enabled, not forced: the owner (the migrating, system connection) keeps full access for
-- logins and background jobs, while request work runs as leadline_org or leadline_hq.
