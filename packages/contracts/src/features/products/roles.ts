import { ROLE_GROUPS, type RoleCode } from '../../roles.js';

/**
 * Catalogue management (/apps/products/management, /apps/product-combo/management,
 * /apps/product-promotion/management): the screens' route group (SPEC.md 6
 * 'product') writes the catalogue, promotions and stock; every role reads it (docs/products.md).
 */
export const PRODUCT_MANAGE_ROLES: readonly RoleCode[] = ROLE_GROUPS.product;
