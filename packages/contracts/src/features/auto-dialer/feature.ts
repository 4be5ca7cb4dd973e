import { defineFeature } from '../../feature-manifest.js';
import { AUTO_DIALER_ENDPOINTS } from './endpoints.js';

/** The auto-dialer feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: AUTO_DIALER_ENDPOINTS, localeSection: 'AUTO_DIALER' });
