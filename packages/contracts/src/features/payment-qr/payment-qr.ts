import { z } from 'zod';
import { dbId, dbIdParam } from '../../schema-primitives.js';

/**
 * The payment QR of the order edit screen (SPEC.md 3 'Transaction info by lead', 7.2 'GET
 * transaction by lead id', 'POST generate QR code'; docs/payments.md): whether the lead's order
 * may be paid by QR, and the QR itself, built by `buildPaymentQr` from the org's payment settings.
 */

/** The memo a QR carries and a transfer brings back: `LL` and the sale order's id (docs/payments.md). */
export const PAYMENT_REFERENCE_PREFIX = 'LL';

/** The order reference a transfer's memo carries, e.g. "LL1234" for sale order 1234. */
export function paymentReference(saleOrderId: number): string {
  return `${PAYMENT_REFERENCE_PREFIX}${saleOrderId}`;
}

/**
 * The sale order ids a memo names: `LL<digits>` anywhere, whatever the case and however the bank
 * wrapped it ("CT DEN:123 ll1234 chuyen tien" → [1234]). Banks strip spaces and punctuation and
 * may glue words, so the prefix is matched without a word boundary before it.
 */
export function referencesInMemo(memo: string): number[] {
  const ids = new Set<number>();
  for (const match of memo.matchAll(/LL(\d{1,9})(?!\d)/gi)) {
    const id = Number(match[1]);
    if (id > 0 && id <= 2_147_483_647) ids.add(id);
  }
  return [...ids];
}

export const transactionByLeadParamsSchema = z.object({ leadId: dbIdParam() });

/** GET transaction by lead: may the order be paid by QR, with the colour and text to show. */
export const transactionByLeadSchema = z.object({
  allowQrCode: z.boolean(),
  /** The MUI colour of the message: success (QR offered), warning (not set up), info (nothing to pay). */
  color: z.enum(['success', 'warning', 'info']),
  /** A locale key (PAYMENT_QR.MESSAGE.*). */
  message: z.string(),
  /** The sale order the QR would pay, and its reference (the memo). */
  soId: z.number().int().nullable(),
  reference: z.string().nullable(),
});
export type TransactionByLead = z.infer<typeof transactionByLeadSchema>;

/** POST generate QR: ?code=<bank code>&leadId=, the body naming the sale order (else the lead's latest). */
export const generateQrQuerySchema = z.object({
  /** The bank the customer pays into, as GET banks gives its code; the org's own account when absent. */
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .describe('The bank the customer pays into (its code in GET banks); the org’s own account when absent')
    .optional(),
  leadId: dbIdParam(),
});
export const generateQrBodySchema = z.object({ soId: dbId().optional() }).default({});

export const paymentQrSchema = z.object({
  scheme: z.enum(['vietqr', 'promptpay']),
  /** The EMVCo text the image encodes. */
  payload: z.string(),
  soId: z.number().int(),
  /** Minor units of the order's currency. */
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
});
export type PaymentQr = z.infer<typeof paymentQrSchema>;

/** The org's payment settings as the settings screen reads them (the webhook secret never leaves). */
export const orgPaymentSettingsSchema = z.object({
  orgId: z.number().int(),
  bankBin: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  promptPayTarget: z.string().nullable(),
  qrEnabled: z.boolean(),
  hasWebhookSecret: z.boolean(),
});
export type OrgPaymentSettings = z.infer<typeof orgPaymentSettingsSchema>;
