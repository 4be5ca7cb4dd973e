import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ROLE_GROUPS } from '../../roles.js';
import { WRITING_ROLES } from './roles.js';
import {
  callParamsSchema,
  currentCallSchema,
  dialSchema,
  muteSchema,
  PROVIDER_UNAVAILABLE_OUTCOME,
  startedCallSchema,
  telephonySettingsSchema,
  telephonyWebhookSchema,
  updateTelephonySettingsSchema,
  webPhoneConfigSchema,
} from './telephony.js';

/** Calls of the web phone, the telephony settings and the PBX webhook (docs/telephony.md). */
export const TELEPHONY_ENDPOINTS = {
  webPhoneConfig: {
    method: 'GET',
    path: '/api/telephony/web-phone',
    summary: 'Whether the caller gets the web phone (SPEC.md 6) and where its frame loads from',
    tag: 'telephony',
    access: 'authenticated',
    data: webPhoneConfigSchema,
  },
  currentCall: {
    method: 'GET',
    path: '/api/telephony/current-call',
    summary: 'The caller’s call in progress, or the one that just ended, or null',
    tag: 'telephony',
    access: 'authenticated',
    data: currentCallSchema.nullable(),
  },
  dial: {
    method: 'POST',
    path: '/api/telephony/dial',
    summary: 'Calls a number typed on the web phone’s dial pad (no lead)',
    tag: 'telephony',
    access: WRITING_ROLES,
    body: dialSchema,
    outcomes: [PROVIDER_UNAVAILABLE_OUTCOME],
    data: startedCallSchema,
  },
  hangUp: {
    method: 'POST',
    path: '/api/telephony/calls/:callId/hangup',
    summary: 'Ends the caller’s call',
    tag: 'telephony',
    access: WRITING_ROLES,
    params: callParamsSchema,
    data: currentCallSchema,
  },
  mute: {
    method: 'POST',
    path: '/api/telephony/calls/:callId/mute',
    summary: 'Mutes or unmutes the caller’s microphone on the call (a flag on the CDR)',
    tag: 'telephony',
    access: WRITING_ROLES,
    params: callParamsSchema,
    body: muteSchema,
    data: currentCallSchema,
  },
  telephonySettings: {
    method: 'GET',
    path: '/api/telephony/settings',
    summary: 'The org’s telephony provider, PBX template and web phone settings',
    tag: 'telephony',
    access: ROLE_GROUPS.admin,
    data: telephonySettingsSchema,
  },
  updateTelephonySettings: {
    method: 'PUT',
    path: '/api/telephony/settings',
    summary: 'Changes the org’s telephony settings',
    tag: 'telephony',
    access: ROLE_GROUPS.admin,
    body: updateTelephonySettingsSchema,
    data: telephonySettingsSchema,
  },
  telephonyWebhook: {
    method: 'POST',
    path: '/api/telephony/webhook/:orgCode',
    summary:
      'Call events from the org’s PBX (ringing, answered, ended); authenticated by the shared secret in X-Telephony-Secret, not a user token',
    tag: 'telephony',
    // Public: the PBX is a machine without a user session; the handler checks the org's secret.
    access: 'public',
    params: z.object({ orgCode: z.string().trim().min(1).max(20) }),
    body: telephonyWebhookSchema,
    refusals: [{ status: 401, error: 'unauthorized', when: 'the shared secret header is missing or wrong' }],
    data: z.object({ callId: z.number().int(), state: z.string() }),
  },
} as const satisfies Record<string, EndpointDefinition>;
