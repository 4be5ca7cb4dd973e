import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ROUTE_ROLES } from '../../roles.js';
import {
  bankTransactionDetailSchema,
  bankTransactionFilterSchema,
  bankTransactionPageSchema,
  bankTransactionParamsSchema,
  bankTransactionsQuerySchema,
  bankWebhookBodySchema,
  bankWebhookParamsSchema,
  bankWebhookQuerySchema,
  bankWebhookResultSchema,
  STATEMENT_IMPORT_LIMITS,
  statementImportResultSchema,
  transactionStatusSchema,
  transactionVerificationSchema,
} from './transaction-verification.js';

/**
 * Transaction verification (SPEC.md 7.9; docs/payments.md): SPEC.md 6 '20 only' for the screen's
 * calls; the bank feeds' webhook is public and authenticated by the org's secret or signature.
 */
export const TRANSACTION_VERIFICATION_ENDPOINTS = {
  transactionVerificationStatuses: {
    method: 'GET',
    path: '/api/definition/transaction-verification-statuses',
    summary: 'The statuses of a bank transaction, in the caller’s language',
    tag: 'transaction-verification',
    access: ROUTE_ROLES.transactionVerification,
    data: z.array(transactionStatusSchema),
  },
  bankTransactionDetail: {
    method: 'GET',
    path: '/api/bank/transaction/:id',
    summary: 'One bank transaction with its matched order and its history',
    tag: 'transaction-verification',
    access: ROUTE_ROLES.transactionVerification,
    params: bankTransactionParamsSchema,
    data: bankTransactionDetailSchema,
  },
  bankTransactions: {
    method: 'POST',
    path: '/api/bank/transactions',
    summary: 'Bank transactions newest first, filtered (body) and paged (?page=&size=); data and totalSelf',
    tag: 'transaction-verification',
    access: ROUTE_ROLES.transactionVerification,
    effect: 'read',
    query: bankTransactionsQuerySchema,
    body: bankTransactionFilterSchema,
    data: bankTransactionPageSchema,
  },
  bankTransactionVerification: {
    method: 'POST',
    path: '/api/bank/transaction/verification',
    summary: 'Verifies a bank transaction (paying its order) or rejects it with a reason',
    tag: 'transaction-verification',
    access: ROUTE_ROLES.transactionVerification,
    body: transactionVerificationSchema,
    refusals: [
      { status: 404, error: 'not_found', when: 'no bank transaction the caller may see has the id' },
    ],
    data: bankTransactionDetailSchema,
  },
  bankStatementImport: {
    method: 'POST',
    path: '/api/bank/transactions/import',
    summary: 'Imports a bank statement (.xlsx or .csv): each transfer stored once and matched to its order',
    tag: 'transaction-verification',
    access: ROUTE_ROLES.transactionVerification,
    upload: { field: 'file', maxBytes: STATEMENT_IMPORT_LIMITS.maxBytes },
    data: statementImportResultSchema,
  },
  bankWebhook: {
    method: 'POST',
    path: '/api/bank/webhook/:feed',
    summary:
      'A transfer pushed by a bank feed (SePay: Authorization Apikey; Casso: X-Casso-Signature HMAC-SHA512), stored once per transfer id',
    tag: 'transaction-verification',
    // Public: the feed is a machine without a user session; the handler checks the org's secret.
    access: 'public',
    params: bankWebhookParamsSchema,
    query: bankWebhookQuerySchema,
    body: bankWebhookBodySchema,
    refusals: [
      { status: 401, error: 'unauthorized', when: 'the feed’s secret or signature is missing or wrong' },
    ],
    data: bankWebhookResultSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
