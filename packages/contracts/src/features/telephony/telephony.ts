import { z } from 'zod';
import type { AccessContext } from '../../access/access-context.js';
import { ORG_ID } from '../../orgs.js';
import { ROLE_GROUPS } from '../../roles.js';
import { dateTime, dbId, dbIdParam, int4 } from '../../schema-primitives.js';

export * from './errors.js';

/**
 * Telephony (DOMAIN.md "Agent activity and calls", docs/telephony.md): calls go through a provider
 * per org; the call row is the CDR.
 */
export const TELEPHONY_PROVIDERS = ['simulator', 'http_pbx'] as const;
export type TelephonyProviderKind = (typeof TELEPHONY_PROVIDERS)[number];

/** States a call passes through; `dialing` is the row written before the provider answers. */
export const CALL_STATES = ['dialing', 'ringing', 'answered', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** How an ended call went (the CDR's disposition). */
export const CALL_DISPOSITIONS = ['answered', 'busy', 'no_answer', 'failed'] as const;
export type CallDisposition = (typeof CALL_DISPOSITIONS)[number];

/** Business codes of the telephony calls (the envelope's code, answered with HTTP 200). */
export const TELEPHONY_CODE = {
  /** The PBX could not be reached or refused the call: the CDR is kept as failed. */
  PROVIDER_UNAVAILABLE: 503001,
  /** The agent already has a call in progress. */
  CALL_IN_PROGRESS: 409001,
} as const;

/** The outcome of a call the PBX could not place, for the API document. */
export const PROVIDER_UNAVAILABLE_OUTCOME = {
  code: TELEPHONY_CODE.PROVIDER_UNAVAILABLE,
  when: 'the PBX could not be reached or refused the call; the call is kept as failed',
} as const;

/** The header the PBX's webhook carries its shared secret in. */
export const TELEPHONY_SECRET_HEADER = 'x-telephony-secret';

// The push of every call state change is push-events.ts's `call.state` (CallStateEvent).

/** A call as the web phone shows it. */
export const currentCallSchema = z.object({
  callId: z.number().int(),
  leadId: z.number().int().nullable(),
  phone: z.string(),
  state: z.enum(CALL_STATES),
  disposition: z.enum(CALL_DISPOSITIONS).nullable(),
  muted: z.boolean(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type CurrentCall = z.infer<typeof currentCallSchema>;

export const startedCallSchema = z.object({
  callId: z.number().int(),
  leadId: z.number().int().nullable(),
  startedAt: z.string(),
});

/** A number typed on the dial pad: digits with an optional leading + and separators. */
export const dialSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(33)
    .regex(/^\+?[\d\s().-]{3,32}$/, 'a phone number'),
});
export const callParamsSchema = z.object({ callId: dbIdParam() });
export const muteSchema = z.object({ muted: z.boolean() });

/** What the shell needs to show the web phone frame (SPEC.md 6, 7.10). */
export const webPhoneConfigSchema = z.object({ visible: z.boolean(), url: z.string() });
export type WebPhoneConfig = z.infer<typeof webPhoneConfigSchema>;

/** The org's telephony settings as an administrator reads them (secrets are never sent back). */
export const telephonySettingsSchema = z.object({
  provider: z.enum(TELEPHONY_PROVIDERS),
  pbxOriginateUrl: z.string().nullable(),
  hasPbxToken: z.boolean(),
  hasWebhookSecret: z.boolean(),
  webPhoneUrl: z.string().nullable(),
  webPhoneUserIds: z.array(z.number().int()),
});
export type TelephonySettings = z.infer<typeof telephonySettingsSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(1000)
  .regex(/^https?:\/\//, 'an http(s) URL');

/** A change of the settings; an absent field is kept, null clears it. */
export const updateTelephonySettingsSchema = z
  .object({
    provider: z.enum(TELEPHONY_PROVIDERS).optional(),
    pbxOriginateUrl: httpUrl.nullable().optional(),
    pbxToken: z.string().min(1).max(500).nullable().optional(),
    webhookSecret: z.string().min(16).max(200).nullable().optional(),
    /** An absolute http(s) URL or a path of this site. */
    webPhoneUrl: z
      .string()
      .trim()
      .max(1000)
      .regex(/^(https?:\/\/|\/)/, 'an http(s) URL or a path')
      .nullable()
      .optional(),
    webPhoneUserIds: z.array(dbId()).max(1000).optional(),
  })
  .strict();
export type UpdateTelephonySettings = z.infer<typeof updateTelephonySettingsSchema>;

/** A call event the PBX posts to POST /api/telephony/webhook/{orgCode}. */
export const telephonyWebhookSchema = z.object({
  /** Our call id, as the originate URL template gave it ({callId}). */
  callId: dbIdParam().optional(),
  /** The PBX's own id of the call, when it answered one to the originate request. */
  providerCallId: z.string().max(200).optional(),
  event: z.enum(['ringing', 'answered', 'ended']),
  disposition: z.enum(CALL_DISPOSITIONS).optional(),
  /** When it happened (ISO 8601); the time of receipt when absent. */
  at: dateTime({ offset: true }).optional(),
  /** Talk time the PBX measured (billsec), in seconds. */
  durationSeconds: int4({ min: 0, max: 86_400 }).optional(),
  /** Where the PBX keeps the recording of the call. */
  recordingUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
});
export type TelephonyWebhookEvent = z.infer<typeof telephonyWebhookSchema>;

/** The product's own phone page, the default of the web phone frame. */
export const WEB_PHONE_DEFAULT_PATH = '/apps/phone';

/**
 * SPEC.md 6 "The web phone shows for a role with VN4 permission and for certain listed user ids":
 * the agent roles (12, 27) in VN4, or in any org under DEV and UAT (DOMAIN.md's reading of "VN4
 * permission"), and the users the org lists in its telephony settings (docs/telephony.md).
 */
export function webPhoneAllowed(
  access: AccessContext,
  userId: number,
  listedUserIds: readonly number[],
): boolean {
  if (listedUserIds.includes(userId)) return true;
  const staff: readonly number[] = ROLE_GROUPS.staff;
  const isStaff = access.roles.some((role) => staff.includes(role));
  return isStaff && (access.orgId === ORG_ID.VN4 || access.env === 'DEV' || access.env === 'UAT');
}
