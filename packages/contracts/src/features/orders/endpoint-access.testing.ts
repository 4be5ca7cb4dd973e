import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { ORDER_ENDPOINTS } from './endpoints.js';

/** Who may call the orders calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof ORDER_ENDPOINTS> = {
  bounds: {
    orderList: 'route.orderList',
    orderListSearch: 'route.orderList',
    orderListResell: 'route.orderList',
    orderListResellRouter: 'route.orderList',
    holdLead: 'route.orderList',
    orderManagement: 'route.orderManagement',
    orderManagementSearch: 'route.orderManagement',
    reassign: 'route.orderManagement',
  },
  notWrites: {
    orderListResell: 'read',
    orderListSearch: 'read',
    orderManagementSearch: 'read',
  },
};
