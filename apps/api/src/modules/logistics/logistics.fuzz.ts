import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  logisticsWebhook: () => ({
    params: { partner: 'kerry' },
    query: { org: 'VN1' },
    body: { req: { status: { con_no: 'VN1000000001', status_code: 'POD' } } },
  }),
};
