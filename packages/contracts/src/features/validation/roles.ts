import { ROLE, type RoleCode } from '../../roles.js';

/**
 * Who may approve a prepaid order before its transfer is verified ("ship before payment", with a
 * reason; docs/validation.md): the validators' supervisors, who answer for the money: the
 * administrators, the sales manager and the director. The validator (17), logistics, QC, finance
 * and fulfilment validate only paid orders.
 */
export const SHIP_BEFORE_PAYMENT_ROLES = [
  ROLE.ADMIN,
  ROLE.ORG_ADMIN,
  ROLE.MANAGER,
  ROLE.DIRECTOR,
] as const satisfies readonly RoleCode[];
