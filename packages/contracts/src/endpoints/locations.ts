import type { EndpointDefinition } from './endpoint-definition.js';

/** Calls of the locations feature (SPEC.md 7). */
export const LOCATION_ENDPOINTS = {} as const satisfies Record<string, EndpointDefinition>;
