import { defineFeature } from '../../feature-manifest.js';
import { DASHBOARD_ENDPOINTS } from './endpoints.js';

/**
 * The dashboard feature's contracts: its calls, and the locale section its texts (locale.ts) fill.
 * Its figures' texts; the page's frame uses the shell's DASHBOARD section (locales/en.ts).
 */
export const FEATURE = defineFeature({ endpoints: DASHBOARD_ENDPOINTS, localeSection: 'DASHBOARD_PANELS' });
