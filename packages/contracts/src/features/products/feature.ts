import { defineFeature } from '../../feature-manifest.js';
import { PRODUCT_ENDPOINTS } from './endpoints.js';

/** The products feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: PRODUCT_ENDPOINTS, localeSection: 'PRODUCTS' });
