import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { AUTO_DIALER_ENDPOINTS } from './endpoints.js';

/** Who may call the auto-dialer calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof AUTO_DIALER_ENDPOINTS> = {
  bounds: {
    autoDialerNext: 'group.staff',
  },
};
