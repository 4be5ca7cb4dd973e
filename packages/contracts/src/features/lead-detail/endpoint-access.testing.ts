import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { LEAD_DETAIL_ENDPOINTS } from './endpoints.js';

/** Who may call the lead-detail calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof LEAD_DETAIL_ENDPOINTS> = {
  bounds: {
    orderDetail: 'group.orders',
    saveLead: 'group.orders',
    startCall: 'group.orders',
    checkConnectionUncall: 'group.orders',
    leadHistory: 'group.orders',
    recentOrders: 'group.orders',
    changePhone: 'group.orders',
    scheduleCallback: 'group.callback',
    updateSaleOrder: 'group.orders',
    createOrder: 'group.orders',
  },
};
