import { defineFeature } from '../../feature-manifest.js';
import { RECONCILE_ENDPOINTS } from './endpoints.js';

/** The reconcile feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: RECONCILE_ENDPOINTS, localeSection: 'RECONCILE' });
