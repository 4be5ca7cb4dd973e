import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  // The old password is wrong: a success would end the agent's other sessions.
  agentUpdate: () => ({ body: { oldPassword: 'Wrong@12345', newPassword: 'Fuzz@123456' } }),
  updateDialerProfile: () => ({ body: { dialerMode: 'manual' } }),
};
