import { defineFeature } from '../../feature-manifest.js';
import { CAMPAIGN_ENDPOINTS } from './endpoints.js';

/** The campaigns feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: CAMPAIGN_ENDPOINTS, localeSection: 'CAMPAIGNS' });
