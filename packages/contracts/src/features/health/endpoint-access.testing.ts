import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { HEALTH_ENDPOINTS } from './endpoints.js';

/** Who may call the health calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof HEALTH_ENDPOINTS> = {
  bounds: {
    health: 'public',
    healthLive: 'public',
    healthReady: 'public',
  },
};
