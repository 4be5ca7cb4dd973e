import { ROUTE_ROLES, type RoleCode } from '../../roles.js';

/**
 * The shipping screens (SPEC.md 6 'validation and shipping': 11, 14 to 21, 24; DHL, Kerry and SAP
 * use the same list, docs/permissions.md): the lists, detail, cancel, import, DHL status, export.
 */
export const SHIPPING_ROLES: readonly RoleCode[] = ROUTE_ROLES.shipping;
