import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ROLE_GROUPS } from '../../roles.js';
import { LEAD_ACCESS_OUTCOMES } from '../lead-detail/index.js';
import {
  generateQrBodySchema,
  generateQrQuerySchema,
  paymentQrSchema,
  transactionByLeadParamsSchema,
  transactionByLeadSchema,
} from './payment-qr.js';

/** The edit screen's payment QR (SPEC.md 7.2; docs/payments.md): whoever may open the lead. */
export const PAYMENT_QR_ENDPOINTS = {
  transactionByLead: {
    method: 'GET',
    path: '/api/transaction/lead/:leadId',
    summary: 'Transaction info by lead: allowQrCode, color, message for the lead’s latest sale order',
    tag: 'payment-qr',
    access: ROLE_GROUPS.orders,
    params: transactionByLeadParamsSchema,
    outcomes: LEAD_ACCESS_OUTCOMES,
    data: transactionByLeadSchema,
  },
  generateQr: {
    method: 'POST',
    path: '/api/transaction/qr-code',
    summary:
      'The payment QR (VietQR or PromptPay) of a lead’s sale order: amount, memo LL<soId>, the org’s account',
    tag: 'payment-qr',
    access: ROLE_GROUPS.orders,
    // Builds a text from stored data and writes nothing.
    effect: 'read',
    query: generateQrQuerySchema,
    body: generateQrBodySchema,
    outcomes: LEAD_ACCESS_OUTCOMES,
    data: paymentQrSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
