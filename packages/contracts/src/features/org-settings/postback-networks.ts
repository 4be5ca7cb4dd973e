import { z } from 'zod';
import { dbIdParam, int4 } from '../../schema-primitives.js';
import { POSTBACK_STATUSES } from '../postbacks/index.js';

/**
 * The org's postback networks (0025 `postback_networks`, docs/postbacks.md) as the Postbacks tab
 * of /apps/settings/crm lists, creates, edits and disables them (docs/settings.md).
 */

/** The placeholders the postback builder fills (modules/postbacks/postback-template.ts). */
export const POSTBACK_PLACEHOLDERS = [
  'click_id',
  'clickid',
  'status',
  'payout',
  'currency',
  'transaction_id',
  'tid',
  'lead_id',
  // The postback's Idempotency-Key (also sent as a header), the same on every try: a network that
  // keeps it counts a postback repeated after a crash once (docs/postbacks.md).
  'idempotency_key',
] as const;

/**
 * Why a URL template would not make a working postback (a locale key), or null: an absolute
 * http(s) URL, and every {placeholder} one the builder knows (a typo would go out as written).
 */
export function postbackTemplateProblem(template: string): string | null {
  if (/\s/.test(template) || !/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?([/?#].*)?$/i.test(template))
    return 'ORG_SETTINGS.ERROR.POSTBACK_URL';
  const known: readonly string[] = POSTBACK_PLACEHOLDERS;
  for (const match of template.matchAll(/\{([^{}]*)\}/g))
    if (!known.includes(match[1] ?? '')) return 'ORG_SETTINGS.ERROR.POSTBACK_PLACEHOLDER';
  if (/[{}]/.test(template.replace(/\{[^{}]*\}/g, ''))) return 'ORG_SETTINGS.ERROR.POSTBACK_PLACEHOLDER';
  return null;
}

export const postbackNetworkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  urlTemplate: z.string().nullable(),
  /** Integer minor units of `currency` per outcome. */
  payouts: z.record(z.string(), z.number().int()),
  currency: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type PostbackNetwork = z.infer<typeof postbackNetworkSchema>;

export const postbackNetworkInputSchema = z
  .object({
    /** As campaigns and leads name the network ('Affiliate network'); unique in the org. */
    code: z.string().trim().min(1, 'ORG_SETTINGS.ERROR.NETWORK_CODE').max(100),
    name: z.string().trim().min(1, 'ORG_SETTINGS.ERROR.NETWORK_NAME').max(100),
    /** null: the network takes no postback. */
    urlTemplate: z
      .string()
      .trim()
      .max(2000)
      .superRefine((template, context) => {
        const problem = postbackTemplateProblem(template);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .nullable(),
    // Minor units; int4 is ample for a payout (2.1 billion VND, 21 million THB) and keeps hostile numbers out.
    payouts: z.partialRecord(z.enum(POSTBACK_STATUSES), int4({ min: 0 })),
    currency: z
      .string()
      .max(3)
      .regex(/^[A-Z]{3}$/, 'ORG_SETTINGS.ERROR.CURRENCY'),
    active: z.boolean(),
  })
  .strict();
export type PostbackNetworkInput = z.infer<typeof postbackNetworkInputSchema>;

export const postbackNetworkParamsSchema = z.object({
  id: dbIdParam().describe('The postback network’s id'),
});
