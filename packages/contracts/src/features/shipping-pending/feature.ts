import { defineFeature } from '../../feature-manifest.js';
import { SHIPPING_PENDING_ENDPOINTS } from './endpoints.js';

/** The shipping-pending feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({
  endpoints: SHIPPING_PENDING_ENDPOINTS,
  localeSection: 'SHIPPING_PENDING',
});
