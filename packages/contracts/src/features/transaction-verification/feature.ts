import { defineFeature } from '../../feature-manifest.js';
import { TRANSACTION_VERIFICATION_ENDPOINTS } from './endpoints.js';

/**
 * The transaction-verification feature's contracts: its calls, and the locale section its texts
 * (locale.ts) fill.
 */
export const FEATURE = defineFeature({
  endpoints: TRANSACTION_VERIFICATION_ENDPOINTS,
  localeSection: 'TRANSACTION_VERIFICATION',
});
