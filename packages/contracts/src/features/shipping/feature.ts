import { defineFeature } from '../../feature-manifest.js';
import { SHIPPING_ENDPOINTS } from './endpoints.js';

/** The shipping feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: SHIPPING_ENDPOINTS, localeSection: 'SHIPPING' });
