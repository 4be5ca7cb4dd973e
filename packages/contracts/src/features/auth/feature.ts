import { defineFeature } from '../../feature-manifest.js';
import { AUTH_ENDPOINTS } from './endpoints.js';

/** The auth feature's contracts: its calls. */
export const FEATURE = defineFeature({ endpoints: AUTH_ENDPOINTS });
