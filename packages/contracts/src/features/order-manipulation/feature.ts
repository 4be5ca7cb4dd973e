import { defineFeature } from '../../feature-manifest.js';
import { ORDER_MANIPULATION_ENDPOINTS } from './endpoints.js';

/** Order manipulation's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({
  endpoints: ORDER_MANIPULATION_ENDPOINTS,
  localeSection: 'ORDER_MANIPULATION',
});
