import type { AppContext } from '../../app-context.js';
import type { SimulatorCall } from './postback-sender.js';
import { orgExists, recordSimulatorHit } from './postbacks.repository.js';

export interface SimulatorInput {
  orgId: number;
  query: Record<string, string>;
  /** Answer 503 to the first `fail` hits of the same transaction id and status. */
  fail: number;
  /** The try's Idempotency-Key: a key it accepted before is answered 200 as a duplicate. */
  idempotencyKey: string | null;
}

/**
 * The built-in network (docs/postbacks.md), as logistics has a parcel simulator: it records each
 * postback it receives (transaction id, status, click id, payout, the whole query, the
 * Idempotency-Key) and answers 200, or 429 to the first `fail` hits of one transaction and
 * status, so retries can be seen. A try whose key it accepted before is answered 200 and
 * marked a duplicate (`"duplicate": true` in the answer): counted once, as a network that
 * de-duplicates on the key would.
 * Undefined for an org that does not exist.
 */
export async function simulateNetwork(ctx: AppContext, input: SimulatorInput) {
  if (!(await orgExists(ctx.systemDb, input.orgId))) return undefined;
  const pick = (...names: string[]) =>
    names.map((name) => input.query[name]).find((v) => v !== undefined) ?? null;
  return recordSimulatorHit(
    ctx.systemDb,
    {
      orgId: input.orgId,
      transactionId: pick('tid', 'txid', 'transaction_id')?.slice(0, 100) ?? null,
      status: pick('status')?.slice(0, 50) ?? null,
      clickId: pick('clickid', 'subid', 'click_id')?.slice(0, 200) ?? null,
      payout: pick('payout')?.slice(0, 50) ?? null,
      query: input.query,
      idempotencyKey: input.idempotencyKey?.slice(0, 200) ?? null,
    },
    input.fail,
  );
}

/** The simulator called in this process for a URL of SIMULATOR_ORIGIN (path /…/simulator/<org>). */
export function simulatorFor(ctx: AppContext): SimulatorCall {
  return async (url, idempotencyKey) => {
    const orgId = Number(/\/simulator\/(\d{1,9})$/.exec(url.pathname)?.[1] ?? Number.NaN);
    const query = Object.fromEntries([...url.searchParams].map(([key, value]) => [key, value.slice(0, 500)]));
    const fail = Math.min(100, Math.max(0, Number.parseInt(query.fail ?? '0', 10) || 0));
    // The header, as an HTTP network reads it; the template's {idempotency_key} is the same key.
    const answer = Number.isInteger(orgId)
      ? await simulateNetwork(ctx, { orgId, query, fail, idempotencyKey })
      : undefined;
    if (!answer) return { status: 404, body: '{"received":false}' };
    return {
      status: answer.answerStatus,
      body: JSON.stringify({
        received: answer.answerStatus === 200,
        hit: answer.hit,
        duplicate: answer.duplicate,
      }),
    };
  };
}
