import { defineFeature } from '../../feature-manifest.js';
import { LEAD_INTAKE_ENDPOINTS } from './endpoints.js';

/** The lead-intake feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: LEAD_INTAKE_ENDPOINTS, localeSection: 'LEAD_INTAKE' });
