import type { CallDisposition } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import type { CallRowState } from '../../db/tables/telephony.js';
import type { CallRecording, OrgTelephonySettings } from './provider.js';

type Db = Kysely<Database> | ScopedDb;

const CALL_COLUMNS = [
  'id',
  'orgId',
  'leadId',
  'agentId',
  'phone',
  'state',
  'disposition',
  'muted',
  'provider',
  'providerCallId',
  'startedAt',
  'ringingAt',
  'answeredAt',
  'endedAt',
  'durationSeconds',
  'recordingUrl',
  'endReason',
] as const;

export async function loadSettings(db: Db, orgId: number): Promise<OrgTelephonySettings> {
  const row = await db
    .selectFrom('telephonySettings')
    .selectAll()
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return {
    orgId,
    provider: row?.provider ?? 'simulator',
    pbxOriginateUrl: row?.pbxOriginateUrl ?? null,
    pbxToken: row?.pbxToken ?? null,
    webhookSecret: row?.webhookSecret ?? null,
    webPhoneUrl: row?.webPhoneUrl ?? null,
    webPhoneUserIds: row?.webPhoneUserIds ?? [],
  };
}

export async function saveSettings(trx: ScopedDb, settings: OrgTelephonySettings): Promise<void> {
  const { orgId, ...values } = settings;
  await trx
    .insertInto('telephonySettings')
    .values({ orgId, ...values, updatedAt: new Date() })
    .onConflict((conflict) => conflict.column('orgId').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

export async function insertCallRow(
  trx: ScopedDb,
  call: {
    orgId: number;
    leadId: number | null;
    agentId: number;
    phone: string;
    assignmentAt: Date | null;
    provider: string;
  },
) {
  return trx
    .insertInto('calls')
    .values({ ...call, state: 'dialing' })
    .returning(['id', 'startedAt'])
    .executeTakeFirstOrThrow();
}

/** The agent's calls still open (a new call replaces them: the agent hung up and dialled again). */
export async function openCallsOfAgent(db: Db, agentId: number) {
  return db
    .selectFrom('calls')
    .select('id')
    .where('agentId', '=', agentId)
    .where('state', '<>', 'ended')
    .execute();
}

export async function lockCall(trx: Db, callId: number) {
  return trx.selectFrom('calls').select(CALL_COLUMNS).where('id', '=', callId).forUpdate().executeTakeFirst();
}

export type CallRow = NonNullable<Awaited<ReturnType<typeof lockCall>>>;

export async function findCall(db: Db, callId: number) {
  return db.selectFrom('calls').select(CALL_COLUMNS).where('id', '=', callId).executeTakeFirst();
}

export async function findCallByProviderId(db: Db, orgId: number, providerCallId: string) {
  return db
    .selectFrom('calls')
    .select(CALL_COLUMNS)
    .where('orgId', '=', orgId)
    .where('providerCallId', '=', providerCallId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function updateCall(
  db: Db,
  callId: number,
  values: Partial<{
    state: CallRowState;
    ringingAt: Date;
    answeredAt: Date;
    endedAt: Date;
    disposition: CallDisposition;
    durationSeconds: number;
    muted: boolean;
    providerCallId: string | null;
    recordingUrl: string;
    endReason: string;
  }>,
): Promise<void> {
  await db.updateTable('calls').set(values).where('id', '=', callId).execute();
}

export async function insertRecording(db: Db, orgId: number, callId: number, recording: CallRecording) {
  await db
    .insertInto('callRecordings')
    .values({
      callId,
      orgId,
      contentType: recording.contentType,
      durationMs: recording.durationMs,
      sizeBytes: recording.data.byteLength,
      data: recording.data,
    })
    .onConflict((conflict) => conflict.column('callId').doNothing())
    .execute();
}

/** The caller's call in progress, else the one that ended in the last minute (the phone shows its end). */
export async function currentCallOf(trx: ScopedDb, agentId: number) {
  const open = await trx
    .selectFrom('calls')
    .select(CALL_COLUMNS)
    .where('agentId', '=', agentId)
    .where('state', '<>', 'ended')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open) return open;
  return trx
    .selectFrom('calls')
    .select(CALL_COLUMNS)
    .where('agentId', '=', agentId)
    .where('endedAt', '>', new Date(Date.now() - 60_000))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Calls left open by a process that stopped (the simulator's timers died with it). */
export async function failAbandonedSimulatorCalls(db: Kysely<Database>, startedBefore: Date) {
  return db
    .updateTable('calls')
    .set({
      state: 'ended',
      disposition: 'failed',
      endedAt: new Date(),
      durationSeconds: 0,
      endReason: 'abandoned',
    })
    .where('state', '<>', 'ended')
    .where('provider', '=', 'simulator')
    .where('startedAt', '<', startedBefore)
    .execute();
}

export async function userNameOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('userName').where('id', '=', userId).executeTakeFirst();
  return row?.userName ?? String(userId);
}
