import { defineFeature } from '../../feature-manifest.js';
import { AGENT_GROUP_ENDPOINTS } from './endpoints.js';

/** The agent-groups feature's contracts: its calls, and the locale section its texts (locale.ts) fill. */
export const FEATURE = defineFeature({ endpoints: AGENT_GROUP_ENDPOINTS, localeSection: 'AGENT_GROUPS' });
