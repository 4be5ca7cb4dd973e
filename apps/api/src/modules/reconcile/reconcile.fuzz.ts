import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  reconcileList: () => ({
    query: { page: '0', size: '5' },
    body: { tab: 'mismatched', search: 'a', reason: 'NO_DO' },
  }),
  reconcileExport: () => ({ body: { tab: 'pending', dateFrom: '2024-01-01', dateTo: '2030-01-01' } }),
  reconcileTemplate: () => ({}),
  // The lead import file: refused for its columns, nothing stored.
  reconcileUpload: () => ({ query: { mode: 'preview' } }),
  reconcileOrder: () => ({ body: { doId: 2_000_000_000 } }),
  reconcileCodeLogs: () => ({ query: { trackingCode: 'GHN123' } }),
};
