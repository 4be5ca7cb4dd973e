import { defineFeature } from '../../feature-manifest.js';
import { USER_SETTINGS_ENDPOINTS } from './endpoints.js';

/** The user-settings feature's contracts: its calls. */
export const FEATURE = defineFeature({ endpoints: USER_SETTINGS_ENDPOINTS });
