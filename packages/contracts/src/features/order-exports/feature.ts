import { defineFeature } from '../../feature-manifest.js';
import { ORDER_EXPORT_ENDPOINTS } from './endpoints.js';

/** The order-exports feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: ORDER_EXPORT_ENDPOINTS, localeSection: 'ORDER_EXPORTS' });
