import { z } from 'zod';
import { dbIdParam } from './schema-primitives.js';

/**
 * The lead vocabulary every feature shares (lists, the edit screen, intake, the auto-dialer):
 * kept here so that none of them depends on another for it.
 */

/** Lead status values (synonym type 1, DOMAIN.md). 34 and 35 are SPEC.md's reason codes. */
export const LEAD_STATUS = {
  NEW: 1,
  APPROVED: 2,
  REJECTED: 3,
  BUSY: 4,
  NO_ANSWER: 5,
  UNREACHABLE: 6,
  TRASH: 7,
  DUPLICATED: 8,
  CALLBACK_POTENTIAL: 33,
  CALLBACK_PROSPECT: 34,
  CALLBACK_CONSULTING: 35,
} as const;

export const TYPE_LEADS = ['lead', 'so'] as const;
export type TypeLead = (typeof TYPE_LEADS)[number];

export const CALLBACK_LEAD_STATUSES = [
  LEAD_STATUS.CALLBACK_POTENTIAL,
  LEAD_STATUS.CALLBACK_PROSPECT,
  LEAD_STATUS.CALLBACK_CONSULTING,
] as const;

/** The callback statuses typed as plain numbers, so that any status can be looked up in them. */
export const CALLBACK_STATUSES: readonly number[] = CALLBACK_LEAD_STATUSES;

/** A callback status needs a reason of its code and an appointment (SPEC.md 4 'Callback'). */
export function isCallbackStatus(status: number): boolean {
  return CALLBACK_STATUSES.includes(status);
}

/**
 * The outcomes a user records on the edit screen (docs/decisions.md 'Call outcomes'): New is where
 * a lead starts, Duplicated is set at intake and the uncall status is the client's synthetic "no
 * outcome yet".
 */
export const RECORDABLE_LEAD_STATUSES: readonly number[] = [
  LEAD_STATUS.APPROVED,
  LEAD_STATUS.REJECTED,
  LEAD_STATUS.BUSY,
  LEAD_STATUS.NO_ANSWER,
  LEAD_STATUS.UNREACHABLE,
  LEAD_STATUS.TRASH,
  ...CALLBACK_STATUSES,
];

export function isRecordableOutcome(status: number): boolean {
  return RECORDABLE_LEAD_STATUSES.includes(status);
}

export const leadParamsSchema = z.object({ leadId: dbIdParam() });
