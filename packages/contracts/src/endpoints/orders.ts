import type { EndpointDefinition } from './endpoint-definition.js';

/** Calls of the orders feature (SPEC.md 7). */
export const ORDER_ENDPOINTS = {} as const satisfies Record<string, EndpointDefinition>;
