import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { ORDER_EXPORT_ENDPOINTS } from './endpoints.js';

/** Who may call the order-exports calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof ORDER_EXPORT_ENDPOINTS> = {
  bounds: {
    orderExportManagement: 'route.orderManagement',
    // Marketing's own report (docs/exports.md): the campaign group reads it too.
    orderExportMarketer: ['route.orderManagement', 'group.campaign'],
    orderExportCommission: 'route.orderManagement',
    orderExportCollection: 'route.orderManagement',
  },
  notWrites: {
    orderExportCollection: 'read',
    orderExportCommission: 'read',
    orderExportManagement: 'read',
    orderExportMarketer: 'read',
  },
};
