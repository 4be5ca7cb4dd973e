import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { RECONCILE_ENDPOINTS } from './endpoints.js';

/** Who may call the reconcile calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof RECONCILE_ENDPOINTS> = {
  bounds: {
    reconcileList: 'route.reconcile',
    reconcileExport: 'route.reconcile',
    reconcileTemplate: 'route.reconcile',
    reconcileUpload: 'route.reconcile',
    reconcileOrder: 'route.reconcile',
    reconcileCodeLogs: 'route.reconcile',
  },
  notWrites: {
    reconcileExport: 'read',
    reconcileList: 'read',
  },
};
