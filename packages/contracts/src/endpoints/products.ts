import type { EndpointDefinition } from './endpoint-definition.js';

/** Calls of the products feature (SPEC.md 7). */
export const PRODUCT_ENDPOINTS = {} as const satisfies Record<string, EndpointDefinition>;
