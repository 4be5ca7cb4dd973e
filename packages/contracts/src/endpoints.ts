import type { z } from 'zod';
import type { EndpointDefinition } from './endpoint-definition.js';
import { FEATURE_ENDPOINTS } from './features/index.js';
import { withStorableText } from './schema-primitives.js';

/**
 * The API's calls with their input schemas, answer data and who may call them. The server
 * registers routes from this table and enforces `access`; the client calls through it. Every
 * call's input refuses text PostgreSQL cannot store (schema-primitives.ts withStorableText). Each
 * feature defines its calls in features/<feature>/endpoints.ts and joins features/index.ts.
 */
export const ENDPOINTS = withStorableText(FEATURE_ENDPOINTS satisfies Record<string, EndpointDefinition>);

export type EndpointKey = keyof typeof ENDPOINTS;
export type EndpointData<K extends EndpointKey> = z.infer<(typeof ENDPOINTS)[K]['data']>;

export type {
  BusinessOutcomeCode,
  EndpointAccess,
  EndpointDefinition,
  EndpointEffect,
  Refusal,
} from './endpoint-definition.js';
/** Named at the root so that types inferred from ENDPOINTS in the apps can be written out. */
export type { FeatureEndpoints } from './features/index.js';
