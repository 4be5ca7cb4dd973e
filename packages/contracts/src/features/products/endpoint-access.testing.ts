import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { PRODUCT_ENDPOINTS } from './endpoints.js';

/** Who may call the products calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof PRODUCT_ENDPOINTS> = {
  bounds: {
    listProducts: 'group.all',
    getProduct: 'group.all',
    getCombo: 'group.all',
    listProductTypes: 'group.all',
    listPromotions: 'group.all',
    listWarehouses: 'group.all',
    productManagementList: 'group.product',
    productManagementGet: 'group.product',
    productCreate: 'group.product',
    productUpdate: 'group.product',
    productUsage: 'group.product',
    productTrash: 'group.product',
    productRestore: 'group.product',
    productStock: 'group.product',
    productStockAdjust: 'group.product',
    productHistory: 'group.product',
    promotionManagementList: 'group.product',
    promotionCreate: 'group.product',
    promotionUpdate: 'group.product',
  },
  notWrites: {
    productManagementList: 'read',
    promotionManagementList: 'read',
  },
};
