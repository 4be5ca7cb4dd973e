import { ROLE_GROUPS, type RoleCode } from '../../roles.js';

/**
 * Callbacks (/apps/callback/list and /management, SPEC.md 6 'callback'): an agent reads their own
 * callbacks; the group's other roles read every agent's of their org (docs/callbacks.md).
 */
export const CALLBACK_ROLES: readonly RoleCode[] = ROLE_GROUPS.callback;
