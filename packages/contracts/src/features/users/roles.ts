import { ROLE_GROUPS, type RoleCode } from '../../roles.js';

/** The users of the org (issue 10 item 1, /apps/settings/crm Users tab): the admin group (SPEC.md 6). */
export const USER_ADMIN_ROLES: readonly RoleCode[] = ROLE_GROUPS.admin;
