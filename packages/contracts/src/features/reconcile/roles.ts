import { ROUTE_ROLES, type RoleCode } from '../../roles.js';

/** DO reconcile (SPEC.md 6: 11 and 20). */
export const RECONCILE_ROLES: readonly RoleCode[] = ROUTE_ROLES.reconcile;
