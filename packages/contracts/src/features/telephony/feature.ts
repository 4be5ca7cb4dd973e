import { defineFeature } from '../../feature-manifest.js';
import { TELEPHONY_ENDPOINTS } from './endpoints.js';

/** The telephony feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: TELEPHONY_ENDPOINTS, localeSection: 'TELEPHONY' });
