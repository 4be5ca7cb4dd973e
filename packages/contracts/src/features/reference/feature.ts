import { defineFeature } from '../../feature-manifest.js';
import { REFERENCE_ENDPOINTS } from './endpoints.js';

/** The reference feature's contracts: its calls. */
export const FEATURE = defineFeature({ endpoints: REFERENCE_ENDPOINTS });
