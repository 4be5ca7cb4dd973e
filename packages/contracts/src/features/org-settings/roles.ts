import { ROLE_GROUPS, type RoleCode } from '../../roles.js';

/** The org's settings (the /apps/settings/crm tabs but Users; docs/settings.md): the admin group. */
export const ORG_SETTINGS_ROLES: readonly RoleCode[] = ROLE_GROUPS.admin;
