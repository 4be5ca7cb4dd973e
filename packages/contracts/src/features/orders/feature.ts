import { defineFeature } from '../../feature-manifest.js';
import { ORDER_ENDPOINTS } from './endpoints.js';

/** The orders feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: ORDER_ENDPOINTS, localeSection: 'ORDERS' });
