import type { z } from 'zod';
import type { EndpointDefinition } from './endpoint-definition.js';
import { AGENT_ENDPOINTS } from './features/agent/endpoints.js';
import { AUTH_ENDPOINTS } from './features/auth/endpoints.js';
import { AUTO_DIALER_ENDPOINTS } from './features/auto-dialer/endpoints.js';
import { CDR_ENDPOINTS } from './features/cdrs/endpoints.js';
import { HEALTH_ENDPOINTS } from './features/health/endpoints.js';
import { LEAD_DETAIL_ENDPOINTS } from './features/lead-detail/endpoints.js';
import { LEAD_INTAKE_ENDPOINTS } from './features/lead-intake/endpoints.js';
import { LOCATION_ENDPOINTS } from './features/locations/endpoints.js';
import { ORDER_EXPORT_ENDPOINTS } from './features/order-exports/endpoints.js';
import { ORDER_ENDPOINTS } from './features/orders/endpoints.js';
import { PRESENCE_ENDPOINTS } from './features/presence/endpoints.js';
import { PRODUCT_ENDPOINTS } from './features/products/endpoints.js';
import { REFERENCE_ENDPOINTS } from './features/reference/endpoints.js';
import { TELEPHONY_ENDPOINTS } from './features/telephony/endpoints.js';
import { USER_SETTINGS_ENDPOINTS } from './features/user-settings/endpoints.js';
import { USER_ENDPOINTS } from './features/users/endpoints.js';
import { withStorableText } from './schema-primitives.js';

/**
 * The API's calls with their input schemas, answer data and who may call them. The server
 * registers routes from this table and enforces `access`; the client calls through it. Every
 * call's input refuses text PostgreSQL cannot store (schema-primitives.ts withStorableText).
 */
export const ENDPOINTS = withStorableText({
  ...HEALTH_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...AGENT_ENDPOINTS,
  ...REFERENCE_ENDPOINTS,
  ...USER_SETTINGS_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...LOCATION_ENDPOINTS,
  ...PRODUCT_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...ORDER_EXPORT_ENDPOINTS,
  ...LEAD_DETAIL_ENDPOINTS,
  ...LEAD_INTAKE_ENDPOINTS,
  ...AUTO_DIALER_ENDPOINTS,
  ...TELEPHONY_ENDPOINTS,
  ...CDR_ENDPOINTS,
  ...PRESENCE_ENDPOINTS,
} as const satisfies Record<string, EndpointDefinition>);

export type EndpointKey = keyof typeof ENDPOINTS;
export type EndpointData<K extends EndpointKey> = z.infer<(typeof ENDPOINTS)[K]['data']>;

export type { EndpointAccess, EndpointDefinition, EndpointEffect } from './endpoint-definition.js';
