import {
  type AccessContext,
  type Language,
  type ManualPostbackInput,
  type PendingPostbackFilter,
  POSTBACK_ANSWER_EXCERPT,
  POSTBACKS_ERRORS,
  type PostbackAttempt,
  type PostbackRow,
  type PostbackSendResult,
  type PostbackState,
  type PostbackStatus,
  type ResendPostbacksInput,
  translate,
} from '@leadline/contracts';
import type { AppContext } from '../../app-context.js';
import { type ScopedDb, withOrgScope } from '../../db/org-scope.js';
import { notFound, ruleViolation } from '../../http/app-error.js';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { type HistoryEntry, writeHistory } from '../../shared/history/history.repository.js';
import { enqueueJob } from '../../shared/jobs/index.js';
import { listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { MAX_AUTOMATIC_TRIES, retryDelayMs, type SimulatorCall, tryPostback } from './postback-sender.js';
import {
  idempotencyKeyOf,
  renderPostbackUrl,
  transactionIdOf,
  withIdempotencyKey,
} from './postback-template.js';
import {
  activeNetwork,
  attemptsOf,
  countTry,
  findPendingPage,
  insertAttempt,
  insertPostback,
  isAssignedTo,
  leadForPostback,
  leadOfSaleOrder,
  lockPostback,
  POSTBACK_SEND_JOB,
  pendingPostbacks,
  postbackOfLead,
  recordAttemptAnswer,
  setOutcome,
  startRound,
} from './postbacks.repository.js';
import { assertPostbackAccess, type PostbackScope, postbackScope } from './postbacks-access.js';
import { simulatorFor } from './postbacks-simulator.js';

/** A try's error while no answer is recorded: the process stopped during the call. */
export const INTERRUPTED = 'interrupted';

export type QueuePostbackInput = {
  status: PostbackStatus;
  now?: Date;
} & (
  | {
      leadId: number;
      /** The order the outcome is about; the lead's latest order when absent, none for a lead without one. */
      saleOrderId?: number | null;
    }
  /** An order's outcome: its lead is the order's. */
  | { leadId?: undefined; saleOrderId: number }
);

type Queued =
  | { ok: true; postbackId: number; created: boolean }
  | { ok: false; reason: 'no_network' | 'no_template' | 'no_click_id' | 'no_lead'; network?: string };

/**
 * Queues the conversion postback of a lead's outcome, in the caller's transaction (the change that
 * reached the outcome): the postback and its send job exist only if that change commits. A lead
 * whose network has no template (or is unknown, or inactive), or that carries no click id, gets
 * none. A lead has one postback per outcome: a repeated approval queues nothing more.
 */
export async function queuePostback(trx: ScopedDb, input: QueuePostbackInput): Promise<Queued> {
  const leadId = input.leadId ?? (await leadOfSaleOrder(trx, input.saleOrderId as number));
  const lead = leadId === undefined ? undefined : await leadForPostback(trx, leadId);
  if (!lead) return { ok: false, reason: 'no_lead' };
  if (!lead.network) return { ok: false, reason: 'no_network' };
  const network = await activeNetwork(trx, lead.orgId, lead.network);
  if (!network?.urlTemplate) return { ok: false, reason: 'no_template', network: lead.network };
  if (!lead.clickId) return { ok: false, reason: 'no_click_id', network: lead.network };
  const saleOrderId = input.saleOrderId === undefined ? (lead.latestSaleOrderId ?? null) : input.saleOrderId;
  const transactionId = transactionIdOf(saleOrderId, lead.id);
  const url = renderPostbackUrl(network.urlTemplate, {
    clickId: lead.clickId,
    status: input.status,
    payoutMinor: network.payouts[input.status] ?? 0,
    currency: network.currency,
    transactionId,
    leadId: lead.id,
  });
  const id = await insertPostback(trx, {
    orgId: lead.orgId,
    leadId: lead.id,
    saleOrderId,
    networkId: network.id,
    networkCode: network.code,
    status: input.status,
    transactionId,
    url,
  });
  if (id === undefined) {
    const existing = await postbackOfLead(trx, lead.id, input.status);
    return { ok: true, postbackId: existing?.id ?? 0, created: false };
  }
  await enqueueJob(trx, {
    kind: POSTBACK_SEND_JOB,
    payload: { postbackId: id, round: 1 },
    orgId: lead.orgId,
    ...(input.now ? { runAt: input.now } : {}),
  });
  return { ok: true, postbackId: id, created: true };
}

export interface SendRequest {
  postbackId: number;
  orgId: number;
  /** The round a job was queued for: a later round (a resend) makes it stale. */
  round: number;
  /** The person who asked (resend, manual); null for the automatic sends. */
  triggeredBy: number | null;
}

export interface SendOutcome {
  id: number;
  leadId: number | null;
  state: PostbackState | null;
  httpStatus: number | null;
  error: string | null;
}

/**
 * One try of a postback: counted under the postback's lock, the network called with no
 * transaction open, then the answer logged and the next step decided: delivered on 2xx; else
 * the next automatic try of the round queued with backoff, or failed when the round's tries are
 * used up. At least once: a process dying during the call leaves the try logged `interrupted`
 * and its job is run again once its lease runs out, so the network may see the postback twice:
 * every try carries the postback's Idempotency-Key (and the same transaction id) for the network
 * to count it once (docs/postbacks.md "What a network sees after a crash").
 */
export async function sendPostback(
  ctx: AppContext,
  request: SendRequest,
  now = () => new Date(),
): Promise<SendOutcome> {
  const scoped = <T>(work: (trx: ScopedDb) => Promise<T>) =>
    withOrgScope(ctx.systemDb, { orgId: request.orgId }, work);
  const claimed = await scoped(async (trx) => {
    const row = await lockPostback(trx, request.postbackId);
    if (!row || row.round !== request.round) return null;
    if (request.triggeredBy === null && (row.state === 'delivered' || row.state === 'failed')) return null;
    const at = now();
    const counted = await countTry(trx, row.id, at);
    const key = idempotencyKeyOf(row.id);
    const url = withIdempotencyKey(row.url, key);
    // The try is logged before it is made: a process that dies during the call leaves it in the
    // log as `interrupted` (no answer known), and the next try carries the same key.
    await insertAttempt(trx, {
      orgId: row.orgId,
      postbackId: row.id,
      attemptNo: counted.attempts,
      at,
      url,
      httpStatus: null,
      bodyExcerpt: '',
      error: INTERRUPTED,
      durationMs: 0,
      triggeredBy: request.triggeredBy,
    });
    return { ...row, ...counted, key, url };
  });
  if (!claimed)
    return { id: request.postbackId, leadId: null, state: null, httpStatus: null, error: 'stale' };

  const result = await tryPostback(claimed.url, claimed.key, simulatorFor(ctx) satisfies SimulatorCall);

  return scoped(async (trx) => {
    const at = now();
    await recordAttemptAnswer(trx, claimed.id, claimed.attempts, {
      at,
      httpStatus: result.httpStatus,
      bodyExcerpt: result.bodyExcerpt,
      error: result.error,
      durationMs: result.durationMs,
    });
    let state: PostbackState = 'delivered';
    let nextAttemptAt: Date | null = null;
    if (!result.delivered) {
      const delay = retryDelayMs(claimed.roundAttempts);
      if (delay === null || claimed.roundAttempts >= MAX_AUTOMATIC_TRIES) state = 'failed';
      else {
        state = 'retrying';
        nextAttemptAt = new Date(at.getTime() + delay);
      }
    }
    // An automatic try's failure does not undo a delivery another try made meanwhile (its job was
    // taken over when this process looked dead); a person's resend records what it got.
    const changed = await setOutcome(
      trx,
      claimed.id,
      { state, lastHttpStatus: result.httpStatus, lastError: result.error, nextAttemptAt, at },
      request.triggeredBy === null && !result.delivered,
    );
    if (changed && (state === 'delivered' || state === 'failed'))
      await writeHistory(trx, [postbackHistory(claimed, state, result, request.triggeredBy)]);
    if (!changed) state = 'delivered';
    else if (nextAttemptAt)
      await enqueueJob(trx, {
        kind: POSTBACK_SEND_JOB,
        payload: { postbackId: claimed.id, round: request.round },
        orgId: claimed.orgId,
        runAt: nextAttemptAt,
      });
    return {
      id: claimed.id,
      leadId: claimed.leadId,
      state,
      httpStatus: result.httpStatus,
      error: result.error,
    };
  });
}

/**
 * The lead's history row of a postback's end (docs/postbacks.md): delivered, with the network's
 * answer (HTTP status and the start of its body), or failed after its round's tries. A retry on the
 * way is not written: the tries dialog and the list show those.
 */
function postbackHistory(
  postback: {
    id: number;
    orgId: number;
    leadId: number;
    networkCode: string;
    status: string;
    attempts: number;
  },
  state: 'delivered' | 'failed',
  result: { httpStatus: number | null; bodyExcerpt: string; error: string | null },
  actorId: number | null,
): HistoryEntry {
  return {
    orgId: postback.orgId,
    entityType: 'lead',
    entityId: postback.leadId,
    actorId,
    action: state === 'delivered' ? 'postback_delivered' : 'postback_failed',
    changes: {
      postbackId: postback.id,
      network: postback.networkCode,
      outcome: postback.status,
      httpStatus: result.httpStatus,
      answer: result.bodyExcerpt.slice(0, POSTBACK_ANSWER_EXCERPT),
      error: result.error,
      attempt: postback.attempts,
    },
  };
}

/** Pending postback (SPEC.md 7.9): not delivered, newest first, after the route's country check. */
export function pendingPostbackList(
  ctx: AppContext,
): PagedList<PendingPostbackFilter, PostbackScope, PostbackRow> {
  return {
    scope: (user, filter) => postbackScope(ctx.accessContext(user), user, filter.orgId),
    filtered: pendingPostbacks,
    page: (trx, filter, scope, page) => findPendingPage(trx, filter, scope, page),
  };
}

export async function postbackAttempts(
  trx: ScopedDb,
  access: AccessContext,
  user: SessionUser,
  id: number,
): Promise<PostbackAttempt[]> {
  const { onlyAgentId } = postbackScope(access, user, undefined);
  const attempts = await attemptsOf(trx, id, onlyAgentId);
  if (!attempts) throw notFound();
  return attempts;
}

const text = (language: Language, key: string, values?: Record<string, string | number>) =>
  translate(language, `POSTBACKS.${key}`, values);

function resultOf(outcome: SendOutcome, language: Language): PostbackSendResult {
  const reason = outcome.error ?? '';
  const message =
    outcome.state === 'delivered'
      ? text(language, 'RESULT.DELIVERED', { status: outcome.httpStatus ?? 200 })
      : outcome.state === 'retrying'
        ? text(language, 'RESULT.RETRYING', { reason })
        : text(language, 'RESULT.FAILED', { reason });
  return {
    id: outcome.id,
    leadId: outcome.leadId,
    state: outcome.state,
    httpStatus: outcome.httpStatus,
    message,
  };
}

/**
 * Starts a new round for a postback of the caller's scope and tries it now. Answers undefined
 * when the postback is not the caller's to see.
 */
async function resendOne(
  ctx: AppContext,
  scope: ScopeRunner,
  user: SessionUser,
  id: number,
): Promise<SendOutcome | undefined> {
  const { onlyAgentId } = listScope(user, undefined);
  const started = await scope(async (trx) => {
    const row = await lockPostback(trx, id);
    if (!row) return undefined;
    // An agent works the postbacks of their own leads only, as the list shows them.
    if (onlyAgentId !== null && !(await isAssignedTo(trx, row.leadId, onlyAgentId))) return undefined;
    const round = await startRound(trx, row.id, new Date());
    await writeHistory(trx, [
      {
        orgId: row.orgId,
        entityType: 'lead',
        entityId: row.leadId,
        actorId: user.userId,
        action: 'postback_resent',
        changes: { postbackId: row.id, round },
      },
    ]);
    return { orgId: row.orgId, round };
  });
  if (!started) return undefined;
  return sendPostback(ctx, {
    postbackId: id,
    orgId: started.orgId,
    round: started.round,
    triggeredBy: user.userId,
  });
}

/** Resend: each postback tried now with its same URL and transaction id; one result each, in order. */
export async function resendPostbacks(
  ctx: AppContext,
  scope: ScopeRunner,
  user: SessionUser,
  input: ResendPostbacksInput,
  language: Language,
): Promise<PostbackSendResult[]> {
  assertPostbackAccess(ctx.accessContext(user));
  const results: PostbackSendResult[] = [];
  for (const id of [...new Set(input.ids)]) {
    const outcome = await resendOne(ctx, scope, user, id);
    results.push(
      outcome
        ? resultOf(outcome, language)
        : { id, leadId: null, state: null, httpStatus: null, message: text(language, 'ERROR.NOT_FOUND') },
    );
  }
  return results;
}

/**
 * Manual postback (SPEC.md 7.9): the lead's network is told this outcome now. A postback the lead
 * has for it already is resent (same transaction id); else one is queued and tried at once.
 */
export async function manualPostback(
  ctx: AppContext,
  scope: ScopeRunner,
  user: SessionUser,
  input: ManualPostbackInput,
  language: Language,
): Promise<PostbackSendResult> {
  assertPostbackAccess(ctx.accessContext(user));
  const { onlyAgentId } = listScope(user, undefined);
  const queued = await scope(async (trx) => {
    if (onlyAgentId !== null && !(await isAssignedTo(trx, input.leadId, onlyAgentId)))
      throw ruleViolation(POSTBACKS_ERRORS.LEAD_NOT_FOUND);
    const result = await queuePostback(trx, { leadId: input.leadId, status: input.status });
    if (!result.ok) {
      if (result.reason === 'no_lead') throw ruleViolation(POSTBACKS_ERRORS.LEAD_NOT_FOUND);
      if (result.reason === 'no_template')
        throw ruleViolation(POSTBACKS_ERRORS.NO_TEMPLATE, { network: result.network ?? '' });
      if (result.reason === 'no_click_id') throw ruleViolation(POSTBACKS_ERRORS.NO_CLICK_ID);
      throw ruleViolation(POSTBACKS_ERRORS.NO_NETWORK);
    }
    return result;
  });
  const outcome = await resendOne(ctx, scope, user, queued.postbackId);
  if (!outcome) throw ruleViolation(POSTBACKS_ERRORS.NOT_FOUND);
  return resultOf(outcome, language);
}
