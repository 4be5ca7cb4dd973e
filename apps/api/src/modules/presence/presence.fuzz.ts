import { ORG_ID } from '@leadline/contracts';
import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  changeAgentActivity: (fx) => ({
    params: { userId: fx.agentId },
    body: { activityId: 53, value: 'Available', valueCode: 1 },
  }),
  agentActivityInstant: (fx) => ({ params: { userId: fx.agentId }, query: { activityId: '53' } }),
  blockAgent: (fx) => ({ params: { userId: fx.blockTargetId }, body: { message: 'fuzz' } }),
  liveBoard: () => ({ query: { orgId: String(ORG_ID.VN1) } }),
};
