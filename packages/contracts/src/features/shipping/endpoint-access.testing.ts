import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { SHIPPING_ENDPOINTS } from './endpoints.js';

/** Who may call the shipping calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof SHIPPING_ENDPOINTS> = {
  bounds: {
    shippingList: 'route.shipping',
    shippingListSearch: 'route.shipping',
    shippingExport: 'route.shipping',
    shippingOrderDetail: 'route.shipping',
    shippingOrderHistory: 'route.shipping',
    shippingOrderItems: 'route.shipping',
    shippingCancel: 'route.shipping',
    shippingDhlStatus: 'route.shipping',
    shippingImport: 'route.shipping',
    shippingImportTemplate: 'route.shipping',
  },
  notWrites: {
    shippingExport: 'read',
    shippingListSearch: 'read',
  },
};
