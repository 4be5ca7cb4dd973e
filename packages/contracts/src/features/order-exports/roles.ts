import { ROLE, ROUTE_ROLES, type RoleCode } from '../../roles.js';

/**
 * Who may export what (one list per ORDER_EXPORT_KINDS entry). Management is the
 * order-management screen's own list; the others carry data for one trade (docs/exports.md):
 * marketing attribution, agents' commission, cash collection.
 */
export const ORDER_EXPORT_ROLES = {
  management: ROUTE_ROLES.orderManagement,
  marketer: [ROLE.ADMIN, ROLE.ORG_ADMIN, ROLE.MANAGER, ROLE.MARKETING, ROLE.DIRECTOR],
  commission: [ROLE.ADMIN, ROLE.ORG_ADMIN, ROLE.MANAGER, ROLE.TEAM_LEADER, ROLE.FINANCE, ROLE.DIRECTOR],
  collection: [ROLE.ADMIN, ROLE.ORG_ADMIN, ROLE.FINANCE, ROLE.FULFILMENT, ROLE.DIRECTOR],
} as const satisfies Record<string, readonly RoleCode[]>;
