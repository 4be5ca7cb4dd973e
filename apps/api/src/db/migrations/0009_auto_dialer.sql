-- Auto-dialer (docs/auto-dialer.md): an agent's next lead is their oldest-assigned lead that still
-- needs a call. This index holds only those leads, so the lookup stays a short index scan however
-- many finished leads an agent has.
CREATE INDEX leads_dialer_queue_idx ON leads (org_id, assignee_id, assigned_at, id)
  WHERE lead_status IN (1, 4, 5, 33, 34, 35);
