import { defineFeature } from '../../feature-manifest.js';
import { CALLBACK_ENDPOINTS } from './endpoints.js';

/** The callbacks feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: CALLBACK_ENDPOINTS, localeSection: 'CALLBACKS' });
