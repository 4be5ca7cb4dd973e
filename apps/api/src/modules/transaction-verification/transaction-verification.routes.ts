import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
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
  registerStepwiseEndpoint(app, ENDPOINTS.transactionVerificationStatuses, async ({ language }) => ({
    data: transactionStatuses(language),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.bankTransactionDetail, async ({ user, params }) => ({
    data: await bankTransactionDetail(ctx, user, params.id),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.bankTransactions, async ({ user, query, body }) => {
    const { rows, total } = await bankTransactions(ctx, user, body, query);
    return { data: { data: rows, totalSelf: total }, total };
  });
  registerStepwiseEndpoint(app, ENDPOINTS.bankTransactionVerification, async ({ user, body }) => ({
    data: await verifyTransaction(ctx, user, body),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.bankStatementImport, async ({ user, upload, language }) => ({
    data: await importStatement(ctx, user, upload, language),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.bankWebhook, async ({ params, query, body, request }) => ({
    data: await bankWebhook(ctx.systemDb, params.feed, query.org, request.headers, body),
  }));
}
