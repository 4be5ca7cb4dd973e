import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { CALLBACK_ENDPOINTS } from './endpoints.js';

/** Who may call the callbacks calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof CALLBACK_ENDPOINTS> = {
  bounds: {
    callbackList: 'group.callback',
    callbackListFilter: 'group.callback',
  },
  notWrites: {
    callbackListFilter: 'read',
  },
};
