import { z } from 'zod';
import type { AccessContext } from '../../access/access-context.js';
import { isTestEnvironment } from '../../access/access-context.js';
import { CALLBACK_STATUSES, LEAD_STATUS, TYPE_LEADS } from '../../leads.js';
import { ORG_ID } from '../../orgs.js';
import { DIALER_ROLES, ROLE } from '../../roles.js';
import { dbId } from '../../schema-primitives.js';

export * from './errors.js';

/**
 * The auto-dialer (SPEC.md 2.2 /apps/auto-dialer/{leadId}, 2.4, 4 'Auto-call'; docs/auto-dialer.md):
 * the server hands an agent the next lead to call, from their own queue or, when that is empty,
 * from the org's undistributed pool.
 */

/** Statuses that still need a call; callbacks only once they are due. */
export const AUTO_DIALER_QUEUE_STATUSES: readonly number[] = [
  LEAD_STATUS.NEW,
  LEAD_STATUS.BUSY,
  LEAD_STATUS.NO_ANSWER,
];
export const AUTO_DIALER_CALLBACK_STATUSES: readonly number[] = CALLBACK_STATUSES;

/**
 * A lead saved Busy or No answer is dialled again after this long (its `nextAttemptAt`), not at
 * once: a busy line is often free a quarter of an hour later, a customer who did not answer is
 * tried again later in the shift. The same for every org until the org settings carry it.
 */
export const REDIAL_DELAY_MS: Readonly<Record<number, number>> = {
  [LEAD_STATUS.BUSY]: 15 * 60_000,
  [LEAD_STATUS.NO_ANSWER]: 30 * 60_000,
};

/** What the dialer reads of a lead to know whether, and since when, it needs the call. */
export interface DialerDueLead {
  status: number;
  assignedAt: string | null;
  lastCallAt: string | null;
  nextAttemptAt: string | null;
  nextCallbackAt: string | null;
}

/**
 * Whether a lead needs the dialer's call now, as the queue serves it (docs/auto-dialer.md), and
 * when its current attempt began: the assignment, or the later moment its redial or callback fell
 * due. The automatic call is made once per attempt, so "since" must move past a call made before
 * the lead fell due again: a lead called two months ago and due again now is dialled. A Busy or
 * No answer lead saved before redials were timed (no `nextAttemptAt`, as the demo's older leads)
 * fell due its redial delay after its last call.
 */
export type DialerDue =
  | { due: true; since: string | null }
  | { due: false; reason: 'status' }
  | { due: false; reason: 'redial' | 'callback'; at: string };

const later = (a: string | null, b: string | null) =>
  !a ? b : !b ? a : Date.parse(b) > Date.parse(a) ? b : a;

export function dialerDue(lead: DialerDueLead, now: number): DialerDue {
  const due = (at: string | null, reason: 'redial' | 'callback'): DialerDue =>
    at && Date.parse(at) > now
      ? { due: false, reason, at }
      : { due: true, since: later(lead.assignedAt, at) };
  if (lead.status === LEAD_STATUS.NEW) return { due: true, since: lead.assignedAt };
  const delay = REDIAL_DELAY_MS[lead.status];
  if (delay !== undefined) {
    const redialAt =
      lead.nextAttemptAt ??
      (lead.lastCallAt ? new Date(Date.parse(lead.lastCallAt) + delay).toISOString() : null);
    return due(redialAt, 'redial');
  }
  if (AUTO_DIALER_CALLBACK_STATUSES.includes(lead.status) && lead.nextCallbackAt)
    return due(lead.nextCallbackAt, 'callback');
  return { due: false, reason: 'status' };
}

export const autoDialerNextBodySchema = z.object({
  /** The lead the agent has just finished: never answered again by this call. */
  doneLeadId: dbId().optional(),
});
export type AutoDialerNextBody = z.infer<typeof autoDialerNextBodySchema>;

/** SPEC.md 3 leadDataInfo {phone, leadId, assignmentAt}, plus what the dialer page shows. */
export const autoDialerLeadSchema = z.object({
  leadId: z.number().int(),
  typeLead: z.enum(TYPE_LEADS),
  phone: z.string(),
  assignmentAt: z.string(),
});
export type AutoDialerLead = z.infer<typeof autoDialerLeadSchema>;

/** 'queue': one of the agent's leads; 'pool': just taken from the pool for the agent; 'none': nothing to call. */
export const AUTO_DIALER_OUTCOMES = ['queue', 'pool', 'none'] as const;
export type AutoDialerOutcome = (typeof AUTO_DIALER_OUTCOMES)[number];

export const autoDialerNextSchema = z.object({
  outcome: z.enum(AUTO_DIALER_OUTCOMES),
  lead: autoDialerLeadSchema.nullable(),
});
export type AutoDialerNext = z.infer<typeof autoDialerNextSchema>;

const inDialerOrg = (ctx: AccessContext) => ctx.orgId === ORG_ID.VN4 || isTestEnvironment(ctx.env);

/** Who may work the auto-dialer: roles 12 and 27 in VN4, or in any org in DEV and UAT (SPEC.md 2.4). */
export function canUseAutoDialer(ctx: AccessContext): boolean {
  return ctx.roles.some((role) => (DIALER_ROLES as readonly number[]).includes(role)) && inDialerOrg(ctx);
}

/**
 * SPEC.md 4 'Auto-call': "the agent role labelled Ue.e with a VN4 permission" is role 12 in VN4,
 * or in any org in DEV and UAT (DOMAIN.md).
 */
export function isAutoCallAgent(ctx: AccessContext): boolean {
  return ctx.roles.includes(ROLE.AGENT) && inDialerOrg(ctx);
}

/** /apps/auto-dialer/next resolves the agent's next lead and replaces itself with /apps/auto-dialer/{leadId}. */
export const AUTO_DIALER_NEXT_PATH = '/apps/auto-dialer/next';
export const autoDialerLeadPath = (leadId: number) => `/apps/auto-dialer/${leadId}`;

/**
 * The Break reason a paused dialer leaves on the agent's state. Stored in English whatever the
 * screen's language, as the reasons of the state dialog are (docs/presence.md).
 */
export const AUTO_DIALER_PAUSE_REASON = 'Auto dialer paused';

/** After a lead is done, the dialer waits this long before opening the next one (pause holds it). */
export const AUTO_DIALER_NEXT_DELAY_MS = 5000;
/** With nothing to call, the dialer looks again after this long. */
export const AUTO_DIALER_RETRY_MS = 30_000;
