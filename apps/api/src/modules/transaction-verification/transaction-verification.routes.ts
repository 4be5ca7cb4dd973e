import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint, registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import {
  bankTransactionDetail,
  bankTransactions,
  bankWebhook,
  importStatement,
  transactionStatuses,
  verifyTransaction,
} from './transaction-verification.service.js';

/** Transaction verification (SPEC.md 7.9, docs/payments.md): the screen's calls and the bank feeds' webhook. */
export function transactionVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.transactionVerificationStatuses, async ({ language }) => ({
    data: transactionStatuses(language),
  }));
  registerEndpoint(app, ENDPOINTS.bankTransactionDetail, async ({ trx, params }) => ({
    data: await bankTransactionDetail(trx, params.id),
  }));
  registerEndpoint(app, ENDPOINTS.bankTransactions, async ({ trx, user, query, body }) => {
    const { rows, total } = await bankTransactions(trx, user, body, query);
    return { data: { data: rows, totalSelf: total }, total };
  });
  registerEndpoint(app, ENDPOINTS.bankTransactionVerification, async ({ trx, user, body }) => ({
    data: await verifyTransaction(trx, user, body),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.bankStatementImport, async ({ scope, user, upload, language }) => ({
    data: await importStatement(scope, user, upload, language),
  }));
  // Public: the feed's secret authenticates it, and it works on the system database.
  registerEndpoint(app, ENDPOINTS.bankWebhook, async ({ params, query, body, request }) => ({
    data: await bankWebhook(ctx.systemDb, params.feed, query.org, request.headers, body),
  }));
}
