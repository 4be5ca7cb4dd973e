-- The hold release on save (0008) ran its PL/pgSQL function for every updated lead, holds or not:
-- a bulk distribution of 100,000 leads paid 100,000 function calls for none. The same rule, with the
-- test moved into the trigger's WHEN so that the function runs only for a held lead whose version moves.
DROP TRIGGER IF EXISTS leads_release_hold_on_save ON leads;
CREATE TRIGGER leads_release_hold_on_save BEFORE UPDATE ON leads
  FOR EACH ROW
  WHEN (OLD.held_by IS NOT NULL AND NEW.version <> OLD.version)
  EXECUTE FUNCTION leadline_release_hold_on_save();
