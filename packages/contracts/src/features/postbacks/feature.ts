import { defineFeature } from '../../feature-manifest.js';
import { POSTBACK_ENDPOINTS } from './endpoints.js';

/** The postbacks feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: POSTBACK_ENDPOINTS, localeSection: 'POSTBACKS' });
