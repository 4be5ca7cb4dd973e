import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { SHIPPING_PENDING_ENDPOINTS } from './endpoints.js';

/** Who may call the shipping-pending calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof SHIPPING_PENDING_ENDPOINTS> = {
  bounds: {
    shippingPendingList: 'route.validation',
    shippingPendingListFilter: 'route.validation',
    shippingPendingFfm: 'route.validation',
    shippingPendingResend: 'route.validation',
    shippingPendingRemove: 'route.validation',
    shippingPendingExport: 'route.validation',
  },
  notWrites: {
    shippingPendingExport: 'read',
    shippingPendingListFilter: 'read',
  },
};
