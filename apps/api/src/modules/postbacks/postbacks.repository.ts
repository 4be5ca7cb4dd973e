import type {
  PendingPostbackFilter,
  PostbackAttempt,
  PostbackRow,
  PostbackState,
  PostbackStatus,
} from '@leadline/contracts';
import { PENDING_POSTBACK_STATES, POSTBACK_ANSWER_EXCERPT } from '@leadline/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { jobKind } from '../../shared/jobs/index.js';
import type { ListPage } from '../../shared/lists/paged-list.js';
import { dayRange, searchTerms } from '../../shared/lists/query-helpers.js';
import type { PostbackScope } from './postbacks-access.js';

export interface PostbackSendPayload {
  postbackId: number;
  round: number;
}

/**
 * The postback job kind (docs/jobs.md). A postback's retries are its own (its round's attempts and
 * next_attempt_at, shown on its screen): sendPostback queues each one as a job, so the runner's
 * retries are left for what throws.
 */
export const POSTBACK_SEND_JOB = jobKind<PostbackSendPayload>('postback.send');

/** What queueing a postback needs of its lead: its org, network, click id and latest order. */
export async function leadForPostback(trx: ScopedDb, leadId: number) {
  return trx
    .selectFrom('leads as l')
    .leftJoin('campaigns as c', 'c.id', 'l.campaignId')
    .select((eb) => [
      'l.id',
      'l.orgId',
      'l.clickId',
      eb.fn.coalesce('l.sourceNetwork', 'c.network').as('network'),
      eb
        .selectFrom('saleOrders as so')
        .select('so.id')
        .whereRef('so.leadId', '=', 'l.id')
        .orderBy('so.id', 'desc')
        .limit(1)
        .as('latestSaleOrderId'),
    ])
    .where('l.id', '=', leadId)
    .executeTakeFirst();
}

export async function leadOfSaleOrder(trx: ScopedDb, saleOrderId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('saleOrders')
    .select('leadId')
    .where('id', '=', saleOrderId)
    .executeTakeFirst();
  return row?.leadId;
}

/** The org's active network of this code, with its template (null: it takes no postback). */
export async function activeNetwork(trx: ScopedDb, orgId: number, code: string) {
  return trx
    .selectFrom('postbackNetworks')
    .select(['id', 'code', 'urlTemplate', 'payouts', 'currency'])
    .where('orgId', '=', orgId)
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
}

export interface NewPostback {
  orgId: number;
  leadId: number;
  saleOrderId: number | null;
  networkId: number;
  networkCode: string;
  status: PostbackStatus;
  transactionId: string;
  url: string;
}

