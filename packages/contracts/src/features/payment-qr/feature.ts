import { defineFeature } from '../../feature-manifest.js';
import { PAYMENT_QR_ENDPOINTS } from './endpoints.js';

/** The payment-qr feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: PAYMENT_QR_ENDPOINTS, localeSection: 'PAYMENT_QR' });
