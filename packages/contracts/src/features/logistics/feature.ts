import { defineFeature } from '../../feature-manifest.js';
import { LOGISTICS_ENDPOINTS } from './endpoints.js';

/** The logistics feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: LOGISTICS_ENDPOINTS, localeSection: 'LOGISTICS' });
