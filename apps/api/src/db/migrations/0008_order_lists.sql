-- Order lists (docs/orders.md): the list an agent works (routerProcessingLeads), the resell list's
-- index, and the release of a hold when its lead is saved.

-- routerProcessingLeads: 'normal' (the order list) or 'resell' (the resell list); NULL lets the
-- roles decide (a resell agent, role 27 without role 12, works the resell list).
ALTER TABLE users ADD COLUMN router_processing_leads text
  CHECK (router_processing_leads IN ('normal', 'resell'));

-- The resell list pages the org's resell leads newest first.
CREATE INDEX leads_org_resell_created_idx ON leads (org_id, created_at DESC, id DESC) WHERE type_lead = 'so';

-- A hold (held_by, held_until) reserves a lead for one agent while they work it. Saving the lead
-- (any change that bumps its version: lead info, phone, callback, reassign) ends the hold, whichever
-- code path saves it; a change of the hold itself does not bump the version.
CREATE OR REPLACE FUNCTION leadline_release_hold_on_save() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version <> OLD.version AND OLD.held_by IS NOT NULL
     AND NEW.held_by IS NOT DISTINCT FROM OLD.held_by
     AND NEW.held_until IS NOT DISTINCT FROM OLD.held_until THEN
    NEW.held_by := NULL;
    NEW.held_until := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER leads_release_hold_on_save BEFORE UPDATE ON leads
  FOR EACH ROW EXECUTE FUNCTION leadline_release_hold_on_save();
