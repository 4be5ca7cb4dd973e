import {
  type HistoryEntry,
  ORG_ID,
  type PostbackAttempt,
  type PostbackRow,
  type PostbackSendResult,
} from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import { trashLeadAsAgent } from '../../testing/lead-fixtures.js';
import { approveOrder, pendingOrders } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { applyPartnerStatus } from '../logistics/index.js';
import { type FakeNetwork, startDemoNetwork } from './fake-network-server.js';
import { DEMO_POSTBACK_NETWORK } from './postbacks.seed.js';

/**
 * Conversion postbacks (docs/postbacks.md) on the real database: queued in the outcome's
 * transaction, sent by the job with retries and backoff, every try logged, the same transaction id
 * on every try and resend, no postback without a template, one org's postbacks unseen by another.
 */
describe('conversion postbacks', () => {
  let server: TestServer;
  let network: FakeNetwork;
  let validator: string;
  let director: string;
  const HOUR = 3_600_000;

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    // VN1's CPA network answers at a local server of the test's own.
    network = await startDemoNetwork(
      server,
      '/postback?subid={click_id}&status={status}&payout={payout}&tid={transaction_id}',
    );
    validator = await server.login('vn1.validator');
    director = await server.login('vn1.director');
  });
  afterAll(async () => {
    await network?.close();
    await server?.close();
  });

  let taken = 0;
  /**
   * The next pending VN1 order (validation's demo orders), its lead set to have come from
   * `networkCode` with a click id of its own.
   */
  async function pendingOrderOf(networkCode: string) {
    // Validation's demo orders without combo lines or short stock, so that approving them succeeds.
    const order = (await pendingOrders(server, ORG_ID.VN1, { inStockOnly: true }))[taken++];
    if (!order) throw new Error('no pending order left');
    const { leadId } = await server.engine.db
      .selectFrom('saleOrders')
      .select('leadId')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const clickId = `clk test/${order.id}`;
    await server.engine.db
      .updateTable('leads')
      .set({ sourceNetwork: networkCode, clickId })
      .where('id', '=', leadId)
      .execute();
    return { id: order.id, version: order.version, leadId, clickId };
  }

  async function approve(order: { id: number; version: number }) {
    const answer = await approveOrder(server, validator, order);
    expect(answer.body.code).toBe(200);
  }

  const postbacksOf = (leadId: number) =>
    server.engine.db.selectFrom('postbacks').selectAll().where('leadId', '=', leadId).orderBy('id').execute();

  const attempts = (id: number, token = director) =>
    server.call<PostbackAttempt[]>({ method: 'GET', url: `/api/SO/postback/${id}/attempts`, token });

  let approvedOrders: Awaited<ReturnType<typeof pendingOrderOf>>[];

  it('an approval queues the postback with the network’s URL filled in, sent by the job', async () => {
    approvedOrders = [
      await pendingOrderOf(DEMO_POSTBACK_NETWORK),
      await pendingOrderOf(DEMO_POSTBACK_NETWORK),
    ];
    const [order] = approvedOrders;
    if (!order) throw new Error('no order');
    network.answer('/postback', { status: 200, body: { ok: true } });
    await approve(order);

    const [postback] = await postbacksOf(order.leadId);
    expect(postback).toMatchObject({
      status: 'approved',
      state: 'waiting',
      saleOrderId: order.id,
      transactionId: String(order.id),
      url: `${network.url}/postback?subid=${encodeURIComponent(order.clickId)}&status=approved&payout=200000&tid=${order.id}`,
    });
    await server.jobs.runDueJobs();
    const received = network.to('/postback').filter((r) => r.query.get('tid') === String(order.id));
    expect(received).toHaveLength(1);
    expect(received[0]?.query.get('status')).toBe('approved');
    expect((await postbacksOf(order.leadId))[0]).toMatchObject({
      state: 'delivered',
      attempts: 1,
      lastHttpStatus: 200,
    });
  });

  it('a delivered postback is listed as sent with the network’s answer and told in the lead’s history', async () => {
    const order = approvedOrders[0];
    if (!order) throw new Error('no order');
    const list = (body: object, language = 'en') =>
      server.call<PostbackRow[]>({
        method: 'POST',
        url: '/api/SO/pending/postback',
        token: director,
        payload: { search: String(order.leadId), ...body },
        headers: { 'accept-language': language },
      });
    // The pending list (the first tab, no state asked) keeps it out; the Sent tab lists it.
    expect((await list({})).body.data.map((row) => row.leadId)).not.toContain(order.leadId);
    const sent = await list({ state: ['delivered'] });
    expect(sent.body.data).toEqual([
      expect.objectContaining({
        leadId: order.leadId,
        state: 'delivered',
        lastHttpStatus: 200,
        lastAnswer: '{"ok":true}',
        deliveredAt: expect.any(String),
      }),
    ]);

    const history = await server.call<HistoryEntry[]>({
      method: 'GET',
      url: `/api/lead/${order.leadId}/history`,
      token: director,
    });
    const told = history.body.data.find((entry) => entry.action === 'postback_delivered');
    expect(told).toMatchObject({
      summary: `The system told ${DEMO_POSTBACK_NETWORK} the outcome “Approved”: the network answered HTTP 200.`,
      fields: [{ field: 'answer', label: 'Network’s answer', from: null, to: '{"ok":true}' }],
    });
    const vi = await server.call<HistoryEntry[]>({
      method: 'GET',
      url: `/api/lead/${order.leadId}/history`,
      token: director,
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.data.find((entry) => entry.action === 'postback_delivered')?.summary).toBe(
      `Hệ thống đã báo kết quả “Đã duyệt” cho ${DEMO_POSTBACK_NETWORK}: mạng quảng cáo trả lời HTTP 200.`,
    );
  });

  it('a network that fails twice gets it on the third try, and the log has three tries', async () => {
    const order = approvedOrders[1];
    if (!order) throw new Error('no order');
    let calls = 0;
    network.answer('/postback', () =>
      ++calls <= 2
        ? { status: 503, body: { error: 'down for maintenance' } }
        : { status: 200, body: { ok: true } },
    );
    await approve(order);
    const [queued] = await postbacksOf(order.leadId);
    if (!queued) throw new Error('not queued');

    await server.jobs.runDueJobs();
    const afterFirst = (await postbacksOf(order.leadId))[0];
    expect(afterFirst).toMatchObject({
      state: 'retrying',
      attempts: 1,
      lastHttpStatus: 503,
      lastError: 'http_503',
    });
    // Not due yet: the backoff holds the second try back.
    const now = Date.now();
    expect(afterFirst?.nextAttemptAt?.getTime()).toBeGreaterThan(now);

    // The second try is due 30 s after the first; the third 1 min after the second (backoff).
    await server.jobs.runDueJobs(new Date(now + 45_000));
    const afterSecond = (await postbacksOf(order.leadId))[0];
    expect(afterSecond).toMatchObject({ state: 'retrying', attempts: 2 });
    expect(afterSecond?.nextAttemptAt?.getTime()).toBeGreaterThan(now + 45_000);
    await server.jobs.runDueJobs(new Date(now + 2 * HOUR));
    expect((await postbacksOf(order.leadId))[0]).toMatchObject({
      state: 'delivered',
      attempts: 3,
      lastHttpStatus: 200,
    });

    const log = await attempts(queued.id);
    expect(log.status).toBe(200);
    expect(log.body.data.map((a) => [a.attemptNo, a.httpStatus])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
    expect(log.body.data[0]?.bodyExcerpt).toContain('down for maintenance');
    const tids = network.to('/postback').filter((r) => r.query.get('tid') === String(order.id));
    expect(tids).toHaveLength(3);

    // A resend sends it again with the same transaction id, logged as the person's.
    const resent = await server.call<PostbackSendResult[]>({
      method: 'POST',
      url: '/api/SO/postback/resend',
      token: director,
      payload: { ids: [queued.id] },
    });
    expect(resent.body.data).toEqual([
      expect.objectContaining({ id: queued.id, leadId: order.leadId, state: 'delivered', httpStatus: 200 }),
    ]);
    const all = network.to('/postback').filter((r) => r.query.get('subid') === order.clickId);
    expect(all).toHaveLength(4);
    expect(new Set(all.map((r) => r.query.get('tid')))).toEqual(new Set([String(order.id)]));
    const after = await attempts(queued.id);
    expect(after.body.data).toHaveLength(4);
    expect(after.body.data[3]?.triggeredBy).toBe('vn1.director');
    // Approving again changes nothing and queues nothing more.
    expect(await postbacksOf(order.leadId)).toHaveLength(1);
  });

  it('a parcel delivered tells the network `delivered` with the same transaction id', async () => {
    const order = approvedOrders[0];
    if (!order) throw new Error('no order');
    network.answer('/postback', { status: 200, body: { ok: true } });
    const delivery = await server.engine.db
      .selectFrom('deliveryOrders')
      .select(['id', 'trackingCode'])
      .where('saleOrderId', '=', order.id)
      .executeTakeFirstOrThrow();
    // The simulator may have refused the send; the parcel is made to be on its way either way.
    const trackingCode = delivery.trackingCode ?? `PBTEST${delivery.id}`;
    await server.engine.db
      .updateTable('deliveryOrders')
      .set({ trackingCode, status: 2 })
      .where('id', '=', delivery.id)
      .execute();
    await withOrgScope(server.engine.db, { orgId: ORG_ID.VN1 }, (trx) =>
      applyPartnerStatus(trx, ORG_ID.VN1, 'simulator', {
        trackingCode,
        status: 5,
        partnerStatus: 'delivered',
        occurredAt: new Date(),
        raw: {},
      }),
    );
    const rows = await postbacksOf(order.leadId);
    expect(rows.map((row) => [row.status, row.transactionId])).toEqual([
      ['approved', String(order.id)],
      ['delivered', String(order.id)],
    ]);
    await server.jobs.runDueJobs();
    const told = network.to('/postback').filter((r) => r.query.get('status') === 'delivered');
    expect(told.map((r) => r.query.get('tid'))).toEqual([String(order.id)]);
  });

  it('an agent’s save to Trash queues the `trash` postback of the lead', async () => {
    const agent = await server.login('vn1.agent');
    const get = <T>(url: string) => server.call<T>({ method: 'GET', url, token: agent });
    const lead = (await get<{ leadId: number; phone: string }[]>('/api/orders/list?leadStatus=1&limit=1'))
      .body.data[0];
    if (!lead) throw new Error('no new lead');
    await server.engine.db
      .updateTable('leads')
      .set({ sourceNetwork: DEMO_POSTBACK_NETWORK, clickId: `clk-trash-${lead.leadId}` })
      .where('id', '=', lead.leadId)
      .execute();
    const saved = await trashLeadAsAgent(server, agent, lead.leadId);
    expect(saved.body.code).toBe(200);
    const [postback] = await postbacksOf(lead.leadId);
    const latestOrder = await server.engine.db
      .selectFrom('saleOrders')
      .select('id')
      .where('leadId', '=', lead.leadId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(postback).toMatchObject({
      status: 'trash',
      state: 'waiting',
      transactionId: latestOrder ? String(latestOrder.id) : `L${lead.leadId}`,
    });
    expect(postback?.url).toContain(`subid=clk-trash-${lead.leadId}&status=trash&payout=0`);
  });

  it('a lead whose network has no template gets no postback', async () => {
    const order = await pendingOrderOf('TikTok Ads');
    await approve(order);
    expect(await postbacksOf(order.leadId)).toHaveLength(0);
    const jobs = await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs WHERE kind = 'postback.send'
      AND (payload ->> 'postbackId')::int IN (SELECT id FROM postbacks WHERE lead_id = ${order.leadId})`.execute(
      server.engine.db,
    );
    expect(jobs.rows[0]?.n).toBe(0);
  });

  it('the pending list shows the failed postbacks of the caller’s org only', async () => {
    const list = await server.call<PostbackRow[]>({
      method: 'POST',
      url: '/api/SO/pending/postback?offset=0&limit=50',
      token: director,
      payload: { state: ['failed'] },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const row of list.body.data)
      expect(row).toMatchObject({ orgId: ORG_ID.VN1, state: 'failed', nextAttemptAt: null });

    // TH1: every role works pending postback there; VN1's postbacks are not theirs to see.
    const thAgent = await server.login('th1.agent');
    const th = await server.call<PostbackRow[]>({
      method: 'POST',
      url: '/api/SO/pending/postback',
      token: thAgent,
      payload: { limit: 200 },
    });
    expect(th.status).toBe(200);
    expect(th.body.data.every((row) => row.orgId === ORG_ID.TH1)).toBe(true);
    const vnId = list.body.data[0]?.id as number;
    expect((await attempts(vnId, thAgent)).status).toBe(404);
    const thDirector = await server.login('th1.director');
    const resend = await server.call<PostbackSendResult[]>({
      method: 'POST',
      url: '/api/SO/postback/resend',
      token: thDirector,
      payload: { ids: [vnId] },
    });
    expect(resend.body.data).toEqual([expect.objectContaining({ id: vnId, state: null })]);
    expect(
      (
        await server.engine.db
          .selectFrom('postbacks')
          .select('attempts')
          .where('id', '=', vnId)
          .executeTakeFirst()
      )?.attempts,
    ).toBe(3);
  });

  it('an agent sees and resends the postbacks of their own leads only', async () => {
    const thAgent = await server.login('th1.agent');
    const agentId = (
      await server.engine.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', 'th1.agent')
        .executeTakeFirstOrThrow()
    ).id;
    const list = await server.call<PostbackRow[]>({
      method: 'POST',
      url: '/api/SO/pending/postback',
      token: thAgent,
      payload: { limit: 200 },
    });
    const assignees = await server.engine.db
      .selectFrom('leads')
      .select('assigneeId')
      .where('id', 'in', [0, ...list.body.data.map((row) => row.leadId)])
      .execute();
    expect(assignees.every((row) => row.assigneeId === agentId)).toBe(true);
    const others = await server.engine.db
      .selectFrom('postbacks as p')
      .innerJoin('leads as l', 'l.id', 'p.leadId')
      .select('p.id')
      .where('p.orgId', '=', ORG_ID.TH1)
      .where((eb) => eb.or([eb('l.assigneeId', 'is', null), eb('l.assigneeId', '<>', agentId)]))
      .executeTakeFirstOrThrow();
    expect((await attempts(others.id, thAgent)).status).toBe(404);
    const resend = await server.call<PostbackSendResult[]>({
      method: 'POST',
      url: '/api/SO/postback/resend',
      token: thAgent,
      payload: { ids: [others.id] },
    });
    expect(resend.body.data[0]).toMatchObject({ id: others.id, state: null });
  });

  it('outside TH only the director (24) works pending postback', async () => {
    const agent = await server.login('vn1.agent');
    const refused = await server.call({
      method: 'POST',
      url: '/api/SO/pending/postback',
      token: agent,
      payload: {},
    });
    expect(refused.status).toBe(403);
    const manual = await server.call({
      method: 'POST',
      url: '/api/SO/postback/manual',
      token: agent,
      payload: { leadId: 1, status: 'trash' },
    });
    expect(manual.status).toBe(403);
  });

  it('the seeded failed postbacks are delivered by a resend through the built-in simulator', async () => {
    const thDirector = await server.login('th1.director');
    const list = await server.call<PostbackRow[]>({
      method: 'POST',
      url: '/api/SO/pending/postback',
      token: thDirector,
      payload: { state: ['failed'], limit: 1 },
    });
    const row = list.body.data[0];
    if (!row) throw new Error('no failed demo postback');
    expect(row.attempts).toBe(3);
    const resent = await server.call<PostbackSendResult[]>({
      method: 'POST',
      url: '/api/SO/postback/resend',
      token: thDirector,
      payload: { ids: [row.id] },
    });
    expect(resent.body.data[0]).toMatchObject({ state: 'delivered', httpStatus: 200 });
    const hits = await server.engine.db
      .selectFrom('postbackSimulatorHits')
      .select(['answerStatus', 'transactionId'])
      .where('orgId', '=', ORG_ID.TH1)
      .where('transactionId', '=', row.transactionId)
      .orderBy('id')
      .execute();
    expect(hits.map((hit) => hit.answerStatus)).toEqual([429, 429, 429, 200]);
    const again = await server.call<PostbackRow[]>({
      method: 'POST',
      url: '/api/SO/pending/postback',
      token: thDirector,
      payload: { search: row.transactionId },
    });
    expect(again.body.data.map((r) => r.id)).not.toContain(row.id);
  });

  it('a manual postback tells the lead’s network now; a second one resends the same postback', async () => {
    const thDirector = await server.login('th1.director');
    const lead = await server.engine.db
      .selectFrom('leads')
      .select(['id'])
      .where('orgId', '=', ORG_ID.TH1)
      .where('sourceNetwork', '=', DEMO_POSTBACK_NETWORK)
      .where('clickId', 'is not', null)
      .where('leadStatus', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const send = () =>
      server.call<PostbackSendResult>({
        method: 'POST',
        url: '/api/SO/postback/manual',
        token: thDirector,
        payload: { leadId: lead.id, status: 'trash' },
      });
    expect((await send()).body.data).toMatchObject({ leadId: lead.id, state: 'delivered', httpStatus: 200 });
    expect((await send()).body.data).toMatchObject({ state: 'delivered' });
    const rows = await postbacksOf(lead.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'trash', attempts: 2, transactionId: `L${lead.id}` });
    // The first round's queued job is stale now: it sends nothing.
    await server.jobs.runDueJobs();
    expect((await postbacksOf(lead.id))[0]?.attempts).toBe(2);

    const noTemplate = await server.engine.db
      .selectFrom('leads')
      .select('id')
      .where('orgId', '=', ORG_ID.TH1)
      .where('sourceNetwork', '=', 'TikTok Ads')
      .executeTakeFirstOrThrow();
    const refused = await server.call({
      method: 'POST',
      url: '/api/SO/postback/manual',
      token: thDirector,
      payload: { leadId: noTemplate.id, status: 'trash' },
    });
    expect(refused.status).toBe(400);
    expect(await postbacksOf(noTemplate.id)).toHaveLength(0);
  });

  it('the simulator endpoint records what it receives and fails the first `fail` hits', async () => {
    const hit = (query: string) =>
      server.app.inject({ method: 'GET', url: `/api/postbacks/simulator/${ORG_ID.TH1}?${query}` });
    const first = await hit('tid=T1&status=approved&subid=c1&fail=1');
    expect(first.statusCode).toBe(429);
    const second = await hit('tid=T1&status=approved&subid=c1&fail=1');
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ received: true, hit: 2, duplicate: false });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/postbacks/simulator/999999' })).statusCode,
    ).toBe(404);
  });
});
