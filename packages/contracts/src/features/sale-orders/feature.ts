import { defineFeature } from '../../feature-manifest.js';

/**
 * The sale-orders feature's contracts: schemas only so far (the edit screen's calls carry its sale
 * orders).
 */
export const FEATURE = defineFeature({ endpoints: {} });
