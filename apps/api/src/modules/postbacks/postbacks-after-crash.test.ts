import { ORG_ID, type PostbackAttempt } from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import { JobRunner } from '../../shared/jobs/index.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { type FakeNetwork, HANG, startDemoNetwork } from './fake-network-server.js';
import { DEMO_POSTBACK_NETWORK } from './postbacks.seed.js';
import { queuePostback } from './postbacks.service.js';
import { registerPostbackJobs } from './postbacks-jobs.js';
import { simulatorFor } from './postbacks-simulator.js';

/**
 * A postback whose process died during the call (docs/postbacks.md "What a network sees after a
 * crash"): its job is taken over when its lease runs out and the postback is sent again. The
 * network sees it twice, with the same Idempotency-Key (header and {idempotency_key}), and can
 * count it once; our log shows both tries, the first without an answer.
 */
describe('postbacks after a crash: at least once, with an idempotency key', () => {
  let server: TestServer;
  let network: FakeNetwork;
  let director: string;

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    network = await startDemoNetwork(
      server,
      '/pb?tid={transaction_id}&status={status}&key={idempotency_key}',
    );
    director = await server.login('vn1.director');
    // The demo's own queued work first: only this file's postback is sent below.
    await server.jobs.runDueJobs();
  }, 240_000);
  afterAll(async () => {
    await network?.close();
    await server?.close();
  });

  /** A VN1 lead of the network with a click id, and its `approved` postback queued. */
  async function queuedPostback(): Promise<number> {
    const lead = await server.engine.db
      .selectFrom('leads')
      .select('id')
      .where('orgId', '=', ORG_ID.VN1)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await server.engine.db
      .updateTable('leads')
      .set({ sourceNetwork: DEMO_POSTBACK_NETWORK, clickId: `crash-${lead.id}` })
      .where('id', '=', lead.id)
      .execute();
    const queued = await withOrgScope(server.engine.db, { orgId: ORG_ID.VN1 }, (trx) =>
      queuePostback(trx, { leadId: lead.id, saleOrderId: null, status: 'approved' }),
    );
    if (!queued.ok) throw new Error(`not queued: ${queued.reason}`);
    return queued.postbackId;
  }

  const until = async (done: () => boolean) => {
    for (let waited = 0; !done(); waited += 20) {
      if (waited > 15_000) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('the try after a crash carries the same key, the network counts it once, and the log has both tries', async () => {
    const id = await queuedPostback();
    const key = `leadline-postback-${id}`;
    // The network takes the postback, and its answer never comes back: the process is "dead".
    network.answer('/pb', { status: HANG });
    const dying = new JobRunner(server.engine.db, { pollMs: 0 });
    registerPostbackJobs(dying, server.ctx);
    const lost = dying.runDueJobs();
    await until(() => network.to('/pb').length === 1);

    // The dead process's job lease runs out; another process takes the job over.
    await sql`UPDATE jobs SET locked_until = now() - interval '1 second'
      WHERE kind = 'postback.send' AND state = 'running' AND (payload ->> 'postbackId')::integer = ${id}`.execute(
      server.engine.db,
    );
    network.answer('/pb', { status: 200, body: { ok: true } });
    const next = new JobRunner(server.engine.db, { pollMs: 0 });
    registerPostbackJobs(next, server.ctx);
    expect(await next.runDueJobs()).toBe(1);

    // What the network saw: the same postback twice, with the same key, the second a duplicate.
    const seen = network.to('/pb');
    expect(seen).toHaveLength(2);
    expect(seen.map((request) => request.idempotencyKey)).toEqual([key, key]);
    expect(seen.map((request) => request.query.get('key'))).toEqual([key, key]);
    expect(seen.map((request) => request.duplicate)).toEqual([false, true]);
    expect(new Set(seen.map((request) => request.query.get('tid'))).size).toBe(1);

    // What we logged: two tries, the first with no answer (interrupted), the second delivered.
    const log = await server.call<PostbackAttempt[]>({
      method: 'GET',
      url: `/api/SO/postback/${id}/attempts`,
      token: director,
    });
    expect(log.body.data.map((a) => [a.attemptNo, a.httpStatus, a.error])).toEqual([
      [1, null, 'interrupted'],
      [2, 200, null],
    ]);
    expect(log.body.data[1]?.bodyExcerpt).toContain('duplicate');
    const row = () =>
      server.engine.db.selectFrom('postbacks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ state: 'delivered', attempts: 2 });

    // The first process's call ends at last (its connection cut): its failure is logged on its
    // try and does not undo the delivery.
    await network.close();
    await lost;
    expect(await row()).toMatchObject({ state: 'delivered', attempts: 2 });
    const first = await server.engine.db
      .selectFrom('postbackAttempts')
      .select('error')
      .where('postbackId', '=', id)
      .where('attemptNo', '=', 1)
      .executeTakeFirstOrThrow();
    expect(first.error).toBe('unreachable');
  });

  it('the built-in network simulator de-duplicates by the key and says so', async () => {
    const simulate = simulatorFor(server.ctx);
    const url = new URL(
      `http://network-simulator.invalid/api/postbacks/simulator/${ORG_ID.VN1}?tid=KEYTEST&status=approved`,
    );
    const first = JSON.parse((await simulate(url, 'leadline-postback-key-test')).body);
    const again = JSON.parse((await simulate(url, 'leadline-postback-key-test')).body);
    expect(first).toMatchObject({ received: true, duplicate: false });
    expect(again).toMatchObject({ received: true, duplicate: true });
    const hits = await server.engine.db
      .selectFrom('postbackSimulatorHits')
      .select(['idempotencyKey', 'duplicate'])
      .where('transactionId', '=', 'KEYTEST')
      .orderBy('id')
      .execute();
    expect(hits).toEqual([
      { idempotencyKey: 'leadline-postback-key-test', duplicate: false },
      { idempotencyKey: 'leadline-postback-key-test', duplicate: true },
    ]);
  });
});
