import { z } from 'zod';
import type { EndpointDefinition } from './endpoint-definition.js';
import {
  authUserSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  tokenRequestSchema,
} from './features/auth/auth.js';
import { AUTO_DIALER_ENDPOINTS } from './features/auto-dialer/endpoints.js';
import { CDR_ENDPOINTS } from './features/cdrs/endpoints.js';
import { LEAD_DETAIL_ENDPOINTS } from './features/lead-detail/endpoints.js';
import { LEAD_INTAKE_ENDPOINTS } from './features/lead-intake/endpoints.js';
import { LOCATION_ENDPOINTS } from './features/locations/endpoints.js';
import { ORDER_EXPORT_ENDPOINTS } from './features/order-exports/endpoints.js';
import { ORDER_ENDPOINTS } from './features/orders/endpoints.js';
import { PRESENCE_ENDPOINTS } from './features/presence/endpoints.js';
import { PRODUCT_ENDPOINTS } from './features/products/endpoints.js';
import { synonymQuerySchema, synonymSchema } from './features/reference/synonyms.js';
import { TELEPHONY_ENDPOINTS } from './features/telephony/endpoints.js';
import {
  updateHiddenMenuSchema,
  updateLayoutSchema,
  updateShortcutsSchema,
  userSettingsSchema,
} from './features/user-settings/user-settings.js';
import {
  agentMeSchema,
  dialerProfileSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userSummarySchema,
} from './features/users/users.js';
import { DIALER_ROLES, ROLE_GROUPS } from './roles.js';
import { withStorableText } from './schema-primitives.js';

/** The foundation's calls; each feature's calls live in endpoints/<feature>.ts. */
const CORE_ENDPOINTS = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: code 200 once the database is migrated',
    tag: 'system',
    access: 'public',
    data: z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']), version: z.string() }),
  },
  token: {
    method: 'POST',
    path: '/oauth/token',
    summary: 'Password grant: returns the access token and the session user',
    tag: 'auth',
    access: 'public',
    effect: 'own-account',
    form: true,
    body: tokenRequestSchema,
    data: authUserSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Ends the session (audited)',
    tag: 'auth',
    access: 'authenticated',
    effect: 'own-account',
    data: z.null(),
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Asks an administrator of the user’s org to reset the password',
    tag: 'auth',
    access: 'public',
    effect: 'own-account',
    body: forgotPasswordSchema,
    data: z.null(),
  },
  agentMe: {
    method: 'GET',
    path: '/api/agent/me',
    summary: 'The session user: info, timestamp, dialer_profile',
    tag: 'agent',
    access: 'authenticated',
    data: agentMeSchema,
  },
  agentUpdate: {
    method: 'PUT',
    path: '/api/agent/update',
    summary: 'Changes the caller’s password',
    tag: 'agent',
    access: 'authenticated',
    effect: 'own-account',
    body: changePasswordSchema,
    // The caller keeps working with a fresh token; every other session of the user ends.
    data: z.object({ pwdEpoch: z.number().int(), access_token: z.string() }),
  },
  updateDialerProfile: {
    method: 'PUT',
    path: '/api/agent/dialer-profile',
    summary: 'Stores the agent’s dialer mode (manual or auto), chosen at /auth/login-auto-dial',
    tag: 'agent',
    access: DIALER_ROLES,
    effect: 'own-account',
    body: dialerProfileSchema,
    data: dialerProfileSchema,
  },
  synonymObject: {
    method: 'GET',
    path: '/api/synonym/object',
    summary: 'Reference list of one synonym type (lead statuses, agent states, reasons...)',
    tag: 'reference',
    access: 'authenticated',
    query: synonymQuerySchema,
    data: z.array(synonymSchema),
  },
  mySettings: {
    method: 'GET',
    path: '/api/users/me/settings',
    summary: 'The caller’s layout, shortcuts and hidden menu items',
    tag: 'settings',
    access: 'authenticated',
    data: userSettingsSchema,
  },
  updateMyLayout: {
    method: 'PUT',
    path: '/api/users/me/settings/layout',
    summary: 'Stores the caller’s layout and theme',
    tag: 'settings',
    access: 'authenticated',
    effect: 'own-account',
    body: updateLayoutSchema,
    data: userSettingsSchema,
  },
  updateMyShortcuts: {
    method: 'PUT',
    path: '/api/users/me/shortcuts',
    summary: 'Stores the caller’s starred pages',
    tag: 'settings',
    access: 'authenticated',
    effect: 'own-account',
    body: updateShortcutsSchema,
    data: userSettingsSchema,
  },
  updateMyHiddenMenu: {
    method: 'PUT',
    path: '/api/users/me/settings/hidden-menu',
    summary: 'Stores the menu items the caller hid',
    tag: 'settings',
    access: 'authenticated',
    effect: 'own-account',
    body: updateHiddenMenuSchema,
    data: userSettingsSchema,
  },
  listUsers: {
    method: 'GET',
    path: '/api/users',
    summary: 'Users of the caller’s org (org 0 reads all or filters by orgId)',
    tag: 'users',
    access: ROLE_GROUPS.admin,
    query: userListQuerySchema,
    data: z.array(userSummarySchema),
    paged: true,
  },
  getUser: {
    method: 'GET',
    path: '/api/users/:id',
    summary: 'One user of the caller’s org',
    tag: 'users',
    access: ROLE_GROUPS.admin,
    params: userIdParamsSchema,
    data: userSummarySchema,
  },
} as const satisfies Record<string, EndpointDefinition>;

/**
 * The API's calls with their input schemas, answer data and who may call them. The server
 * registers routes from this table and enforces `access`; the client calls through it. Every
 * call's input refuses text PostgreSQL cannot store (schema-primitives.ts withStorableText).
 */
export const ENDPOINTS = withStorableText({
  ...CORE_ENDPOINTS,
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
