import type { z } from 'zod';
import type { EndpointDefinition } from './endpoint-definition.js';
import { FEATURES } from './features/index.js';
import { withStorableText } from './schema-primitives.js';

type Entry = (typeof FEATURES)[keyof typeof FEATURES];
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type ValueAt<T, K extends PropertyKey> = T extends { readonly [P in K]: infer V } ? V : never;

/** Every feature's endpoints as one table, each key typed as its feature defines it. */
export type FeatureEndpoints = {
  readonly [K in KeysOfUnion<Entry['endpoints']>]: ValueAt<Entry['endpoints'], K>;
};

const FEATURE_ENDPOINTS = Object.assign(
  {},
  ...Object.values(FEATURES).map((feature) => feature.endpoints),
) as FeatureEndpoints;

/**
 * The API's calls with their input schemas, answer data and who may call them. The server
 * registers routes from this table and enforces `access`; the client calls through it. Every
 * call's input refuses text PostgreSQL cannot store (schema-primitives.ts withStorableText). Each
 * feature defines its calls in features/<feature>/endpoints.ts and names them in its feature.ts;
 * features/index.ts, generated from the folders, lists every feature.
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
