import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  fulfilmentSummary: () => ({}),
  dashboardAgent: () => ({}),
  dashboardTeam: () => ({}),
  dashboardManager: () => ({ query: { days: '30' } }),
  dashboardFinance: () => ({ query: { days: '14' } }),
};
