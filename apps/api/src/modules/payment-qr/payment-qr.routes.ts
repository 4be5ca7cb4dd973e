import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { generateQr, transactionByLead } from './payment-qr.service.js';

/** The edit screen's payment QR: GET transaction by lead, POST generate QR (docs/payments.md). */
export function paymentQrRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.transactionByLead, async ({ trx, user, params }) => ({
    data: await transactionByLead(trx, user, params.leadId),
  }));
  registerEndpoint(app, ENDPOINTS.generateQr, async ({ trx, user, query, body }) => ({
    data: await generateQr(trx, user, { leadId: query.leadId, code: query.code, soId: body?.soId }),
  }));
}
