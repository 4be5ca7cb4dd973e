-- The dashboard's role panels (issue 10 item 8, issue 11 item 5; docs/dashboard.md). Two of their
-- range counts had no index to read and scanned the whole table (EXPLAIN in docs/dashboard.md):
-- a team's leads called in a window (every agent of the org: leads by last call), and finance's
-- reconciled rows by the day the partner reported them. Both also serve the lists the figures
-- open: the order list by last call and the reconcile list's reported-day filter.
CREATE INDEX IF NOT EXISTS leads_org_last_call_idx ON leads (org_id, last_call_at);
CREATE INDEX IF NOT EXISTS reconciliation_rows_org_reported_idx ON reconciliation_rows (org_id, reported_on);
