import { z } from 'zod';
import { dbCodeParam } from '../../schema-primitives.js';

/** Rows of the reference lists (statuses, payment methods, campaigns, agents, reasons, banks). */

export const referenceItemSchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  localizedName: z.string(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  name: z.string(),
  network: z.string().nullable(),
  active: z.boolean(),
});

export const agentOptionSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  orgId: z.number().int(),
});

export const reasonQuerySchema = z.object({
  code: dbCodeParam().describe('The lead status code whose callback reasons to list (SPEC.md 4)'),
});
export const reasonKindQuerySchema = z.object({ kind: z.enum(['REJECT', 'TRASH']) });

/** SPEC.md 4: 35 gives consulting reasons, 34 prospect reasons, any other code potential reasons. */
export function callbackReasonKind(
  code: number,
): 'CALLBACK_CONSULTING' | 'CALLBACK_PROSPECT' | 'CALLBACK_POTENTIAL' {
  if (code === 35) return 'CALLBACK_CONSULTING';
  if (code === 34) return 'CALLBACK_PROSPECT';
  return 'CALLBACK_POTENTIAL';
}

export const bankSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  code: z.string(),
  shortName: z.string(),
  name: z.string(),
});
