import { defineFeature } from '../../feature-manifest.js';
import { VALIDATION_ENDPOINTS } from './endpoints.js';

/** The validation feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: VALIDATION_ENDPOINTS, localeSection: 'VALIDATION' });
