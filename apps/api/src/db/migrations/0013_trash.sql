-- Trash management (docs/trash.md): when a lead went to trash, who moved it there and the status it
-- had before, so that the list filters and sorts on them and a restore knows where the lead goes
-- back to. A lead is in trash while lead_status = 7 (Trash).
ALTER TABLE leads
  ADD COLUMN trashed_at timestamptz,
  ADD COLUMN trashed_by integer REFERENCES users (id),
  ADD COLUMN status_before_trash integer;

-- Kept by the database on every path that moves a lead into or out of trash (the edit screen's
-- save, the seed, a future bulk action): the time and the previous status are known here, the
-- actor only to the caller, which sets trashed_by in the same statement. Leaving trash clears
-- them: the history keeps the record.
CREATE OR REPLACE FUNCTION leadline_track_trash() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.lead_status = 7 THEN
      NEW.trashed_at := COALESCE(NEW.trashed_at, NEW.updated_at, now());
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.lead_status = 7 AND OLD.lead_status <> 7 THEN
    NEW.trashed_at := COALESCE(NEW.trashed_at, now());
    NEW.status_before_trash := OLD.lead_status;
    IF NEW.trashed_by IS NOT DISTINCT FROM OLD.trashed_by THEN
      NEW.trashed_by := NULL;
    END IF;
  ELSIF NEW.lead_status <> 7 AND OLD.lead_status = 7 THEN
    NEW.trashed_at := NULL;
    NEW.trashed_by := NULL;
    NEW.status_before_trash := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER leads_track_trash BEFORE INSERT OR UPDATE OF lead_status ON leads
  FOR EACH ROW EXECUTE FUNCTION leadline_track_trash();

-- Leads already in trash: the latest history entry that moved them there, if any.
UPDATE leads l
SET trashed_at = COALESCE(h.created_at, l.updated_at),
    trashed_by = h.actor_id,
    status_before_trash = (h.changes -> 'leadStatus' ->> 'from')::integer
FROM leads l2
LEFT JOIN LATERAL (
  SELECT hh.created_at, hh.actor_id, hh.changes
  FROM history hh
  WHERE hh.entity_type = 'lead' AND hh.entity_id = l2.id
    AND hh.changes -> 'leadStatus' ->> 'to' = '7'
    AND jsonb_typeof(hh.changes -> 'leadStatus' -> 'from') = 'number'
  ORDER BY hh.created_at DESC, hh.id DESC
  LIMIT 1
) h ON true
WHERE l.id = l2.id AND l.lead_status = 7;

-- The trash list pages an org's trashed leads, newest trashed first; the Trashed by filter's
-- choices are the users found here.
CREATE INDEX leads_org_trashed_idx ON leads (org_id, trashed_at DESC, id DESC) WHERE lead_status = 7;
CREATE INDEX leads_trashed_by_idx ON leads (trashed_by) WHERE lead_status = 7;
