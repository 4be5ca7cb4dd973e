import { defineFeature } from '../../feature-manifest.js';
import { USER_ENDPOINTS } from './endpoints.js';

/** The users feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: USER_ENDPOINTS, localeSection: 'USERS' });
