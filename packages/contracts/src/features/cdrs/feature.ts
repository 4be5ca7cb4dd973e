import { defineFeature } from '../../feature-manifest.js';
import { CDR_ENDPOINTS } from './endpoints.js';

/** The cdrs feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: CDR_ENDPOINTS, localeSection: 'CDRS' });
