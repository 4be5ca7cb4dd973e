import { REASSIGN_ROLES, ROLE, ROLE_GROUPS, ROUTE_ROLES, type RoleCode } from '../../roles.js';

/*
 * The dashboard's role panels (docs/dashboard.md): one set per
 * panel. Agents see their own day; team leaders and those above them a team; managers and those
 * above them the campaigns; the reconcile roles the cash.
 */
/** The agent's own figures: the agent roles (12, 27). */
export const DASHBOARD_AGENT_ROLES: readonly RoleCode[] = ROLE_GROUPS.staff;
/** A team's states and conversion: team leaders and those above them. */
export const DASHBOARD_TEAM_ROLES: readonly RoleCode[] = REASSIGN_ROLES;
/** Leads, orders, approval and delivery by campaign and day: managers, admins and the director. */
export const DASHBOARD_MANAGER_ROLES: readonly RoleCode[] = [
  ROLE.ADMIN,
  ROLE.MANAGER,
  ROLE.ORG_ADMIN,
  ROLE.DIRECTOR,
];
/** Cash expected, collected and mismatched by partner and day: the reconcile roles (11, 20). */
export const DASHBOARD_FINANCE_ROLES: readonly RoleCode[] = ROUTE_ROLES.reconcile;
