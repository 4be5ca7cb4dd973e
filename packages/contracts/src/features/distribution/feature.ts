import { defineFeature } from '../../feature-manifest.js';
import { DISTRIBUTION_ENDPOINTS } from './endpoints.js';

/** The distribution feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: DISTRIBUTION_ENDPOINTS, localeSection: 'DISTRIBUTION' });
