import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { POSTBACK_ENDPOINTS } from './endpoints.js';

/** Who may call the postbacks calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof POSTBACK_ENDPOINTS> = {
  bounds: {
    pendingPostbackList: 'group.all',
    postbackAttempts: 'group.all',
    manualPostback: 'group.all',
    resendPostbacks: 'group.all',
    postbackSimulator: 'public',
  },
  notWrites: {
    pendingPostbackList: 'read',
  },
};
