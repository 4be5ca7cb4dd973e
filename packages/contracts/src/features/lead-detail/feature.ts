import { defineFeature } from '../../feature-manifest.js';
import { LEAD_DETAIL_ENDPOINTS } from './endpoints.js';

/**
 * The lead-detail feature's contracts: its calls, and the locale section its texts (locale.ts)
 * fill. Its texts keep the section the web app reads (ORDER_EDIT.*).
 */
export const FEATURE = defineFeature({ endpoints: LEAD_DETAIL_ENDPOINTS, localeSection: 'ORDER_EDIT' });
