import { z } from 'zod';
import { dbId } from '../../schema-primitives.js';
import { buildPaymentQr, orgPaymentSettingsSchema, parsePaymentQr } from '../payment-qr/index.js';

/**
 * The org settings an administrator changes on /apps/settings/crm (docs/settings.md), and the
 * caller's own profile. Messages are locale keys (ORG_SETTINGS.*).
 */

// ---------------------------------------------------------------------------------------------
// Web phone: where the frame loads from and who gets it whatever their role (telephony_settings).

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * A web phone address: a path of this site, an https URL, or http only on the machine itself (a
 * softphone bridge on the agent's PC); the frame carries a microphone, plain http elsewhere would
 * leak the agent's session to the network.
 */
export function isWebPhoneUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (/^\/(?!\/)/.test(value)) return true;
  // Read by hand: the contracts run in the browser and the server alike, without URL's typings.
  const match = /^(https?):\/\/([^/?#]+)([/?#].*)?$/i.exec(value);
  if (!match) return false;
  const scheme = (match[1] ?? '').toLowerCase();
  const authority = match[2] ?? '';
  if (authority.includes('@')) return false;
  const host = /^([A-Za-z0-9.-]+)(:\d{1,5})?$/.exec(authority)?.[1]?.toLowerCase();
  if (!host || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return false;
  return scheme === 'https' || LOCAL_HOSTS.has(host);
}

export const webPhoneSettingsSchema = z.object({
  /** null: the product's own phone page. */
  webPhoneUrl: z.string().nullable(),
  webPhoneUserIds: z.array(z.number().int()),
});
export type WebPhoneSettings = z.infer<typeof webPhoneSettingsSchema>;

export const updateWebPhoneSettingsSchema = z
  .object({
    webPhoneUrl: z
      .string()
      .trim()
      .max(1000)
      .refine(isWebPhoneUrl, 'ORG_SETTINGS.ERROR.WEB_PHONE_URL')
      .nullable(),
    webPhoneUserIds: z
      .array(dbId())
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, 'ORG_SETTINGS.ERROR.DUPLICATE_USERS'),
  })
  .strict();
export type UpdateWebPhoneSettings = z.infer<typeof updateWebPhoneSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Bank account for QR (org_payment_settings): VietQR for VN orgs, PromptPay for TH.

export const QR_SCHEMES = ['vietqr', 'promptpay'] as const;
export type QrScheme = (typeof QR_SCHEMES)[number];

export const orgPaymentAccountSchema = orgPaymentSettingsSchema.extend({
  /** The scheme of the org's country; null where no QR is offered. */
  scheme: z.enum(QR_SCHEMES).nullable(),
});
export type OrgPaymentAccount = z.infer<typeof orgPaymentAccountSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const updatePaymentAccountSchema = z
  .object({
    /** VietQR: the bank's 6-digit BIN (Napas). */
    bankBin: z
      .string()
      .trim()
      .max(6)
      .regex(/^\d{6}$/, 'ORG_SETTINGS.ERROR.BANK_BIN')
      .nullable(),
    bankName: optionalText(100),
    accountNumber: z
      .string()
      .trim()
      .max(19)
      .regex(/^[0-9A-Za-z]{1,19}$/, 'ORG_SETTINGS.ERROR.ACCOUNT_NUMBER')
      .nullable(),
    accountName: optionalText(50),
    /** PromptPay: a Thai mobile (0812345678), national or tax id (13 digits) or e-wallet (15). */
    promptPayTarget: z
      .string()
      .trim()
      .max(15)
      .regex(/^(0\d{9}|\d{13}|\d{15})$/, 'ORG_SETTINGS.ERROR.PROMPTPAY_TARGET')
      .nullable(),
    qrEnabled: z.boolean(),
  })
  .strict();
export type UpdatePaymentAccount = z.infer<typeof updatePaymentAccountSchema>;

/**
 * Whether the account makes a QR that parses back to the same account (the QR codec of
 * payment-qr, both ways): a locale key of the first fault, or null. A QR switched on needs the
 * scheme's fields; a switched-off one may keep them incomplete.
 */
export function paymentAccountProblem(scheme: QrScheme | null, input: UpdatePaymentAccount): string | null {
  if (scheme === null) return input.qrEnabled ? 'ORG_SETTINGS.ERROR.QR_UNSUPPORTED' : null;
  if (scheme === 'vietqr') {
    if (!input.bankBin || !input.accountNumber)
      return input.qrEnabled || input.bankBin || input.accountNumber
        ? 'ORG_SETTINGS.ERROR.VIETQR_FIELDS'
        : null;
    try {
      const parsed = parsePaymentQr(
        buildPaymentQr({ scheme, bankBin: input.bankBin, account: input.accountNumber, amount: 1000 }),
      );
      return parsed.bankBin === input.bankBin && parsed.account === input.accountNumber
        ? null
        : 'ORG_SETTINGS.ERROR.QR_ROUND_TRIP';
    } catch {
      return 'ORG_SETTINGS.ERROR.QR_ROUND_TRIP';
    }
  }
  if (!input.promptPayTarget) return input.qrEnabled ? 'ORG_SETTINGS.ERROR.PROMPTPAY_TARGET' : null;
  try {
    const parsed = parsePaymentQr(buildPaymentQr({ scheme, target: input.promptPayTarget, amount: 100 }));
    const back = parsed.promptPayPhone ?? parsed.promptPayTarget;
    return back === input.promptPayTarget ? null : 'ORG_SETTINGS.ERROR.QR_ROUND_TRIP';
  } catch {
    return 'ORG_SETTINGS.ERROR.QR_ROUND_TRIP';
  }
}

// ---------------------------------------------------------------------------------------------
// Delivery cut-off: after it, or on a day off, an approved order's DO waits for the next working day.

/** ISO weekdays: 1 Monday to 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const deliveryCutoffSchema = z.object({
  enabled: z.boolean(),
  /** HH:mm in the org's time zone. */
  cutoffTime: z.string(),
  workingDays: z.array(z.number().int()),
  timeZone: z.string(),
});
export type DeliveryCutoff = z.infer<typeof deliveryCutoffSchema>;

export const updateDeliveryCutoffSchema = z
  .object({
    enabled: z.boolean(),
    cutoffTime: z
      .string()
      .max(5)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ORG_SETTINGS.ERROR.CUTOFF_TIME'),
    workingDays: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'ORG_SETTINGS.ERROR.WORKING_DAYS')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'ORG_SETTINGS.ERROR.WORKING_DAYS'),
  })
  .strict();
export type UpdateDeliveryCutoff = z.infer<typeof updateDeliveryCutoffSchema>;

/** Monday to Saturday until 16:00 (SPEC.md 5: next-day delivery closes at 16:00, none on Sunday). */
export const DEFAULT_DELIVERY_CUTOFF: UpdateDeliveryCutoff = {
  enabled: false,
  cutoffTime: '16:00',
  workingDays: [1, 2, 3, 4, 5, 6],
};

export { type DeliveryCutoffRule, deliveryCutoffDueAt } from './delivery-cutoff.js';

// ---------------------------------------------------------------------------------------------
// The caller's own profile.

export const profileSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    // The users' own bound (users.ts FULL_NAME_MAX, 100), which a profile may not exceed.
    fullName: z.string().trim().min(1, 'ORG_SETTINGS.ERROR.FULL_NAME').max(100),
  })
  .strict();
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
