import { ORG_ID } from '@leadline/contracts';
import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  orderManipulationList: (fx) => ({
    query: { entityType: 'lead', action: 'hold', entityId: String(fx.lead.id), limit: '5' },
  }),
  orderManipulationListFilter: (fx) => ({
    body: {
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      entityType: 'so',
      action: 'validated',
      actorId: [fx.agentId],
      entityId: fx.saleOrderId,
      limit: 5,
    },
  }),
  orderManipulationActors: () => ({ query: { orgId: String(ORG_ID.VN1) } }),
};
