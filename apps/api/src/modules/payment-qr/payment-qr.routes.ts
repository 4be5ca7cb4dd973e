import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { generateQr, transactionByLead } from './payment-qr.service.js';

/** The edit screen's payment QR: GET transaction by lead, POST generate QR (docs/payments.md). */
export function paymentQrRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.transactionByLead, async ({ user, params }) => ({
    data: await transactionByLead(ctx, user, params.leadId),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.generateQr, async ({ user, query, body }) => ({
    data: await generateQr(ctx, user, { leadId: query.leadId, code: query.code, soId: body?.soId }),
  }));
}
