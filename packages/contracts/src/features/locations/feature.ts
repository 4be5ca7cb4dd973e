import { defineFeature } from '../../feature-manifest.js';
import { LOCATION_ENDPOINTS } from './endpoints.js';

/** The locations feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: LOCATION_ENDPOINTS, localeSection: 'LOCATIONS' });
