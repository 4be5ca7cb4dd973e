import { ROLE, ROLE_GROUPS, type RoleCode } from '../../roles.js';

/** Who may import leads from a spreadsheet: team leaders and those above them, and marketing. */
export const LEAD_IMPORT_ROLES = [
  ...ROLE_GROUPS.admin,
  ROLE.TEAM_LEADER,
  ROLE.MANAGER,
  ROLE.DIRECTOR,
  ROLE.MARKETING,
] as const satisfies readonly RoleCode[];

/**
 * Who may create a lead (docs/lead-intake.md): administrators, team leaders, managers and the
 * director; marketing (whose dedicated user is how landing pages and networks call); agents,
 * who create a lead by hand for a customer who calls in.
 */
export const LEAD_CREATE_ROLES = [
  ...LEAD_IMPORT_ROLES,
  ...ROLE_GROUPS.staff,
] as const satisfies readonly RoleCode[];

/** Calling lists are reference data like campaigns: every role reads them. */
export const CALLING_LIST_ROLES = ROLE_GROUPS.all;
