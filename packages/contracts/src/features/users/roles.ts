import { ROLE_GROUPS, type RoleCode } from '../../roles.js';

/** The users of the org (/apps/settings/crm Users tab, docs/users.md): the admin group (SPEC.md 6). */
export const USER_ADMIN_ROLES: readonly RoleCode[] = ROLE_GROUPS.admin;
