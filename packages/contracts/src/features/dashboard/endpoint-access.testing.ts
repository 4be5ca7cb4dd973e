import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { DASHBOARD_ENDPOINTS } from './endpoints.js';

/** Who may call the dashboard calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof DASHBOARD_ENDPOINTS> = {
  bounds: {
    fulfilmentSummary: 'route.validation',
    dashboardAgent: 'group.staff',
    dashboardTeam: 'group.orders',
    dashboardManager: 'group.monitor',
    dashboardFinance: 'route.reconcile',
  },
};
