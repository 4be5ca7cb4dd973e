import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { AUTH_ENDPOINTS } from './endpoints.js';

/** Who may call the auth calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof AUTH_ENDPOINTS> = {
  bounds: {
    token: 'public',
    forgotPassword: 'public',
    logout: 'group.all',
  },
  notWrites: {
    forgotPassword: 'own-account',
    logout: 'own-account',
    token: 'own-account',
  },
};