/** A new postback, or undefined when the lead has one for this outcome already (unique). */
export async function insertPostback(trx: ScopedDb, row: NewPostback): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('postbacks')
    .values(row)
    .onConflict((oc) => oc.columns(['orgId', 'leadId', 'status']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Whether an agent may act on a lead's postbacks: the lead is assigned to them. */
export async function isAssignedTo(trx: ScopedDb, leadId: number, agentId: number): Promise<boolean> {
  const row = await trx.selectFrom('leads').select('assigneeId').where('id', '=', leadId).executeTakeFirst();
  return row?.assigneeId === agentId;
}

export async function postbackOfLead(trx: ScopedDb, leadId: number, status: PostbackStatus) {
  return trx
    .selectFrom('postbacks')
    .select(['id', 'orgId'])
    .where('leadId', '=', leadId)
    .where('status', '=', status)
    .executeTakeFirst();
}

/** Locks a postback for a try (row-level security: the caller's org only). */
export async function lockPostback(trx: ScopedDb, id: number) {
  return trx
    .selectFrom('postbacks')
    .select([
      'id',
      'orgId',
      'leadId',
      'url',
      'state',
      'round',
      'roundAttempts',
      'attempts',
      'networkCode',
      'status',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Starts a new round of automatic tries (a resend): jobs of the older round do nothing. */
export async function startRound(trx: ScopedDb, id: number, at: Date): Promise<number> {
  const row = await trx
    .updateTable('postbacks')
    .set((eb) => ({ round: eb('round', '+', 1), roundAttempts: 0, nextAttemptAt: null, updatedAt: at }))
    .where('id', '=', id)
    .returning('round')
    .executeTakeFirstOrThrow();
  return row.round;
}

/** Counts a try before it is made: the number of this try overall and in its round. */
export async function countTry(trx: ScopedDb, id: number, at: Date) {
  return trx
    .updateTable('postbacks')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      roundAttempts: eb('roundAttempts', '+', 1),
      lastAttemptAt: at,
      updatedAt: at,
    }))
    .where('id', '=', id)
    .returning(['attempts', 'roundAttempts'])
    .executeTakeFirstOrThrow();
}

export interface AttemptLog {
  orgId: number;
  postbackId: number;
  attemptNo: number;
  at: Date;
  url: string;
  httpStatus: number | null;
  bodyExcerpt: string;
  error: string | null;
  durationMs: number;
  triggeredBy: number | null;
}

export async function insertAttempt(trx: ScopedDb, log: AttemptLog): Promise<void> {
  await trx.insertInto('postbackAttempts').values(log).execute();
}

/** The answer of a try recorded before it was made (insertAttempt with no answer yet). */
export async function recordAttemptAnswer(
  trx: ScopedDb,
  postbackId: number,
  attemptNo: number,
  answer: Pick<AttemptLog, 'at' | 'httpStatus' | 'bodyExcerpt' | 'error' | 'durationMs'>,
): Promise<void> {
  await trx
    .updateTable('postbackAttempts')
    .set(answer)
    .where('postbackId', '=', postbackId)
    .where('attemptNo', '=', attemptNo)
    .execute();
}

/**
 * The outcome of a try on the postback. With `keepDelivered`, a postback another try delivered
 * meanwhile keeps its state (a late answer of a try its process gave up on must not undo it);
 * answers whether the postback was changed.
 */
export async function setOutcome(
  trx: ScopedDb,
  id: number,
  outcome: {
    state: PostbackState;
    lastHttpStatus: number | null;
    lastError: string | null;
    nextAttemptAt: Date | null;
    at: Date;
  },
  keepDelivered = false,
): Promise<boolean> {
  const changed = await trx
    .updateTable('postbacks')
    .set({
      state: outcome.state,
      lastHttpStatus: outcome.lastHttpStatus,
      lastError: outcome.lastError,
      nextAttemptAt: outcome.nextAttemptAt,
      updatedAt: outcome.at,
      ...(outcome.state === 'delivered' ? { deliveredAt: outcome.at } : {}),
    })
    .where('id', '=', id)
    .$if(keepDelivered, (query) => query.where('state', '<>', 'delivered'))
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

type Tables = Database & { p: Database['postbacks']; l: Database['leads'] };
type PendingQuery<O> = SelectQueryBuilder<Tables, 'p' | 'l', O>;

function applyFilter<O>(query: PendingQuery<O>, filter: PendingPostbackFilter, scope: PostbackScope) {
  let q = query;
  if (scope.orgId !== null) q = q.where('p.orgId', '=', scope.orgId);
  if (scope.onlyAgentId !== null) q = q.where('l.assigneeId', '=', scope.onlyAgentId);
  if (filter.state?.length) q = q.where('p.state', 'in', filter.state);
  if (filter.status?.length) q = q.where('p.status', 'in', filter.status);
  if (filter.network) q = q.where('p.networkCode', '=', filter.network);
  const range = dayRange(filter.dateFrom, filter.dateTo, scope.timeZone);
  if (range.from) q = q.where('p.createdAt', '>=', range.from);
  if (range.to) q = q.where('p.createdAt', '<', range.to);
  const search = searchTerms(filter.search);
  if (search)
    q = q.where((eb) => {
      const options = [eb('p.transactionId', '=', filter.search?.trim() ?? '')];
      if (search.id !== null)
        options.push(eb('p.leadId', '=', search.id), eb('p.saleOrderId', '=', search.id));
      return eb.or(options);
    });
  return q;
}

/**
 * The list's rows, FROM and WHERE only (what its total counts): the pending ones (not delivered)
 * unless the filter asks for states, e.g. the Sent tab's `delivered`.
 */
export function pendingPostbacks(trx: ScopedDb, filter: PendingPostbackFilter, scope: PostbackScope) {
  const base = trx
    .selectFrom('postbacks as p')
    .innerJoin('leads as l', 'l.id', 'p.leadId')
    .$if(!filter.state?.length, (query) => query.where('p.state', 'in', [...PENDING_POSTBACK_STATES]));
  return applyFilter(base, filter, scope);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** One page of the pending list, newest first. */
export async function findPendingPage(
  trx: ScopedDb,
  filter: PendingPostbackFilter,
  scope: PostbackScope,
  page: ListPage,
): Promise<PostbackRow[]> {
  const rows = await pendingPostbacks(trx, filter, scope)
    .select([
      'p.id',
      'p.orgId',
      'p.leadId',
      'p.saleOrderId',
      'l.customerName',
      'p.networkCode',
      'p.status',
      'p.transactionId',
      'p.url',
      'p.state',
      'p.attempts',
      'p.lastHttpStatus',
      'p.lastError',
      'p.lastAttemptAt',
      'p.nextAttemptAt',
      'p.deliveredAt',
      'p.createdAt',
      // The network's last answer: the latest try's body (the tries are few per postback).
      (eb) =>
        eb
          .selectFrom('postbackAttempts as a')
          .select(sql<string>`left(a.body_excerpt, ${POSTBACK_ANSWER_EXCERPT})`.as('answer'))
          .whereRef('a.postbackId', '=', 'p.id')
          .where('a.httpStatus', 'is not', null)
          .orderBy('a.attemptNo', 'desc')
          .limit(1)
          .as('lastAnswer'),
    ])
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    leadId: row.leadId,
    saleOrderId: row.saleOrderId,
    customerName: row.customerName,
    network: row.networkCode,
    status: row.status as PostbackStatus,
    transactionId: row.transactionId,
    url: row.url,
    state: row.state as PostbackState,
    attempts: row.attempts,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    lastAnswer: row.lastAnswer || null,
    lastAttemptAt: iso(row.lastAttemptAt),
    deliveredAt: iso(row.deliveredAt),
    nextAttemptAt: row.state === 'failed' ? null : iso(row.nextAttemptAt),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Every try of one postback, oldest first; undefined when the postback is not the caller's. */
export async function attemptsOf(
  trx: ScopedDb,
  postbackId: number,
  onlyAgentId: number | null,
): Promise<PostbackAttempt[] | undefined> {
  const postback = await trx
    .selectFrom('postbacks')
    .select(['id', 'leadId'])
    .where('id', '=', postbackId)
    .executeTakeFirst();
  if (!postback) return undefined;
  if (onlyAgentId !== null && !(await isAssignedTo(trx, postback.leadId, onlyAgentId))) return undefined;
  const rows = await trx
    .selectFrom('postbackAttempts as a')
    .leftJoin('users as u', 'u.id', 'a.triggeredBy')
    .select([
      'a.attemptNo',
      'a.at',
      'a.url',
      'a.httpStatus',
      'a.bodyExcerpt',
      'a.error',
      'a.durationMs',
      'u.userName',
    ])
    .where('a.postbackId', '=', postbackId)
    .orderBy('a.attemptNo')
    .execute();
  return rows.map((row) => ({
    attemptNo: row.attemptNo,
    at: row.at.toISOString(),
    url: row.url,
    httpStatus: row.httpStatus,
    bodyExcerpt: row.bodyExcerpt,
    error: row.error,
    durationMs: row.durationMs,
    triggeredBy: row.userName ?? null,
  }));
}

/**
 * What the simulator answers a postback it is told to fail: 429 (come back later). Not a 5xx, so
 * that no input to the API answers a server error (the hostile-input test).
 */
export const SIMULATED_FAILURE_STATUS = 429;

/** The simulator's record of one received postback; answers how many of that tid and status came before. */
export async function recordSimulatorHit(
  db: Kysely<Database>,
  hit: {
    orgId: number;
    transactionId: string | null;
    status: string | null;
    clickId: string | null;
    payout: string | null;
    query: Record<string, string>;
    idempotencyKey: string | null;
  },
  fail: number,
): Promise<{ hit: number; answerStatus: number; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    // One hit at a time per org, so two tries at once count as two.
    await sql`SELECT pg_advisory_xact_lock(hashtext('postback-sim'), ${hit.orgId})`.execute(trx);
    const before = await trx
      .selectFrom('postbackSimulatorHits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('orgId', '=', hit.orgId)
      .where('transactionId', hit.transactionId === null ? 'is' : '=', hit.transactionId)
      .where('status', hit.status === null ? 'is' : '=', hit.status)
      .executeTakeFirstOrThrow();
    const number = Number(before.n) + 1;
    // A key it accepted before: the same postback again (a try repeated after a crash), counted once.
    const seen =
      hit.idempotencyKey !== null &&
      (await trx
        .selectFrom('postbackSimulatorHits')
        .select('id')
        .where('orgId', '=', hit.orgId)
        .where('idempotencyKey', '=', hit.idempotencyKey)
        .where('answerStatus', '=', 200)
        .limit(1)
        .executeTakeFirst()) !== undefined;
    const answerStatus = !seen && number <= fail ? SIMULATED_FAILURE_STATUS : 200;
    await trx
      .insertInto('postbackSimulatorHits')
      .values({ ...hit, query: JSON.stringify(hit.query), answerStatus, duplicate: seen })
      .execute();
    return { hit: number, answerStatus, duplicate: seen };
  });
}

export async function orgExists(db: Kysely<Database>, orgId: number): Promise<boolean> {
  return (await db.selectFrom('orgs').select('id').where('id', '=', orgId).executeTakeFirst()) !== undefined;
}
