import { defineFeature } from '../../feature-manifest.js';
import { PRESENCE_ENDPOINTS } from './endpoints.js';

/** The presence feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: PRESENCE_ENDPOINTS, localeSection: 'PRESENCE' });
