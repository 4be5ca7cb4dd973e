import { ROLE_GROUPS, ROUTE_ROLES, type RoleCode } from '../../roles.js';

/** Agent groups (/apps/system/agent-group/all, an admin route): the admin group. */
export const AGENT_GROUP_ROLES: readonly RoleCode[] = ROLE_GROUPS.admin;

/** GET groups/{id}/agents (SPEC.md 7.8): the distribution screen's roles, administrators among them. */
export const GROUP_AGENTS_ROLES: readonly RoleCode[] = ROUTE_ROLES.distribution;
