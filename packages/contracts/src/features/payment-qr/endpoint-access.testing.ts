import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { PAYMENT_QR_ENDPOINTS } from './endpoints.js';

/** Who may call the payment-qr calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof PAYMENT_QR_ENDPOINTS> = {
  bounds: {
    transactionByLead: 'group.orders',
    generateQr: 'group.orders',
  },
  notWrites: {
    generateQr: 'read',
  },
};
