import { defineFeature } from '../../feature-manifest.js';
import { TRASH_ENDPOINTS } from './endpoints.js';

/** The trash feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: TRASH_ENDPOINTS, localeSection: 'TRASH' });
