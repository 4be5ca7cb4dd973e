import { DELAY_MS } from '@leadline/contracts';
import type { LeadDataInfo } from './call-flags';

/** One automatic call per assignment of a lead (SPEC.md 4 'Auto-call'). */
export const assignmentKey = (info: LeadDataInfo) => `${info.leadId}@${info.assignmentAt ?? ''}`;

/** 10 s after the lead's assignment (SPEC.md 9); a lead without an assignment time is due at once. */
export function autoCallDueAt(info: LeadDataInfo): number {
  const assigned = info.assignmentAt ? Date.parse(info.assignmentAt) : Number.NaN;
  return Number.isNaN(assigned) ? 0 : assigned + DELAY_MS.autoCall;
}

/** Assignments this tab has already dialled (or tried to): a failed call is not retried in a loop. */
const attempted = new Set<string>();
export const autoCallAttempted = (info: LeadDataInfo) => attempted.has(assignmentKey(info));
export const markAutoCallAttempted = (info: LeadDataInfo) => attempted.add(assignmentKey(info));
