import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { TRANSACTION_VERIFICATION_ENDPOINTS } from './endpoints.js';

/** Who may call the transaction-verification calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof TRANSACTION_VERIFICATION_ENDPOINTS> = {
  bounds: {
    transactionVerificationStatuses: 'route.transactionVerification',
    bankTransactionDetail: 'route.transactionVerification',
    bankTransactions: 'route.transactionVerification',
    bankTransactionVerification: 'route.transactionVerification',
    bankStatementImport: 'route.transactionVerification',
    bankWebhook: 'public',
  },
  notWrites: {
    bankTransactions: 'read',
  },
};
