import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { LOGISTICS_ENDPOINTS } from './endpoints.js';

/** Who may call the logistics calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof LOGISTICS_ENDPOINTS> = {
  bounds: {
    logisticsWebhook: 'public',
  },
};
