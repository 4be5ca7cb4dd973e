import { ROLE_GROUPS, type RoleCode } from '../../roles.js';

/** The org's settings (issue 10 item 7, the /apps/settings/crm tabs but Users): the admin group. */
export const ORG_SETTINGS_ROLES: readonly RoleCode[] = ROLE_GROUPS.admin;
