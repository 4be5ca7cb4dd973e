import type {
  HistoryEntry,
  HoldLeadResult,
  OrderListRow,
  OrderManipulationActor,
  OrderManipulationRow,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('order manipulation: the admins’ log of changes to leads and sale orders', () => {
  let server: TestServer;
  let admin: string;
  let thAdmin: string;
  let hq: string;
  /** The VN1 lead the admin holds and releases, and the TH1 lead the TH1 admin holds. */
  let vnLead: number;
  let thLead: number;
  /** An order's change of 10 days ago: outside the default range. */
  let oldSaleOrder: number;
  /**
   * The VN1 users: the delivery-order job sends the org's orders while the tests run, so two calls
   * agree on the changes people made (the job's have no actor), not on every change.
   */
  let people: number[];
  const byPeople = () => people.map((id) => `&actorId=${id}`).join('');

  const list = (token: string, query = '', language = 'en') =>
    server.call<OrderManipulationRow[]>({
      method: 'GET',
      url: `/api/orders/manipulation${query}`,
      token,
      headers: { 'accept-language': language },
    });
  const search = (token: string, payload: object) =>
    server.call<OrderManipulationRow[]>({ method: 'POST', url: '/api/orders/manipulation', token, payload });
  const hold = (token: string, leadId: number, release?: boolean) =>
    server.call<HoldLeadResult>({
      method: 'POST',
      url: '/api/orders/hold-lead',
      token,
      payload: { leadId, ...(release ? { release } : {}) },
    });
  const firstNewLead = async (token: string) =>
    (
      await server.call<OrderListRow[]>({
        method: 'GET',
        url: '/api/orders/list?leadStatus=1&limit=1',
        token,
      })
    ).body.data[0]!.leadId;
  const ids = (rows: OrderManipulationRow[]) => rows.map((row) => row.id);
  const userId = (userName: string) => userIdOf(server, userName);

  beforeAll(async () => {
    server = await startTestServer();
    [admin, thAdmin, hq] = await server.loginAll('vn1.admin', 'th1.admin', 'hq.admin');
    vnLead = await firstNewLead(admin);
    expect((await hold(admin, vnLead)).body.code).toBe(200);
    expect((await hold(admin, vnLead, true)).body.code).toBe(200);
    // A second lead held: at least three changes by people for the paging.
    const leads = await server.call<OrderListRow[]>({
      method: 'GET',
      url: '/api/orders/list?leadStatus=1&limit=5',
      token: admin,
    });
    const second = leads.body.data.find((row) => row.leadId !== vnLead && !row.hold)!.leadId;
    expect((await hold(admin, second)).body.code).toBe(200);
    people = (
      await server.call<OrderManipulationActor[]>({
        method: 'GET',
        url: '/api/orders/manipulation/actors',
        token: admin,
      })
    ).body.data.map((user) => user.id);
    thLead = await firstNewLead(thAdmin);
    expect((await hold(thAdmin, thLead)).body.code).toBe(200);
    const saleOrder = await server.engine.db
      .selectFrom('saleOrders')
      .select(['id', 'orgId'])
      .where('orgId', '=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    oldSaleOrder = saleOrder.id;
    await server.engine.db
      .insertInto('history')
      .values({
        orgId: saleOrder.orgId,
        entityType: 'so',
        entityId: saleOrder.id,
        actorId: await userId('vn1.validator'),
        action: 'validated',
        changes: JSON.stringify({ status: { from: 1, to: 2 } }),
        createdAt: new Date(Date.now() - 10 * DAY_MS),
      })
      .execute();
  });
  afterAll(() => server.close());

  it('lists the org’s changes newest first, with who, the action and the edit screen’s sentence, in English and Vietnamese', async () => {
    const { status, body } = await list(admin, '?limit=200');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data.every((row) => row.orgId === 4)).toBe(true);
    const times = body.data.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The release just made comes before the hold it ended.
    const mine = body.data.filter((row) => row.entityType === 'lead' && row.entityId === vnLead);
    const [release, held] = mine;
    expect(release).toMatchObject({
      entityType: 'lead',
      entityId: vnLead,
      lead: { leadId: vnLead, typeLead: 'lead' },
      action: 'release',
      actor: { id: await userId('vn1.admin'), name: expect.any(String) },
    });
    expect(held).toMatchObject({ entityId: vnLead, action: 'hold' });
    // The sentence is the edit screen's history's, word for word.
    for (const language of ['en', 'vi']) {
      const history = await server.call<HistoryEntry[]>({
        method: 'GET',
        url: `/api/lead/${vnLead}/history`,
        token: admin,
        headers: { 'accept-language': language },
      });
      const entry = history.body.data.find((item) => item.id === release!.id);
      const translated = (await list(admin, `?limit=1&entityType=lead&entityId=${vnLead}`, language)).body
        .data[0]!;
      expect(entry?.summary).toBeTruthy();
      expect(translated.summary, language).toBe(entry?.summary);
    }
    const vi = (await list(admin, `?limit=1&entityType=lead&entityId=${vnLead}`, 'vi')).body.data[0]!;
    expect(vi.summary).not.toBe(release!.summary);
    expect(vi.summary).toMatch(/ đã /);
  });

  it('filters by entity type, action, who, the lead or order id and the days; the last 7 days by default', async () => {
    const all = (await list(admin, '?limit=200')).body.data;
    expect(all.map((row) => row.entityId)).not.toContain(oldSaleOrder);

    const byLead = await list(admin, `?limit=200&entityId=${vnLead}&entityType=lead`);
    expect(byLead.body.data.map((row) => row.action)).toEqual(['release', 'hold']);
    const byAction = await search(admin, { limit: 200, action: 'hold' });
    expect(byAction.body.data.length).toBeGreaterThan(0);
    expect(byAction.body.data.every((row) => row.action === 'hold')).toBe(true);
    expect(ids(byAction.body.data)).toContain(byLead.body.data[1]!.id);
    const adminId = await userId('vn1.admin');
    const byActor = await search(admin, { limit: 200, actorId: [adminId] });
    expect(ids(byActor.body.data)).toEqual(ids(all.filter((row) => row.actor?.id === adminId)));
    const peoples = (await search(admin, { limit: 200, actorId: people })).body.data;
    expect(peoples.length).toBeGreaterThan(2);
    const leadsOnly = await search(admin, { limit: 200, actorId: people, entityType: 'lead' });
    expect(ids(leadsOnly.body.data)).toEqual(ids(peoples.filter((row) => row.entityType === 'lead')));
    const ordersOnly = await search(admin, { limit: 200, entityType: 'so' });
    expect(ordersOnly.body.data.every((row) => row.entityType === 'so')).toBe(true);

    // The order's change of 10 days ago shows once its day is in the range.
    const day = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const old = await search(admin, {
      limit: 200,
      entityType: 'so',
      entityId: oldSaleOrder,
      dateFrom: day(Date.now() - 11 * DAY_MS),
      dateTo: day(Date.now() - 9 * DAY_MS),
    });
    expect(old.body.data).toHaveLength(1);
    expect(old.body.data[0]).toMatchObject({
      entityType: 'so',
      entityId: oldSaleOrder,
      action: 'validated',
      actor: { id: await userId('vn1.validator') },
      lead: { leadId: expect.any(Number) },
      summary: expect.stringMatching(/ approved order SO \d+ \(Pending validation → Approved\)\.$/),
    });
    const today = await search(admin, { limit: 200, dateFrom: day(Date.now()), dateTo: day(Date.now()) });
    expect(ids(today.body.data)).toContain(all[0]!.id);
    expect(today.body.data.map((row) => row.entityId)).not.toContain(oldSaleOrder);
    const none = await search(admin, { entityId: 2_000_000_000 });
    expect(none.body).toMatchObject({ code: 200, data: [], total: 0 });

    const actors = await server.call<OrderManipulationActor[]>({
      method: 'GET',
      url: '/api/orders/manipulation/actors',
      token: admin,
    });
    expect(actors.body.data.map((user) => user.id)).toContain(adminId);
    expect(actors.body.data.every((user) => user.orgId === 4)).toBe(true);
  });

  it('pages by offset/limit and page/size; GET and POST answer the same', async () => {
    const all = ids((await list(admin, `?limit=200${byPeople()}`)).body.data);
    expect(all.length).toBeGreaterThan(2);
    const page = await list(admin, `?offset=1&limit=2${byPeople()}`);
    expect(ids(page.body.data)).toEqual(all.slice(1, 3));
    expect(page.body.total).toBe(all.length);
    const bySize = await list(admin, `?page=1&size=2${byPeople()}`);
    expect(ids(bySize.body.data)).toEqual(all.slice(2, 4));
    const posted = await search(admin, { offset: 1, limit: 2, actorId: people });
    expect(ids(posted.body.data)).toEqual(all.slice(1, 3));
    const oldest = await search(admin, { limit: 200, actorId: people, sortDirection: 'asc' });
    expect(ids(oldest.body.data)).toEqual([...all].reverse());
  });

  it('never shows another org’s changes; HQ reads every org, or the one it picks', async () => {
    const vn = (await list(admin, '?limit=200')).body.data;
    const th = (await list(thAdmin, '?limit=200')).body.data;
    expect(vn.map((row) => row.entityId)).not.toContain(thLead);
    expect(th.every((row) => row.orgId === 10)).toBe(true);
    // The delivery-order job sends the org's orders meanwhile: the hold is among its newest, not always first.
    expect(th.find((row) => row.entityType === 'lead' && row.entityId === thLead)).toMatchObject({
      action: 'hold',
    });
    expect((await list(thAdmin, `?entityId=${vnLead}&entityType=lead`)).body.data).toEqual([]);
    const thActors = await server.call<OrderManipulationActor[]>({
      method: 'GET',
      url: '/api/orders/manipulation/actors?orgId=4',
      token: thAdmin,
    });
    expect(thActors.body.data.every((user) => user.orgId === 10)).toBe(true);

    const everyOrg = await list(hq, '?limit=1');
    expect(everyOrg.body.total).toBeGreaterThanOrEqual(vn.length + th.length);
    const onlyTh = (await list(hq, '?limit=200&orgId=10')).body.data;
    // Background work of the org (a postback, a delivery order) may have added a newer change.
    expect(ids(onlyTh)).toEqual(expect.arrayContaining(ids(th)));
    expect(onlyTh.every((row) => row.orgId === 10)).toBe(true);
  });

  it('refuses every role but the admins', async () => {
    for (const userName of ['vn1.agent', 'vn1.team-leader', 'vn1.manager', 'vn1.director', 'vn1.auditor']) {
      const token = await server.login(userName);
      expect((await list(token)).status, userName).toBe(403);
      expect((await search(token, {})).status, userName).toBe(403);
    }
    expect((await list(await server.login('vn1.org-admin'))).status).toBe(200);
  });

  it('refuses bad input with a clear message', async () => {
    for (const query of [
      '?limit=0',
      '?entityId=abc',
      '?entityType=customer',
      '?action=deleted',
      '?actorId=x',
      '?dateFrom=2026-02-02&dateTo=2026-01-01',
      '?sortBy=action',
    ]) {
      const { status, body } = await list(admin, query);
      expect(status, query).toBe(400);
      expect(body.message, query).toBeTruthy();
    }
    expect((await search(admin, { entityId: -1 })).status).toBe(400);
  });

  it('says the sentence of an entry older than the 200 newest of its lead (which the edit screen’s panel stops at)', async () => {
    // 200 later edits of the same order: the validation of 10 days ago falls out of the panel's 200.
    await server.engine.db
      .insertInto('history')
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          orgId: 4,
          entityType: 'so' as const,
          entityId: oldSaleOrder,
          actorId: null,
          action: 'updated',
          changes: JSON.stringify({}),
          createdAt: new Date(Date.now() - 9 * DAY_MS + index * 1000),
        })),
      )
      .execute();
    const day = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const old = await search(admin, {
      action: 'validated',
      entityType: 'so',
      entityId: oldSaleOrder,
      dateFrom: day(Date.now() - 11 * DAY_MS),
      dateTo: day(Date.now() - 9 * DAY_MS),
    });
    expect(old.body.data).toHaveLength(1);
    expect(old.body.data[0]!.summary).toMatch(/ approved order SO \d+ \(Pending validation → Approved\)\.$/);
  });
});
