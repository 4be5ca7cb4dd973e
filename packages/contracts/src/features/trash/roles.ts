import { ROUTE_ROLES, type RoleCode } from '../../roles.js';

/**
 * Trash management (SPEC.md 6: 11, 15, 16, 17, 19, 20, 24): the list, the trashed lead's page and
 * the restore are the screen's own route list.
 */
export const TRASH_ROLES: readonly RoleCode[] = ROUTE_ROLES.trashManagement;
