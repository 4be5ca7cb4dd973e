import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { REFERENCE_ENDPOINTS } from './endpoints.js';

/** Who may call the reference calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof REFERENCE_ENDPOINTS> = {
  bounds: {
    synonymObject: 'group.all',
    agents: 'route.orderManagement',
    leadStatuses: 'group.all',
    soStatuses: 'group.all',
    doStatuses: 'group.all',
    paymentMethods: 'group.all',
    campaigns: 'group.all',
    callbackReasons: 'group.all',
    reasons: 'group.all',
    banks: 'group.all',
  },
};
