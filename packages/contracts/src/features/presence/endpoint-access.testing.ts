import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { PRESENCE_ENDPOINTS } from './endpoints.js';

/** Who may call the presence calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof PRESENCE_ENDPOINTS> = {
  bounds: {
    changeAgentActivity: 'group.all',
    agentActivityInstant: 'group.all',
    blockAgent: 'group.admin',
    liveBoard: 'group.monitor',
    pushStream: 'group.all',
  },
  notWrites: {
    changeAgentActivity: 'own-account',
  },
};
