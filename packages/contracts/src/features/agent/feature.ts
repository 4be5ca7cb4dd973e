import { defineFeature } from '../../feature-manifest.js';
import { AGENT_ENDPOINTS } from './endpoints.js';

/** The agent feature's contracts: its calls. */
export const FEATURE = defineFeature({ endpoints: AGENT_ENDPOINTS });
