-- Bulk distribution (docs/distribution.md): the index the pick of undistributed leads walks. A
-- distribution takes the oldest undistributed leads of a campaign (of one calling list, or all)
-- in creation order; only unassigned leads are in the index, so it stays small while the org's
-- leads are mostly held, and a recall or a distribution moves a lead in or out of it.
CREATE INDEX IF NOT EXISTS leads_undistributed_idx
  ON leads (campaign_id, calling_list_id, created_at, id)
  WHERE assignee_id IS NULL;
-- The groups and agents tabs count a campaign's leads per holder and status.
CREATE INDEX IF NOT EXISTS leads_campaign_assignee_status_idx
  ON leads (campaign_id, assignee_id, lead_status)
  WHERE assignee_id IS NOT NULL;
