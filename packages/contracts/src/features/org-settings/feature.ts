import { defineFeature } from '../../feature-manifest.js';
import { ORG_SETTINGS_ENDPOINTS } from './endpoints.js';

/** The org-settings feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: ORG_SETTINGS_ENDPOINTS, localeSection: 'ORG_SETTINGS' });
