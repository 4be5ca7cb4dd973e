import { defineFeature } from '../../feature-manifest.js';
import { HEALTH_ENDPOINTS } from './endpoints.js';

/** The health feature's contracts: its calls. */
export const FEATURE = defineFeature({ endpoints: HEALTH_ENDPOINTS });
