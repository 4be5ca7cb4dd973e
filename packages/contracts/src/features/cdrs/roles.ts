import { ROLE_GROUPS, ROUTE_ROLES, type RoleCode } from '../../roles.js';

/**
 * The CDR list and its export (SPEC.md 2.1 /apps/customers/cdrs) are the Customers screen's: its
 * role group (SPEC.md 6), reading every call of its org. Agents hear their own calls on the
 * lead's Calls tab (LEAD_CDR_ROLES).
 */
export const CDR_LIST_ROLES: readonly RoleCode[] = ROLE_GROUPS.customers;

/** lead/{id}/cdr: whoever opens a lead (orders group) and the validation screen's roles. */
export const LEAD_CDR_ROLES: readonly RoleCode[] = [
  ...new Set<RoleCode>([...ROLE_GROUPS.orders, ...ROUTE_ROLES.validation]),
];
