import { LEAD_STATUS } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { synthesiseCallRecording, WAV_CONTENT_TYPE } from '../modules/telephony/index.js';

/** A demo lead as its calls need it. */
export interface DemoCalledLead {
  id: number;
  assigneeId: number | null;
  assignedAt: Date | null;
  phoneE164: string | null;
  phoneRaw: string;
  leadStatus: number;
  callAttempts: number;
  lastCallAt: Date | null;
  createdAt: Date;
}

type Disposition = 'answered' | 'busy' | 'no_answer' | 'failed';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CHUNK = 500;
/** Recordings of the newest answered calls only: they are 16 KB a second (docs/telephony.md). */
const RECORDINGS_PER_ORG = 12;

/** What the last call of a lead must have been for the lead to be where it is. */
function lastOutcome(status: number): Disposition {
  if (status === LEAD_STATUS.BUSY) return 'busy';
  if (status === LEAD_STATUS.NO_ANSWER) return 'no_answer';
  if (status === LEAD_STATUS.UNREACHABLE) return 'failed';
  return 'answered';
}

/**
 * Demo calls: every called demo lead gets as many CDRs as its call counter
 * says, the last at its last-call time with the outcome its status implies (answered for an order
 * or a callback, busy, no answer...), the earlier ones unanswered; and the newest answered calls
 * of the org have their recordings, so the CDR list and a lead's Calls tab play them on a fresh
 * start. The leads' `lastCallAt` were spread so that the last day holds a day of calls.
 */
export async function seedDemoCalls(
  db: Kysely<Database>,
  orgId: number,
  leads: DemoCalledLead[],
  random: () => number,
  now: number,
): Promise<void> {
  const rows = leads.flatMap((lead) => {
    if (lead.callAttempts <= 0 || !lead.lastCallAt || lead.assigneeId === null) return [];
    const floor = Math.max(lead.createdAt.getTime(), lead.assignedAt?.getTime() ?? 0);
    let at = lead.lastCallAt.getTime();
    const calls = [];
    for (let index = lead.callAttempts - 1; index >= 0; index--) {
      const disposition: Disposition =
        index === lead.callAttempts - 1
          ? lastOutcome(lead.leadStatus)
          : random() < 0.6
            ? 'no_answer'
            : 'busy';
      const startedAt = new Date(Math.max(floor, at));
      const ring = 1000 + random() * 1000;
      const answered = disposition === 'answered' ? ring + 3000 + random() * 6000 : null;
      const talkSeconds = answered === null ? 0 : Math.round(10 + random() * 20);
      const endMs =
        answered !== null
          ? answered + talkSeconds * 1000
          : disposition === 'no_answer'
            ? ring + 20_000 + random() * 10_000
            : 1000 + random() * 2000;
      calls.push({
        orgId,
        leadId: lead.id,
        agentId: lead.assigneeId,
        phone: lead.phoneE164 ?? lead.phoneRaw,
        assignmentAt: lead.assignedAt,
        startedAt,
        ringingAt:
          disposition === 'busy' || disposition === 'failed' ? null : new Date(startedAt.getTime() + ring),
        answeredAt: answered === null ? null : new Date(startedAt.getTime() + answered),
        endedAt: new Date(startedAt.getTime() + endMs),
        durationSeconds: talkSeconds,
        disposition,
        state: 'ended' as const,
        endReason: disposition === 'answered' ? 'customer_hangup' : disposition,
        provider: 'simulator',
      });
      // The attempt before: a few hours earlier.
      at -= (1 + random() * 5) * HOUR_MS;
    }
    return calls;
  });
  const saved: { id: number; answeredAt: Date | null; durationSeconds: number | null; startedAt: Date }[] =
    [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    saved.push(
      ...(await db
        .insertInto('calls')
        .values(rows.slice(start, start + CHUNK))
        .returning(['id', 'answeredAt', 'durationSeconds', 'startedAt'])
        .execute()),
    );
  }
  const recorded = saved
    .filter((call) => call.answeredAt !== null && call.startedAt.getTime() > now - DAY_MS)
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
    .slice(0, RECORDINGS_PER_ORG);
  const recordings = recorded.map((call) => {
    const seconds = call.durationSeconds ?? 0;
    const data = synthesiseCallRecording(seconds, random);
    return {
      callId: call.id,
      orgId,
      contentType: WAV_CONTENT_TYPE,
      durationMs: seconds * 1000,
      sizeBytes: data.byteLength,
      // Base64 decoded by the database: a few MB of bytea go in about ten times faster than as
      // a bytea parameter (PGlite serialises those in JavaScript).
      data: sql<Uint8Array>`decode(${Buffer.from(data).toString('base64')}, 'base64')`,
    };
  });
  if (recordings.length > 0) await db.insertInto('callRecordings').values(recordings).execute();
}
