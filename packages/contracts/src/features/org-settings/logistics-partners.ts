import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from '../../schema-primitives.js';
import { isWebPhoneUrl } from './org-settings.js';

/**
 * The org's logistics partners (0012 `logistics_settings`, docs/logistics.md 'The adapters') as
 * the Logistics partners tab edits them (docs/settings.md). Credentials are write-only: a read
 * names the keys that are set, never a value; an empty value in a save keeps the stored one.
 */

/** The partners an administrator configures (the simulator is built in and needs nothing). */
export const CONFIGURABLE_PARTNERS = ['dhl', 'kerry', 'sap', 'general'] as const;
export type ConfigurablePartner = (typeof CONFIGURABLE_PARTNERS)[number];

export interface PartnerRequirements {
  credentials: readonly string[];
  options: readonly string[];
  /** The adapter speaks HTTP to `baseUrl`. */
  needsBaseUrl: boolean;
}

/**
 * What each adapter cannot work without (docs/logistics.md; PARTNERS.md 2 to 4). DHL's row is
 * DHL eCommerce unless `options.api` is 'mydhl' (DHL Express), which takes other fields.
 */
export function partnerRequirements(
  partner: ConfigurablePartner,
  options: Record<string, unknown>,
): PartnerRequirements {
  switch (partner) {
    case 'dhl':
      return options.api === 'mydhl'
        ? { credentials: ['userName', 'password'], options: ['accountNumber'], needsBaseUrl: true }
        : {
            credentials: ['clientId', 'password'],
            options: ['pickupAccountId', 'soldToAccountId'],
            needsBaseUrl: true,
          };
    case 'kerry':
      return { credentials: ['appId', 'appKey'], options: [], needsBaseUrl: true };
    case 'sap':
      return {
        credentials: ['companyDb', 'userName', 'password'],
        options: ['cardCode'],
        needsBaseUrl: true,
      };
    default:
      return { credentials: [], options: [], needsBaseUrl: false };
  }
}

/** Every credential key any form of the partner takes (DHL: both APIs). */
export const PARTNER_CREDENTIAL_KEYS: Record<ConfigurablePartner, readonly string[]> = {
  dhl: ['clientId', 'userName', 'password'],
  kerry: ['appId', 'appKey'],
  sap: ['companyDb', 'userName', 'password'],
  general: [],
};

export const logisticsPartnerSchema = z.object({
  partner: z.enum(CONFIGURABLE_PARTNERS),
  /** A row exists (else the simulator stands in for the partner). */
  configured: z.boolean(),
  enabled: z.boolean(),
  baseUrl: z.string().nullable(),
  options: z.record(z.string(), z.unknown()),
  /** The credential keys that hold a value; the values never leave the server. */
  credentialsSet: z.array(z.string()),
  hasWebhookSecret: z.boolean(),
});
export type LogisticsPartnerSettings = z.infer<typeof logisticsPartnerSchema>;

export const logisticsPartnerParamsSchema = z.object({ partner: z.enum(CONFIGURABLE_PARTNERS) });

/**
 * A JSON value of options: plain data, bounded in depth by the schema's size limit. It refers to
 * itself, so the API document can only name it as a component: the id gives it that name (without
 * one its reference pointed nowhere and the document did not validate).
 */
const optionValue: z.ZodType<unknown> = z
  .lazy(() =>
    z.union([
      z.string().max(500),
      z.number().min(INT4_MIN).max(INT4_MAX),
      z.boolean(),
      z.null(),
      z.array(optionValue).max(20),
      z.record(z.string().max(50), optionValue),
    ]),
  )
  .meta({
    id: 'LogisticsOptionValue',
    description: 'A JSON value: text, number, boolean, null, list or map',
  });

export const updateLogisticsPartnerSchema = z
  .object({
    enabled: z.boolean(),
    baseUrl: z
      .string()
      .trim()
      .max(500)
      // An https address (http only on the machine itself, a sandbox): credentials travel with every call.
      .refine((url) => !url.startsWith('/') && isWebPhoneUrl(url), 'ORG_SETTINGS.ERROR.PARTNER_URL')
      .nullable(),
    options: z
      .record(z.string().max(50), optionValue)
      .refine((options) => JSON.stringify(options).length <= 5000, 'ORG_SETTINGS.ERROR.PARTNER_OPTIONS'),
    /** Only the keys to change; an empty value keeps the stored one. */
    credentials: z.record(z.string().max(50), z.string().max(500)),
  })
  .strict();
export type UpdateLogisticsPartner = z.infer<typeof updateLogisticsPartnerSchema>;

/**
 * The first fault of a partner's settings once merged with the stored credentials (a locale key
 * and its values), or null. A disabled partner may be saved incomplete.
 */
export function logisticsPartnerProblem(
  partner: ConfigurablePartner,
  input: UpdateLogisticsPartner,
  credentialsSet: readonly string[],
): { key: string; values?: Record<string, string> } | null {
  const unknown = Object.keys(input.credentials).filter(
    (key) => !PARTNER_CREDENTIAL_KEYS[partner].includes(key),
  );
  if (unknown.length > 0)
    return { key: 'ORG_SETTINGS.ERROR.PARTNER_UNKNOWN_CREDENTIAL', values: { fields: unknown.join(', ') } };
  if (!input.enabled) return null;
  const needs = partnerRequirements(partner, input.options);
  if (needs.needsBaseUrl && !input.baseUrl) return { key: 'ORG_SETTINGS.ERROR.PARTNER_URL_REQUIRED' };
  const set = new Set([
    ...credentialsSet,
    ...Object.entries(input.credentials)
      .filter(([, value]) => value.trim() !== '')
      .map(([key]) => key),
  ]);
  const missing = [
    ...needs.credentials.filter((key) => !set.has(key)),
    ...needs.options.filter((key) => {
      const value = input.options[key];
      return value === undefined || value === null || String(value).trim() === '';
    }),
  ];
  return missing.length > 0
    ? { key: 'ORG_SETTINGS.ERROR.PARTNER_MISSING', values: { fields: missing.join(', ') } }
    : null;
}
