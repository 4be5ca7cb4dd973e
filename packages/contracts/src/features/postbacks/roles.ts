import { ROLE_GROUPS, type RoleCode, writersAmong } from '../../roles.js';

/**
 * Pending postback (SPEC.md 6: "all roles, or only 24, depending on a country check"): the calls
 * admit every role, and the API applies the route's country check (canAccessRoute of
 * orders.pendingPostback) to the caller before anything is read (docs/postbacks.md).
 */
export const POSTBACK_ROLES: readonly RoleCode[] = ROLE_GROUPS.all;

/** Pending postback's sends (manual, resend): its roles but the read-only ones. */
export const POSTBACK_WRITE_ROLES = writersAmong(POSTBACK_ROLES);
