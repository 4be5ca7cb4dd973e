import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { AGENT_ENDPOINTS } from './endpoints.js';

/** Who may call the agent calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof AGENT_ENDPOINTS> = {
  bounds: {
    agentMe: 'group.all',
    agentUpdate: 'group.all',
    updateDialerProfile: 'group.staff',
  },
  notWrites: {
    agentUpdate: 'own-account',
    updateDialerProfile: 'own-account',
  },
};
