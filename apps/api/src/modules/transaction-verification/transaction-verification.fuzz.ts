import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  transactionVerificationStatuses: () => ({}),
  bankTransactionDetail: () => ({ params: { id: 1 } }),
  bankTransactions: () => ({
    query: { page: '0', size: '5' },
    body: { status: [2], source: 'simulator', search: 'LL', dateFrom: '2024-01-01', dateTo: '2030-01-01' },
  }),
  // An id no transaction has: not found, and nothing is decided.
  bankTransactionVerification: () => ({ body: { id: 2_000_000_000, action: 'reject', reason: 'fuzz' } }),
  bankStatementImport: () => ({}),
  // No Authorization header: refused before anything is read.
  bankWebhook: () => ({
    params: { feed: 'sepay' },
    query: { org: 'VN1' },
    body: {
      id: 1,
      gateway: 'MBBank',
      transactionDate: '2026-11-24 09:00:00',
      accountNumber: '0071000100004',
      content: 'LL1',
      transferType: 'in',
      transferAmount: 1000,
    },
  }),
};
